import { useId, useRef } from "react";
import { Link } from "react-router";
import { formatMoney } from "#domain/format-price";
import { multiplyMoney } from "#domain/money";
import type { ShippingTerms } from "#domain/shipping";
import { CartContentSkeleton } from "./CartContentSkeleton.tsx";
import { LiveRegion, useAnnouncement } from "#app/ui/LiveAnnouncer.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { useCart } from "./cart-context.tsx";
import { KnownCartProvider, type KnownCart } from "./KnownCartProvider.tsx";
import { CartTotalsRows, PricingNotice } from "./CartTotalsRows.tsx";
import { PromotionHints } from "./PromotionHints.tsx";
import { DiscountCodeForm } from "./DiscountCodeForm.tsx";
import { FreeShippingProgress } from "./FreeShippingProgress.tsx";
import { LineQuantity } from "./LineQuantity.tsx";
import { useCartSummary, type CartSummary } from "./use-cart-summary.ts";
import { useLineRemoval } from "./use-line-removal.ts";
import { CartPageHeader } from "./CartPageHeader.tsx";
import { EmptyCart, LineName, RemoveLineButton, SubscriptionBadge } from "./CartParts.tsx";
import type { CartLine } from "./use-cart-lines.ts";
import { SubscribeSwitch, usePurchaseSwitches } from "./SubscribeSwitch.tsx";

/**
 * The cart page (spec §2 "Cart page texts"): lines with quantity and remove, the discount code, the
 * totals with shipping and the free-shipping bar, checkout and a way back to the shop. Header and
 * footer are hidden here, so the page carries its own brand link. The cart lives in the browser: the
 * server renders the lines the cart cookie names (`known`), else the page's heading over a skeleton, and the
 * stored cart takes their place once read (the lines paint with the page's first paint, issue 69 item 2).
 */
export function CartPage({ shipping, known }: { shipping: ShippingTerms; known: KnownCart }) {
  return (
    <KnownCartProvider known={known}>
      <CartPageContent shipping={shipping} />
    </KnownCartProvider>
  );
}

function CartPageContent({ shipping }: { shipping: ShippingTerms }) {
  const { t } = useTranslation("cart-page");
  const cart = useCart();
  const summary = useCartSummary(shipping);
  const [news, announce] = useAnnouncement();
  const headingId = useId();
  const { t: cartText } = useTranslation("cart");
  // Held here, above the list that unmounts with the last line, so focus can land on the empty cart's link.
  const emptyLink = useRef<HTMLAnchorElement>(null);
  const removal = useLineRemoval(summary.lines, (line) => announce(cartText("line.removed", { name: line.name })), emptyLink);

  return (
    <div className="min-h-dvh">
      <CartPageHeader />
      <div className="mx-auto max-w-6xl px-4 py-8 md:py-12">
        <h1 className="text-4xl">{t("title")}</h1>
        <LiveRegion announcement={news} />
        {!cart.isLoaded ? (
          <CartContentSkeleton />
        ) : cart.items.length === 0 ? (
          <EmptyCart
            linkRef={emptyLink}
            className="mt-8 flex flex-col items-center gap-3 rounded-2xl border border-line bg-white px-6 py-14 text-center"
            textClassName="max-w-md text-muted"
          />
        ) : (
          <>
            <p className="mt-1 text-muted">{t("itemCount", { count: cart.itemCount })}</p>
            <div className="mt-8 grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
              <section aria-labelledby={headingId}>
                <h2 id={headingId} className="sr-only">
                  {t("lines")}
                </h2>
                <CartPageLines summary={summary} announce={announce} removal={removal} />
              </section>
              <OrderSummary summary={summary} shipping={shipping} />
            </div>
          </>
        )}
      </div>
    </div>
  );
}

