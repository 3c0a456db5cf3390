import { useEffect, useState, useSyncExternalStore } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { Spinner } from "#app/ui/Spinner.tsx";
import { useAuth } from "#app/features/account/AuthProvider.tsx";
import { useCart } from "#app/features/cart/cart-context.tsx";
import { useDiscountCode } from "#app/features/cart/use-discount-code.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { OrderDetails } from "#app/features/orders/OrderDetails.tsx";
import { useOrderDate } from "#app/features/orders/order-status.tsx";
import { amountDue, formatMoneyJson } from "#app/features/orders/OrderTotals.tsx";
import { ParcelOfferCard } from "#app/features/orders/ParcelOffer.tsx";
import { intervalKey, isConfirmedOrder, type OrderSummary } from "#domain/order-contract";
import { fetchAccountOrder, fetchOrderStatus } from "#app/features/orders/orders-api.ts";
import { endCheckout, markOrderSettled, readLastOrder, useCheckoutStorageKeys } from "./checkout-storage.ts";

type Loaded = { kind: "ready"; order: OrderSummary } | { kind: "unavailable" } | { kind: "loading" };

/** An order handed over by the page that verified it (checkout or /finish), if it is the one in the URL. */
function handedOver(state: unknown, orderNumber: number): OrderSummary | null {
  const order = (state as { order?: OrderSummary } | null)?.order;
  return order && order.orderNumber === orderNumber ? order : null;
}

