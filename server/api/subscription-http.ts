/**
 * What the portal's three doors (the account, a guest's signed link, the admin) share: reading an action's body
 * by the contract of domain/subscription-actions.ts, and answering its outcome with a status and a sentence in
 * the asker's language, the field named.
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Language } from "#domain/locale";
import { subscriptionActionSchema } from "#domain/subscription-action-schema";
import type { SubscriptionActionRequest, SubscriptionRefusal } from "#domain/subscription-actions";
import type { SubscriptionActionOutcome } from "#server/commerce/subscriptions/actions";
import { shopperLanguage } from "#server/http/shopper-language";
import { describeBodyRefusal, readJsonObject } from "#server/http/json-body";
import { REQUEST_MESSAGES } from "#server/messages/request";

export const SUBSCRIPTION_REFUSAL_MESSAGES: Record<Language, Record<SubscriptionRefusal, string>> = {
  ro: {
    invalid_request: "Cererea nu poate fi citită. Reîncarcă pagina și încearcă din nou.",
    not_found: "Nu am găsit acest abonament.",
    not_in_this_state: "Abonamentul nu mai permite această acțiune. Reîncarcă pagina pentru a-i vedea starea.",
    already_skipped: "Ai sărit deja peste o livrare. Poți anula saltul înainte de a sări peste alta.",
    nothing_to_undo: "Nu există o livrare sărită pe care s-o mai poți readuce.",
    not_a_date: "Alege o dată validă.",
    too_soon: "Alege o dată de mâine încolo.",
    too_late: "Alege o dată în cel mult 60 de zile.",
    variant_not_available: "Alege un alt abonament din listă; acesta nu mai este disponibil.",
    address_invalid: "Verifică adresa: un câmp lipsește sau nu este corect.",
    address_not_found: "Adresa aleasă nu mai este în agenda ta. Alege alta sau adaug-o din nou.",
    note_required: "Spune-ne, pe scurt, motivul.",
    card_setup_unavailable: "Aici nu se poate adăuga acum un card. Alege plata la livrare sau scrie-ne.",
    already_delivered_today: "Ai deja o livrare creată azi pentru acest abonament.",
  },
  en: {
    invalid_request: "The request could not be read. Reload the page and try again.",
    not_found: "We could not find this subscription.",
    not_in_this_state: "The subscription no longer allows this. Reload the page to see where it stands.",
    already_skipped: "You have already skipped a delivery. Undo that skip before skipping another.",
    nothing_to_undo: "There is no skipped delivery left to bring back.",
    not_a_date: "Choose a valid date.",
    too_soon: "Choose a date from tomorrow on.",
    too_late: "Choose a date within the next 60 days.",
    variant_not_available: "Choose another subscription from the list; this one is no longer available.",
    address_invalid: "Check the address: a field is missing or not valid.",
    address_not_found: "That address is no longer in your address book. Choose another or add it again.",
    note_required: "Tell us, briefly, why.",
    card_setup_unavailable: "No card can be added here now. Choose cash on delivery or write to us.",
    already_delivered_today: "A delivery was already created today for this subscription.",
  },
};

const STATUS: Partial<Record<SubscriptionRefusal, ContentfulStatusCode>> = { invalid_request: 400, not_found: 404, not_in_this_state: 409 };

/** `error` words a refusal the reason's own sentence cannot (a body the JSON reader refused). */
export function refuse(c: Context, reason: SubscriptionRefusal, field: string, error?: string): Response {
  return c.json(
    { success: false, reason, field, error: error ?? SUBSCRIPTION_REFUSAL_MESSAGES[shopperLanguage(c)][reason] },
    STATUS[reason] ?? 422,
  );
}

type ReadAction = { ok: true; request: SubscriptionActionRequest } | { ok: false; response: Response };

export async function readSubscriptionAction(c: Context): Promise<ReadAction> {
  const body = await readJsonObject(c);
  if (!body.ok && body.problem !== "notJson" && body.problem !== "notObject") {
    const { error, field = "body" } = describeBodyRefusal(REQUEST_MESSAGES[shopperLanguage(c)], body);
    return { ok: false, response: refuse(c, "invalid_request", field, error) };
  }
  const parsed = body.ok ? subscriptionActionSchema.safeParse(body.value) : null;
  if (!parsed?.success) {
    const field = parsed?.error.issues[0]?.path.join(".") || "action";
    return { ok: false, response: refuse(c, "invalid_request", field) };
  }
  return { ok: true, request: parsed.data };
}

export function answerOutcome(c: Context, outcome: SubscriptionActionOutcome): Response {
  if (!outcome.ok) return refuse(c, outcome.reason, outcome.field);
  return c.json({
    success: true,
    detail: outcome.detail,
    message: outcome.message,
    ...(outcome.paymentSetupUrl ? { paymentSetupUrl: outcome.paymentSetupUrl } : {}),
  });
}

/** A path's id: a whole positive number that fits a database integer, else no subscription of ours. */
export function subscriptionIdFrom(value: string): number | null {
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}
