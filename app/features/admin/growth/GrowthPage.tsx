import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import type { GrowthFunnelRow, GrowthReading, GrowthRevenueFigures, GrowthTable, GrowthView } from "#domain/admin/growth";
import { GROWTH_TOUCHES } from "#domain/admin/growth";
import { REPORT_PRESETS, type ReportPeriod } from "#domain/admin/reports";
import type { Language } from "#domain/locale";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { TFunction } from "#app/lib/i18n/translator.ts";
import { buttonClass, linkClass } from "../admin-forms.ts";
import { AdminTable, listColumn } from "../AdminTable.tsx";
import { dashboardFormats, type DashboardFormats } from "../dashboard/dashboard-format.ts";
import { PeriodDays } from "../reports/PeriodDays.tsx";
import { DaysChart, HorizontalBars } from "./GrowthCharts.tsx";

const csvUrl = (table: GrowthTable, view: GrowthView) =>
  `/api/admin/growth/${table}.csv?from=${view.period.from}&to=${view.period.to}&touch=${view.touch}`;

/**
 * The owner's growth page (issue 67 item 2, decision 0154): the reports' period and which touch orders are credited
 * to, a status line a screen reader hears when they change, pictures where people would rather look than read, and
 * every figure in a table with its spreadsheet.
 */
