/**
 * "Add to your parcel" (issue 68 item 3, decisions 0158 and 0164): the product an order is offered after it is
 * placed, the shopper's one-click request to add it to the same parcel, and why such a request is refused. Read by the
 * server's route and by the thank-you and order pages alike.
 */
import { z } from "zod";
import { moneyJsonSchema } from "./order-schemas.ts";

/** Why an order cannot take the offer now; each answers 409 with its own sentence. */
export const PARCEL_ADDITION_REFUSALS = [
  /** Packed, given an AWB, on its way, delivered or cancelled: the parcel is no longer open. */
  "parcel_closed",
  /** Paid online, but its payment has not come yet: the order is not confirmed. */
  "awaiting_payment",
  /** Paid online, with no saved card to charge and no card payment page in the order's currency. */
  "payment_method",
  /** The saved card refused the addition's charge; nothing was added. */
  "card_declined",
  /** The addition's payment page was declined, left or let expire; nothing was added, and the offer may be taken again. */
  "payment_not_completed",
  /** Another click's charge for this parcel is still waiting for the card's answer. */
  "in_progress",
  "out_of_stock",
  /** The order is offered nothing, or not the variant asked for (already in the order, paired no longer). */
  "no_offer",
] as const;
export type ParcelAdditionRefusal = (typeof PARCEL_ADDITION_REFUSALS)[number];

/**
 * How long the payment page of an addition to a card order without a saved card stays payable: then the sweep closes it
 * at the provider (a Stripe Checkout Session, which lives at least this long, is expired then) and the offer may be taken
 * again.
 */
export const PARCEL_PAYMENT_PAGE_MINUTES = 30;

/** A click key: made by the browser once per click, sent again by a retry of that click. */
export const PARCEL_CLICK_KEY_MAX_LENGTH = 100;

export const parcelAdditionRequestSchema = z
  .object({
    token: z.string({ error: "required" }).min(1, { error: "required" }).max(512, { error: "too_long" }),
    variantId: z
      .number({ error: "invalid" })
      .int({ error: "invalid" })
      .positive({ error: "invalid" })
      .max(2_147_483_647, { error: "invalid" }),
    clickKey: z
      .string({ error: "required" })
      .min(8, { error: "too_short" })
      .max(PARCEL_CLICK_KEY_MAX_LENGTH, { error: "too_long" })
      .regex(/^[\w-]+$/, { error: "invalid" }),
  })
  .meta({ id: "ParcelAdditionRequest" });
export type ParcelAdditionRequest = z.infer<typeof parcelAdditionRequestSchema>;

export { parcelOfferSchema, type ParcelOffer } from "./order-schemas.ts";

/**
 * `POST /api/parcel-additions`: the line added, the order's total, and what the courier collects now (cash on delivery)
 * or what the saved card was charged (a card order); a retry of the same click key is answered the same line.
 */
export const parcelAdditionAnswerSchema = z
  .object({
    orderNumber: z.number().int(),
    line: z.object({ title: z.string(), variantTitle: z.string(), quantity: z.literal(1), unitPrice: moneyJsonSchema }),
    total: moneyJsonSchema,
    cashOnDelivery: moneyJsonSchema
      .nullable()
      .describe("What the courier collects now: the total less any store credit; null for an order paid online."),
    charged: moneyJsonSchema.nullable().describe("What the saved card was charged for the added unit; null for cash on delivery."),
  })
  .meta({ id: "ParcelAddition" });
export type ParcelAdditionAnswer = z.infer<typeof parcelAdditionAnswerSchema>;

/**
 * `POST /api/parcel-additions`, 202: an order paid online without a saved card pays the unit on this page first; it is
 * added once paid (the page returns to /finish, which says so). The same click again answers the same page.
 */
export const parcelAdditionPaymentSchema = z
  .object({
    orderNumber: z.number().int(),
    paymentUrl: z.string().describe("The payment page of the added unit, payable for 30 minutes."),
    amount: moneyJsonSchema.describe("What the page charges: one unit, in the order's currency."),
  })
  .meta({ id: "ParcelAdditionPayment" });
export type ParcelAdditionPayment = z.infer<typeof parcelAdditionPaymentSchema>;

/** `PUT /api/admin/products/{id}/parcel-offer`: the product to offer with this one, or null for none. */
export const parcelOfferPairingSchema = z
  .object({
    offerProductId: z
      .number({ error: "invalid" })
      .int({ error: "invalid" })
      .positive({ error: "invalid" })
      .max(2_147_483_647, { error: "invalid" })
      .nullable(),
  })
  .meta({ id: "ParcelOfferPairing" });
export type ParcelOfferPairing = z.infer<typeof parcelOfferPairingSchema>;
