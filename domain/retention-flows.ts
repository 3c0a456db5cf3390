/**
 * The marketing flows that bring shoppers back (issue 46, decision 0110): which flows exist, the owner's settings of
 * each with their defaults, the holdout that measures them, and the words a review request may never carry. Pure
 * rules, shared by the retention module, the emails and (later) the admin's flow pages.
 */
import { z } from "zod";

/** The flows; a new one adds its name here (a migration widens the CHECKs) and registers its email in flow-emails.ts. */
export const FLOWS = ["review_request", "refill_reminder", "welcome", "abandoned_checkout"] as const;
export type Flow = (typeof FLOWS)[number];

export const FLOW_MESSAGE_STATES = ["planned", "sent", "held_out", "suppressed", "cancelled"] as const;
export type FlowMessageState = (typeof FLOW_MESSAGE_STATES)[number];

export const FLOW_GROUPS = ["sent", "holdout"] as const;
export type FlowGroup = (typeof FLOW_GROUPS)[number];

/** Why the store may send marketing to an address: a confirmed newsletter consent, or the existing-customer exception. */
export const CONSENT_BASES = ["newsletter", "customer"] as const;
export type ConsentBasis = (typeof CONSENT_BASES)[number];

/**
 * Why a due message was not sent. `subscribed` and `reordered` are the refill reminder's own (decision 0114): the
 * address has a subscription to the product, or ordered it again, by the time the reminder is due.
 */
export const SUPPRESSION_REASONS = ["no_consent", "unsubscribed", "bounced", "complained", "flow_off", "subscribed", "reordered"] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

/** An address's objection, for one flow or (`ALL_FLOWS`) every one. */
export const ALL_FLOWS = "all";
export type SuppressionScope = Flow | typeof ALL_FLOWS;

/**
 * The frequency cap: at most one marketing flow email per address in any `frequencyCapHours`. A day is the least
 * (the issue's rule, and Omnisend's default, research §6.1); the owner may space them further, up to a week.
 */
export const MIN_FREQUENCY_CAP_HOURS = 24;
export const MAX_FREQUENCY_CAP_HOURS = 168;

/** A tenth of the eligible addresses get nothing, so a flow's lift is measured against them, not attributed. */
export const DEFAULT_HOLDOUT_PERCENT = 10;

export const MAX_DELAY_DAYS = 365;

export const flowSettingSchema = z.object({
  enabled: z.boolean(),
  delayDays: z.number().int().min(0).max(MAX_DELAY_DAYS),
});
export type FlowSetting = z.output<typeof flowSettingSchema>;

/**
 * The refill reminder (decision 0114): on, `delayDays` counted back from the day the earliest bought product runs
 * out — a week is long enough for a parcel ordered on the day to arrive before the last capsule.
 */
export const DEFAULT_REFILL_REMINDER: FlowSetting = { enabled: true, delayDays: 7 };

/** The welcome series sends one brand-story email after the code, or two. */
export const WELCOME_STEP_COUNTS = [1, 2] as const;

/**
 * The welcome series (decision 0117): after the sign-up's code, brand-story emails `delayDays` (the first) and
 * `secondStepDelayDays` (the second, when `steps` is 2) days after the sign-up, the second strictly later.
 */
export const welcomeSettingSchema = flowSettingSchema
  .extend({
    steps: z.union([z.literal(1), z.literal(2)]),
    secondStepDelayDays: z.number().int().min(1).max(MAX_DELAY_DAYS),
  })
  .refine((setting) => setting.steps === 1 || setting.secondStepDelayDays > setting.delayDays, {
    path: ["secondStepDelayDays"],
    message: "the second email comes after the first",
  });
export type WelcomeSetting = z.output<typeof welcomeSettingSchema>;

/**
 * On, two emails at days 2 and 5 (decision 0117): the code's email has the first two days to itself, and the story
 * comes while the shopper is still deciding whether to use it; a few days apart, and well inside the daily cap.
 */
