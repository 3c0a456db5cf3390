import { useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { DISCOUNT_AUDIENCES, DISCOUNT_STATUSES, storeDay, type AdminDiscount, type DiscountFilter } from "#domain/admin-discounts";
import { formatMoney } from "#domain/format-price";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { TFunction } from "#app/lib/i18n/translator.ts";
import { adminCall } from "../admin-call.ts";
import { buttonClass, linkClass, secondaryButtonClass } from "../admin-forms.ts";
import { SaveStatus } from "../SaveStatus.tsx";
import { AdminFilterForm, FilterSearch, FilterChoice, FilterSelect } from "../AdminTable.tsx";
import { EmptyListNotice } from "../ListPages.tsx";

const STATUS_TONE: Record<AdminDiscount["status"], string> = {
  active: "bg-emerald-100 text-emerald-900",
  scheduled: "bg-sky-100 text-sky-900",
  expired: "bg-stone-200 text-stone-800",
  used_up: "bg-amber-100 text-amber-900",
  disabled: "bg-red-100 text-red-900",
};

export const lei = (amountMinor: number) => formatMoney({ amountMinor, currencyCode: "RON" });

/** "15%" or "50,00 lei". */
export function discountValue(discount: Pick<AdminDiscount, "kind" | "percent" | "amountRonMinor">): string {
  return discount.kind === "percent" ? `${discount.percent ?? 0}%` : lei(discount.amountRonMinor ?? 0);
}

/** The code's conditions in a few words each, for the list. */
export function conditionsSummary(discount: AdminDiscount, t: TFunction, language: string): string[] {
  const day = (iso: string) => storeDay(iso, language);
  return [
    discount.productScope === "chosen"
      ? t("discounts.summary.products", { names: discount.products.map((product) => product.title || product.handle).join(", ") })
      : t("discounts.summary.allProducts"),
    ...(discount.firstOrderOnly ? [t("discounts.summary.firstOrder")] : []),
    ...(discount.oncePerEmail ? [t("discounts.summary.oncePerEmail")] : []),
    ...(discount.usageLimit !== null ? [t("discounts.summary.limit", { count: discount.usageLimit })] : []),
    ...(discount.minSubtotalRonMinor !== null ? [t("discounts.summary.minimum", { amount: lei(discount.minSubtotalRonMinor) })] : []),
    ...(discount.startsAt ? [t("discounts.summary.from", { date: day(discount.startsAt) })] : []),
    ...(discount.endsAt ? [t("discounts.summary.until", { date: day(discount.endsAt) })] : []),
  ];
}

/**
 * The owner's discount codes: search and status in a GET form (the URL holds the view), one row per
 * code with its value, conditions, status, uses and revenue, and — for the owner — edit and
 * disable/enable. The outcome of a switch is said in the page's status line.
 */
export function DiscountsPage({
  filter,
  discounts,
  canManage,
  csrfToken,
}: {
  filter: DiscountFilter;
  discounts: AdminDiscount[];
  canManage: boolean;
  csrfToken: string;
}) {
  const { t, i18n } = useTranslation("admin");
  const revalidator = useRevalidator();
  const [outcome, setOutcome] = useState<{ kind: "done" | "error"; message: string } | null>(null);
  const busy = useRef(false);

  async function toggle(discount: AdminDiscount) {
    if (busy.current) return;
    busy.current = true;
    const step = discount.active ? "disable" : "enable";
    const answer = await adminCall(`/discounts/${encodeURIComponent(discount.code)}/${step}`, { csrfToken });
    busy.current = false;
    if (answer.kind === "ok") {
      await revalidator.revalidate();
      setOutcome({ kind: "done", message: t(`discounts.actions.${step}d`, { code: discount.code }) });
    } else setOutcome({ kind: "error", message: answer.kind === "refused" ? answer.error : t("discounts.actions.failed") });
  }

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl">{t("discounts.title")}</h1>
        {canManage ? (
          <Link to="/admin/discounts/new" className={buttonClass}>
            {t("discounts.new")}
          </Link>
        ) : null}
      </div>
      <p className="mt-2 max-w-prose text-muted">{t("discounts.intro")}</p>

      <AdminFilterForm section="discounts" columns={3}>
        <FilterSearch label={t("discounts.filters.search")} value={filter.q} />
        <FilterChoice name="status" value={filter.status} values={DISCOUNT_STATUSES} optionKey="discounts.status" />
        <FilterSelect
          label={t("discounts.filters.audience")}
          name="audience"
          value={filter.audience ?? "shared"}
          anyLabel={undefined}
          options={DISCOUNT_AUDIENCES.map((audience) => ({ value: audience, label: t(`discounts.audience.${audience}`) }))}
        />
      </AdminFilterForm>

      <section aria-labelledby="discounts-list-title" className="mt-8">
        <h2 id="discounts-list-title" className="text-xl">
          {t("discounts.listLabel", { count: discounts.length })}
        </h2>
        <SaveStatus said={outcome} className="mt-3" />
        {discounts.length === 0 ? (
          <EmptyListNotice section="discounts" view={filter} total={0} />
        ) : (
          <ul className="mt-3 flex flex-col gap-3">
            {discounts.map((discount) => (
              <li key={discount.code} className="rounded-2xl border border-line bg-white p-4">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
                  <h3 className="font-mono text-lg font-semibold break-all">
                    {canManage ? (
                      <Link to={`/admin/discounts/${encodeURIComponent(discount.code)}`} className={linkClass}>
                        {discount.code}
                      </Link>
                    ) : (
                      discount.code
                    )}
                  </h3>
                  <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_TONE[discount.status]}`}>
                    {t(`discounts.status.${discount.status}`)}
                  </span>
                </div>
                <p className="mt-1 font-semibold">{t("discounts.off", { value: discountValue(discount) })}</p>
                {discount.recipientEmail !== null ? (
                  <p className="mt-1 text-sm">
                    <span className="mr-2 rounded-full bg-brand-soft px-2 py-0.5 font-semibold text-brand-dark">
                      {t(discount.source === "newsletter" ? "discounts.personal.newsletter" : "discounts.personal.popup")}
                    </span>
                    {t("discounts.personal.recipient", { email: discount.recipientEmail })}
                  </p>
                ) : null}
                <p className="mt-1 text-sm text-muted">{conditionsSummary(discount, t, i18n.language).join(" · ")}</p>
                {discount.description ? <p className="mt-1 text-sm">{discount.description}</p> : null}
                <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
                  <div className="flex gap-2">
                    <dt className="text-muted">{t("discounts.uses")}</dt>
                    <dd className="font-semibold tabular-nums">
                      {discount.usageLimit === null ? discount.uses : `${discount.uses} / ${discount.usageLimit}`}
                    </dd>
                  </div>
                  <div className="flex gap-2">
                    <dt className="text-muted">{t("discounts.revenue")}</dt>
                    <dd className="font-semibold tabular-nums">{lei(discount.revenueRonMinor)}</dd>
                  </div>
                </dl>
                {canManage ? (
                  <div className="mt-3 flex flex-wrap gap-3">
                    <Link to={`/admin/discounts/${encodeURIComponent(discount.code)}`} className={secondaryButtonClass}>
                      {t("discounts.actions.edit")}
                      <span className="sr-only"> {discount.code}</span>
                    </Link>
                    <button type="button" className={secondaryButtonClass} onClick={() => void toggle(discount)}>
                      {t(discount.active ? "discounts.actions.disable" : "discounts.actions.enable")}
                      <span className="sr-only"> {discount.code}</span>
                    </button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
