/**
 * What the portal's three doors (the account, a guest's signed link, the admin) share: reading an action's body
 * by the contract of domain/subscription-actions.ts, and answering its outcome with a status and a sentence in
 * the asker's language, the refusal's name as the problem's `code` and the field named (decision 0091).
 */
import type { Context } from "hono";
import { cancelOfferRequestSchema, cancelOfferSchema, subscriptionActionDoneSchema } from "#domain/customer-subscriptions";
import type { CancelOfferView } from "#domain/save-offers";
import { subscriptionActionSchema } from "#domain/subscription-action-schema";
import type { SubscriptionRefusal } from "#domain/subscription-actions";
import type { SubscriptionActionOutcome } from "#server/commerce/subscriptions/module";
import { problem, type ProblemStatus } from "#server/http/kit/problem";
import { body, type FieldDescriber } from "#server/http/kit/read-body";
import { shopperLanguage } from "#server/http/shopper-language";
import { SUBSCRIPTION_REFUSAL_MESSAGES } from "#server/messages/subscriptions";

const STATUS: Partial<Record<SubscriptionRefusal, ProblemStatus>> = { invalid_request: 400, not_found: 404, not_in_this_state: 409 };

/** Every status a subscription's refusal may have, for the routes' contracts. */
export const SUBSCRIPTION_PROBLEMS = [400, 404, 409, 422] as const satisfies readonly ProblemStatus[];

export function refuse(c: Context, reason: SubscriptionRefusal, field: string): Response {
  return problem(c, STATUS[reason] ?? 422, reason, SUBSCRIPTION_REFUSAL_MESSAGES[shopperLanguage(c)][reason], { field });
}

/** Any wrong field of an action is the one sentence of an unreadable request: the pages send only what they offer. */
const describeActionField: FieldDescriber = (_issue, c) => SUBSCRIPTION_REFUSAL_MESSAGES[shopperLanguage(c)].invalid_request;

/** An action's body as a route's middleware (`c.req.valid("json")`). */
export const subscriptionActionBody = body(subscriptionActionSchema, describeActionField);

/** A carried-out action's answer, for the routes' contracts. */
export const SUBSCRIPTION_ACTION_DONE = {
  200: {
    description: "Done: the subscription's page now, the receipt's sentence and, for a card, its setup page.",
    schema: subscriptionActionDoneSchema,
  },
};

export function answerOutcome(c: Context, outcome: SubscriptionActionOutcome): Response {
  if (!outcome.ok) return refuse(c, outcome.reason, outcome.field);
  return c.json({
    success: true,
    detail: outcome.detail,
    message: outcome.message,
    ...(outcome.paymentSetupUrl ? { paymentSetupUrl: outcome.paymentSetupUrl } : {}),
  });
}

/** The cancel form's reason, read as an action's body is. */
export const cancelOfferBody = body(cancelOfferRequestSchema, describeActionField);

export const CANCEL_OFFER_DONE = {
  200: { description: "The arm this cancellation is in and, in the offer arm, the reason's answer.", schema: cancelOfferSchema },
};

/** What the cancel form shows for a reason, or not found when the subscription is not the asker's or cannot be cancelled. */
export function answerCancelOffer(c: Context, offer: CancelOfferView | null): Response {
  return offer ? c.json({ success: true, offer }) : refuse(c, "not_found", "id");
}

/** A path's id: a whole positive number that fits a database integer, else no subscription of ours. */
export function subscriptionIdFrom(value: string): number | null {
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}
