/**
 * Meta's Conversions API (decision 0155): an order's `Purchase` sent from the server, only when the shopper allowed
 * marketing. Built from Meta's reference (developers.facebook.com/docs/marketing-api/conversions-api):
 * `POST /{pixel id}/events` with `data` (server events), `access_token` and, while the owner tests, `test_event_code`.
 * The event id is the order number, so the browser pixel's own Purchase, if the owner adds one, is kept once.
 * Meta has no standard refund event; a parcel refused is not sent (the store's own reports count it).
 */
import { createHash } from "node:crypto";
import { majorUnits, lineValueMinor, purchaseValueMinor, type ConversionFacts, type ConversionValue } from "#domain/conversions";
import { CONVERSION_REQUEST_TIMEOUT_MS, conversionOutcome, ConversionSendError, type ConversionOutcome } from "./conversion-sending.ts";

export interface MetaAccount {
  pixelId: string;
  accessToken: string;
  testEventCode: string | undefined;
  apiBase: string;
}

export interface MetaServerEvent {
  event_name: "Purchase";
  event_time: number;
  event_id: string;
  action_source: "website";
  event_source_url: string;
  user_data: { em: string[]; ph?: string[] };
  custom_data: {
    value: number;
    currency: string;
    order_id: string;
    content_type: "product";
    content_ids: string[];
    contents: { id: string; quantity: number; item_price: number }[];
  };
}

const sha256 = (value: string) => createHash("sha256").update(value, "utf8").digest("hex");

/** Meta's normalisation of an email before hashing: trimmed, lower case. */
export function normalisedEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Meta's normalisation of a phone before hashing: digits only, with the country code and no leading zeros. A
 * Romanian number typed nationally (07…) gains Romania's 40; one typed with 00 or + keeps its own code. Null when
 * too short to be a phone number.
 */
export function normalisedPhone(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  const international = phone.trim().startsWith("+") ? digits : digits.startsWith("00") ? digits.slice(2) : null;
  const full = international ?? (digits.startsWith("0") ? `40${digits.slice(1)}` : digits);
  const withoutZeros = full.replace(/^0+/, "");
  return withoutZeros.length >= 8 ? withoutZeros : null;
}

export function metaPurchase(
  facts: ConversionFacts,
  value: ConversionValue,
  { eventTime, sourceUrl }: { eventTime: Date; sourceUrl: string },
): MetaServerEvent {
  const phone = normalisedPhone(facts.phone);
  return {
    event_name: "Purchase",
    event_time: Math.floor(eventTime.getTime() / 1000),
    event_id: String(facts.orderNumber),
    action_source: "website",
    event_source_url: sourceUrl,
    user_data: { em: [sha256(normalisedEmail(facts.email))], ...(phone ? { ph: [sha256(phone)] } : {}) },
    custom_data: {
      value: majorUnits(purchaseValueMinor(facts, value)),
      currency: facts.currencyCode,
      order_id: String(facts.orderNumber),
      content_type: "product",
      content_ids: facts.lines.map((line) => line.sku),
      contents: facts.lines.map((line) => ({
        id: line.sku,
        quantity: line.quantity,
        item_price: majorUnits(lineValueMinor(line, value) / line.quantity),
      })),
    },
  };
}

/** Meta's error answer: its user-facing message when it gives one. */
function metaRefusal(body: string): string {
  try {
    const error = (JSON.parse(body) as { error?: { message?: string; error_user_msg?: string; code?: number } }).error;
    return error?.error_user_msg ?? error?.message ?? "no reason given";
  } catch {
    return body.slice(0, 200) || "no reason given";
  }
}

export interface MetaSender {
  send(events: MetaServerEvent[]): Promise<ConversionOutcome>;
}

export function createMetaSender(account: MetaAccount, fetchImpl: typeof fetch = fetch): MetaSender {
  return {
    async send(events) {
      let response: Response;
      try {
        response = await fetchImpl(`${account.apiBase}/${account.pixelId}/events`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            data: events,
            access_token: account.accessToken,
            ...(account.testEventCode ? { test_event_code: account.testEventCode } : {}),
          }),
          signal: AbortSignal.timeout(CONVERSION_REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        throw new ConversionSendError(`Meta could not be reached (${(error as Error).name})`);
      }
      // Meta answers an expired or withdrawn access token with 400 and code 190: the owner may still replace it.
      if (response.status === 400) {
        const body = await response.clone().text();
        if (/"code"\s*:\s*190\b/.test(body)) throw new ConversionSendError("Meta refused the access token (code 190)");
      }
      return conversionOutcome("Meta", response, metaRefusal);
    },
  };
}
