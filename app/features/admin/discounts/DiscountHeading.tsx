import { Link } from "react-router";
import type { AdminDiscount } from "#domain/admin/discounts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "../admin-forms.ts";
import { discountValue, lei } from "./discount-words.ts";

/** The way back to the codes, the code's name (or "new"), and how an existing code stands: its value, uses, revenue. */
export function DiscountHeading({ discount, isNew }: { discount: AdminDiscount | null; isNew: boolean }) {
  const { t } = useTranslation("admin");
  return (
    <>
      <p>
        <Link to="/admin/discounts" className={linkClass}>
          {t("discounts.form.back")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl break-all">{isNew ? t("discounts.form.newTitle") : discount!.code}</h1>
      {discount ? (
        <p className="mt-2 text-muted">
          {t("discounts.form.standing", {
            status: t(`discounts.status.${discount.status}`),
            value: discountValue(discount),
            uses: discount.uses,
            revenue: lei(discount.revenueRonMinor),
          })}
        </p>
      ) : null}
    </>
  );
}
