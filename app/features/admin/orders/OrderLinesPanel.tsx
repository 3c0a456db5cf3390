import type { AdminOrderDetail } from "#domain/admin/orders";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { recordCell as cell, RecordTable } from "../RecordTable.tsx";
import { AdminPanel } from "../AdminPanel.tsx";
import { lei, money } from "./order-format.ts";

/** The order's lines and its money: totals, store credit, VAT by rate, and the lei figures of a foreign currency. */
export function OrderLinesPanel({ order, className }: { order: AdminOrderDetail; className: string }) {
  const { t } = useTranslation("admin");
  const foreign = order.currencyCode !== "RON";

  return (
    <AdminPanel id="order-lines" title={t("order.lines")} className={className}>
      <RecordTable
        label={t("order.lines")}
        minWidth="min-w-[30rem]"
        columns={[
          { label: t("order.product") },
          ...(["quantity", "unitPrice", "lineTotal"] as const).map((column) => ({ label: t(`order.${column}`), figure: true })),
        ]}
      >
        {order.lines.map((line) => (
          <tr key={line.sku}>
            <th scope="row" className={`${cell} font-normal`}>
              <span className="block font-semibold">{line.title}</span>
              <span className="block text-muted">
                {[line.variantTitle, line.sku, line.isSubscription ? t("order.subscriptionLine") : ""].filter(Boolean).join(" · ")}
              </span>
            </th>
            <td className={`${cell} text-right`}>{line.quantity}</td>
            <td className={`${cell} text-right`}>{money(line.unitPriceMinor, order.currencyCode)}</td>
            <td className={`${cell} text-right`}>
              {money(line.totalMinor, order.currencyCode)}
              {foreign ? <span className="block text-muted">{lei(line.totalRonMinor)}</span> : null}
            </td>
          </tr>
        ))}
      </RecordTable>
      <OrderMoney order={order} />
      {order.money.vatScheme ? <p className="mt-2 text-sm text-muted">{t(`order.vatSchemes.${order.money.vatScheme}`)}</p> : null}
    </AdminPanel>
  );
}

/** The order's totals: each promotion and the code's discount, shipping, store credit and what is left to pay, VAT by rate, each in lei too when foreign. */
function OrderMoney({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation("admin");
  const foreign = order.currencyCode !== "RON";
  // The code's part is what the promotions did not take (an order from before them has none).
  const codeMinor = order.money.discountMinor - order.money.promotionDiscountMinor;
  const freeShipping = order.money.promotions.find((promotion) => promotion.kind === "free_shipping");
  const rows: [string, number, number][] = [
    [t("order.subtotal"), order.money.subtotalMinor, order.money.ron.subtotalMinor],
    // Each automatic promotion by the title the order showed, then the code's own part of the discount (decision 0172).
    ...order.money.promotions
      .filter((promotion) => promotion.kind !== "free_shipping")
      .map((promotion): [string, number, number] => [
        t(promotion.kind === "gift" ? "order.giftPromotion" : "order.promotion", { title: promotion.title }),
        -promotion.amountMinor,
        -promotion.amountRonMinor,
      ]),
    ...(codeMinor > 0
      ? ([
          [
            // A discount without a code is a subscription's save discount (decision 0170).
            !order.money.discountCode
              ? t("order.saveDiscount", { percent: order.money.discountPercent })
              : order.money.discountPercent > 0
                ? t("order.discount", { code: order.money.discountCode, percent: order.money.discountPercent })
                : t("order.discountCode", { code: order.money.discountCode }),
            -codeMinor,
            -(order.money.ron.discountMinor - order.money.ron.promotionDiscountMinor),
          ],
        ] as [string, number, number][])
      : []),
    [
      freeShipping
        ? t("order.freeShippingBy", { title: freeShipping.title })
        : order.money.shippingServiceName
          ? t("order.shippingWith", { service: order.money.shippingServiceName })
          : t("order.shipping"),
      order.money.shippingMinor,
      order.money.ron.shippingMinor,
    ],
  ];
  return (
    <dl className="mt-4 grid gap-1 text-sm">
      {rows.map(([label, amount, ron]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt>{label}</dt>
          <dd className="text-right">
            {money(amount, order.currencyCode)}
            {foreign ? <span className="ml-2 text-muted">({lei(ron)})</span> : null}
          </dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-semibold">
        <dt>{t("order.total")}</dt>
        <dd className="text-right">
          {money(order.money.totalMinor, order.currencyCode)}
          {foreign ? <span className="ml-2 font-normal text-muted">({lei(order.money.ron.totalMinor)})</span> : null}
        </dd>
      </div>
      {order.money.storeCreditMinor > 0 ? (
        <>
          <div className="flex justify-between gap-4">
            <dt>{t("order.storeCredit")}</dt>
            <dd className="text-right">
              −{money(order.money.storeCreditMinor, order.currencyCode)}
              {foreign ? <span className="ml-2 text-muted">({lei(order.money.ron.storeCreditMinor)})</span> : null}
            </dd>
          </div>
          <div className="flex justify-between gap-4 font-semibold">
            <dt>{t("order.leftToPay")}</dt>
            <dd className="text-right">
              {money(order.money.totalMinor - order.money.storeCreditMinor, order.currencyCode)}
              {foreign ? (
                <span className="ml-2 font-normal text-muted">({lei(order.money.ron.totalMinor - order.money.ron.storeCreditMinor)})</span>
              ) : null}
            </dd>
          </div>
        </>
      ) : null}
      {order.money.vatScheme === "export" ? (
        <div className="flex justify-between gap-4 text-muted">
          <dt>{t("order.vatExport")}</dt>
          <dd className="text-right">{money(0, order.currencyCode)}</dd>
        </div>
      ) : (
        order.money.vatByRate.map((part) => (
          <div key={part.ratePercent} className="flex justify-between gap-4 text-muted">
            <dt>{t("order.vat", { rate: part.ratePercent })}</dt>
            <dd className="text-right">{money(part.vatMinor, order.currencyCode)}</dd>
          </div>
        ))
      )}
      {foreign ? (
        <div className="flex justify-between gap-4 text-muted">
          <dt>{t("order.vatInLei")}</dt>
          <dd className="text-right">{lei(order.money.ron.taxMinor)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
