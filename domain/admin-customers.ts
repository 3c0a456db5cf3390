/**
 * The admin's customers (issue 17 item 5), for both sides: the list's view as the URL holds it, and a
 * customer as staff see them. Amounts are in lei (bani), the shop's currency.
 */
import { z } from "zod";
import { readViewQuery, viewQuery } from "./view-query.ts";

export const ADMIN_CUSTOMERS_PAGE_SIZE = 25;

export const CUSTOMER_SORTS = ["created", "email", "name", "orders", "spent"] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/** A repeat of "send the activation email again" within this time mails nothing (a second click, a busy inbox). */
export const ACTIVATION_RESEND_INTERVAL_MS = 5 * 60_000;

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), z.enum(values).optional()).catch(undefined);

const yesNo = optionalEnum(["yes", "no"] as const);

/** The list's view; anything unreadable is left out, so an edited bookmark still opens. */
export const customerFilterSchema = z.object({
  /** Part of an email, a name or a phone number of the address book. */
  q: z.string().trim().max(100).optional().catch(undefined),
  activated: yesNo,
  blocked: yesNo,
  orders: yesNo,
  marketing: yesNo,
  sort: optionalEnum(CUSTOMER_SORTS),
  dir: optionalEnum(["asc", "desc"] as const),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});

export type CustomerFilter = z.output<typeof customerFilterSchema>;

export function readCustomerFilter(params: URLSearchParams): CustomerFilter {
  return readViewQuery(customerFilterSchema, params);
}

export function customerFilterQuery(filter: Partial<CustomerFilter>): string {
  return viewQuery(filter);
}

/** `pending`: waiting for its activation link; `magic_link_only`: signs in by emailed links, no password yet. */
export type AdminCustomerStatus = "pending" | "magic_link_only" | "active" | "blocked";

/** A row of the list (`GET /api/admin/customers`). */
export interface AdminCustomerRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  status: AdminCustomerStatus;
  activated: boolean;
  marketing: boolean;
  createdAt: string;
  /** Confirmed orders (not waiting for payment, not cancelled) and what they came to in bani. */
  orderCount: number;
  spentRonMinor: number;
}

export interface AdminCustomerAddress {
  id: number;
  isDefault: boolean;
  name: string;
  company: string;
  lines: string[];
  phone: string;
}

export interface AdminCustomerOrder {
  orderNumber: number;
  createdAt: string;
  status: string;
  fulfilmentStatus: string;
  totalRonMinor: number;
  /** Placed without signing in, with the account's email, and not tied to the account. */
  guest: boolean;
}

export interface AdminCustomerSubscription {
  id: number;
  status: string;
  productHandle: string;
  sku: string;
  quantity: number;
  interval: string;
  nextChargeDate: string;
  orderNumber: number;
}

/** The newsletter's record of the address: the latest consent given, and when it was withdrawn. */
export interface AdminConsentRecord {
  subscriberId: number;
  firstSignedUpAt: string;
  source: string;
  language: string;
  consentText: string;
  consentedAt: string;
  unsubscribedAt: string | null;
  /** Every consent given and withdrawn, oldest first (the record above is the latest). */
  history: AdminConsentEvent[];
}

/**
 * One entry of an address's consent history. `via`: for a consent the form it was given on; for a withdrawal
 * `email_link` or `staff`; null for a withdrawal recorded before the history was kept.
 */
export interface AdminConsentEvent {
  kind: "consent" | "withdrawal";
  via: string | null;
  language: string;
  consentText: string | null;
  at: string;
}

export interface AdminCustomerDetail extends AdminCustomerRow {
  language: string;
  hasPassword: boolean;
  activatedAt: string | null;
  blockedAt: string | null;
  /** When the newest session was started (a sign-in, or the store renewing one); null: never signed in. */
  lastSessionAt: string | null;
  /** When the newest activation link was mailed; null: none is on record. */
  activationMailedAt: string | null;
  addresses: AdminCustomerAddress[];
  orders: AdminCustomerOrder[];
  subscriptions: AdminCustomerSubscription[];
  newsletter: AdminConsentRecord | null;
  returns: AdminCustomerReturn[];
  storeCredit: AdminStoreCredit;
}

/** One of the customer's returns, as the record lists it (the returns queue has the rest). */
export interface AdminCustomerReturn {
  id: number;
  orderNumber: number;
  kind: "return" | "withdrawal";
  status: string;
  currencyCode: string;
  refundMinor: number;
  createdAt: string;
}

/** The customer's store credit in lei and its ledger, the newest first. */
export interface AdminStoreCredit {
  balanceRonMinor: number;
  entries: {
    id: number;
    amountRonMinor: number;
    kind: "return_refund" | "checkout_debit" | "order_recredit" | "adjustment";
    returnId: number | null;
    reason: string | null;
    staffEmail: string | null;
    createdAt: string;
  }[];
}

/** The owner's adjustment of a customer's store credit (lei, signed), with its reason. */
export const STORE_CREDIT_ADJUSTMENT_MAX_RON_MINOR = 1_000_000;
export const STORE_CREDIT_REASON_MAX_LENGTH = 500;
