import { apiCall, type ApiAnswer, type ApiMethod, callNamed } from "#app/lib/rest-client.ts";

/** The answer of a call, sorted into what a page shows. */
export type CallResult<T> =
  | { kind: "ok"; status: number; data: T }
  /** The server answered with a failure: its message (in the shopper's language) when it sent one. */
  | { kind: "failed"; status: number; error?: string; field?: string }
  /** Spec §8: the browser is offline ('Unable to connect to server...'). */
  | { kind: "offline" }
  /** Spec §8: the request itself failed, 'failed to fetch' ('Network error...'). */
  | { kind: "network" };

/** An `apiCall` answer as a page shows it: a refusal is its sentence and the field it names. */
export function callResult<T>(answer: ApiAnswer<T>): CallResult<T> {
  if (answer.kind !== "refused") return answer;
  const { error, field } = answer.problem;
  return { kind: "failed", status: answer.status, ...(error ? { error } : {}), ...(field ? { field } : {}) };
}

/** One of the spec's named calls (`/api/auth` actions, `send-magic-link`, `verify-magic-link`). */
export async function namedCall<T>(name: string, body: Record<string, unknown>): Promise<CallResult<T>> {
  return callResult(await callNamed<T>(name, body));
}

/** One of the signed-in customer's routes (`/api/account/*`); a 401 also tells the session it is over. */
export async function accountCall<T>(
  method: ApiMethod,
  path: string,
  {
    accessToken,
    body,
    onSessionRejected,
  }: { accessToken: string; body?: Record<string, unknown> | FormData; onSessionRejected: (token: string) => void },
): Promise<CallResult<T>> {
  const answer = await apiCall<T>(method, `/api/account${path}`, { body, headers: { Authorization: `Bearer ${accessToken}` } });
  if (answer.kind === "refused" && answer.status === 401) onSessionRejected(accessToken);
  return callResult(answer);
}
