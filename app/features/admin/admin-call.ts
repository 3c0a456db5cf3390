/**
 * The admin pages' calls to `/api/admin/*` (docs/api.md "Store admin"): JSON both ways (a picture goes as
 * multipart FormData), the session in its HttpOnly cookie, and on every change the page's CSRF token, which the
 * page got from its loader.
 */
import { ADMIN_API_PATH, CSRF_HEADER } from "#domain/admin-paths";

export type AdminAnswer<T> =
  | { kind: "ok"; data: T }
  /** The server said no: its sentence, in the member's language, the field it names, and the rest of what it said. */
  | { kind: "refused"; status: number; error: string; field?: string; answer: Record<string, unknown> }
  /** No answer, or one that is not the admin's. */
  | { kind: "failed" };

export async function adminCall<T>(
  path: string,
  { method = "POST", body, csrfToken }: { method?: "GET" | "POST" | "DELETE"; body?: unknown; csrfToken?: string } = {},
): Promise<AdminAnswer<T>> {
  const multipart = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(`${ADMIN_API_PATH}${path}`, {
      method,
      credentials: "same-origin",
      headers: {
        Accept: "application/json",
        ...(body === undefined || multipart ? {} : { "Content-Type": "application/json" }),
        ...(csrfToken ? { [CSRF_HEADER]: csrfToken } : {}),
      },
      ...(body === undefined ? {} : { body: multipart ? body : JSON.stringify(body) }),
    });
  } catch {
    return { kind: "failed" };
  }
  const data = (await response.json().catch(() => null)) as (T & { error?: unknown; field?: unknown }) | null;
  if (response.ok && data !== null) return { kind: "ok", data };
  if (data !== null && typeof data.error === "string")
    return {
      kind: "refused",
      status: response.status,
      error: data.error,
      ...(typeof data.field === "string" ? { field: data.field } : {}),
      answer: data,
    };
  return { kind: "failed" };
}
