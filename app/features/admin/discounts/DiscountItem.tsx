import { Link } from "react-router";
import type { AdminDiscount } from "#domain/admin/discounts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass, secondaryButtonClass } from "../admin-forms.ts";
import { conditionsSummary, discountValue, lei } from "./discount-words.ts";

const STATUS_TONE: Record<AdminDiscount["status"], string> = {
  active: "bg-emerald-100 text-emerald-900",
  scheduled: "bg-sky-100 text-sky-900",
  expired: "bg-stone-200 text-stone-800",
  used_up: "bg-amber-100 text-amber-900",
  disabled: "bg-red-100 text-red-900",
};

/** One code in the list: its value, whom it is for, its conditions, uses and revenue, and for the owner, edit and switch. */
export function DiscountItem({ discount, canManage, onToggle }: { discount: AdminDiscount; canManage: boolean; onToggle: () => void }) {
  const { t, i18n } = useTranslation("admin");
  return (
    <li className="rounded-2xl border border-line bg-white p-4">
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
          <button type="button" className={secondaryButtonClass} onClick={onToggle}>
            {t(discount.active ? "discounts.actions.disable" : "discounts.actions.enable")}
            <span className="sr-only"> {discount.code}</span>
          </button>
        </div>
      ) : null}
    </li>
  );
}
