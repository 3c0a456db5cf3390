/**
 * A subscription as its customer sees it in the portal (`GET /api/account/subscriptions`, issue 18 item 1):
 * what comes, how often, when next, where to, how it is paid, and the deliveries so far with their orders. Each
 * answer is a schema and its type at once (decision 0091).
 */
import { z } from "zod";
import { addressSchema } from "./address-schema.ts";
import { ORDER_STATUSES } from "./order-contract.ts";
import { INTERVAL_MONTHS, type SubscriptionInterval } from "./order-subscription-dates.ts";
import type { SubscriptionActionName } from "./subscription-actions.ts";
import { CANCEL_REASONS, SUBSCRIPTION_EVENT_KINDS, SUBSCRIPTION_STATES } from "./subscription-lifecycle.ts";
import { SAVE_ANSWERS, SAVE_ARMS, type CancelOfferView } from "./save-offers.ts";

const INTERVALS = Object.keys(INTERVAL_MONTHS) as [SubscriptionInterval, ...SubscriptionInterval[]];

/** Every action a subscription's page may offer, in the order the page lists them. */
const ACTION_NAMES = [
  "skip",
  "undo_skip",
  "pause",
  "resume",
  "reschedule",
  "deliver_now",
  "change_interval",
  "change_quantity",
  "change_variant",
  "change_address",
  "change_payment",
  "add_extra",
  "remove_extra",
  "cancel",
] as const satisfies readonly SubscriptionActionName[];

export const subscriptionPaymentSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("card"), brand: z.string(), last4: z.string() }),
  z.object({ kind: z.literal("cash_on_delivery") }),
]);
export type SubscriptionPayment = z.infer<typeof subscriptionPaymentSchema>;

export const subscriptionDeliverySchema = z.object({
  orderNumber: z.number().int(),
  placedAt: z.iso.datetime().describe("When the order was placed."),
  status: z.enum(ORDER_STATUSES),
});
export type SubscriptionDelivery = z.infer<typeof subscriptionDeliverySchema>;

export const customerSubscriptionSchema = z.object({
  id: z.number().int(),
  status: z.enum(SUBSCRIPTION_STATES),
  productHandle: z.string(),
  title: z
    .string()
    .describe(
      "The product's title in today's catalogue, in the reader's language, while its variant is for sale; otherwise as the first order named it (its handle when even that is gone).",
    ),
  variantTitle: z.string(),
  quantity: z.number().int(),
  interval: z.enum(INTERVALS),
  pricePerDeliveryMinor: z
    .number()
    .int()
    .describe(
      "Bani (lei's minor unit), VAT included: the lower of the agreed and today's unit price, times the quantity (each renewal is priced on its day).",
    ),
  nextDeliveryDate: z.string().nullable().describe("The next delivery's day in Bucharest (YYYY-MM-DD); null once cancelled."),
  skippedDate: z.string().nullable().describe("The delivery the customer skipped, while it is still ahead."),
  resumeOn: z.string().nullable().describe("While paused for a number of deliveries: the day deliveries start again."),
  address: addressSchema.nullable(),
  payment: subscriptionPaymentSchema,
  deliveries: z.array(subscriptionDeliverySchema).describe("The renewals, newest first, then the first order."),
  startedAt: z.string(),
  cancelledAt: z.string().nullable(),
});
export type CustomerSubscription = z.infer<typeof customerSubscriptionSchema>;

/** One line of a subscription's history (the `subscription_events` row), oldest first. */
export const subscriptionHistoryEntrySchema = z.object({
  kind: z.enum(SUBSCRIPTION_EVENT_KINDS),
  at: z.iso.datetime(),
  actor: z.enum(["customer", "staff", "system"]),
  // Free-form by design: each event kind keeps its own facts (`{ from, to }`, a renewal's `orderNumber`, a reason).
  details: z.record(z.string(), z.unknown()),
  staffEmail: z.string().nullable().optional().describe("The member who acted for the customer: only staff are shown it."),
});
export type SubscriptionHistoryEntry = z.infer<typeof subscriptionHistoryEntrySchema>;

