/**
 * The order routes' contract, for both sides (docs/api.md "Checkout, orders and payments"): the
 * create-order body the browser sends and the server parses, the answers the server writes and the
 * browser reads, the statuses and payment methods both name. Types and constants only, so the browser
 * ships no validation library for it; the server's zod parser is checked against these types.
 */
import type { AddressValues } from "./account-forms.ts";
import type { InvoiceCompany } from "./invoice-company.ts";
import type { OrderInvoiceLink } from "./admin-invoices.ts";
import type { ReturnStatus } from "./returns.ts";
import type { VatScheme } from "./vat.ts";

/** The Storefront API's `MoneyV2`: a decimal string in the order's currency. */
export interface MoneyJson {
  amount: string;
  currencyCode: string;
}

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

export type PaymentStatus = "pending" | "succeeded" | "declined" | "cancelled" | "refunded";

/** What the shopper did on a hosted payment page, as its signed return says. */
export const PAYMENT_RESULTS = ["paid", "declined", "cancelled"] as const;

export type PaymentResult = (typeof PAYMENT_RESULTS)[number];

export interface OrderLine {
  variantId: string | null;
  productHandle: string | null;
  title: string;
  variantTitle: string;
  quantity: number;
  unitPrice: MoneyJson;
  /** Before the discount. */
  total: MoneyJson;
  /** This line's share of the order's discount (0 where the code does not apply). */
  discount: MoneyJson;
  isSubscription: boolean;
}

export interface OrderDiscount {
  code: string;
  /** `percent` (with `percent` 1–100) or `fixed` (an amount in lei, `percent` 0). */
  kind: "percent" | "fixed";
  percent: number;
  /** What the order was charged off, in its currency. */
  amount: MoneyJson;
}

export interface OrderTax {
  /** The highest rate of the order (its one rate for orders placed before VAT depended on the destination). */
  ratePercent: number;
  amount: MoneyJson;
  /** How the order is taxed (decision 0055): `export` carries none; null for orders placed before. */
  scheme: VatScheme | null;
  /** The VAT by rate, highest first; one entry when every line and the shipping share a rate. */
  rates: { ratePercent: number; amount: MoneyJson }[];
}

/** A carrier service that ships to the chosen country, priced for this order (decision 0056). */
export interface ShippingOptionJson {
  id: string;
  /** In the language asked for: "Fan Courier", "Poșta Română internațional". */
  name: string;
  deliveryTime: string;
  price: MoneyJson;
}

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
}

/** A signed-in customer's store credit on a priced order: what they have, what it pays, what is left to pay. */
export interface StoreCreditQuote {
  /** The balance, in lei. */
  available: MoneyJson;
  /** What the credit pays of this order, in its currency (zero unless asked for with `useStoreCredit`). */
  applied: MoneyJson;
  /** What the card or the courier is asked for. */
  due: MoneyJson;
}

export interface OrderSummary {
  id: string;
  orderNumber: number;
  name: string;
  status: OrderStatus;
  email: string;
  language: string;
  createdAt: string;
  paidAt: string | null;
  currencyCode: string;
  lines: OrderLine[];
  subtotal: MoneyJson;
  discount: OrderDiscount | null;
  shipping: MoneyJson;
  /** The carrier service chosen at checkout; null for orders placed before the store had services. */
  shippingService: string | null;
  tax: OrderTax;
  total: MoneyJson;
  /** The part of the total paid from store credit, and what was left for the card or the courier; null when none was. */
  storeCredit: { applied: MoneyJson; due: MoneyJson } | null;
  /** `store_credit` when the credit paid all of it. */
  paymentMethod: OrderPaymentMethod;
  /** The latest attempt; null for an order no attempt was ever opened for (one paid wholly by store credit). */
  payment: { method: PaymentMethod; status: PaymentStatus; attempt: number } | null;
  /** Null in guest tracking, where an order number and an email are weaker proof. */
  shippingAddress: OrderAddress | null;
  billingAddress: OrderAddress | null;
  note: string | null;
  /** The version of the terms and conditions the shopper accepted (decision 0052); null before the store kept it. */
  termsVersion?: number | null;
  subscription: { status: string; interval: string; nextChargeDate: string } | null;
  /** Where the parcel is: `unfulfilled`, `packed`, `shipped` or `delivered`. */
  fulfilmentStatus: string;
  /** Once shipped: the carrier, its tracking number and where to follow it (null when the store knows no page). */
  shipment: { carrierName: string; trackingNumber: string; trackingUrl: string | null; shippedAt: string | null } | null;
  /**
   * The legal withdrawal from the contract (OUG 34/2014), as the server judges it now. Answered by one order's
   * routes (the customer's order, guest tracking), not by lists.
   */
  withdrawal?: OrderWithdrawal;
  /** The order's invoices and credit notes, in the customer's own order only (not in lists nor guest tracking). */
  invoices?: OrderInvoiceLink[];
}

