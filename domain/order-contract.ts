/**
 * The order routes' contract, for both sides (docs/api.md "Checkout, orders and payments"): the
 * create-order body the browser sends and the server parses, the answers the server writes and the
 * browser reads, the statuses and payment methods both name. Types and constants only, so the browser
 * ships no validation library for it: the answers' types come from their schemas in `order-schemas.ts`, and the
 * server's zod parser is checked against the body's type.
 */
import type { z } from "zod";
import type { AddressValues } from "./account-forms.ts";
import type { InvoiceCompany } from "./invoice-company.ts";
import type {
  discountAllocationSchema,
  discountVerdictSchema,
  promotionHintSchema,
  moneyJsonSchema,
  orderDiscountSchema,
  orderLineSchema,
  orderParcelSchema,
  orderSummarySchema,
  orderTaxSchema,
  orderWithdrawalSchema,
  PAYMENT_STATUSES,
  placedOrderSchema,
  pricedOrderSchema,
  shippingOptionJsonSchema,
  storeCreditQuoteSchema,
} from "./order-schemas.ts";

export type MoneyJson = z.infer<typeof moneyJsonSchema>;

export const ORDER_STATUSES = [
  "pending_payment",
  "payment_due_on_delivery",
  "paid",
  "fulfilled",
  "delivered",
  "cancelled",
  "refunded",
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Where an order was placed (decision 0186): the store's own checkout, or a marketplace it sells on. */
export const ORDER_CHANNELS = ["store", "emag"] as const;

export type OrderChannel = (typeof ORDER_CHANNELS)[number];

export const PAYMENT_METHODS = ["card", "paypal", "apple_pay", "google_pay", "cod"] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How an order was paid: a method above, or wholly from the customer's store credit (no provider, no courier). */
export type OrderPaymentMethod = PaymentMethod | "store_credit";

/** Methods paid on the hosted payment page; cash on delivery is paid to the courier. */
export const HOSTED_PAYMENT_METHODS = ["card", "paypal", "apple_pay", "google_pay"] as const satisfies readonly PaymentMethod[];

export type HostedPaymentMethod = (typeof HOSTED_PAYMENT_METHODS)[number];

export function isHostedPaymentMethod(method: string): method is HostedPaymentMethod {
  return (HOSTED_PAYMENT_METHODS as readonly string[]).includes(method);
}

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What the shopper did on a hosted payment page, as its signed return says. */
export const PAYMENT_RESULTS = ["paid", "declined", "cancelled"] as const;

export type PaymentResult = (typeof PAYMENT_RESULTS)[number];

export type OrderLine = z.infer<typeof orderLineSchema>;

export type OrderDiscount = z.infer<typeof orderDiscountSchema>;

export type DiscountAllocation = z.infer<typeof discountAllocationSchema>;

export type PromotionHintJson = z.infer<typeof promotionHintSchema>;

export type OrderTax = z.infer<typeof orderTaxSchema>;

export type ShippingOptionJson = z.infer<typeof shippingOptionJsonSchema>;

/** An address as an order keeps and answers it: every field present, optional ones as "", country ISO alpha-2. */
export type OrderAddress = AddressValues;

/** An address as the browser sends it: trimmed; the server fills what is absent with "". */
export type OrderAddressBody = Partial<Record<keyof AddressValues, string>>;

/** `POST /api/create-order`: the server prices it from the catalogue and answers a `PlacedOrder`. */
export interface CreateOrderBody {
  /** 8–100 characters of `[A-Za-z0-9_-]`, the same for every retry of one attempt. */
  idempotencyKey: string;
  email: string;
  shippingAddress: OrderAddressBody;
  /** Null: bill to the shipping address. */
  billingAddress?: OrderAddressBody | null;
  /** The invoice is made out to this company (name, CUI, trade register number); null: to the person billed. */
  invoiceCompany?: InvoiceCompany | null;
  lines: { variantId: string; quantity: number }[];
  discountCode?: string | null;
  note?: string | null;
  paymentMethod: PaymentMethod;
  acceptTerms: boolean;
  /**
   * The version of the terms the checkout showed (decision 0052); 409 with `fields.termsVersion` when the owner
   * has saved new terms since.
   */
  termsVersion: number;
  acceptsMarketing?: boolean;
  /** Asked for by a guest: an account is opened and its activation link, mailed, sets the password once. */
  createAccount?: boolean;
  /** The display currency to charge in; RON when the store has no rate for it. */
  currencyCode?: string;
  /**
   * A signed-in customer pays from their store credit first: all of the order when it covers it (then nothing is
   * charged and `paymentMethod` is not used), else part, the rest by `paymentMethod`.
   */
  useStoreCredit?: boolean;
  /**
   * The total the checkout showed (price-order's `total`, in the currency it charges): another total now is 409
   * `price_changed` with the new one, and nothing is placed. Absent: the order is placed at the server's price.
   */
  expectedTotal?: MoneyJson;
  /** With `useStoreCredit`: what the checkout showed as left to pay (price-order's `storeCredit.due`), checked alike. */
  expectedDue?: MoneyJson;
  /**
   * The id the browser's cookie choice was recorded under (decision 0151): with statistics allowed, the order is
   * credited to the visit's source; the choice also says what may be told to the ad platforms. Absent: none.
   */
  consentId?: string;
}

export type StoreCreditQuote = z.infer<typeof storeCreditQuoteSchema>;

export type OrderSummary = z.infer<typeof orderSummarySchema>;

export type OrderWithdrawal = z.infer<typeof orderWithdrawalSchema>;

export type OrderParcel = z.infer<typeof orderParcelSchema>;

export type DiscountVerdict = z.infer<typeof discountVerdictSchema>;

export type PricedOrder = z.infer<typeof pricedOrderSchema>;

export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** A 400 of the order routes: every wrong field keyed by its path in the body. */
export interface OrderFieldsError {
  error: string;
  /** The problem's code (`price_changed`, `terms_version_stale`, …). */
  code?: string;
  fields?: Record<string, string>;
  /** create-order's 409 `price_changed`: the total now, and what is left to pay after store credit. */
  total?: MoneyJson;
  due?: MoneyJson;
  discount?: { code: string; reason: string; title: string; message: string };
}

/** Orders that are confirmed: paid online, or to be paid to the courier, or further along. */
export function isConfirmedOrder(status: OrderStatus): boolean {
  return status !== "pending_payment" && status !== "cancelled";
}

/** The text key of a subscription's interval; anything the store does not sell yet reads as monthly. */
export function intervalKey(interval: string): "monthly" | "quarterly" {
  return interval === "quarterly" ? "quarterly" : "monthly";
}
