/** Orders as the server answers them (docs/api.md "Checkout, orders and payments"). */

/** The Storefront API's `MoneyV2`: a decimal string in the order's currency. */
export interface MoneyJson {
  amount: string;
  currencyCode: string;
}

export type OrderStatus = "pending_payment" | "payment_due_on_delivery" | "paid" | "fulfilled" | "delivered" | "cancelled" | "refunded";

export const PAYMENT_METHODS = ["card", "paypal", "apple_pay", "google_pay", "cod"] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Methods paid on the hosted payment page; cash on delivery is paid to the courier. */
export const HOSTED_PAYMENT_METHODS = ["card", "paypal", "apple_pay", "google_pay"] as const satisfies readonly PaymentMethod[];

export type HostedPaymentMethod = (typeof HOSTED_PAYMENT_METHODS)[number];

export function isHostedPaymentMethod(method: string): method is HostedPaymentMethod {
  return (HOSTED_PAYMENT_METHODS as readonly string[]).includes(method);
}

export type PaymentStatus = "pending" | "succeeded" | "declined" | "cancelled" | "refunded";

export interface OrderLine {
  variantId: string | null;
  productHandle: string | null;
  title: string;
  variantTitle: string;
  quantity: number;
  unitPrice: MoneyJson;
  total: MoneyJson;
  isSubscription: boolean;
}

export interface OrderDiscount {
  code: string;
  percent: number;
  amount: MoneyJson;
}

export interface OrderTax {
  ratePercent: number;
  amount: MoneyJson;
}

export interface OrderAddress {
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  province: string;
  zip: string;
  country: string;
  phone: string;
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
  tax: OrderTax;
  total: MoneyJson;
  payment: { method: PaymentMethod; status: PaymentStatus; attempt: number };
  /** Null in guest tracking, where an order number and an email are weaker proof. */
  shippingAddress: OrderAddress | null;
  billingAddress: OrderAddress | null;
  note: string | null;
  subscription: { status: string; interval: string; nextChargeDate: string } | null;
}

/** A discount code as the server judged it (`validate-discount`, and `price-order`'s `discountCode`). */
export interface DiscountVerdict {
  code: string;
  valid: boolean;
  percent: number;
  reason?: "unknown" | "already_used" | "not_first_order";
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
  freeShippingFrom: MoneyJson;
  discountCode?: DiscountVerdict;
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
