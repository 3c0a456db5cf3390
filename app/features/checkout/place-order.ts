/**
 * Placing an order, step by step (spec §4 "Checkout progress"): the order (and, when asked for, the account) is
 * created at the total the summary showed — the server refuses it, unchanged, when it would cost something else
 * (decision 0099) — and then the shopper is sent to the secure
 * payment page, or — for cash on delivery — the order is read back to verify it was recorded. Each
 * step reports when it starts and ends, for the processing overlay.
 */
import { isHostedPaymentMethod, type MoneyJson, type OrderFieldsError, type OrderSummary, type PlacedOrder } from "#domain/order-contract";
import { storedConsent } from "#app/features/consent/consent-storage.ts";
import { createOrder, fetchOrderStatus, retryPayment, type ApiResult } from "#app/features/orders/orders-api.ts";
import { BUSY_RETRIES, busyRetryPauseMs } from "#domain/busy-retry";
import { orderRequestBody, type CheckoutValues, type OrderBodyContext } from "./checkout-values.ts";

export type ProgressStep = "creatingCart" | "creatingAccount" | "creatingOrder" | "redirectingToPayment" | "verifyingOrder";

export type StepState = "waiting" | "active" | "done";

/**
 * The steps this order will go through, in order: the account only when asked for, then payment or verification
 * (an order the store credit pays whole has no payment page).
 */
export function plannedSteps(
  values: CheckoutValues,
  { signedIn, paidByCredit = false }: { signedIn: boolean; paidByCredit?: boolean },
): ProgressStep[] {
  return [
    "creatingCart",
    ...(values.createAccount && !signedIn ? (["creatingAccount"] as const) : []),
    "creatingOrder",
    isHostedPaymentMethod(values.paymentMethod) && !paidByCredit ? "redirectingToPayment" : "verifyingOrder",
  ];
}

export type PlaceOrderOutcome =
  /** Off to the hosted payment page. */
  | { kind: "redirect"; url: string; placed: PlacedOrder }
  /** Cash on delivery, recorded and read back. */
  | { kind: "confirmed"; order: OrderSummary }
  /** The order was placed but could not be read back: 'Order Status Unknown'. */
  | { kind: "unknown"; placed: PlacedOrder }
  /**
   * The server charges something else than the summary showed, nothing was placed: the shopper reviews the new amount
   * (`total`: what is to pay, after store credit when it is used) first.
   */
  | { kind: "priceChanged"; total: MoneyJson }
  /** Fields the server refused, keyed by their path in the body. */
  | { kind: "invalid"; message: string | null; fields: Record<string, string> }
  | { kind: "discountRefused"; title: string; message: string }
  /** The owner saved new terms since the page was opened: the shopper reads and accepts them again. */
  | { kind: "termsChanged"; message: string }
  /**
   * Nothing was placed, or it is unknown whether it was (`network`): sending again is safe either way,
   * because the same attempt keeps its idempotency key. `conflict`: the key was used for other details.
   */
  | { kind: "failed"; message: string | null; network: boolean; conflict: boolean };

export interface PlaceOrderRequest {
  values: CheckoutValues;
  context: Omit<OrderBodyContext, "idempotencyKey">;
  idempotencyKey: string;
  accessToken?: string;
  /** The total the summary showed when the shopper pressed the button: the order is placed at it, or not at all. */
  shownTotal: MoneyJson;
  /** With store credit: what the summary showed as left to pay. */
  shownDue?: MoneyJson | null;
  onStep: (step: ProgressStep, state: StepState) => void;
  /**
   * The store answered "busy" (503) and the price or the order is sent again after its pause, with the same
   * idempotency key (decision 0071): the overlay says it is still working. `retry` counts from 1.
   */
  onBusy: (retry: number) => void;
  /** Called as soon as the server has the order, before the last step. */
  onPlaced: (placed: PlacedOrder) => void;
}

const failed = (message: string | null, { network = false, conflict = false } = {}): PlaceOrderOutcome => ({
  kind: "failed",
  message,
  network,
  conflict,
});