/** Whether the order can still be withdrawn from, until when, and the withdrawal already made. */
export interface OrderWithdrawal {
  /** A withdrawal may be made now: the order is confirmed, within 14 days of receipt, with units not yet returned. */
  open: boolean;
  /** The last moment of the 14 days (receipt + 14 days); null while the order has not been received. */
  deadline: string | null;
  /** Cash was paid on delivery: a withdrawal must say where to send it back (IBAN and account holder). */
  needsBankAccount: boolean;
  /** The withdrawal made from this order and not cancelled or rejected; null when there is none. */
  returnId: number | null;
  returnStatus: ReturnStatus | null;
  /** That withdrawal came before the parcel left and stopped the order: nothing is sent, nor sent back (decision 0075). */
  orderStopped: boolean;
}

/** A discount code as the server judged it (`validate-discount`, and `price-order`'s `discountCode`). */
export interface DiscountVerdict {
  code: string;
  valid: boolean;
  /** A percent code's percent; 0 for a fixed code or a refused one. */
  percent: number;
  kind?: "percent" | "fixed";
  /** A fixed code's amount (in the currency asked for by validate-discount; in lei in price-order). */
  amount?: MoneyJson;
  /** validate-discount: the products the code is limited to, null for every product. */
  productHandles?: string[] | null;
  reason?:
    | "unknown"
    | "not_started"
    | "expired"
    | "used_up"
    | "no_eligible_product"
    | "minimum_not_reached"
    | "already_used"
    | "not_first_order"
    | "not_recipient";
  title: string;
  message: string;
}

/** `POST /api/price-order`: the order as `create-order` would charge it. */
export interface PricedOrder {
  currencyCode: string;
  lines: OrderLine[];
  subtotal: MoneyJson;
  discount: OrderDiscount | null;
  shipping: MoneyJson;
  tax: OrderTax;
  total: MoneyJson;
  /** The destination zone's free-shipping threshold; null where shipping is never free. */
  freeShippingFrom: MoneyJson | null;
  /** The services that ship to the country asked for, in the owner's order, and the one priced. */
  shippingOptions: ShippingOptionJson[];
  shippingService: ShippingOptionJson;
  /** Whether cash on delivery is taken for this destination. */
  codAllowed: boolean;
  /**
   * The methods `create-order` takes now for this order's currency, in the store's order: cash on delivery
   * always (still for deliveries in Romania only), the hosted ones while a payment provider takes them.
   */
  paymentMethods: PaymentMethod[];
  discountCode?: DiscountVerdict;
  /** Only for a signed-in customer with store credit. */
  storeCredit?: StoreCreditQuote;
}

/** `POST /api/create-order` and `POST /api/retry-payment`: where the order stands and where to pay it. */
export interface PlacedOrder {
  orderId: string;
  orderNumber: number;
  status: OrderStatus;
  total: MoneyJson;
  paymentUrl?: string;
}

/** A 400 of the order routes: every wrong field keyed by its path in the body. */
export interface OrderFieldsError {
  error: string;
  fields?: Record<string, string>;
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
