import { Link } from "react-router";
import type { AdminCustomerDetail } from "#domain/admin/customers";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "../admin-forms.ts";
import { recordCell as cell, RecordTable } from "../RecordTable.tsx";
import { lei } from "../orders/order-format.ts";
import { StatusBadge } from "../orders/StatusBadge.tsx";
import { Section } from "./CustomerSection.tsx";
import { useCustomerTime } from "./use-customer-time.tsx";

/** The customer's orders, guest ones too, each linked to its page with its total and where it stands. */
export function CustomerOrders({ customer }: { customer: AdminCustomerDetail }) {
  const { t } = useTranslation("admin");
  const time = useCustomerTime();
  return (
    <Section id="customer-orders" title={t("customer.orders")}>
      {customer.orders.length === 0 ? (
        <p className="text-muted">{t("customer.noOrders")}</p>
      ) : (
        <RecordTable
          label={t("customer.ordersTable")}
          minWidth="min-w-[36rem]"
          className=""
          columns={(["number", "date", "total", "fulfilment", "status"] as const).map((column) => ({
            label: t(`orders.columns.${column}`),
          }))}
        >
          {customer.orders.map((order) => (
            <tr key={order.orderNumber}>
              <td className={cell}>
                <Link to={`/admin/orders/${order.orderNumber}`} className={linkClass}>
                  #{order.orderNumber}
                </Link>
                {order.guest ? <span className="block text-muted">{t("customer.guestOrder")}</span> : null}
              </td>
              <td className={cell}>{time(order.createdAt)}</td>
              <td className={`${cell} whitespace-nowrap`}>{lei(order.totalRonMinor)}</td>
              <td className={cell}>
                <StatusBadge kind="fulfilment" value={order.fulfilmentStatus} />
              </td>
              <td className={cell}>
                <StatusBadge kind="status" value={order.status} />
              </td>
            </tr>
          ))}
        </RecordTable>
      )}
    </Section>
  );
}
