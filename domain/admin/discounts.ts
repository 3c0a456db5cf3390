/**
 * Discount codes in the admin (issue 17 item 3), for both sides: the list's filters as the URL holds
 * them, a code as staff see it, and the create/edit form, read by the same rules in the browser and on
 * the server. Amounts are typed in lei ("50" or "49,90") and kept in minor units.
 */
import { z } from "zod";
import { MAX_DISCOUNT_CODE_LENGTH } from "../discount-code.ts";
import { readViewQuery, viewQuery } from "../view-query.ts";

export const DISCOUNT_STATUSES = ["active", "scheduled", "expired", "used_up", "disabled"] as const;

/**
 * Whose codes the list shows (decision 0080): `shared`, the codes anyone may type (the owner's; the default, so the
 * sign-ups' personal codes do not flood it), `personal` (one per newsletter sign-up) or `all`.
 */
export const DISCOUNT_AUDIENCES = ["shared", "personal", "all"] as const;
export type DiscountAudience = (typeof DISCOUNT_AUDIENCES)[number];
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];

export const DISCOUNT_KINDS = ["percent", "fixed"] as const;
export const DISCOUNT_DESCRIPTION_MAX_LENGTH = 500;
/** Far above any real selection, low enough to bound one request. */
export const DISCOUNT_MAX_PRODUCTS = 200;
/** A code is short enough to type: capitals, digits, - and _. */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional()).catch(undefined);

/** The list's view; anything unreadable is left out, so an edited bookmark still opens. */
export const discountFilterSchema = z.object({
  q: optional(z.string().trim().max(100)),
  status: optional(z.enum(DISCOUNT_STATUSES)),
  audience: optional(z.enum(DISCOUNT_AUDIENCES)),
});
export type DiscountFilter = z.output<typeof discountFilterSchema>;

export function readDiscountFilter(params: URLSearchParams): DiscountFilter {
  return readViewQuery(discountFilterSchema, params);
}

export function discountFilterQuery(filter: Partial<DiscountFilter>): string {
  return viewQuery(filter);
}

