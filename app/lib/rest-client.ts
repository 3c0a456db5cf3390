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

/** The answer of a call: the HTTP status and the parsed JSON body (null when the body was not JSON). */
export interface RestResponse<T> {
  ok: boolean;
  status: number;
  data: T | null;
  /** The Retry-After header of a 503 or 429: when to ask again. */
  retryAfter: string | null;
}

/**
 * Posts a named call. A network failure rejects (the caller shows the spec's connection texts);
 * any HTTP answer resolves, so the caller reads the server's message in the shopper's language.
 */
export async function callRest<T>(
  name: string,
  body: Record<string, unknown> = {},
  { accessToken, signal }: { accessToken?: string; signal?: AbortSignal } = {},
): Promise<RestResponse<T>> {
  const request = restRequestFor(name, body);
  const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json" };
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  const response = await fetch(request.path, {
    method: "POST",
    headers,
    body: JSON.stringify(request.body),
    credentials: "same-origin",
    signal,
  });
  const data = (await response.json().catch(() => null)) as T | null;
  return { ok: response.ok, status: response.status, data, retryAfter: response.headers.get("Retry-After") };
}
