import type { ReactNode } from "react";
import { formatPrice } from "#domain/format-price";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { DiscountAllocation, MoneyJson, OrderDiscount, OrderLine, OrderTax } from "#domain/order-contract";

export function formatMoneyJson(money: MoneyJson): string {
  return formatPrice(money.amount, money.currencyCode);
}

const isZero = (money: MoneyJson) => Number(money.amount) === 0;

/** What is still to pay for an order: its total, less what store credit paid of it. */
export function amountDue(order: { total: MoneyJson; storeCredit?: { due: MoneyJson } | null }): MoneyJson {
  return order.storeCredit?.due ?? order.total;
}

/**
 * Spec §3 "Order": subtotal, discount, shipping, VAT (included in the prices) and total, as the server decided them;
 * then, for an order paid partly or wholly with store credit, the credit and what is left to pay.
 */
export function OrderTotals({
  totals,
  storeCredit = null,
}: {
  totals: {
    subtotal: MoneyJson;
    /** A quote's or a placed order's automatic promotions, each by its title (decision 0172); a free shipping shows as free shipping. */
    discountAllocations?: readonly Pick<DiscountAllocation, "title" | "kind" | "amount">[];
    /** A placed order's promotions together, when it has no allocations to show one by one (an answer from before them). */
    promotionDiscount?: MoneyJson | null;
    discount: OrderDiscount | null;
    shipping: MoneyJson;
    /** The carrier service, said beside the shipping (orders and quotes since issue 21). */
    shippingService?: string | null;
    tax: OrderTax;
    total: MoneyJson;
  };
  storeCredit?: { applied: MoneyJson; due: MoneyJson } | null;
}) {
  const { t } = useTranslation("orders");
  return (
    <dl className="flex flex-col gap-2">
      <div className="flex justify-between gap-4">
        <dt>{t("totals.subtotal")}</dt>
        <dd className="font-semibold tabular-nums">{formatMoneyJson(totals.subtotal)}</dd>
      </div>
      {(totals.discountAllocations ?? [])
        .filter((allocation) => allocation.kind !== "free_shipping")
        .map((allocation) => (
          <div key={allocation.title} className="flex justify-between gap-4 text-emerald-800">
            <dt>{allocation.title}</dt>
            <dd className="font-semibold tabular-nums">−{formatMoneyJson(allocation.amount)}</dd>
          </div>
        ))}
      {totals.promotionDiscount && !totals.discountAllocations?.length ? (
        <div className="flex justify-between gap-4 text-emerald-800">
          <dt>{t("totals.promotions")}</dt>
          <dd className="font-semibold tabular-nums">−{formatMoneyJson(totals.promotionDiscount)}</dd>
        </div>
      ) : null}
      {totals.discount ? (
        <div className="flex justify-between gap-4 text-emerald-800">
          <dt>
            {/* A discount without a code is a subscription's save discount (decision 0170). */}
            {totals.discount.code === ""
              ? t("totals.saveDiscount", { percent: totals.discount.percent })
              : totals.discount.percent > 0
                ? t("totals.discount", { code: totals.discount.code, percent: totals.discount.percent })
                : t("totals.discountCode", { code: totals.discount.code })}
          </dt>
          <dd className="font-semibold tabular-nums">−{formatMoneyJson(totals.discount.amount)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4">
        <dt>{totals.shippingService ? t("totals.shippingWith", { service: totals.shippingService }) : t("totals.shipping")}</dt>
        <dd className="font-semibold tabular-nums">{isZero(totals.shipping) ? t("totals.free") : formatMoneyJson(totals.shipping)}</dd>
      </div>
      <div className="mt-2 flex justify-between gap-4 border-t border-line pt-3 text-lg">
        <dt className="font-semibold">{t("totals.total")}</dt>
        <dd className="font-semibold tabular-nums">{formatMoneyJson(totals.total)}</dd>
      </div>
      <VatRows tax={totals.tax} />
      {storeCredit && !isZero(storeCredit.applied) ? (
        <>
          <div className="flex justify-between gap-4 text-emerald-800">
            <dt>{t("totals.storeCredit")}</dt>
            <dd className="font-semibold tabular-nums">−{formatMoneyJson(storeCredit.applied)}</dd>
          </div>
          <div className="flex justify-between gap-4 text-lg">
            <dt className="font-semibold">{t("totals.due")}</dt>
            <dd className="font-semibold tabular-nums">{formatMoneyJson(storeCredit.due)}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}

const percentFormats = new Map<string, Intl.NumberFormat>();

/** A rate as the language writes it ("10,5" / "10.5"), its format made once per language. */
function percentFormat(language: string): Intl.NumberFormat {
  const locale = language === "ro" ? "ro-RO" : "en-GB";
  let format = percentFormats.get(locale);
  if (!format) percentFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format;
}

/**
 * The VAT the total holds, for the destination (decision 0055): "TVA inclus (21 %)" with its amount, a row per rate
 * when the order has two, and "Fără TVA — export" for an order shipped outside the EU.
 */
function VatRows({ tax }: { tax: OrderTax }) {
  const { t, i18n } = useTranslation("orders");
  const percent = percentFormat(i18n.language);
  if (tax.scheme === "export")
    return (
      <div className="flex justify-between gap-4 text-sm text-muted">
        <dt>{t("totals.vatExport")}</dt>
        <dd className="tabular-nums">{formatMoneyJson(tax.amount)}</dd>
      </div>
    );
  // An answer from before VAT by rate (a page loaded across a deploy) still has its one rate.
  const rates = tax.rates?.length ? tax.rates : [{ ratePercent: tax.ratePercent, amount: tax.amount }];
  return (
    <>
      {rates.map((rate) => (
        <div key={rate.ratePercent} className="flex justify-between gap-4 text-sm text-muted">
          <dt>{t("totals.tax", { rate: percent.format(rate.ratePercent) })}</dt>
          <dd className="tabular-nums">{formatMoneyJson(rate.amount)}</dd>
        </div>
      ))}
    </>
  );
}

/**
 * A line as the page shows it: an order's or a quote's, or (before the checkout's first price arrives) the cart's,
 * whose amounts are not known yet and stand as placeholders of the same height.
 */
export type ShownOrderLine = Pick<OrderLine, "variantId" | "title" | "variantTitle" | "quantity" | "isSubscription"> & {
  [amount in "unitPrice" | "total" | "discount"]: MoneyJson | null;
} & { isGift?: boolean };

/** A grey stand-in for an amount not known yet, one line of text high, hidden from assistive technology. */
export function PendingAmount({ width = "w-16" }: { width?: string }) {
  return <span aria-hidden="true" className={`inline-block h-[1em] rounded bg-line align-[-0.125em] motion-safe:animate-pulse ${width}`} />;
}

function shownAmount(money: MoneyJson | null, width?: string): ReactNode {
  return money ? formatMoneyJson(money) : <PendingAmount width={width} />;
}

/** The order's lines: product, option, quantity times unit price, line total; a picture when the page has one. */
export function OrderLines<Line extends ShownOrderLine>({
  lines,
  imageFor,
}: {
  lines: readonly Line[];
  imageFor?: (line: Line) => string | undefined;
}) {
  const { t } = useTranslation("orders");
  return (
    <ul className="flex flex-col divide-y divide-line">
      {lines.map((line, index) => {
        const image = imageFor?.(line);
        return (
          <li key={line.variantId ?? index} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
            {image ? (
              <img src={image} alt="" width={56} height={56} className="size-14 shrink-0 rounded-lg bg-cream object-contain" />
            ) : null}
            <div className="min-w-0 flex-1">
              <p className="font-semibold leading-snug">{line.title}</p>
              <p className="text-sm text-muted">
                {line.variantTitle}
                {line.isSubscription ? (
                  <span className="ml-2 inline-block rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand-dark">
                    {t("line.subscription")}
                  </span>
                ) : null}
                {line.isGift ? (
                  <span className="ml-2 inline-block rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                    {t("line.gift")}
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-muted tabular-nums">
                {line.unitPrice ? (
                  t("line.quantityTimesPrice", { quantity: line.quantity, price: formatMoneyJson(line.unitPrice) })
                ) : (
                  <>
                    {line.quantity} × <PendingAmount />
                  </>
                )}
              </p>
              {line.discount && !isZero(line.discount) ? (
                <p className="text-sm font-semibold text-emerald-800 tabular-nums">
                  {t("line.discount", { amount: formatMoneyJson(line.discount) })}
                </p>
              ) : null}
            </div>
            <p className="font-semibold tabular-nums">
              <span className="sr-only">{t("line.total")}: </span>
              {shownAmount(line.total)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
