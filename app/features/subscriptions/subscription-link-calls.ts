import type { SubscriptionActionDone, SubscriptionDetail } from "#domain/customer-subscriptions";
import type { SubscriptionActionRequest } from "#domain/subscription-actions";
import { sortAnswer, unanswered, type CallResult } from "#app/lib/server-calls.ts";

/** A guest's subscription page as its signed link opens it (`GET /api/subscription-links/{token}`). */
export interface LinkedSubscription extends SubscriptionDetail {
  /** The subscription's email already has an account: the page offers to sign in rather than register. */
  hasAccount: boolean;
}

async function linkCall<T>(path: string, body?: SubscriptionActionRequest): Promise<CallResult<T>> {
  try {
    const response = await fetch(`/api/subscription-links/${path}`, {
      method: body ? "POST" : "GET",
      headers: body ? { Accept: "application/json", "Content-Type": "application/json" } : { Accept: "application/json" },
      body: body ? JSON.stringify(body) : undefined,
      credentials: "same-origin",
      referrerPolicy: "no-referrer",
    });
    const data = (await response.json().catch(() => null)) as T | null;
    return sortAnswer({ ok: response.ok, status: response.status, data });
  } catch {
    return unanswered();
  }
}

export function readLinkedSubscription(token: string): Promise<CallResult<LinkedSubscription>> {
  return linkCall(encodeURIComponent(token));
}

export function performLinkedAction(token: string, request: SubscriptionActionRequest): Promise<CallResult<SubscriptionActionDone>> {
  return linkCall(`${encodeURIComponent(token)}/actions`, request);
}
