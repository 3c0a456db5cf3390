/**
 * The server's reading of a subscription action's body (domain/subscription-actions.ts says what each means),
 * kept apart from the names so the browser's bundle does not carry zod.
 */
import { z } from "zod";
import { addressSchema } from "./address-schema.ts";
import { CANCEL_NOTE_MAX_LENGTH, SUBSCRIPTION_QUANTITY_MAX, type SubscriptionActionRequest } from "./subscription-actions.ts";
import { CANCEL_REASONS } from "./subscription-lifecycle.ts";

/** The cancel form's reason, when the customer took its save offer rather than cancelling. */
const insteadOfCancelling = z.enum(CANCEL_REASONS).optional();

export const subscriptionActionSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("skip"), insteadOfCancelling }),
  z.object({ action: z.literal("undo_skip") }),
  z.object({
    action: z.literal("pause"),
    length: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal("until_resumed")]),
    insteadOfCancelling,
  }),
  z.object({ action: z.literal("resume") }),
  /** A calendar day in Bucharest, `YYYY-MM-DD`, tomorrow to 60 days ahead. */
  z.object({ action: z.literal("reschedule"), date: z.string().max(10) }),
  z.object({ action: z.literal("deliver_now") }),
  z.object({ action: z.literal("change_interval"), interval: z.enum(["monthly", "bimonthly", "quarterly"]), insteadOfCancelling }),
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
  /**
   * A one-time variant for the next delivery. The quantity is any whole number here: the service refuses one
   * outside 1 to 10 beside the quantity field (`extra_quantity`), which an unreadable request could not name.
   */
  z.object({ action: z.literal("add_extra"), variantId: z.number().int().positive(), quantity: z.number().int() }),
  z.object({ action: z.literal("remove_extra"), extraId: z.number().int().positive() }),
  z.object({ action: z.literal("accept_save_discount"), insteadOfCancelling: z.literal("too_expensive") }),
]) satisfies z.ZodType<SubscriptionActionRequest>;
