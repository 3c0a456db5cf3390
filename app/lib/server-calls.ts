import type { AddressNaming, AddressUnder, AnswerUnder, BodyUnder, MethodUnder } from "#app/lib/api-contract-types.ts";
import {
  apiCall,
  type ApiAnswer,
  type ApiMethod,
  callNamed,
  type CallName,
  type NamedAnswer,
  type NamedBody,
  type NamedRouteCall,
  type RouteCall,
} from "#app/lib/rest-client.ts";

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
export function namedCall<Name extends CallName>(name: Name, body: NamedBody<Name>): Promise<CallResult<NamedAnswer<Name>>>;
export function namedCall<T = never>(name: AddressNaming<T, string>, body: Record<string, unknown>): Promise<CallResult<T>>;
export async function namedCall<T>(name: string, body: Record<string, unknown>): Promise<CallResult<T>> {
  return callResult(await (callNamed as NamedRouteCall)<T>(name, body));
}

/** One of the signed-in customer's routes (`/api/account/*`); a 401 also tells the session it is over. */
type AccountOptions<Body> = { accessToken: string; body?: Body; onSessionRejected: (token: string) => void };

export function accountCall<const Path extends AddressUnder<"/api/account">, Method extends MethodUnder<"/api/account", Path>>(
  method: Method,
  path: Path,
  options: AccountOptions<BodyUnder<"/api/account", Path, Method>>,
): Promise<CallResult<AnswerUnder<"/api/account", Path, Method>>>;
export function accountCall<T = never>(
  method: ApiMethod,
  path: AddressNaming<T, string>,
  options: AccountOptions<Record<string, unknown> | FormData>,
): Promise<CallResult<T>>;
export async function accountCall<T>(
  method: ApiMethod,
  path: string,
  { accessToken, body, onSessionRejected }: AccountOptions<unknown>,
): Promise<CallResult<T>> {
  const answer = await (apiCall as RouteCall)<T>(method, `/api/account${path}`, {
    body,
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  if (answer.kind === "refused" && answer.status === 401) onSessionRejected(accessToken);
  return callResult(answer);
}
