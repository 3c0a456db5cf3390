/**
 * Automatic promotions in the admin (issue 68 item 1), for both sides: the create/edit form, read by the same rules in
 * the browser and on the server, and a promotion as staff see it. Amounts are typed in lei ("50" or "49,90") and kept in
 * minor units; a tier's step is units for a quantity tier and lei for a value tier. Problems are named by code
 * (`title_required`, `percent_range`, `tiers_increasing`…) and worded per field by the API.
 */
import { z } from "zod";
import { redemptionIdentity } from "../email.ts";
import {
  MAX_PROMOTION_TIERS,
  PROMOTION_AUDIENCES,
  PROMOTION_KINDS,
  PROMOTION_TIER_BASES,
  type PromotionKind,
  type PromotionTier,
} from "../promotions.ts";
import { emptyToNull, leiField, leiToMinor } from "./discounts.ts";

export const PROMOTION_STATUSES = ["active", "scheduled", "expired", "used_up", "disabled"] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];
export const PROMOTION_VALUE_KINDS = ["percent", "fixed"] as const;

export const PROMOTION_TITLE_MAX_LENGTH = 80;
/** A list the owner pastes from a spreadsheet: enough for a loyal customers' campaign, bounded for one request. */
export const PROMOTION_MAX_CUSTOMERS = 5_000;
/** Far above any real selection, low enough to bound one request. */
export const PROMOTION_MAX_PRODUCTS = 200;
/** Priorities are small numbers the owner compares; the bound keeps them readable. */
export const PROMOTION_PRIORITY_LIMIT = 1_000;

const integerField = (problem: string) => z.preprocess(emptyToNull, z.coerce.number({ error: problem }).int({ error: problem }).nullable());

const dateField = z.preprocess(
  emptyToNull,
  z
    .string({ error: "date" })
    .refine((value) => !Number.isNaN(Date.parse(value)), { error: "date" })
    .transform((value) => new Date(value).toISOString())
    .nullable(),
);

const titleField = z
  .string({ error: "title_required" })
  .trim()
  .min(1, { error: "title_required" })
  .max(PROMOTION_TITLE_MAX_LENGTH, { error: "title_too_long" });

const listOf = (item: z.ZodType<string>) =>
  z.array(item, { error: "invalid" }).max(PROMOTION_MAX_PRODUCTS, { error: "too_many" }).default([]);

/** A step as typed: `min` in units or in lei, `percent` off. */
const tierInput = z.object({
  min: z.union([z.string(), z.number()], { error: "tier_min" }),
  percent: z.union([z.string(), z.number()], { error: "percent_range" }),
});

/** The customer list as pasted: one address a line (commas and semicolons too), each read as its mailbox. */
export function readCustomerList(text: string): { emails: string[]; invalid: string[] } {
  const entries = text
    .split(/[\n\r,;]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !z.email().safeParse(entry.toLowerCase()).success);
  const emails = [...new Set(entries.filter((entry) => !invalid.includes(entry)).map(redemptionIdentity))];
  return { emails, invalid };
}

