import type { Problem } from "#domain/problem";
import type { AddressNaming, AnswerOf, ApiMethod, ApiRoute, BodyOf, CallableAddress, MethodOf, RouteOf } from "./api-contract-types.ts";

/**
 * The browser's one caller of the store's REST routes (decision 0091). Every answer is sorted the same way: the
 * success body, typed by the route's contract (api-contract-types.ts, generated from the same schemas; a type only, so
 * nothing is bundled for it); a refusal in the one problem shape, its sentence already in the page's language; or no answer at
 * all (offline, or the network failed). The areas' helpers (the spec's named calls, the customer's and the admin's
 * routes) only add their headers.
 */

export type { ApiMethod } from "./api-contract-types.ts";

export type ApiAnswer<T> =
  | { kind: "ok"; status: number; data: T }
  /** The route refused: its problem, or a stand-in with no sentence when the answer was not the store's JSON. */
  | { kind: "refused"; status: number; problem: Problem; retryAfter: string | null }
  /** Spec §8: the browser is offline ('Unable to connect to server...'). */
  | { kind: "offline" }
  /** Spec §8: the request itself failed, 'failed to fetch' ('Network error...'). */
  | { kind: "network" };

export interface ApiRequest {
  /** JSON, or a form (files) the browser writes with its own boundary. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  referrerPolicy?: ReferrerPolicy;
  /** Sent even as the page unloads (a consent's proof, a log entry, a metric). */
  keepalive?: boolean;
}

/** The answer of a refusal as a Problem; one that was not the store's JSON (a proxy's page, an empty body) has no sentence. */
function problemOf(status: number, value: unknown): Problem {
  const answer = (value ?? {}) as Partial<Problem>;
  if (typeof answer.error !== "string") return { success: false, status, code: "unreadable_answer", error: "" };
  return { ...answer, success: false, status, code: answer.code ?? "refused", error: answer.error };
}

/**
 * `apiCall` as an area's helper calls it, with an address it builds (a prefix, the spec's action names) and the
 * answer its own signature takes from the contracts. A cast of the same function: no code.
 */
export type RouteCall = <T>(method: ApiMethod, path: string, request?: ApiRequest) => Promise<ApiAnswer<T>>;

/** A call to a described route: its method and address are checked against the contracts, its body and answer typed by them. */
export function apiCall<const Address extends CallableAddress, Method extends MethodOf<RouteOf<Address>>>(
  method: Method,
  path: Address,
  request?: ApiRequest & { body?: BodyOf<RouteOf<Address>, Method> },
): Promise<ApiAnswer<AnswerOf<RouteOf<Address>, Method>>>;
export function apiCall<T = never>(method: ApiMethod, path: AddressNaming<T, string>, request?: ApiRequest): Promise<ApiAnswer<T>>;
export async function apiCall<T>(method: ApiMethod, path: string, request: ApiRequest = {}): Promise<ApiAnswer<T>> {
  const { body, signal } = request;
  const json = body !== undefined && !(body instanceof FormData);
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: { Accept: "application/json", ...(json && { "Content-Type": "application/json" }), ...request.headers },
      body: json ? JSON.stringify(body) : ((body as FormData | undefined) ?? null),
      signal: signal ?? null,
      referrerPolicy: request.referrerPolicy ?? "",
      keepalive: request.keepalive === true,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { kind: typeof navigator !== "undefined" && navigator.onLine === false ? "offline" : "network" };
  }
  const data = (await response.json().catch(() => null)) as (T & { success?: unknown }) | null;
  const { ok, status } = response;
  // A success status can still carry a refusal: the spec's auth route answers `success: false` in its body.
  if (ok && data?.success !== false) return { kind: "ok", status, data: data as T };
  return { kind: "refused", status, problem: problemOf(status, data), retryAfter: response.headers.get("Retry-After") };
}

/**
 * The store's own REST routes, called by the spec's action names: the auth names post to
 * `/api/auth` with `{action, ...body}`, every other name posts to `/api/{name}` (spec §7).
 */
export const AUTH_ACTIONS = [
  "create-account",
  "create-account-vercel-only",
  "create-customer-token",
  "activate-account",
  "activate-with-custom-token",
  "refresh-token",
  "reset-password",
  "update-password",
  "confirm-email-change",
  "logout",
] as const;

export type AuthAction = (typeof AUTH_ACTIONS)[number];

const isAuthAction = (name: string): name is AuthAction => (AUTH_ACTIONS as readonly string[]).includes(name);

export interface RestRequest {
  path: string;
  body: Record<string, unknown>;
}

/** Where a named call goes and with which body. */
export function restRequestFor(name: string, body: Record<string, unknown> = {}): RestRequest {
  if (isAuthAction(name)) return { path: "/api/auth", body: { action: name, ...body } };
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`Not a REST call name: ${name}`);
  return { path: `/api/${name}`, body };
}

/**
 * Posts a named call; its answer sorted by `apiCall` (ok, refused with the server's problem in the shopper's
 * language, offline, network). An abort by the caller rejects.
 */
/** The names `callNamed` takes: the auth actions and every other route directly under `/api/`. */
type NamedRoute = ApiRoute extends infer Route
  ? Route extends `/api/${infer Name}`
    ? Name extends `${string}/${string}`
      ? never
      : Name
    : never
  : never;
export type CallName = AuthAction | Exclude<NamedRoute, "auth">;

type NamedAddress<Name extends CallName> = Name extends AuthAction ? "/api/auth" : `/api/${Name}`;

/** A named call's body: the route's, without the auth action its name already says. */
export type NamedBody<Name extends CallName> = Name extends AuthAction
  ? BodyOf<"/api/auth", "POST"> extends infer Body
    ? Body extends { action: infer Action }
      ? Name extends Action
        ? Omit<Body, "action">
        : never
      : never
    : never
  : BodyOf<RouteOf<NamedAddress<Name>>, "POST">;

export type NamedAnswer<Name extends CallName> = AnswerOf<RouteOf<NamedAddress<Name>>, "POST">;

type CallOptions = { accessToken?: string; signal?: AbortSignal };

export function callNamed<Name extends CallName>(
  name: Name,
  body?: NamedBody<Name>,
  options?: CallOptions,
): Promise<ApiAnswer<NamedAnswer<Name>>>;
export function callNamed<T = never>(
  name: AddressNaming<T, string>,
  body?: Record<string, unknown>,
  options?: CallOptions,
): Promise<ApiAnswer<T>>;
export function callNamed<T>(
  name: string,
  body: Record<string, unknown> = {},
  { accessToken, signal }: CallOptions = {},
): Promise<ApiAnswer<T>> {
  const request = restRequestFor(name, body);
  return (apiCall as RouteCall)<T>("POST", request.path, {
    body: request.body,
    ...(accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {}),
    ...(signal ? { signal } : {}),
  });
}

/** `callNamed` as a helper calls it on a name its own signature checks. A cast of the same function: no code. */
export type NamedRouteCall = <T>(name: string, body?: Record<string, unknown>, options?: CallOptions) => Promise<ApiAnswer<T>>;