/**
 * Sends `call` again while the store answers 503 (busy, or its database briefly gone; decision 0071), after the pause
 * its Retry-After asks, at most BUSY_RETRIES times; `onBusy` hears each retry before its pause.
 */
async function untilNotBusy<T>(call: () => Promise<ApiResult<T>>, onBusy: (retry: number) => void): Promise<ApiResult<T>> {
  for (let retry = 1; ; retry += 1) {
    const result = await call();
    if (result.kind !== "failed" || result.status !== 503 || retry > BUSY_RETRIES) return result;
    onBusy(retry);
    await new Promise((resolve) => setTimeout(resolve, busyRetryPauseMs(result.retryAfter, Math.random())));
  }
}

/** create-order's 409 `price_changed`: what the order costs now, as the summary will show it. */
function priceNow(body: OrderFieldsError | null, useStoreCredit: boolean): MoneyJson | undefined {
  if (body?.code !== "price_changed" || !body.total) return undefined;
  return useStoreCredit && body.due ? body.due : body.total;
}

export async function placeOrder(request: PlaceOrderRequest): Promise<PlaceOrderOutcome> {
  const { values, context, onStep } = request;
  const email = values.email.trim().toLowerCase();
  const accountStep = values.createAccount && !context.signedIn;

  onStep("creatingCart", "active");

  if (accountStep) onStep("creatingAccount", "active");
  onStep("creatingOrder", "active");
  // The same body each time, so the same idempotency key: the order is placed once however many tries it takes.
  // The server prices the order as it places it, and places it only at the amounts shown: one round trip, not two.
  // The server reads its own record of the choice under this id: with statistics allowed, the order is credited to
  // the visit's source (decision 0151).
  const consentId = storedConsent()?.id;
  const orderBody = {
    ...orderRequestBody(values, { ...context, idempotencyKey: request.idempotencyKey }),
    expectedTotal: request.shownTotal,
    ...(context.useStoreCredit && request.shownDue ? { expectedDue: request.shownDue } : {}),
    ...(consentId ? { consentId } : {}),
  };
  const created = await untilNotBusy(() => createOrder(orderBody, request.accessToken), request.onBusy);
  if (created.kind === "network") return failed(null, { network: true });
  if (created.kind === "failed") {
    const body = created.body;
    if (created.status === 400 && body?.discount)
      return { kind: "discountRefused", title: body.discount.title, message: body.discount.message };
    if (created.status === 400) return { kind: "invalid", message: created.error, fields: body?.fields ?? {} };
    const now = created.status === 409 ? priceNow(body, context.useStoreCredit) : undefined;
    if (now) return { kind: "priceChanged", total: now };
    const termsChanged = created.status === 409 ? body?.fields?.termsVersion : undefined;
    if (termsChanged) return { kind: "termsChanged", message: termsChanged };
    return failed(created.error, { conflict: created.status === 409 });
  }
  onStep("creatingCart", "done");
  if (accountStep) onStep("creatingAccount", "done");
  onStep("creatingOrder", "done");
  const placed = created.data;
  request.onPlaced(placed);

  if (placed.status === "pending_payment") {
    onStep("redirectingToPayment", "active");
    if (placed.paymentUrl) return { kind: "redirect", url: placed.paymentUrl, placed };
    // The same attempt again after a declined or cancelled payment: the order waits, with no page open.
    const retried = await retryPayment({ orderNumber: placed.orderNumber, email }, values.paymentMethod);
    if (retried.kind === "ok" && retried.data.paymentUrl) return { kind: "redirect", url: retried.data.paymentUrl, placed: retried.data };
    return retried.kind === "network" ? failed(null, { network: true }) : failed(retried.kind === "failed" ? retried.error : null);
  }

  onStep("verifyingOrder", "active");
  const verified = await fetchOrderStatus(placed.orderNumber, email);
  if (verified.kind !== "ok") return { kind: "unknown", placed };
  onStep("verifyingOrder", "done");
  return { kind: "confirmed", order: verified.data.order };
}