function CartPageLines({
  summary,
  announce,
  removal,
}: {
  summary: CartSummary;
  announce: (message: string) => void;
  removal: ReturnType<typeof useLineRemoval>;
}) {
  const { t } = useTranslation("cart-page");
  const cart = useCart();
  const switches = usePurchaseSwitches(announce);

  return (
    <>
      <ul className="flex flex-col gap-4">
        {summary.lines.map((line) => (
          <li key={line.item.id} className="flex gap-4 rounded-2xl border border-line bg-white p-4">
            <img src={line.item.image} alt="" width={96} height={96} className="size-20 shrink-0 rounded-xl object-contain sm:size-24" />
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              {/* The total keeps its place at the right of the title, however long the title and its badge. */}
              <div className="flex items-start justify-between gap-x-4">
                <div className="min-w-0 flex-1">
                  <LineName line={line} />
                  <SubscriptionBadge line={line} placement="ml-2 inline-block" />
                </div>
                <LineTotal line={line} />
              </div>
              {line.purchasable && line.unitPrice ? (
                <p className="text-sm text-muted tabular-nums">{t("unitPrice", { price: formatMoney(line.unitPrice) })}</p>
              ) : (
                <LineStatus line={line} />
              )}
              <SubscribeSwitch line={line} switches={switches} />
              <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
                <LineQuantity
                  name={line.name}
                  quantity={line.item.quantity}
                  onChange={(quantity) => {
                    cart.updateQuantity(line.item.id, quantity);
                    announce(t("quantity.changed", { name: line.name, quantity }));
                  }}
                />
                <RemoveLineButton
                  line={line}
                  removal={removal}
                  className="rounded-full px-3 py-2 text-sm font-semibold text-muted underline hover:bg-brand-soft hover:text-brand-dark"
                />
              </div>
            </div>
          </li>
        ))}
      </ul>
      {switches.limitDialog}
    </>
  );
}

function LineTotal({ line }: { line: CartLine }) {
  const { t } = useTranslation("cart-page");
  if (!line.purchasable || !line.unitPrice) return null;
  return (
    <p className="shrink-0 text-right font-semibold tabular-nums">
      <span className="sr-only">{t("lineTotal")}: </span>
      {formatMoney(multiplyMoney(line.unitPrice, line.item.quantity))}
    </p>
  );
}

function LineStatus({ line }: { line: CartLine }) {
  const { t } = useTranslation("cart");
  return line.purchasable ? (
    <p className="text-sm text-muted">{t("line.pricePending")}</p>
  ) : (
    <p className="text-sm font-semibold text-sale">{t("line.unavailable")}</p>
  );
}

function OrderSummary({ summary, shipping }: { summary: CartSummary; shipping: ShippingTerms }) {
  const { t } = useTranslation("cart-page");
  const titleId = useId();
  const { totals } = summary;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-5 rounded-2xl border border-line bg-white p-6 lg:sticky lg:top-6">
      <h2 id={titleId} className="text-2xl">
        {t("summary.title")}
      </h2>
      {totals?.shipping ? (
        <FreeShippingProgress progress={totals.shipping.progress} currencyCode={totals.currencyCode} />
      ) : (
        <p className="text-sm text-muted">
          {t("freeShipping.rule", { amount: formatMoney({ amountMinor: shipping.freeFromMinor, currencyCode: shipping.currencyCode }) })}
        </p>
      )}
      <PromotionHints hints={summary.promotions.hints} codeSetAside={summary.promotions.codeSetAside} />
      <DiscountCodeForm discount={summary.discount} />
      {totals?.shipping ? (
        <dl className="flex flex-col gap-2 border-t border-line pt-4">
          <CartTotalsRows totals={totals} code={summary.discount.code} promotions={summary.promotions} />
          <div className="flex justify-between gap-4">
            <dt>{t("summary.shippingRomania")}</dt>
            <dd className="font-semibold tabular-nums">
              {totals.shipping.cost.amountMinor === 0 ? t("summary.free") : formatMoney(totals.shipping.cost)}
            </dd>
          </div>
          <div className="mt-2 flex justify-between gap-4 border-t border-line pt-3 text-lg">
            <dt className="font-semibold">{t("summary.total")}</dt>
            <dd className="font-semibold tabular-nums">{formatMoney(totals.total)}</dd>
          </div>
        </dl>
      ) : (
        <PricingNotice
          status={summary.status === "failed" ? "failed" : "pricing"}
          currencyCode={summary.currencyCode}
          retry={summary.retry}
        />
      )}
      {totals?.shipping ? <p className="text-sm text-muted">{t("summary.vatIncluded")}</p> : null}
      <Link to="/checkout" className="rounded-full bg-brand px-6 py-3.5 text-center text-lg font-semibold text-white hover:bg-brand-dark">
        {t("summary.checkout")}
      </Link>
      <Link to="/shop" className="text-center font-semibold text-brand-dark underline hover:text-brand">
        {t("backToShop")}
      </Link>
      <p className="text-xs text-muted">{t("summary.priceNote")}</p>
    </section>
  );
}
