import { apiCall, type ApiAnswer } from "./api-client.ts";

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
export function callNamed<T>(
  name: string,
  body: Record<string, unknown> = {},
  { accessToken, signal }: { accessToken?: string; signal?: AbortSignal } = {},
): Promise<ApiAnswer<T>> {
  const request = restRequestFor(name, body);
  return apiCall<T>("POST", request.path, {
    body: request.body,
    ...(accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {}),
    ...(signal ? { signal } : {}),
  });
}
