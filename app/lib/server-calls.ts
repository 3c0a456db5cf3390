import { callRest } from "#app/lib/rest-client.ts";
import { accountRequest, type AccountMethod } from "#app/lib/account-request.ts";

/** The answer of a call, sorted into what a page shows. */
export type CallResult<T> =
  | { kind: "ok"; status: number; data: T }
  /** The server answered with a failure: its message (in the shopper's language) when it sent one. */
  | { kind: "failed"; status: number; error?: string; field?: string }
  /** Spec §8: the browser is offline ('Unable to connect to server...'). */
  | { kind: "offline" }
  /** Spec §8: the request itself failed, 'failed to fetch' ('Network error...'). */
  | { kind: "network" };

interface Answer {
  success?: boolean;
  error?: unknown;
  field?: unknown;
}

/** Sorts an HTTP answer of the store's JSON routes (`{ success, error, field }`) into a `CallResult`. */
export function sortAnswer<T>(response: { ok: boolean; status: number; data: T | null }): CallResult<T> {
  const answer = response.data as Answer | null;
  if (response.ok && answer && answer.success !== false) return { kind: "ok", status: response.status, data: response.data as T };
  return {
    kind: "failed",
    status: response.status,
    error: typeof answer?.error === "string" && answer.error !== "" ? answer.error : undefined,
    field: typeof answer?.field === "string" ? answer.field : undefined,
  };
}

/** A request that never got an answer: offline, or the network failed. */
export function unanswered(): CallResult<never> {
  return typeof navigator !== "undefined" && navigator.onLine === false ? { kind: "offline" } : { kind: "network" };
}

/** One of the spec's named calls (`/api/auth` actions, `send-magic-link`, `verify-magic-link`). */
export async function namedCall<T>(name: string, body: Record<string, unknown>): Promise<CallResult<T>> {
  try {
    return sortAnswer(await callRest<T>(name, body));
  } catch {
    return unanswered();
  }
}

/** One of the signed-in customer's routes; a 401 also tells the session it is over. */
export async function accountCall<T>(
  method: AccountMethod,
  path: string,
  {
    accessToken,
    body,
    onSessionRejected,
  }: { accessToken: string; body?: Record<string, unknown> | FormData; onSessionRejected: (token: string) => void },
): Promise<CallResult<T>> {
  try {
    const response = await accountRequest<T>(method, path, { accessToken, body });
    if (response.status === 401) onSessionRejected(accessToken);
    return sortAnswer(response);
  } catch {
    return unanswered();
  }
}
