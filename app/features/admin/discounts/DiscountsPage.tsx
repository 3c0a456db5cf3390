import { useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { DISCOUNT_AUDIENCES, DISCOUNT_STATUSES, type AdminDiscount, type DiscountFilter } from "#domain/admin/discounts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "../admin-call.ts";
import { buttonClass } from "../admin-forms.ts";
import { SaveStatus } from "../SaveStatus.tsx";
import { AdminFilterForm, FilterSearch, FilterChoice, FilterSelect } from "../AdminTable.tsx";
import { EmptyListNotice } from "../ListPages.tsx";
import { DiscountItem } from "./DiscountItem.tsx";

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
  const { t } = useTranslation("admin");
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
              <DiscountItem key={discount.code} discount={discount} canManage={canManage} onToggle={() => void toggle(discount)} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
