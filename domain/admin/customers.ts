/**
 * The admin's customers (issue 17 item 5), for both sides: the list's view as the URL holds it, and a
 * customer as staff see them. Amounts are in lei (bani), the shop's currency.
 */
import { z } from "zod";
import { readViewQuery, viewQuery } from "../view-query.ts";

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
export const ADMIN_CUSTOMER_STATUSES = ["pending", "magic_link_only", "active", "blocked"] as const;
export type AdminCustomerStatus = (typeof ADMIN_CUSTOMER_STATUSES)[number];

/** A row of the customers list. */
export const adminCustomerRowSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: z.enum(ADMIN_CUSTOMER_STATUSES),
  activated: z.boolean(),
  marketing: z.boolean(),
  createdAt: z.string(),
  /** Confirmed orders (not waiting for payment, not cancelled) and what they came to in bani. */
  orderCount: z.number().int(),
  spentRonMinor: z.number().int(),
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRowSchema>;

export const adminCustomerAddressSchema = z.object({
  id: z.number().int(),
  isDefault: z.boolean(),
  name: z.string(),
  company: z.string(),
  lines: z.array(z.string()),
  phone: z.string(),
});
export type AdminCustomerAddress = z.infer<typeof adminCustomerAddressSchema>;

export const adminCustomerOrderSchema = z.object({
  orderNumber: z.number().int(),
  createdAt: z.string(),
  status: z.string(),
  fulfilmentStatus: z.string(),
  totalRonMinor: z.number().int(),
  /** Placed without signing in, with the account's email, and not tied to the account. */
  guest: z.boolean(),
});
export type AdminCustomerOrder = z.infer<typeof adminCustomerOrderSchema>;

export const adminCustomerSubscriptionSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  productHandle: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  interval: z.string(),
  nextChargeDate: z.string(),
  orderNumber: z.number().int(),
});
export type AdminCustomerSubscription = z.infer<typeof adminCustomerSubscriptionSchema>;

/**
 * One entry of an address's consent history. `via`: for a consent the form it was given on; for a withdrawal
 * `email_link` or `staff`; null for a withdrawal recorded before the history was kept.
 */
export const adminConsentEventSchema = z.object({
  kind: z.enum(["consent", "withdrawal"]),
  via: z.string().nullable(),
  language: z.string(),
  consentText: z.string().nullable(),
  at: z.string(),
});
export type AdminConsentEvent = z.infer<typeof adminConsentEventSchema>;

/** The newsletter's record of the address: the latest consent given, and when it was withdrawn. */
export const adminConsentRecordSchema = z.object({
  subscriberId: z.number().int(),
  firstSignedUpAt: z.string(),
  source: z.string(),
  language: z.string(),
  consentText: z.string(),
  consentedAt: z.string(),
  unsubscribedAt: z.string().nullable(),
  /** Every consent given and withdrawn, oldest first (the record above is the latest). */
  history: z.array(adminConsentEventSchema),
});
export type AdminConsentRecord = z.infer<typeof adminConsentRecordSchema>;

/** One of the customer's returns, as the record lists it (the returns queue has the rest). */
export const adminCustomerReturnSchema = z.object({
  id: z.number().int(),
  orderNumber: z.number().int(),
  kind: z.enum(["return", "withdrawal"]),
  status: z.string(),
  currencyCode: z.string(),
  refundMinor: z.number().int(),
  createdAt: z.string(),
});
export type AdminCustomerReturn = z.infer<typeof adminCustomerReturnSchema>;

/** The customer's store credit in lei and its ledger, the newest first. */
export const adminStoreCreditSchema = z.object({
  balanceRonMinor: z.number().int(),
  entries: z.array(
    z.object({
      id: z.number().int(),
      amountRonMinor: z.number().int(),
      kind: z.enum(["return_refund", "checkout_debit", "order_recredit", "adjustment"]),
      returnId: z.number().int().nullable(),
      reason: z.string().nullable(),
      staffEmail: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type AdminStoreCredit = z.infer<typeof adminStoreCreditSchema>;

export const adminCustomerDetailSchema = adminCustomerRowSchema.extend({
  language: z.string(),
  hasPassword: z.boolean(),
  activatedAt: z.string().nullable(),
  blockedAt: z.string().nullable(),
  /** When the newest session was started (a sign-in, or the store renewing one); null: never signed in. */
  lastSessionAt: z.string().nullable(),
  /** When the newest activation link was mailed; null: none is on record. */
  activationMailedAt: z.string().nullable(),
  addresses: z.array(adminCustomerAddressSchema),
  orders: z.array(adminCustomerOrderSchema),
  subscriptions: z.array(adminCustomerSubscriptionSchema),
  newsletter: adminConsentRecordSchema.nullable(),
  returns: z.array(adminCustomerReturnSchema),
  storeCredit: adminStoreCreditSchema,
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;

/** What a block, unblock or resend answers: the customer as they are now, and whether anything changed. */
export const customerChangeSchema = z.object({ changed: z.boolean(), customer: adminCustomerDetailSchema });

/** The owner's adjustment of a customer's store credit (lei, signed), with its reason. */
export const STORE_CREDIT_ADJUSTMENT_MAX_RON_MINOR = 1_000_000;
export const STORE_CREDIT_REASON_MAX_LENGTH = 500;

/** The owner's adjustment of a customer's store credit: signed lei (minus for a debit) and why. */
export const storeCreditAdjustmentSchema = z.object({
  amountRonMinor: z
    .number({ error: "amount" })
    .int("amount")
    .min(-STORE_CREDIT_ADJUSTMENT_MAX_RON_MINOR, "amount")
    .max(STORE_CREDIT_ADJUSTMENT_MAX_RON_MINOR, "amount")
    .refine((value) => value !== 0, "amount"),
  reason: z.string({ error: "reason" }).trim().min(1, "reason").max(STORE_CREDIT_REASON_MAX_LENGTH, "reason"),
});

/** The customer's balance after an adjustment, in lei. */
export const storeCreditAdjustedSchema = z.object({ balanceRonMinor: z.number().int() });
