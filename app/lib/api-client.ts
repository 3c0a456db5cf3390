/**
 * The browser's one caller of the store's REST routes (decision 0091). Every answer is sorted the same way: the
 * success body, typed by the caller from the route's schema in `domain/` (`z.infer`, a type only, so no zod is
 * bundled for it); a refusal in the one problem shape, its sentence already in the page's language; or no answer at
 * all (offline, or the network failed). The areas' helpers (the spec's named calls, the customer's and the admin's
 * routes) only add their headers.
 */
import type { Problem } from "#domain/problem";

export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

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

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A success status can still carry a refusal: the spec's auth route answers `success: false` in its body. */
const refusedInBody = (value: unknown) => isObject(value) && value.success === false && typeof value.error === "string";

/** The answer of a refusal as a Problem; one that was not the store's JSON (a proxy's page, an empty body) has no sentence. */
function problemOf(status: number, value: unknown): Problem {
  if (!isObject(value) || typeof value.error !== "string") return { success: false, status, code: "unreadable_answer", error: "" };
  return { ...value, success: false, status, code: typeof value.code === "string" ? value.code : "refused", error: value.error };
}

export async function apiCall<T>(method: ApiMethod, path: string, request: ApiRequest = {}): Promise<ApiAnswer<T>> {
  const form = typeof FormData !== "undefined" && request.body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: {
        Accept: "application/json",
        ...(request.body === undefined || form ? {} : { "Content-Type": "application/json" }),
        ...request.headers,
      },
      ...(request.body === undefined ? {} : { body: form ? (request.body as FormData) : JSON.stringify(request.body) }),
      ...(request.signal ? { signal: request.signal } : {}),
      ...(request.referrerPolicy ? { referrerPolicy: request.referrerPolicy } : {}),
      ...(request.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    return typeof navigator !== "undefined" && navigator.onLine === false ? { kind: "offline" } : { kind: "network" };
  }
  const data: unknown = await response.json().catch(() => null);
  if (response.ok && !refusedInBody(data)) return { kind: "ok", status: response.status, data: data as T };
  return {
    kind: "refused",
    status: response.status,
    problem: problemOf(response.status, data),
    retryAfter: response.headers.get("Retry-After"),
  };
}
