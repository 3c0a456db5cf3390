/**
 * `POST /api/parcel-additions {token, variantId, clickKey}`: "add to your parcel" (issue 68 item 3, decision 0158).
 * The signed order token the thank-you and order pages were given with the offer is the proof; one click adds one
 * unit of the offered product to that cash-on-delivery order, once per click key. Refusals answer 409 with their
 * reason named (`parcel_closed`, `payment_method`, `out_of_stock`, `no_offer`) and a sentence for the shopper.
 */
import { Hono, type Context } from "hono";
import {
  parcelAdditionAnswerSchema,
  parcelAdditionRequestSchema,
  type ParcelAdditionAnswer,
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
      summary: "Add the offered product to a cash-on-delivery parcel",
      description:
        "Proven by the signed order token answered with the order's `parcelOffer`. Adds one unit of `variantId` (the offer's) " +
        "to the same order at the order's currency, rate and VAT; the order's total, its invoice to come and the courier's " +
        "cash-on-delivery amount follow. The same `clickKey` again answers the same line and adds nothing. Refused with 409: " +
        "`parcel_closed` (packed, an AWB asked for, shipped, cancelled), `payment_method` (not cash on delivery: no saved-card " +
        "charge is built), `out_of_stock`, `no_offer` (nothing offered, or another variant than the offer's).",
      responses: { 200: { description: "The line added and the order's new total.", schema: parcelAdditionAnswerSchema } },
      problems: [400, 404, 409, 413, 429],
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
      const { order, line } = outcome;
      const money = (minor: number) => moneyJson(minor, order.currencyCode);
      const answer: ParcelAdditionAnswer = {
        orderNumber: order.orderNumber,
        line: { title: line.title, variantTitle: line.variantTitle, quantity: 1, unitPrice: money(line.unitPriceMinor) },
        total: money(order.totalMinor),
        cashOnDelivery: money(order.totalMinor - order.storeCreditMinor),
      };
      return c.json(answer);
    },
  );

  app.all(PARCEL_ADDITIONS_PATH, postOnly);
  return app;
}
