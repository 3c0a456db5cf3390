/**
 * The browser's calls to the order routes (docs/api.md "Checkout, orders and payments"). Each answer is
 * sorted into what a page shows: the data, the server's refusal (its message is already in the
 * shopper's language), or a request that never got an answer.
 */
import { apiCall, type ApiAnswer, callNamed } from "#app/lib/rest-client.ts";
import type { CreateOrderBody, OrderFieldsError, OrderSummary, PlacedOrder, PricedOrder } from "#domain/order-contract";
import type { AddressNaming } from "#app/lib/api-contract-types.ts";

export type ApiResult<T> =
  | { kind: "ok"; status: number; data: T }
  /** `retryAfter`: the answer's Retry-After header, for a 503 or 429. */
  | { kind: "failed"; status: number; error: string | null; body: OrderFieldsError | null; retryAfter: string | null }
  /** No answer: offline, or the request failed on the way ('failed to fetch'). */
  | { kind: "network" };

function sorted<T>(answer: ApiAnswer<T>): ApiResult<T> {
  if (answer.kind === "ok") return answer;
  if (answer.kind !== "refused") return { kind: "network" };
  const { problem } = answer;
  const body = problem.code === "unreadable_answer" ? null : (problem as OrderFieldsError);
  return { kind: "failed", status: answer.status, error: problem.error || null, body, retryAfter: answer.retryAfter };
}

/** An abort is the caller's own doing, not the network's: it rejects, and the caller decides what that means. */
async function post<T>(name: string, body: Record<string, unknown>, options: { accessToken?: string; signal?: AbortSignal } = {}) {
  return sorted<T>(await callNamed<T>(name as AddressNaming<T, string>, body, options));
}

export interface OrderLineInput {
  variantId: string;
  quantity: number;
}

export interface PriceOrderInput {
  lines: OrderLineInput[];
  discountCode?: string;
  email?: string;
  country?: string;
  currencyCode?: string;
  /** With a signed-in customer's token: what their store credit would pay. */
  useStoreCredit?: boolean;
  /** One of the last answer's `shippingOptions`; absent: the first. */
  shippingServiceId?: string;
}

/** With `accessToken`, the answer shows the signed-in customer's store credit. */
export function priceOrder(input: PriceOrderInput, signal?: AbortSignal, accessToken?: string): Promise<ApiResult<PricedOrder>> {
  return post<PricedOrder>("price-order", { ...input }, { signal, ...(accessToken ? { accessToken } : {}) });
}

export function createOrder(body: CreateOrderBody, accessToken?: string): Promise<ApiResult<PlacedOrder>> {
  return post<PlacedOrder>("create-order", { ...body }, { accessToken });
}

export function fetchOrderStatus(orderNumber: number | string, email: string, signal?: AbortSignal) {
  return post<{ order: OrderSummary; returnLink: string | null }>("order-status", { orderNumber, email }, { signal });
}

/** The query `/finish` arrives with from the sandbox's page: its signed result. */
export interface SignedPaymentResult {
  orderNumber: number;
  paymentId: string;
  result: string;
  sig: string;
}

/**
 * The query `/finish` arrives with from a provider that signs nothing (Stripe): the attempt, and whether
 * the shopper left the provider's page (`cancelled=1`). The server asks the provider what happened.
 */
export interface ReturnedPayment {
  orderNumber: number;
  paymentId: string;
  cancelled: boolean;
}

/** What the shopper came back from a payment page with. */
export type PaymentProof = SignedPaymentResult | ReturnedPayment;

export interface VerifiedPayment {
  result: "paid" | "declined" | "cancelled";
  order: OrderSummary;
  canRetry: boolean;
  /** The online methods a new attempt may use now (empty when the order cannot be retried). */
  paymentMethods: string[];
  /** The attempt paid a product added to the order's parcel: what became of it (decision 0164). */
  parcelAddition: ParcelAdditionResult | null;
}

export interface ParcelAdditionResult {
  state: "awaiting_payment" | "added" | "unpaid" | "returned";
  item: string | null;
  orderPage: string;
}

/** 202: the provider has not decided yet (the webhook is on its way); ask again a little later. */
export interface PendingPayment {
  result: "pending";
}

export function verifyPayment(proof: PaymentProof, signal?: AbortSignal) {
  return post<VerifiedPayment | PendingPayment>("verify-payment", { ...proof }, { signal });
}

/** A new payment attempt, proven by the result the shopper came back with, or by the order's email. */
export function retryPayment(proof: PaymentProof | { orderNumber: number; email: string }, paymentMethod?: string) {
  return post<PlacedOrder>("retry-payment", paymentMethod ? { ...proof, paymentMethod } : { ...proof });
}

/** The signed-in customer's order (`GET /api/account/orders/{n}`). */
export async function fetchAccountOrder(
  orderNumber: number,
  accessToken: string,
  signal?: AbortSignal,
): Promise<ApiResult<{ order: OrderSummary }>> {
  return sorted(
    await apiCall("GET", `/api/account/orders/${orderNumber}`, {
      headers: { Authorization: `Bearer ${accessToken}` },
      ...(signal ? { signal } : {}),
    }),
  );
}