export function GrowthPage({ reading }: { reading: GrowthReading }) {
  const { t, i18n } = useTranslation("admin");
  const view = reading.ok ? reading.view : null;
  const typed: ReportPeriod = reading.ok ? reading.view.period : { from: reading.from, to: reading.to };
  const touch = reading.ok ? reading.view.touch : reading.touch;
  const error = reading.ok ? null : { field: reading.field, text: t(`reports.errors.${reading.field}_${reading.problem}`) };
  const format = dashboardFormats(i18n.language as Language);

  return (
    <>
      <h1 className="text-3xl">{t("growth.title")}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t("growth.intro")}</p>

      <Form method="get" noValidate className="mt-6 rounded-2xl border border-line bg-white p-4" aria-describedby="growth-hint">
        <fieldset>
          <legend className="text-lg font-semibold">{t("reports.period.label")}</legend>
          <p id="growth-hint" className="mt-1 text-sm text-muted">
            {t("reports.period.hint")}
          </p>
          <div className="mt-3 flex flex-wrap items-end gap-4">
            <PeriodDays typed={typed} error={error} idPrefix="growth" required />
          </div>
        </fieldset>
        <fieldset className="mt-4">
          <legend className="text-sm font-semibold">{t("growth.touch.label")}</legend>
          <div className="mt-1 flex flex-wrap gap-x-6">
            {GROWTH_TOUCHES.map((each) => (
              <label key={each} className="flex min-h-11 items-center gap-2 text-sm">
                <input type="radio" name="touch" value={each} defaultChecked={each === touch} className="size-5" />
                {t(`growth.touch.${each}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" className={`${buttonClass} mt-3`}>
          {t("growth.apply")}
        </button>
        <nav aria-label={t("reports.period.presets")} className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {REPORT_PRESETS.map((preset) => (
              <li key={preset}>
                <Link
                  to={`/admin/growth?preset=${preset}&touch=${touch}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm font-semibold hover:bg-brand-soft"
                >
                  {t(`reports.presets.${preset}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Form>

      <p role="status" className="mt-6 font-semibold">
        {view
          ? t("growth.showing", {
              from: view.period.from,
              to: view.period.to,
              touch: t(`growth.touchNames.${view.touch}`),
              visits: format.count(view.channelTotals.visits ?? 0),
              orders: format.count(view.channelTotals.orders),
              ordered: format.money(view.channelTotals.orderedRonMinor),
              paid: format.money(view.channelTotals.paidRonMinor),
              refused: format.money(view.channelTotals.refusedRonMinor),
            })
          : `${t("reports.errors.summary")} ${error?.text ?? ""}`}
      </p>

      {view ? <Growth view={view} t={t} format={format} /> : null}
    </>
  );
}

function Growth({ view, t, format }: { view: GrowthView; t: TFunction; format: DashboardFormats }) {
  const none = t("growth.notCounted");
  const channel = (code: string) => t(`growth.channels.${code}`);
  const counted = (value: number | null) => (value === null ? none : format.count(value));
  const percent = (value: number | null) => (value === null ? none : format.percent(value / 100));
  const money = (value: number | null) => (value === null ? none : format.money(value));
  const totals = view.channelTotals;
  const nothingYet = (totals.visits ?? 0) === 0 && totals.orders === 0;
  const revenueColumns: GrowthColumn<GrowthRevenueFigures>[] = [
    { id: "visits", kind: "figure", cell: (row) => counted(row.visits) },
    { id: "orders", kind: "figure", cell: (row) => format.count(row.orders) },
    { id: "ordered", kind: "figure", cell: (row) => format.money(row.orderedRonMinor) },
    { id: "paid", kind: "figure", cell: (row) => format.money(row.paidRonMinor) },
    { id: "refused", kind: "figure", cell: (row) => format.money(row.refusedRonMinor) },
    { id: "conversion", kind: "figure", cell: (row) => percent(row.conversionPercent) },
    { id: "averageOrder", kind: "figure", cell: (row) => money(row.averageOrderRonMinor) },
  ];
  const funnelColumns: GrowthColumn<GrowthFunnelRow>[] = [
    { id: "visits", kind: "figure", cell: (row) => counted(row.visits) },
    { id: "productViews", kind: "figure", cell: (row) => counted(row.productViews) },
    { id: "addsToCart", kind: "figure", cell: (row) => counted(row.addsToCart) },
    { id: "checkoutsStarted", kind: "figure", cell: (row) => counted(row.checkoutsStarted) },
    { id: "orders", kind: "figure", cell: (row) => format.count(row.orders) },
    { id: "delivered", kind: "figure", cell: (row) => format.count(row.delivered) },
    { id: "paidCount", kind: "figure", cell: (row) => format.count(row.paid) },
  ];
  const stepTotal = (pick: (row: GrowthFunnelRow) => number | null) => view.funnelByChannel.reduce((sum, row) => sum + (pick(row) ?? 0), 0);
  const steps = [
    { id: "visits", value: stepTotal((row) => row.visits) },
    { id: "productViews", value: stepTotal((row) => row.productViews) },
    { id: "addsToCart", value: stepTotal((row) => row.addsToCart) },
    { id: "checkoutsStarted", value: stepTotal((row) => row.checkoutsStarted) },
    { id: "orders", value: stepTotal((row) => row.orders) },
    { id: "delivered", value: stepTotal((row) => row.delivered) },
    { id: "paidCount", value: stepTotal((row) => row.paid) },
  ];

  return (
    <>
      {nothingYet ? (
        <section aria-labelledby="growth-empty" className="mt-6 rounded-2xl border border-line bg-brand-soft p-4">
          <h2 id="growth-empty" className="text-xl">
            {t("growth.emptyTitle")}
          </h2>
          <p className="mt-2 max-w-3xl">{t("growth.empty")}</p>
        </section>
      ) : null}

      <DaysChart days={view.days} />

      <GrowthSection
        table="channels"
        view={view}
        t={t}
        rows={view.channels}
        rowKey={(row) => row.channel}
        before={
          <HorizontalBars
            title={t("growth.charts.revenue")}
            summary={t("growth.charts.revenueSummary")}
            series={[t("growth.columns.ordered"), t("growth.columns.paid"), t("growth.columns.refused")]}
            categories={view.channels.map((row) => ({
              key: row.channel,
              label: channel(row.channel),
              values: [row.orderedRonMinor / 100, row.paidRonMinor / 100, row.refusedRonMinor / 100],
            }))}
            formatValue={(lei) => format.money(Math.round(lei * 100))}
          />
        }
        after={<p className="mt-2 max-w-3xl text-sm text-muted">{t("growth.unattributedNote")}</p>}
        columns={[
          { id: "channel", kind: "name", cell: (row) => channel(row.channel), total: t("growth.totalRow") },
          ...revenueColumns.map((column) => ({ ...column, total: column.cell(totals) })),
        ]}
      />

      <GrowthSection
        table="campaigns"
        view={view}
        t={t}
        rows={view.campaigns}
        rowKey={(row) => [row.channel, row.source, row.medium, row.campaign].join("|")}
        empty={t("growth.sections.campaigns.empty")}
        columns={[
          { id: "campaign", kind: "name", cell: (row) => row.campaign || t("growth.noCampaign") },
          { id: "channel", cell: (row) => channel(row.channel) },
          { id: "source", cell: (row) => row.source || none },
          { id: "medium", cell: (row) => row.medium || none },
          ...revenueColumns,
        ]}
      />

      <GrowthSection
        table="customers"
        view={view}
        t={t}
        rows={view.customers}
        rowKey={(row) => row.channel}
        columns={[
          { id: "channel", kind: "name", cell: (row) => channel(row.channel) },
          { id: "newCustomers", kind: "figure", cell: (row) => format.count(row.newCustomers) },
          { id: "newRevenue", kind: "figure", cell: (row) => format.money(row.newRonMinor) },
          { id: "returningCustomers", kind: "figure", cell: (row) => format.count(row.returningCustomers) },
          { id: "returningRevenue", kind: "figure", cell: (row) => format.money(row.returningRonMinor) },
        ]}
      />

      <GrowthSection
        table="subscriptions"
        view={view}
        t={t}
        rows={view.subscriptions}
        rowKey={(row) => row.channel}
        columns={[
          { id: "channel", kind: "name", cell: (row) => channel(row.channel) },
          { id: "subscriptions", kind: "figure", cell: (row) => format.count(row.subscriptions) },
          { id: "signups", kind: "figure", cell: (row) => format.count(row.signups) },
        ]}
      />

      <GrowthSection
        table="funnel-channels"
        view={view}
        t={t}
        rows={view.funnelByChannel}
        rowKey={(row) => row.key}
        before={
          <HorizontalBars
            title={t("growth.charts.funnel")}
            summary={t("growth.charts.funnelSummary", {
              steps: steps.map((step) => `${t(`growth.columns.${step.id}`)} ${format.count(step.value)}`).join(", "),
            })}
            series={[t("growth.columns.visits")]}
            categories={steps.map((step) => ({ key: step.id, label: t(`growth.columns.${step.id}`), values: [step.value] }))}
            formatValue={format.count}
          />
        }
        columns={[{ id: "channel", kind: "name", cell: (row) => channel(row.key) }, ...funnelColumns]}
      />

      <GrowthSection
        table="funnel-devices"
        view={view}
        t={t}
        rows={view.funnelByDevice}
        rowKey={(row) => row.key}
        columns={[{ id: "device", kind: "name", cell: (row) => t(`growth.devices.${row.key}`) }, ...funnelColumns]}
      />
    </>
  );
}

/** A column as the reports draw them: `name` names the row, `figure` is a right-aligned number. */
interface GrowthColumn<Row> {
  id: string;
  kind?: "name" | "figure";
  cell: (row: Row) => ReactNode;
  total?: ReactNode;
}

const COLUMN_CLASSES = { name: "font-bold", figure: "text-right tabular-nums whitespace-nowrap" } as const;

/** One table: its heading, what it counts, its spreadsheet, the picture of it if any, and the table itself. */
function GrowthSection<Row>({
  table,
  view,
  t,
  rows,
  rowKey,
  columns,
  before,
  after,
  empty,
}: {
  table: GrowthTable;
  view: GrowthView;
  t: TFunction;
  rows: Row[];
  rowKey: (row: Row) => string;
  columns: GrowthColumn<Row>[];
  before?: ReactNode;
  after?: ReactNode;
  empty?: string;
}) {
  const title = t(`growth.sections.${table}.title`);
  const headingId = `growth-${table}`;
  const definitions = columns.map((column) => ({
    ...listColumn(column.id, t(`growth.columns.${column.id}`), column.cell, {
      rowHeader: column.kind === "name",
      ...(column.kind ? { cellClassName: COLUMN_CLASSES[column.kind] } : {}),
      ...(column.kind === "figure" ? { headerClassName: "text-right" } : {}),
    }),
    ...(column.total === undefined ? {} : { footer: () => column.total }),
  }));
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-2xl">
          {title}
        </h2>
        <a href={csvUrl(table, view)} download className={linkClass} aria-label={t("reports.csvOf", { report: title })}>
          {t("reports.csv")}
        </a>
      </div>
      <p className="mt-1 max-w-3xl text-sm text-muted">{t(`growth.sections.${table}.intro`)}</p>
      {before}
      <AdminTable
        label={title}
        caption={`${title}, ${view.period.from} – ${view.period.to}`}
        rows={rows}
        columns={definitions}
        rowKey={rowKey}
        minWidth="min-w-[44rem]"
        look="figures"
        empty={<p className="mt-3 rounded-xl border border-line bg-white p-4">{empty ?? ""}</p>}
      />
      {after}
    </section>
  );
}