export const DEFAULT_WELCOME: WelcomeSetting = { enabled: true, steps: 2, delayDays: 2, secondStepDelayDays: 5 };

/** The abandoned checkout's three emails (decision 0115). */
export const ABANDONED_CHECKOUT_STEPS = 3;
/**
 * A step's delay is counted from the shopper's latest activity at checkout. Two weeks at most: past that a cart is
 * no longer a purchase being made, and the snapshot it restores is deleted at 30 days (decision 0115).
 */
export const MAX_ABANDONED_DELAY_HOURS = 336;
const delayHoursSchema = z.number().int().min(1).max(MAX_ABANDONED_DELAY_HOURS);

export const abandonedCheckoutSettingSchema = z.object({
  enabled: z.boolean(),
  /** Hours after the latest activity, one per email, each later than the one before. */
  delayHours: z.tuple([delayHoursSchema, delayHoursSchema, delayHoursSchema]).superRefine((hours, context) => {
    for (let step = 1; step < hours.length; step++)
      if (hours[step]! <= hours[step - 1]!) context.addIssue({ code: "custom", path: [step], message: "after_previous" });
  }),
  /** A discount code of the shop named in the last email only; null: no incentive (the default). */
  incentiveCode: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .transform((code) => code.toUpperCase())
    .nullable(),
});
export type AbandonedCheckoutSetting = z.output<typeof abandonedCheckoutSettingSchema>;

/**
 * On, three emails at 1 h, 24 h and 72 h (research §6.2.1): the first while the shopper may still be at the screen, the
 * second the next day at about the same hour, the last three days on, after which a reminder is more nag than help;
 * no incentive until the owner names one, so a shopper is not taught to leave carts for a discount.
 */
export const DEFAULT_ABANDONED_CHECKOUT: AbandonedCheckoutSetting = { enabled: true, delayHours: [1, 24, 72], incentiveCode: null };

export const flowSettingsSchema = z.object({
  holdoutPercent: z.number().int().min(0).max(50),
  // A setting saved before the cap was the owner's reads as the day it always was.
  frequencyCapHours: z.number().int().min(MIN_FREQUENCY_CAP_HOURS).max(MAX_FREQUENCY_CAP_HOURS).default(MIN_FREQUENCY_CAP_HOURS),
  // A setting saved before a flow existed reads as that flow's default.
  flows: z.object({
    review_request: flowSettingSchema,
    refill_reminder: flowSettingSchema.default(DEFAULT_REFILL_REMINDER),
    welcome: welcomeSettingSchema.default(DEFAULT_WELCOME),
    abandoned_checkout: abandonedCheckoutSettingSchema.default(DEFAULT_ABANDONED_CHECKOUT),
  }),
});
export type FlowSettings = z.output<typeof flowSettingsSchema>;

/**
 * On from the start: a review request is the flow with the least to lose. Ten days after delivery, so a supplement
 * has been taken long enough to have an opinion of (research §6.2.3).
 */
export const DEFAULT_FLOW_SETTINGS: FlowSettings = {
  holdoutPercent: DEFAULT_HOLDOUT_PERCENT,
  frequencyCapHours: MIN_FREQUENCY_CAP_HOURS,
  flows: {
    review_request: { enabled: true, delayDays: 10 },
    refill_reminder: DEFAULT_REFILL_REMINDER,
    welcome: DEFAULT_WELCOME,
    abandoned_checkout: DEFAULT_ABANDONED_CHECKOUT,
  },
};

/**
 * Words of an incentive in either language (UCPD: no reward tied to a review). A review request whose subject or
 * body carries any of them is refused by its test.
 */
export const INCENTIVE_WORDS = [
  "reducere",
  "discount",
  "cod",
  "code",
  "voucher",
  "cupon",
  "coupon",
  "gratuit",
  "free",
  "cadou",
  "gift",
  "puncte",
  "points",
  "premiu",
  "prize",
] as const;
