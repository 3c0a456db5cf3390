import type { ReactNode } from "react";
import type { AdminCustomerDetail } from "#domain/admin/customers";
import { can, type StaffRole } from "#domain/staff-roles";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { lei } from "../orders/order-format.ts";
import { AdminNotFound } from "../AdminNotFound.tsx";
import { BackToList } from "../BackToList.tsx";
import { CustomerActions } from "./CustomerActions.tsx";
import { CustomerCredit } from "./CustomerCredit.tsx";
import { CustomerNewsletter } from "./CustomerNewsletter.tsx";
import { CustomerOrders } from "./CustomerOrders.tsx";
import { Section } from "./CustomerSection.tsx";
import { CustomerStatusBadge } from "./CustomerStatusBadge.tsx";
import { CustomerSubscriptions } from "./CustomerSubscriptions.tsx";
import { useCustomerTime } from "./use-customer-time.tsx";

/** One customer's record: who they are and how their account stands, where they live, what they bought and agreed to. */
export function CustomerPage({ customer, role, csrfToken }: { customer: AdminCustomerDetail | null; role: StaffRole; csrfToken: string }) {
  const { t } = useTranslation("admin");
  const time = useCustomerTime();

  if (!customer) {
    return <AdminNotFound title={t("customer.notFound")} backTo="/admin/customers" backLabel={t("customer.back")} />;
  }
  const name = `${customer.firstName} ${customer.lastName}`.trim();
  const facts: [string, ReactNode][] = [
    [t("customer.status"), <CustomerStatusBadge key="status" state={customer.status} />],
    [t("customer.language"), customer.language === "en" ? "English" : "Română"],
    [t("customer.created"), time(customer.createdAt)],
    [t("customer.activatedAt"), time(customer.activatedAt, t("customer.notActivated"))],
    [t("customer.lastSession"), time(customer.lastSessionAt)],
    ...(customer.activated ? [] : ([[t("customer.activationMailed"), time(customer.activationMailedAt)]] as [string, ReactNode][])),
    ...(customer.blockedAt ? ([[t("customer.blockedAt"), time(customer.blockedAt)]] as [string, ReactNode][]) : []),
    [t("customer.ordersSummary"), t("customer.ordersSummaryValue", { count: customer.orderCount, total: lei(customer.spentRonMinor) })],
    [t("customer.accountMarketing"), customer.marketing ? t("customers.marketingYes") : t("customers.marketingNo")],
  ];

  return (
    <>
      <BackToList to="/admin/customers">{t("customer.back")}</BackToList>
      <h1 className="mt-2 break-all text-3xl">{name || customer.email}</h1>
      {name ? <p className="mt-1 break-all text-muted">{customer.email}</p> : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Section id="customer-profile" title={t("customer.profile")}>
          <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
            {facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </Section>

        {can(role, "customers.manage") ? <CustomerActions customer={customer} csrfToken={csrfToken} /> : null}

        <Section id="customer-addresses" title={t("customer.addresses")}>
          {customer.addresses.length === 0 ? (
            <p className="text-muted">{t("customer.noAddresses")}</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {customer.addresses.map((address) => (
                <li key={address.id} className="rounded-xl border border-line p-3">
                  {address.isDefault ? <p className="text-sm font-semibold text-brand-dark">{t("customer.defaultAddress")}</p> : null}
                  <p className="font-semibold">{address.name}</p>
                  {address.company ? <p>{address.company}</p> : null}
                  {address.lines.map((line) => (
                    <p key={line}>{line}</p>
                  ))}
                  {address.phone ? <p>{address.phone}</p> : null}
                </li>
              ))}
            </ul>
          )}
        </Section>

        <CustomerNewsletter customer={customer} />
      </div>

      <div className="mt-6 grid gap-6">
        <CustomerOrders customer={customer} />

        <CustomerSubscriptions customer={customer} />

        <CustomerCredit customer={customer} canAdjust={can(role, "store_credit.adjust")} csrfToken={csrfToken} />
      </div>
    </>
  );
}