export const promotionFormSchema = z
  .object({
    titleRo: titleField,
    titleEn: titleField,
    kind: z.enum(PROMOTION_KINDS, { error: "kind" }),
    valueKind: z.preprocess(emptyToNull, z.enum(PROMOTION_VALUE_KINDS, { error: "value_kind" }).nullable()).default(null),
    percent: integerField("percent_range").default(null),
    amount: leiField("amount_positive").default(null),
    tierBasis: z.preprocess(emptyToNull, z.enum(PROMOTION_TIER_BASES, { error: "tier_basis" }).nullable()).default(null),
    tiers: z.array(tierInput, { error: "tiers_count" }).max(MAX_PROMOTION_TIERS, { error: "tiers_count" }).default([]),
    giftSku: z.preprocess(emptyToNull, z.string({ error: "gift_required" }).trim().max(100).nullable()).default(null),
    minSubtotal: leiField("minimum_positive").default(null),
    zoneIds: z.array(z.string().trim().min(1).max(50), { error: "invalid" }).max(50, { error: "too_many" }).default([]),
    productHandles: listOf(z.string().trim().min(1).max(100)),
    variantSkus: listOf(z.string().trim().min(1).max(100)),
    audience: z.enum(PROMOTION_AUDIENCES, { error: "audience" }).default("everyone"),
    customerEmails: z
      .string({ error: "invalid" })
      .max(PROMOTION_MAX_CUSTOMERS * 320, { error: "customers_too_many" })
      .default(""),
    startsAt: dateField.default(null),
    endsAt: dateField.default(null),
    priority: integerField("priority").default(0),
    usageLimit: integerField("limit_min").default(null),
    combinesWithCodes: z.boolean({ error: "invalid" }).default(false),
    combinesWithPromotions: z.boolean({ error: "invalid" }).default(false),
    active: z.boolean({ error: "invalid" }).default(true),
  })
  .transform((form, context) => {
    const problem = (path: (string | number)[], message: string) => context.addIssue({ code: "custom", path, message });
    const percentOk = (value: number | null) => value !== null && Number.isInteger(value) && value >= 1 && value <= 100;
    if (form.kind === "amount_off") {
      if (form.valueKind === null) problem(["valueKind"], "value_kind");
      else if (form.valueKind === "percent" && !percentOk(form.percent)) problem(["percent"], "percent_range");
      else if (form.valueKind === "fixed" && form.amount === null) problem(["amount"], "amount_positive");
    }
    const tiers: PromotionTier[] = [];
    if (form.kind === "tiers") {
      if (form.tierBasis === null) problem(["tierBasis"], "tier_basis");
      if (form.tiers.length === 0) problem(["tiers"], "tiers_count");
      form.tiers.forEach((tier, index) => {
        const min =
          form.tierBasis === "value"
            ? leiToMinor(String(tier.min))
            : /^\s*\d{1,6}\s*$/.test(String(tier.min))
              ? Number(String(tier.min).trim())
              : null;
        const percent = /^\s*\d{1,3}\s*$/.test(String(tier.percent)) ? Number(String(tier.percent).trim()) : null;
        if (min === null || min < 1) problem(["tiers", index, "min"], form.tierBasis === "value" ? "tier_min_value" : "tier_min");
        else if (tiers.length > 0 && min <= tiers.at(-1)!.min) problem(["tiers", index, "min"], "tiers_increasing");
        if (!percentOk(percent)) problem(["tiers", index, "percent"], "percent_range");
        if (min !== null && percent !== null) tiers.push({ min, percent });
      });
    }
    if (form.kind === "gift" && !form.giftSku) problem(["giftSku"], "gift_required");
    if (form.kind === "free_shipping" && form.minSubtotal === null) problem(["minSubtotal"], "threshold_required");
    const { emails, invalid } = readCustomerList(form.customerEmails);
    if (form.audience === "customer_list") {
      if (invalid.length > 0) problem(["customerEmails"], `customers_invalid:${invalid.slice(0, 3).join(", ")}`);
      else if (emails.length === 0) problem(["customerEmails"], "customers_required");
      else if (emails.length > PROMOTION_MAX_CUSTOMERS) problem(["customerEmails"], "customers_too_many");
    }
    if (form.startsAt && form.endsAt && Date.parse(form.endsAt) <= Date.parse(form.startsAt)) problem(["endsAt"], "end_before_start");
    if (form.priority === null || Math.abs(form.priority) > PROMOTION_PRIORITY_LIMIT) problem(["priority"], "priority");
    if (form.usageLimit !== null && (form.usageLimit < 1 || form.usageLimit > 1_000_000)) problem(["usageLimit"], "limit_min");
    const amountOff = form.kind === "amount_off";
    return {
      titleRo: form.titleRo,
      titleEn: form.titleEn,
      kind: form.kind,
      valueKind: amountOff ? form.valueKind : null,
      percent: amountOff && form.valueKind === "percent" ? form.percent : null,
      amountRonMinor: amountOff && form.valueKind === "fixed" ? form.amount : null,
      tierBasis: form.kind === "tiers" ? form.tierBasis : null,
      tiers: form.kind === "tiers" ? tiers : [],
      giftSku: form.kind === "gift" ? form.giftSku : null,
      minSubtotalRonMinor: form.minSubtotal,
      zoneIds: form.kind === "free_shipping" && form.zoneIds.length > 0 ? [...new Set(form.zoneIds)] : null,
      productHandles: [...new Set(form.productHandles)],
      variantSkus: [...new Set(form.variantSkus)],
      audience: form.audience,
      customerEmails: form.audience === "customer_list" ? emails : [],
      startsAt: form.startsAt,
      endsAt: form.endsAt,
      priority: form.priority ?? 0,
      usageLimit: form.usageLimit,
      combinesWithCodes: form.combinesWithCodes,
      combinesWithPromotions: form.combinesWithPromotions,
      active: form.active,
    };
  });