/** Lei as typed ("50", "49.90", "49,90") in minor units, or null when it is not an amount. */
export function leiToMinor(text: string): number | null {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** Minor units of lei as the form shows them again ("49.90"). */
export function minorToLei(minor: number): string {
  return (minor / 100).toFixed(2);
}

/** A form's empty field, sent as "" or left out, read as no value. */
export const emptyToNull = (value: unknown) => (value === "" || value === undefined ? null : value);

/** An amount typed in lei, kept in minor units; `problem` names what is wrong when it is not a positive amount. */
export const leiField = (problem: string) =>
  z.preprocess(
    emptyToNull,
    z
      .union([z.string(), z.number()], { error: problem })
      .transform((value, context) => {
        const minor = leiToMinor(String(value));
        if (minor === null || minor <= 0) {
          context.addIssue({ code: "custom", message: problem });
          return z.NEVER;
        }
        return minor;
      })
      .nullable(),
  );

const dateField = z.preprocess(
  emptyToNull,
  z
    .string({ error: "date" })
    .refine((value) => !Number.isNaN(Date.parse(value)), { error: "date" })
    .transform((value) => new Date(value).toISOString())
    .nullable(),
);

/**
 * The create and edit form. Problems are named by code (`percent_range`, `amount_positive`,
 * `end_before_start`, `limit_min`, `products_required`…) and worded per field by the API.
 */
export const discountFormSchema = z
  .object({
    code: z
      .string({ error: "required" })
      .trim()
      .toUpperCase()
      .min(1, { error: "required" })
      .max(MAX_DISCOUNT_CODE_LENGTH, { error: "too_long" })
      .regex(DISCOUNT_CODE_PATTERN, { error: "code_format" }),
    kind: z.enum(DISCOUNT_KINDS, { error: "kind" }),
    percent: z.preprocess(emptyToNull, z.coerce.number({ error: "percent_range" }).int({ error: "percent_range" }).nullable()),
    amount: leiField("amount_positive"),
    firstOrderOnly: z.boolean({ error: "invalid" }).default(false),
    oncePerEmail: z.boolean({ error: "invalid" }).default(false),
    usageLimit: z.preprocess(emptyToNull, z.coerce.number({ error: "limit_min" }).int({ error: "limit_min" }).nullable()),
    startsAt: dateField,
    endsAt: dateField,
    minSubtotal: leiField("minimum_positive"),
    productScope: z.enum(["all", "chosen"], { error: "invalid" }).default("all"),
    productHandles: z
      .array(z.string().trim().min(1).max(100), { error: "invalid" })
      .max(DISCOUNT_MAX_PRODUCTS, { error: "too_long" })
      .default([]),
    description: z.string({ error: "invalid" }).trim().max(DISCOUNT_DESCRIPTION_MAX_LENGTH, { error: "too_long" }).default(""),
    active: z.boolean({ error: "invalid" }).default(true),
  })
  .superRefine((form, context) => {
    const problem = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
    if (form.kind === "percent" && (form.percent === null || form.percent < 1 || form.percent > 100)) problem("percent", "percent_range");
    if (form.kind === "fixed" && form.amount === null) problem("amount", "amount_positive");
    if (form.usageLimit !== null && (form.usageLimit < 1 || form.usageLimit > 1_000_000)) problem("usageLimit", "limit_min");
    if (form.startsAt && form.endsAt && Date.parse(form.endsAt) <= Date.parse(form.startsAt)) problem("endsAt", "end_before_start");
    if (form.productScope === "chosen" && form.productHandles.length === 0) problem("productHandles", "products_required");
  })
  .transform((form) => ({
    ...form,
    percent: form.kind === "percent" ? form.percent : null,
    amountRonMinor: form.kind === "fixed" ? form.amount : null,
    productHandles: form.productScope === "chosen" ? [...new Set(form.productHandles)] : [],
  }));

export type DiscountForm = z.output<typeof discountFormSchema>;
export type DiscountFormInput = z.input<typeof discountFormSchema>;

/** A code as staff see it (the discounts pages and the admin API's answers). Dates are ISO strings. */
export const adminDiscountSchema = z
  .object({
    code: z.string(),
    kind: z.enum(DISCOUNT_KINDS),
    percent: z.number().int().nullable(),
    amountRonMinor: z.number().int().nullable(),
    source: z.string(),
    firstOrderOnly: z.boolean(),
    oncePerEmail: z.boolean(),
    usageLimit: z.number().int().nullable(),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    minSubtotalRonMinor: z.number().int().nullable(),
    productScope: z.enum(["all", "chosen"]),
    products: z.array(z.object({ handle: z.string(), title: z.string() })),
    active: z.boolean(),
    description: z.string(),
    /** A personal code's recipient (a sign-up's mailbox); null for a code anyone may type. */
    recipientEmail: z.string().nullable(),
    status: z.enum(DISCOUNT_STATUSES),
    /** Orders that used it and were not cancelled (a pending payment holds its use). */
    uses: z.number().int(),
    /** Sum of the lei totals of its confirmed orders (not awaiting payment, cancelled or refunded). */
    revenueRonMinor: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    updatedBy: z.string().nullable(),
  })
  .meta({ id: "AdminDiscount" });
export type AdminDiscount = z.infer<typeof adminDiscountSchema>;

/** What a change to a code answers: the code as saved, and whether anything changed (false for a repeated save). */
export const discountChangeSchema = z.object({ changed: z.boolean(), discount: adminDiscountSchema });
export const discountCreatedSchema = z.object({ discount: adminDiscountSchema });

/** Where a code stands now: the owner's switch first, then its dates, then its uses. */
export function discountStatus(
  code: Pick<AdminDiscount, "active" | "startsAt" | "endsAt" | "usageLimit" | "uses">,
  now: Date,
): DiscountStatus {
  if (!code.active) return "disabled";
  if (code.startsAt && now < new Date(code.startsAt)) return "scheduled";
  if (code.endsAt && now >= new Date(code.endsAt)) return "expired";
  if (code.usageLimit !== null && code.uses >= code.usageLimit) return "used_up";
  return "active";
}

/** The store's clock: the owner types a code's dates in Romanian time, whatever the browser's or the server's zone. */
const STORE_TIME_ZONE = "Europe/Bucharest";

/** An instant as a `datetime-local` value in the store's zone ("2026-06-10T00:00"). */
export function isoToStoreLocal(iso: string): string {
  const shown = new Intl.DateTimeFormat("sv-SE", {
    timeZone: STORE_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));
  return shown.replace(" ", "T");
}

/** A `datetime-local` value read in the store's zone, as an ISO instant; null when it is not one. */
export function storeLocalToIso(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const asUtc = Date.parse(`${local}:00Z`);
  if (Number.isNaN(asUtc)) return null;
  // The zone's offset at that moment: how far its wall clock is from UTC then.
  const offset = Date.parse(`${isoToStoreLocal(new Date(asUtc).toISOString())}:00Z`) - asUtc;
  return new Date(asUtc - offset).toISOString();
}

/** A day as the store's list shows it. */
export function storeDay(iso: string, language: string): string {
  return new Date(iso).toLocaleDateString(language === "en" ? "en-GB" : "ro-RO", { timeZone: STORE_TIME_ZONE });
}
