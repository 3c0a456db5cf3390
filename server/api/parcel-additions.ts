/**
 * `POST /api/parcel-additions {token, variantId, clickKey}`: "add to your parcel" (issue 68 item 3, decisions 0158
 * and 0164). The signed order token the thank-you and order pages were given with the offer is the proof; one click
 * adds one unit of the offered product to that order, once per click key: to the courier's cash-on-delivery amount, or
 * charged to the shopper's saved card. Refusals answer 409 with their reason named and a sentence for the shopper; a
 * card provider that did not answer, 503 (the same click again charges once).
 */
import { Hono, type Context } from "hono";
import {
  parcelAdditionAnswerSchema,
  parcelAdditionPaymentSchema,
  parcelAdditionRequestSchema,
  type ParcelAdditionAnswer,
  type ParcelAdditionPayment,
  type ParcelOffer,
} from "#domain/parcel-additions";
import type { OrderLinks, ParcelAdditions } from "#server/commerce/orders/module";
import type { FieldDescriber } from "#server/http/kit/read-body";
import { problem } from "#server/http/kit/problem";
import type { RequestVariables } from "#server/http/request-logging";
import { shopperLanguage } from "#server/http/shopper-language";
import { PARCEL_ADDITION_MESSAGES } from "#server/messages/parcel-additions";
import { orderMessages, orderRequest, postOnly, type ClientLimiting } from "./orders-http.ts";
import { moneyJson } from "./orders-json.ts";
import { taggedContract } from "./route-kit.ts";

export const PARCEL_ADDITIONS_PATH = "/api/parcel-additions";
/** A shopper clicks once; a few retries and a second offer fit, a script trying tokens does not. */
export const PARCEL_ADDITIONS_PER_MINUTE = 10;

type Env = { Variables: RequestVariables };

const described = taggedContract(["Orders"]);
const text = (c: Context) => PARCEL_ADDITION_MESSAGES[shopperLanguage(c)];

const describeField: FieldDescriber = ({ field }, c) => {
  const fields = text(c).fields;
  return field === "token" || field === "variantId" || field === "clickKey" ? fields[field] : fields.body;
};

/** What an order's page needs to offer its parcel's addition, with the token that authorises it; null: nothing offered. */
export type ParcelOfferReader = (orderId: number) => Promise<ParcelOffer | null>;

/** Reads an order's offer for the routes that answer one order, to the proof they already asked. */
export function parcelOfferReader(
  parcelAdditions: Pick<ParcelAdditions, "offerFor">,
  links: Pick<OrderLinks, "tokenFor">,
): ParcelOfferReader {
  return async (orderId) => {
    const offer = await parcelAdditions.offerFor(orderId);
    if (!offer) return null;
    return {
      token: links.tokenFor(orderId),
      variantId: offer.variantId,
      productHandle: offer.productHandle,
      title: offer.title,
      variantTitle: offer.variantTitle,
      price: moneyJson(offer.unitPriceMinor, offer.currencyCode),
      payment: offer.payment,
    };
  };
}

const EXAMPLE_BODY = { token: "not-a-token", variantId: 1, clickKey: "click-0001" };

export function parcelAdditionRoutes({
  parcelAdditions,
  links,
  ...limiting
}: { parcelAdditions: Pick<ParcelAdditions, "add">; links: Pick<OrderLinks, "read"> } & ClientLimiting): Hono<Env> {
  const app = new Hono<Env>();

  app.post(
    PARCEL_ADDITIONS_PATH,
    described({
      summary: "Add the offered product to the order's parcel",
      description:
        "Proven by the signed order token answered with the order's `parcelOffer`. Adds one unit of `variantId` (the offer's) " +
        "to the same order at the order's currency, rate and VAT. Cash on delivery: the order's total, its invoice to come and the " +
        "courier's amount follow. Paid online: the unit is charged at once to the saved card the offer named (its own payment " +
        "and its own invoice), then added; with no saved card (`payment: payment_page`) the answer is 202 with the unit's " +
        "payment page, and the unit is added once it is paid there (the page returns to /finish, whose `POST /api/verify-payment` " +
        "answers `parcelAddition`). The same `clickKey` again answers the same line, or the same page, and charges and adds nothing. " +
        "Refused with 409: `parcel_closed` (packed, an AWB asked for, shipped, cancelled; a card charged meanwhile is given " +
        "back), `awaiting_payment` (paid online, not yet paid), `payment_method` (paid online, no saved card and no card payment page in the order's currency), `card_declined`, " +
        "`payment_not_completed` (that click's payment page was declined, left or expired; a new click opens a new page), " +
        "`in_progress` (another click's charge is still waiting for the card), `out_of_stock`, `no_offer` (nothing offered, or " +
        "another variant than the offer's). 503 `payment_unavailable`: the card's provider did not answer; nothing was added, " +
        "and the same click again charges once.",
      responses: {
        200: { description: "The line added and the order's new total.", schema: parcelAdditionAnswerSchema },
        202: { description: "Pay the unit on this page first: it is added once paid.", schema: parcelAdditionPaymentSchema },
      },
      problems: [400, 404, 409, 413, 429, 503],
      examples: [
        { name: "a forged token", body: EXAMPLE_BODY, status: 404 },
        { name: "no click key", body: { token: "not-a-token", variantId: 1 }, status: 400 },
      ],
    }),
    ...orderRequest(limiting, "parcel-additions", PARCEL_ADDITIONS_PER_MINUTE, parcelAdditionRequestSchema, describeField),
    async (c) => {
      const { token, variantId, clickKey } = c.req.valid("json");
      const orderId = links.read(token);
      if (orderId === null) return problem(c, 404, "order_link_gone", orderMessages(c).orderLinkGone, { field: "token" });
      const outcome = await parcelAdditions.add({ orderId, variantId, clickKey });
      if (outcome.kind === "not_found") return problem(c, 404, "order_link_gone", orderMessages(c).orderLinkGone, { field: "token" });
      if (outcome.kind === "refused") return problem(c, 409, outcome.reason, text(c).refusals[outcome.reason]);
      if (outcome.kind === "payment_unavailable") return problem(c, 503, "payment_unavailable", text(c).paymentUnavailable);
      const money = (minor: number) => moneyJson(minor, outcome.order.currencyCode);
      if (outcome.kind === "pay") {
        const payment: ParcelAdditionPayment = {
          orderNumber: outcome.order.orderNumber,
          paymentUrl: outcome.paymentUrl,
          amount: money(outcome.amountMinor),
        };
        return c.json(payment, 202);
      }
      const { order, line, chargedMinor } = outcome;
      const answer: ParcelAdditionAnswer = {
        orderNumber: order.orderNumber,
        line: { title: line.title, variantTitle: line.variantTitle, quantity: 1, unitPrice: money(line.unitPriceMinor) },
        total: money(order.totalMinor),
        cashOnDelivery: order.paymentMethod === "cod" ? money(order.totalMinor - order.storeCreditMinor) : null,
        charged: chargedMinor === null ? null : money(chargedMinor),
      };
      return c.json(answer);
    },
  );

  app.all(PARCEL_ADDITIONS_PATH, postOnly);
  return app;
}
