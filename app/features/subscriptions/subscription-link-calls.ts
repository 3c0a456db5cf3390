import type { CancelOfferAnswer, SubscriptionActionDone, SubscriptionDetail } from "#domain/customer-subscriptions";
import type { SubscriptionActionRequest } from "#domain/subscription-actions";
import type { CancelReason } from "#domain/subscription-lifecycle";
import { apiCall } from "#app/lib/rest-client.ts";
import { callResult, type CallResult } from "#app/lib/server-calls.ts";
import type { AddressNaming } from "#app/lib/api-contract-types.ts";

/** A guest's subscription page as its signed link opens it (`GET /api/subscription-links/{token}`). */
export interface LinkedSubscription extends SubscriptionDetail {
  /** The subscription's email already has an account: the page offers to sign in rather than register. */
  hasAccount: boolean;
}

async function linkCall<T>(path: string, body?: SubscriptionActionRequest | { reason: CancelReason }): Promise<CallResult<T>> {
  return callResult(
    await apiCall<T>(body ? "POST" : "GET", `/api/subscription-links/${path}` as AddressNaming<T, string>, {
      body,
      referrerPolicy: "no-referrer",
    }),
  );
}

export function readLinkedSubscription(token: string): Promise<CallResult<LinkedSubscription>> {
  return linkCall(encodeURIComponent(token));
}

export function performLinkedAction(token: string, request: SubscriptionActionRequest): Promise<CallResult<SubscriptionActionDone>> {
  return linkCall(`${encodeURIComponent(token)}/actions`, request);
}

/** Opens a guest's cancel form for a reason: the server's arm and answer (decision 0170). */
export function openLinkedCancelOffer(token: string, reason: CancelReason): Promise<CallResult<CancelOfferAnswer>> {
  return linkCall(`${encodeURIComponent(token)}/cancel-offer`, { reason });
}
