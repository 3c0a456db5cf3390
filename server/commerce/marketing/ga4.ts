/**
 * Google Analytics 4's Measurement Protocol (decision 0155): an order's `purchase`, and its `refund` when a
 * cash-on-delivery parcel comes back unpaid, sent from the server. Built from Google's reference
 * (developers.google.com/analytics/devguides/collection/protocol/ga4): `POST /mp/collect?measurement_id=…&api_secret=…`
 * with a JSON body of `client_id` and up to 25 `events`. The endpoint answers 2xx even to a payload it drops, so the
 * payload is shaped by the rules its validation server (`/debug/mp/collect`) checks, which the tests' fake applies.
 */
import { majorUnits, lineValueMinor, purchaseValueMinor, type ConversionFacts, type ConversionValue } from "#domain/conversions";
import { consentModeSignals, type ConsentChoice } from "#domain/cookie-consent";
import { CONVERSION_REQUEST_TIMEOUT_MS, conversionOutcome, ConversionSendError, type ConversionOutcome } from "./conversion-sending.ts";

export interface Ga4Account {
  measurementId: string;
  apiSecret: string;
  apiBase: string;
}

export interface Ga4Payload {
  client_id: string;
  consent: { ad_user_data: "GRANTED" | "DENIED"; ad_personalization: "GRANTED" | "DENIED" };
  events: { name: "purchase" | "refund"; params: Record<string, unknown> }[];
}

/** Google limits an item's name (and any parameter's value) to 100 characters. */
const GA4_VALUE_MAX_LENGTH = 100;

/**
 * The client id GA4 requires, derived from the order and not from the shopper: the server reads no `_ga` cookie, and
 * one id per order names nobody while keeping an order's purchase and refund together. It has gtag's "random.seconds"
 * shape: the order number and the second it was placed.
 */
export function ga4ClientId(facts: Pick<ConversionFacts, "orderNumber" | "placedAt">): string {
  return `${facts.orderNumber}.${Math.floor(facts.placedAt.getTime() / 1000)}`;
}

function ga4Consent(choice: ConsentChoice): Ga4Payload["consent"] {
  const signals = consentModeSignals(choice);
  const upper = (state: "granted" | "denied") => (state === "granted" ? "GRANTED" : "DENIED");
  return { ad_user_data: upper(signals.ad_user_data), ad_personalization: upper(signals.ad_personalization) };
}

/** The order's `purchase`, its transaction id the order number (what the browser tag would send, so GA4 keeps one). */
export function ga4Purchase(facts: ConversionFacts, value: ConversionValue, choice: ConsentChoice): Ga4Payload {
  return {
    client_id: ga4ClientId(facts),
    consent: ga4Consent(choice),
    events: [
      {
        name: "purchase",
        params: {
          transaction_id: String(facts.orderNumber),
          currency: facts.currencyCode,
          value: majorUnits(purchaseValueMinor(facts, value)),
          items: facts.lines.map((line) => ({
            item_id: line.sku,
            item_name: line.title.slice(0, GA4_VALUE_MAX_LENGTH),
            price: majorUnits(lineValueMinor(line, value) / line.quantity),
            quantity: line.quantity,
          })),
        },
      },
    ],
  };
}

/** The whole order given back: GA4 takes a `refund` with no items as a full one. */
export function ga4Refund(facts: ConversionFacts, value: ConversionValue, choice: ConsentChoice): Ga4Payload {
  return {
    client_id: ga4ClientId(facts),
    consent: ga4Consent(choice),
    events: [
      {
        name: "refund",
        params: {
          transaction_id: String(facts.orderNumber),
          currency: facts.currencyCode,
          value: majorUnits(purchaseValueMinor(facts, value)),
        },
      },
    ],
  };
}

export interface Ga4Sender {
  send(payload: Ga4Payload): Promise<ConversionOutcome>;
}

export function createGa4Sender(account: Ga4Account, fetchImpl: typeof fetch = fetch): Ga4Sender {
  return {
    async send(payload) {
      const query = new URLSearchParams({ measurement_id: account.measurementId, api_secret: account.apiSecret });
      let response: Response;
      try {
        response = await fetchImpl(`${account.apiBase}/mp/collect?${query}`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(payload),
          signal: AbortSignal.timeout(CONVERSION_REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        // The fetch error's message may carry the URL, and with it the API secret.
        throw new ConversionSendError(`Google Analytics could not be reached (${(error as Error).name})`);
      }
      return conversionOutcome("Google Analytics", response, (body) => body.slice(0, 200) || "no reason given");
    },
  };
}
