import { Link } from "react-router";
import type { AdminCustomerDetail } from "#domain/admin/customers";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "../admin-forms.ts";
import { dateTimeFormat } from "../orders/order-format.ts";
import { Section } from "./CustomerSection.tsx";

/** The customer's subscriptions: product, status, rhythm, next charge, with the way to each and to the order it began with. */
export function CustomerSubscriptions({ customer }: { customer: AdminCustomerDetail }) {
  const { t, i18n } = useTranslation("admin");
  const day = dateTimeFormat(i18n.language, { dateStyle: "medium" });
  return (
    <Section id="customer-subscriptions" title={t("customer.subscriptions")}>
      {customer.subscriptions.length === 0 ? (
        <p className="text-muted">{t("customer.noSubscriptions")}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {customer.subscriptions.map((subscription) => (
            <li key={subscription.id} className="rounded-xl border border-line p-3">
              <p className="font-semibold">
                {subscription.productHandle} × {subscription.quantity}
              </p>
              <p>
                {t(`customer.subscriptionStatus.${subscription.status}`)} · {t(`customer.interval.${subscription.interval}`)}
              </p>
              {subscription.status === "cancelled" ? null : (
                <p>{t("customer.nextCharge", { date: day.format(new Date(`${subscription.nextChargeDate}T12:00:00Z`)) })}</p>
              )}
              <p>
                <Link to={`/admin/subscriptions/${subscription.id}`} className={linkClass}>
                  {t("customer.subscriptionLink", { id: subscription.id })}
                </Link>
              </p>
              <p>
                <Link to={`/admin/orders/${subscription.orderNumber}`} className={linkClass}>
                  {t("customer.fromOrder", { number: subscription.orderNumber })}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
