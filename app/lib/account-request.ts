import type { RestResponse } from "./rest-client.ts";

export type AccountMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * A call to the signed-in customer's routes (`/api/account/*`, docs/api.md), which use REST verbs that
 * the spec's POST-only `callRest` does not cover. Same contract as `callRest`: a network failure rejects,
 * every HTTP answer resolves with its status and parsed JSON body. A `FormData` body goes as
 * `multipart/form-data` (the browser writes its boundary); any other body as JSON.
 */
export async function accountRequest<T>(
  method: AccountMethod,
  path: string,
  { accessToken, body, signal }: { accessToken: string; body?: Record<string, unknown> | FormData; signal?: AbortSignal },
): Promise<RestResponse<T>> {
  const headers: Record<string, string> = { Accept: "application/json", Authorization: `Bearer ${accessToken}` };
  const payload = body instanceof FormData ? body : body ? JSON.stringify(body) : undefined;
  if (typeof payload === "string") headers["Content-Type"] = "application/json";
  const response = await fetch(`/api/account${path}`, {
    method,
    headers,
    body: payload,
    credentials: "same-origin",
    signal,
  });
  const data = (await response.json().catch(() => null)) as T | null;
  return { ok: response.ok, status: response.status, data, retryAfter: response.headers.get("Retry-After") };
}
