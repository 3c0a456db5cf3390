/**
 * What a customer (or staff on their behalf) asks of a subscription in the portal (issue 18 item 1), read by
 * the same rules in the browser and on the server: one request per action, and the refusals the server may
 * answer with, each naming the field it is about so the form can put the sentence beside it.
 *
 * `POST /api/account/subscriptions/{id}/actions` (signed in), `POST /api/subscription-links/{token}/actions`
 * (a guest's signed link) and `POST /api/admin/subscriptions/{id}/actions` (staff) all take this body.
 */
import { z } from "zod";
import type { AddressValues } from "./account-forms.ts";
import { INTERVAL_MONTHS, type SubscriptionInterval } from "./order-subscription-dates.ts";
import { CANCEL_REASONS } from "./subscription-lifecycle.ts";

export const SUBSCRIPTION_QUANTITY_MAX = 99;
export const CANCEL_NOTE_MAX_LENGTH = 500;
export const PAUSE_LENGTHS = [1, 2, 3, "until_resumed"] as const;
export const SUBSCRIPTION_INTERVALS = Object.keys(INTERVAL_MONTHS) as SubscriptionInterval[];

/** The save offer the cancel form shows for each reason: what might keep the customer instead. */
export const SAVE_OFFER_BY_REASON = {
  too_much_product: "change_interval",
  too_expensive: "skip",
  not_seeing_results: "pause",
  side_effects: "pause",
  another_product: "change_interval",
  other: "skip",
} as const satisfies Record<(typeof CANCEL_REASONS)[number], "skip" | "pause" | "change_interval">;

/** What a reminder's one-click link opens on the subscription's page (`?intent=`). */
export const SUBSCRIPTION_LINK_INTENTS = ["skip", "reschedule"] as const satisfies readonly SubscriptionActionName[];
export type SubscriptionLinkIntent = (typeof SUBSCRIPTION_LINK_INTENTS)[number];

export type SaveOffer = (typeof SAVE_OFFER_BY_REASON)[keyof typeof SAVE_OFFER_BY_REASON];

const addressSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  province: z.string(),
  zip: z.string(),
  country: z.string(),
  phone: z.string(),
}) satisfies z.ZodType<AddressValues>;

export const subscriptionActionSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("skip") }),
  z.object({ action: z.literal("undo_skip") }),
  z.object({ action: z.literal("pause"), length: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal("until_resumed")]) }),
  z.object({ action: z.literal("resume") }),
  /** A calendar day in Bucharest, `YYYY-MM-DD`, tomorrow to 60 days ahead. */
  z.object({ action: z.literal("reschedule"), date: z.string().max(10) }),
  z.object({ action: z.literal("deliver_now") }),
  z.object({ action: z.literal("change_interval"), interval: z.enum(["monthly", "bimonthly", "quarterly"]) }),
  z.object({ action: z.literal("change_quantity"), quantity: z.number().int().min(1).max(SUBSCRIPTION_QUANTITY_MAX) }),
  /** Another subscription variant of the catalogue, by its id. */
  z.object({ action: z.literal("change_variant"), variantId: z.number().int().positive() }),
  /** One of the customer's saved addresses (`addressId`), or a new one typed in the form (`address`). */
  z.object({ action: z.literal("change_address"), addressId: z.number().int().positive().optional(), address: addressSchema.optional() }),
  /** Cash on delivery at once; a card through the provider's hosted setup, whose page the answer links to. */
  z.object({ action: z.literal("change_payment"), method: z.enum(["cash_on_delivery", "card"]) }),
  z.object({
    action: z.literal("cancel"),
    reason: z.enum(CANCEL_REASONS),
    /** Required for `other`. */
    note: z.string().trim().max(CANCEL_NOTE_MAX_LENGTH).optional(),
  }),
]);

export type SubscriptionActionRequest = z.output<typeof subscriptionActionSchema>;
export type SubscriptionActionName = SubscriptionActionRequest["action"];

/**
 * Why the server said no. `field` names the form field the sentence belongs beside (`action` for the whole
 * form); the server words the sentence in the asker's language.
 */
export const SUBSCRIPTION_REFUSALS = [
  "invalid_request",
  "not_found",
  "not_in_this_state",
  "already_skipped",
  "nothing_to_undo",
  "not_a_date",
  "too_soon",
  "too_late",
  "variant_not_available",
  "address_invalid",
  "address_not_found",
  "note_required",
  "card_setup_unavailable",
  "already_delivered_today",
] as const;
export type SubscriptionRefusal = (typeof SUBSCRIPTION_REFUSALS)[number];

export interface SubscriptionActionRefused {
  success: false;
  reason: SubscriptionRefusal;
  field: string;
  /** The sentence in the asker's language (`error`, as every account route names it). */
  error: string;
}