function orderNumberFrom(params: URLSearchParams): number | null {
  const value = Number((params.get("order") ?? "").replace(/^#/, ""));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

const noSubscription = () => () => {};

/** False while hydrating what the server rendered (it never has the browser's history state), true after. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The order behind /success?order=N: handed over by the page before, else asked for again — as the
 * signed-in customer's order, or by number and the email this tab placed it with — so a reload still
 * shows it. Without either proof the page points to order tracking.
 */
function useSuccessOrder(orderNumber: number | null): Loaded {
  const location = useLocation();
  const hydrated = useHydrated();
  const auth = useAuth();
  const keys = useCheckoutStorageKeys();
  const initial = orderNumber === null || !hydrated ? null : handedOver(location.state, orderNumber);
  const [fetched, setFetched] = useState<Loaded>({ kind: "loading" });
  const accessToken = auth.user?.accessToken;

  useEffect(() => {
    if (orderNumber === null || !hydrated || initial !== null || auth.status === "loading") return;
    const controller = new AbortController();
    void (async () => {
      if (accessToken) {
        const own = await fetchAccountOrder(orderNumber, accessToken, controller.signal);
        if (own.kind === "ok") return setFetched({ kind: "ready", order: own.data.order });
      }
      const last = readLastOrder(keys.lastOrder, orderNumber);
      if (last) {
        const tracked = await fetchOrderStatus(orderNumber, last.email, controller.signal);
        if (tracked.kind === "ok") return setFetched({ kind: "ready", order: tracked.data.order });
      }
      setFetched({ kind: "unavailable" });
    })().catch(() => {
      // Aborted: the page moved on.
    });
    return () => controller.abort();
    // A renewed token is the same customer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderNumber, hydrated, initial === null, auth.status, auth.user?.id, keys.lastOrder]);

  if (orderNumber === null) return { kind: "unavailable" };
  return initial ? { kind: "ready", order: initial } : fetched;
}

/**
 * A confirmed order empties the cart it came from and spends its discount code (spec §3 "Used discount
 * codes") — once per order, so a later visit to this page leaves a new cart alone.
 */
function useSettleCart(order: OrderSummary | null) {
  const cart = useCart();
  const discount = useDiscountCode();
  const keys = useCheckoutStorageKeys();
  const settle = order !== null && isConfirmedOrder(order.status) && cart.isLoaded;
  const orderNumber = order?.orderNumber;
  const usedCode = order?.discount?.code ?? null;

  useEffect(() => {
    if (!settle || orderNumber === undefined) return;
    if (!markOrderSettled(keys.settledOrders, orderNumber)) return;
    cart.clearCart();
    if (usedCode) discount.recordUsed(usedCode);
    discount.clear();
    endCheckout(keys);
    // Once per order; the actions are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settle, orderNumber, usedCode]);
}

/** /success (spec §2 "Order success / thank-you"). */
export function SuccessPage() {
  const { t } = useTranslation("checkout");
  const [params] = useSearchParams();
  const orderNumber = orderNumberFrom(params);
  const loaded = useSuccessOrder(orderNumber);
  const order = loaded.kind === "ready" ? loaded.order : null;
  useSettleCart(order);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 md:py-14">
      {loaded.kind === "loading" ? (
        <div className="flex min-h-[40vh] flex-col items-center justify-center gap-4">
          <Spinner label={t("success.loading")} />
          <p className="text-muted">{t("success.loading")}</p>
        </div>
      ) : order ? (
        <ThankYou order={order} />
      ) : (
        <>
          <h1 className="text-3xl md:text-4xl">{orderNumber === null ? t("finish.missingTitle") : t("success.unavailableTitle")}</h1>
          <div className="mt-6 flex flex-col gap-4 rounded-2xl border border-line bg-white p-6">
            <p>{orderNumber === null ? t("finish.missingText") : t("success.unavailableText", { orderNumber })}</p>
            <NextSteps trackPath={orderNumber === null ? "/track-order" : `/track-order?order=${orderNumber}`} />
          </div>
        </>
      )}
    </div>
  );
}

/** Where the shopper goes from here: their order (its page, or its tracking) or back to the shop. */
function NextSteps({ trackPath, className = "" }: { trackPath: string; className?: string }) {
  const { t } = useTranslation("checkout");
  return (
    <div className={`flex flex-col gap-3 sm:flex-row ${className}`}>
      <Link
        to={trackPath}
        className="rounded-full border-2 border-brand bg-brand px-6 py-3 text-center font-semibold text-white hover:bg-brand-dark"
      >
        {t("success.trackOrder")}
      </Link>
      <Link to="/shop" className="rounded-full border-2 border-line bg-white px-6 py-3 text-center font-semibold hover:border-brand">
        {t("success.continueShopping")}
      </Link>
    </div>
  );
}

function ThankYou({ order }: { order: OrderSummary }) {
  const { t } = useTranslation("checkout");
  const auth = useAuth();
  const date = useOrderDate();
  const keys = useCheckoutStorageKeys();
  const accountRequested = readLastOrder(keys.lastOrder, order.orderNumber)?.accountRequested === true;
  const confirmed = isConfirmedOrder(order.status);
  const trackPath = auth.status === "authenticated" ? `/my-account/orders/${order.orderNumber}` : `/track-order?order=${order.orderNumber}`;

  return (
    <>
      <div className="text-center">
        <svg viewBox="0 0 48 48" aria-hidden="true" className="mx-auto size-14 text-emerald-700">
          <circle cx="24" cy="24" r="22" fill="currentColor" />
          <path d="m14 25 7 7 13-14" fill="none" stroke="white" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <h1 className="mt-4 text-3xl md:text-4xl">{confirmed ? t("success.title") : t("success.pendingTitle")}</h1>
        <p className="mt-3 text-lg">{t("success.orderNumber", { name: order.name })}</p>
        {confirmed ? <p className="mt-1 break-words text-muted">{t("success.emailSent", { email: order.email })}</p> : null}
      </div>
      <div className="mt-8 flex flex-col gap-3 rounded-2xl border border-brand/30 bg-brand-soft px-5 py-4 text-brand-dark">
        {order.status === "payment_due_on_delivery" ? (
          // Store credit paid part of it: the courier collects only the rest.
          <p className="font-semibold">{t("success.payOnDelivery", { total: formatMoneyJson(amountDue(order)) })}</p>
        ) : null}
        {order.status === "pending_payment" ? <p className="font-semibold">{t("success.awaitingPayment")}</p> : null}
        {confirmed ? (
          <>
            <p>{t("success.fulfilment")}</p>
            {order.shippingService && order.deliveryTime ? (
              <p>{t("success.arrival", { service: order.shippingService, time: order.deliveryTime })}</p>
            ) : null}
          </>
        ) : null}
        {order.subscription ? (
          <p>{t(`success.subscription_${intervalKey(order.subscription.interval)}`, { date: date(order.subscription.nextChargeDate) })}</p>
        ) : null}
        {accountRequested ? <p>{t("success.accountEmail")}</p> : null}
      </div>
      {order.parcelOffer ? (
        <div className="mt-8">
          <ParcelOfferCard offer={order.parcelOffer} />
        </div>
      ) : null}
      <div className="mt-8">
        <OrderDetails order={order} statusExplained />
      </div>
      <NextSteps trackPath={trackPath} className="mt-8 sm:justify-center" />
    </>
  );
}