/** A subscription variant of the catalogue the customer may switch to. */
export const subscriptionVariantChoiceSchema = z.object({
  variantId: z.number().int(),
  productHandle: z.string(),
  title: z.string(),
  variantTitle: z.string(),
  unitPriceMinor: z.number().int().describe("Bani (lei's minor unit), VAT included, per unit and delivery, today."),
});
export type SubscriptionVariantChoice = z.infer<typeof subscriptionVariantChoiceSchema>;

/** A one-time product waiting to ride on the next delivery, once (issue 68 item 4). */
export const subscriptionExtraSchema = z.object({
  id: z.number().int(),
  variantId: z.number().int(),
  name: z.string().describe('The product and variant in the reader\'s language, e.g. "Endurance – 1 bottle".'),
  quantity: z.number().int(),
  unitPriceMinor: z
    .number()
    .int()
    .describe("Bani, VAT included: the lower of the price when it was added and today's, which the delivery charges."),
  totalMinor: z.number().int().describe("The unit price times the quantity."),
});
export type SubscriptionExtra = z.infer<typeof subscriptionExtraSchema>;

/** A one-time variant in stock that may be added to the next delivery, at today's price. */
export const extraChoiceSchema = subscriptionVariantChoiceSchema.extend({
  available: z.number().int().nullable().describe("Units left to add; null when its stock is not counted."),
});
export type ExtraChoice = z.infer<typeof extraChoiceSchema>;

export const savedAddressChoiceSchema = addressSchema.extend({ id: z.number().int() });
export type SavedAddressChoice = z.infer<typeof savedAddressChoiceSchema>;

/**
 * One subscription's page (`GET /api/account/subscriptions/{id}`, `GET /api/subscription-links/{token}`): the
 * subscription, its history, what it can be changed to, and the actions its state offers now.
 */
export const subscriptionDetailSchema = z.object({
  subscription: customerSubscriptionSchema,
  history: z.array(subscriptionHistoryEntrySchema),
  choices: z.object({
    variants: z.array(subscriptionVariantChoiceSchema),
    addresses: z.array(savedAddressChoiceSchema),
    extras: z.array(extraChoiceSchema).describe("The one-time products that may be added to the next delivery."),
  }),
  extras: z.array(subscriptionExtraSchema).describe("The products added to the next delivery, waiting for it, oldest first."),
  actions: z.array(z.enum(ACTION_NAMES)),
});
export type SubscriptionDetail = z.infer<typeof subscriptionDetailSchema>;

/**
 * The answer to an action that was carried out (200). `message` is the receipt's sentence in the asker's
 * language (the same words the email carries); `paymentSetupUrl` is the provider's hosted page for a new card.
 */
export const subscriptionActionDoneSchema = z.object({
  success: z.literal(true),
  detail: subscriptionDetailSchema,
  message: z.string(),
  paymentSetupUrl: z.string().optional(),
});
export type SubscriptionActionDone = z.infer<typeof subscriptionActionDoneSchema>;

export const subscriptionListSchema = z.object({ success: z.literal(true), subscriptions: z.array(customerSubscriptionSchema) });
export const subscriptionPageSchema = subscriptionDetailSchema.extend({ success: z.literal(true) });
export const subscriptionLinkPageSchema = subscriptionPageSchema.extend({
  hasAccount: z.boolean().describe("Whether the subscription's email has an account, to offer signing in."),
});

/**
 * The cancel form opened for a reason (`POST …/{id}/cancel-offer`, decision 0170): the arm the server decided and,
 * in the offer arm, the answer the form shows with its offer; the holdout sees the plain cancel (`none`).
 */
export const cancelOfferRequestSchema = z.object({ reason: z.enum(CANCEL_REASONS) });
export const cancelOfferSchema = z.object({
  success: z.literal(true),
  offer: z.object({
    reason: z.enum(CANCEL_REASONS),
    arm: z.enum(SAVE_ARMS),
    answer: z.enum(SAVE_ANSWERS).describe("What the form shows with its offer; `none`: the plain cancel."),
    discountPercent: z.number().int().optional().describe("For `discount`: the percent off the next delivery, once."),
    text: z.string().optional().describe("For `takes_weeks`: why supplements take weeks, with the product's daily portion."),
  }),
}) satisfies z.ZodType<{ success: true; offer: CancelOfferView }>;
export type CancelOfferAnswer = z.infer<typeof cancelOfferSchema>;
