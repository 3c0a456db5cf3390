import { Form } from "react-router";
import type { FlowResultView, FlowResultsView, FlowsPageView } from "#domain/admin/flows";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { TFunction } from "#app/lib/i18n/translator.ts";
import { HeadedSection } from "#app/ui/HeadedSection.tsx";
import { buttonClass } from "../admin-forms.ts";
import { lei } from "../orders/order-format.ts";
import { PeriodDays } from "../reports/PeriodDays.tsx";
import { FigureTable, percent, points } from "./figure-table.tsx";

const signedLei = (minor: number) => `${minor >= 0 ? "+" : "−"}${lei(Math.round(Math.abs(minor)))}`;

/** One flow: its two groups side by side, and the difference with its interval, or why there is none yet. */
function FlowCard({ result, minGroupSize, t, language }: { result: FlowResultView; minGroupSize: number; t: TFunction; language: string }) {
  const name = t(`flows.names.${result.flow}`);
  const headingId = `flow-results-${result.flow}`;
  const { sent, holdout, lift } = result;
  const rows: Array<{ label: string; sent: string; holdout: string; difference: string }> = [
    { label: t("flows.results.eligible"), sent: String(sent.shoppers), holdout: String(holdout.shoppers), difference: "" },
    {
      label: t("flows.results.ordered"),
      sent: `${sent.ordered} (${percent(sent.orderRate, language)})`,
      holdout: `${holdout.ordered} (${percent(holdout.orderRate, language)})`,
      difference: lift
        ? t("flows.results.pointsInterval", {
            difference: points(lift.orderRate.difference, language),
            low: points(lift.orderRate.low, language),
            high: points(lift.orderRate.high, language),
          })
        : "",
    },
    {
      label: t("flows.results.revenuePerShopper"),
      sent: lei(Math.round(sent.revenuePerShopper)),
      holdout: lei(Math.round(holdout.revenuePerShopper)),
      difference: lift
        ? t("flows.results.leiInterval", {
            difference: signedLei(lift.revenuePerShopper.difference),
            low: signedLei(lift.revenuePerShopper.low),
            high: signedLei(lift.revenuePerShopper.high),
          })
        : "",
    },
  ];
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-2xl border border-line bg-white p-4 sm:p-6">
      <h3 id={headingId} className="text-xl">
        {name}
      </h3>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {(["sends", "clicks", "unsubscribes"] as const).map((figure) => (
          <div key={figure} className="flex gap-1">
            <dt className="text-muted">{t(`flows.results.${figure}`)}:</dt>
            <dd className="font-semibold tabular-nums">{result[figure]}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 overflow-x-auto">
        <FigureTable
          caption={t("flows.results.caption", { flow: name })}
          corner={null}
          columns={[t("flows.results.sentGroup"), t("flows.results.holdoutGroup"), t("flows.results.difference")]}
          rows={rows.map((row) => ({ key: row.label, label: row.label, cells: [row.sent, row.holdout, row.difference] }))}
          minWidth="min-w-[20rem]"
        />
      </div>
      <p className={`mt-3 text-sm ${lift ? "text-muted" : "font-semibold text-amber-900"}`}>
        {lift
          ? t("flows.results.intervalNote")
          : t("flows.results.tooFew", {
              min: minGroupSize,
              sent: t("flows.results.sentShoppers", { count: sent.shoppers }),
              holdout: holdout.shoppers,
            })}
      </p>
    </section>
  );
}

function BackInStockCard({ figures, t }: { figures: FlowResultsView["backInStock"]; t: TFunction }) {
  return (
    <section aria-labelledby="flow-results-back-in-stock" className="mt-6 rounded-2xl border border-dashed border-line bg-white p-4 sm:p-6">
      <h3 id="flow-results-back-in-stock" className="text-xl">
        {t("flows.backInStock.title")}{" "}
        <span className="ml-1 rounded-full bg-cream px-2 py-0.5 text-sm font-semibold">{t("flows.backInStock.badge")}</span>
      </h3>
      <p className="mt-1 text-sm text-muted">{t("flows.backInStock.note")}</p>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {(["requests", "sends", "ordersWithin7Days"] as const).map((figure) => (
          <div key={figure} className="flex gap-1">
            <dt className="text-muted">{t(`flows.backInStock.${figure}`)}:</dt>
            <dd className="font-semibold tabular-nums">{figures[figure]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * Each flow's honest measure over a period (issue 46 item 6): the shoppers it emailed against the holdout it left
 * alone, the difference with its 95 % interval once both groups are large enough, and back in stock apart, as the
 * service notice it is. The period is a GET form, so a result is a link the owner can keep.
 */
export function FlowResults({ results, periodError }: Pick<FlowsPageView, "results" | "periodError">) {
  const { t, i18n } = useTranslation("admin");
  const typed = results ? results.period : { from: periodError?.from ?? "", to: periodError?.to ?? "" };
  const error = periodError ? { field: periodError.field, text: t(`reports.errors.${periodError.field}_${periodError.problem}`) } : null;
  return (
    <HeadedSection titleId="flow-results-title" title={t("flows.results.title")} className="mt-10" titleClassName="text-2xl">
      <p className="mt-2 max-w-prose text-muted">{t("flows.results.intro")}</p>
      <Form method="get" noValidate className="mt-4 flex flex-wrap items-end gap-4">
        <PeriodDays typed={typed} error={error} idPrefix="flows" />
        <button type="submit" className={buttonClass}>
          {t("flows.results.apply")}
        </button>
      </Form>
      <p role="status" className="mt-4 font-semibold">
        {results ? t("flows.results.showing", { from: results.period.from, to: results.period.to }) : error?.text}
      </p>
      {results ? (
        <>
          {results.flows.map((result) => (
            <FlowCard key={result.flow} result={result} minGroupSize={results.minGroupSize} t={t} language={i18n.language} />
          ))}
          <BackInStockCard figures={results.backInStock} t={t} />
        </>
      ) : null}
    </HeadedSection>
  );
}