export type PromotionForm = z.output<typeof promotionFormSchema>;
export type PromotionFormInput = z.input<typeof promotionFormSchema>;

/** A promotion as staff see it (the promotions pages and the admin API's answers). Dates are ISO strings. */
export const adminPromotionSchema = z
  .object({
    id: z.number().int(),
    titleRo: z.string(),
    titleEn: z.string(),
    kind: z.enum(PROMOTION_KINDS),
    valueKind: z.enum(PROMOTION_VALUE_KINDS).nullable(),
    percent: z.number().int().nullable(),
    amountRonMinor: z.number().int().nullable(),
    tierBasis: z.enum(PROMOTION_TIER_BASES).nullable(),
    /** A quantity tier's `min` in units, a value tier's in lei minor units. */
    tiers: z.array(z.object({ min: z.number().int(), percent: z.number().int() })),
    giftSku: z.string().nullable(),
    minSubtotalRonMinor: z.number().int().nullable(),
    /** Null: every zone. */
    zoneIds: z.array(z.string()).nullable(),
    productHandles: z.array(z.string()),
    variantSkus: z.array(z.string()),
    audience: z.enum(PROMOTION_AUDIENCES),
    /** The customer list's mailboxes (for `customer_list`), as `redemptionIdentity` reads them. */
    customerEmails: z.array(z.string()),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    priority: z.number().int(),
    usageLimit: z.number().int().nullable(),
    combinesWithCodes: z.boolean(),
    combinesWithPromotions: z.boolean(),
    active: z.boolean(),
    status: z.enum(PROMOTION_STATUSES),
    /** Orders it applied to, not released by a cancellation. */
    uses: z.number().int(),
    /** What it took off those orders, in lei minor units. */
    amountOffRonMinor: z.number().int(),
    /** Sum of the lei totals of those orders that are confirmed (not awaiting payment, cancelled or refunded). */
    revenueRonMinor: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    updatedBy: z.string().nullable(),
  })
  .meta({ id: "AdminPromotion" });
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;

export const promotionListSchema = z.object({ promotions: z.array(adminPromotionSchema) });
export const promotionChangeSchema = z.object({ changed: z.boolean(), promotion: adminPromotionSchema });
export const promotionCreatedSchema = z.object({ promotion: adminPromotionSchema });
export const promotionOneSchema = z.object({ promotion: adminPromotionSchema });

/** Where a promotion stands now: the owner's switch first, then its dates, then its uses. */
export function promotionStatus(
  promotion: Pick<AdminPromotion, "active" | "startsAt" | "endsAt" | "usageLimit" | "uses">,
  now: Date,
): PromotionStatus {
  if (!promotion.active) return "disabled";
  if (promotion.startsAt && now < new Date(promotion.startsAt)) return "scheduled";
  if (promotion.endsAt && now >= new Date(promotion.endsAt)) return "expired";
  if (promotion.usageLimit !== null && promotion.uses >= promotion.usageLimit) return "used_up";
  return "active";
}

/** The kinds in the order the form offers them. */
export const PROMOTION_KIND_CHOICES: readonly PromotionKind[] = PROMOTION_KINDS;
