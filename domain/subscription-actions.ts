/**
 * What a customer (or staff on their behalf) asks of a subscription in the portal (issue 18 item 1), read by
 * the same rules in the browser and on the server: one request per action, and the refusals the server may
 * answer with, each naming the field it is about so the form can put the sentence beside it.
 *
 * `POST /api/account/subscriptions/{id}/actions` (signed in), `POST /api/subscription-links/{token}/actions`
 * (a guest's signed link) and `POST /api/admin/subscriptions/{id}/actions` (staff) all take this body. No zod
 * here: the browser imports these names, and the schema (subscription-action-schema.ts) stays on the server.
 */
import type { AddressValues } from "./account-forms.ts";
import { INTERVAL_MONTHS, type SubscriptionInterval } from "./order-subscription-dates.ts";
import type { CancelReason } from "./subscription-lifecycle.ts";

export const SUBSCRIPTION_QUANTITY_MAX = 99;
export const CANCEL_NOTE_MAX_LENGTH = 500;
/** A one-off item on the next delivery (issue 68 item 4): at most this many of it, and this many items waiting at once. */
export const EXTRA_QUANTITY_MAX = 10;
export const PENDING_EXTRAS_MAX = 5;
export const PAUSE_LENGTHS = [1, 2, 3, "until_resumed"] as const;
export const SUBSCRIPTION_INTERVALS = Object.keys(INTERVAL_MONTHS) as SubscriptionInterval[];

/**
 * The answer the cancel form shows for each reason, and the actions it offers, are domain/save-offers.ts's
 * (`SAVE_ANSWER_BY_REASON`, decision 0170); the server decides whether a cancellation sees it or the plain cancel.
 */

/** What the provider's card page came back with (`?card=` on the subscription's page, decision 0045). */
export const CARD_SETUP_RESULTS = ["saved", "cancelled", "pending"] as const;
export type CardSetupResult = (typeof CARD_SETUP_RESULTS)[number];

/** What a reminder's one-click link opens on the subscription's page (`?intent=`). */
export const SUBSCRIPTION_LINK_INTENTS = ["skip", "reschedule", "add_extra"] as const satisfies readonly SubscriptionActionName[];
export type SubscriptionLinkIntent = (typeof SUBSCRIPTION_LINK_INTENTS)[number];

export type PauseLength = (typeof PAUSE_LENGTHS)[number];

/**
 * One action's request; domain/subscription-action-schema.ts reads it from a body on the server. A skip, pause or
 * interval change taken as the cancel form's save offer carries the reason picked (`insteadOfCancelling`), which
 * the subscription's history keeps.
 */
export type SubscriptionActionRequest =
  | { action: "skip"; insteadOfCancelling?: CancelReason | undefined }
  | { action: "undo_skip" }
  | { action: "pause"; length: PauseLength; insteadOfCancelling?: CancelReason | undefined }
  | { action: "resume" }
  /** A calendar day in Bucharest, `YYYY-MM-DD`, tomorrow to 60 days ahead. */
  | { action: "reschedule"; date: string }
  | { action: "deliver_now" }
  | { action: "change_interval"; interval: SubscriptionInterval; insteadOfCancelling?: CancelReason | undefined }
  | { action: "change_quantity"; quantity: number }
  /** Another subscription variant of the catalogue, by its id. */
  | { action: "change_variant"; variantId: number }
  /** One of the customer's saved addresses (`addressId`), or a new one typed in the form (`address`). */
  | { action: "change_address"; addressId?: number | undefined; address?: AddressValues | undefined }
  /** Cash on delivery at once; a card through the provider's hosted setup, whose page the answer links to. */
  | { action: "change_payment"; method: "cash_on_delivery" | "card" }
  /** `note` is required for `other`. */
  | { action: "cancel"; reason: CancelReason; note?: string | undefined }
  /** A one-time product of the catalogue that rides once on the next delivery, at its own price (1 to 10 of it). */
  | { action: "add_extra"; variantId: number; quantity: number }
  /** Takes a product still waiting for the next delivery off it. */
  | { action: "remove_extra"; extraId: number }
  /**
   * The cancel form's answer to "too expensive" (decision 0170): the owner's one-time discount on the next delivery,
   * once per subscription in the owner's number of months, never in the holdout.
   */
  | { action: "accept_save_discount"; insteadOfCancelling: "too_expensive" };

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
  "extra_not_available",
  "extra_out_of_stock",
  "extra_quantity",
  "too_many_extras",
  "extra_not_found",
  "save_discount_cooldown",
  "save_offer_held_out",
] as const;
export type SubscriptionRefusal = (typeof SUBSCRIPTION_REFUSALS)[number];

export interface SubscriptionActionRefused {
  success: false;
  reason: SubscriptionRefusal;
  field: string;
  /** The sentence in the asker's language (`error`, as every account route names it). */
  error: string;
}
