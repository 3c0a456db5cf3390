import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import type { CartItem } from "#domain/cart";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { formatMoneyJson, OrderLines, OrderTotals, PendingAmount, type ShownOrderLine } from "#app/features/orders/OrderTotals.tsx";
import type { StoreCreditQuote } from "#domain/order-contract";
import { PromotionHints } from "#app/features/cart/PromotionHints.tsx";
import type { OrderPricing } from "./use-order-pricing.ts";

/**
 * The totals' rows before the first price arrives (the checkout reads its cart after the page is drawn): the same rows
 * at the same heights as `OrderTotals`, so that the form below does not move when the amounts come.
 */
function PendingOrderTotals() {
  const { t } = useTranslation("orders");
  return (
    <dl className="flex flex-col gap-2">
      <div className="flex justify-between gap-4">
        <dt>{t("totals.subtotal")}</dt>
        <dd>
          <PendingAmount />
        </dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt>{t("totals.shipping")}</dt>
        <dd>
          <PendingAmount />
        </dd>
      </div>
      <div className="mt-2 flex justify-between gap-4 border-t border-line pt-3 text-lg">
        <dt className="font-semibold">{t("totals.total")}</dt>
        <dd>{<PendingAmount width="w-24" />}</dd>
      </div>
      <div className="flex justify-between gap-4 text-sm">
        <dt>{<PendingAmount width="w-28" />}</dt>
        <dd>
          <PendingAmount />
        </dd>
      </div>
    </dl>
  );
}

/** A cart line before the server has priced it: its words and picture now, its amounts when the quote comes. */
function pendingLine(item: CartItem): ShownOrderLine {
  const variantSuffix = ` - ${item.variant}`;
  return {
    variantId: item.id,
    title: item.name.endsWith(variantSuffix) ? item.name.slice(0, -variantSuffix.length) : item.name,
    variantTitle: item.variant,
    quantity: item.quantity,
    isSubscription: item.isSubscription,
    unitPrice: null,
    total: null,
    discount: null,
  };
}

/**
 * The order summary (spec §2 "Checkout"): the lines and totals exactly as the server would charge them,
 * in the shopper's currency. While a newer price is asked for, the last one stays, marked as updating.
 */
export function CheckoutSummary({
  items,
  pricing,
  storeCredit = null,
  lineProblems,
  coupon,
  typedCode = null,
}: {
  items: readonly CartItem[];
  pricing: OrderPricing;
  /** The store credit the shopper chose to pay with, as the server priced it. */
  storeCredit?: StoreCreditQuote | null;
  /** Lines the server refused (no longer sold, unavailable), by cart item id. */
  lineProblems: ReadonlyMap<string, string>;
  coupon: ReactNode;
  /** The code the shopper typed, named when the promotions set it aside. */
  typedCode?: string | null;
}) {
  const { t } = useTranslation("checkout");
  const titleId = useId();
  const quote = pricing.quote;
  const imageFor = (line: ShownOrderLine) => items.find((item) => item.id === line.variantId)?.image;
  const updating = pricing.status === "updating";

  return (
    <section
      aria-labelledby={titleId}
      aria-busy={updating || undefined}
      className="flex flex-col gap-5 rounded-2xl border border-line bg-white p-5 sm:p-6"
    >
      <h2 id={titleId} className="font-serif text-2xl">
        {t("summary.title")}
      </h2>
      <OrderLines lines={quote?.lines ?? items.map(pendingLine)} imageFor={imageFor} />
      {lineProblems.size > 0 ? (
        <div role="alert" className="rounded-xl border border-sale/40 bg-sale/5 px-4 py-3 text-sm text-sale">
          <ul className="flex flex-col gap-1">
            {items
              .filter((item) => lineProblems.has(item.id))
              .map((item) => (
                <li key={item.id}>
                  <span className="font-semibold">{item.name}</span>: {lineProblems.get(item.id)}
                </li>
              ))}
          </ul>
          <Link to="/cart" className="mt-2 inline-block font-semibold text-ink underline">
            {t("summary.editCart")}
          </Link>
        </div>
      ) : null}
      {coupon}
      {quote ? <PromotionHints hints={quote.promotionHints} codeSetAside={quote.codeSetAside ? typedCode : null} /> : null}
      <div className="border-t border-line pt-4">
        {quote ? (
          <OrderTotals totals={{ ...quote, shippingService: quote.shippingService.name }} storeCredit={storeCredit} />
        ) : (
          <PendingOrderTotals />
        )}
        <div role="status" aria-live="polite" className="text-sm">
          {/* The first price's placeholders hold the place of the amounts; a later update keeps the last ones, marked. */}
          {updating ? <p className={quote ? "mt-2 text-muted" : "sr-only"}>{t("summary.updating")}</p> : null}
          {pricing.status === "failed" && lineProblems.size === 0 ? (
            <div className="mt-2 flex flex-wrap items-center justify-between gap-3 text-sale">
              <p>{pricing.error ?? t("summary.failed")}</p>
              <button
                type="button"
                onClick={pricing.retry}
                className="rounded-full border-2 border-line px-4 py-1.5 font-semibold text-ink hover:border-brand"
              >
                {t("summary.retry")}
              </button>
            </div>
          ) : null}
        </div>
        {quote?.freeShippingFrom && Number(quote.shipping.amount) > 0 ? (
          <p className="mt-3 text-sm text-muted">{t("summary.freeShippingFrom", { amount: formatMoneyJson(quote.freeShippingFrom) })}</p>
        ) : null}
      </div>
      <div className="text-sm text-muted">
        <p>{t("summary.fulfilment")}</p>
        {quote ? <p>{t("summary.delivery", { service: quote.shippingService.name, time: quote.shippingService.deliveryTime })}</p> : null}
      </div>
    </section>
  );
}
