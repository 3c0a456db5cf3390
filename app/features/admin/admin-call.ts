/**
 * The admin pages' calls to `/api/admin/*` (docs/api.md "Store admin"): JSON both ways (a picture goes as
 * multipart FormData), the session in its HttpOnly cookie, and on every change the page's CSRF token, which the
 * page got from its loader.
 */
import { apiCall } from "#app/lib/rest-client.ts";
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
  const answer = await apiCall<T>(method, `${ADMIN_API_PATH}${path}`, {
    body,
    ...(csrfToken ? { headers: { [CSRF_HEADER]: csrfToken } } : {}),
  });
  if (answer.kind === "ok") return answer.data === null ? { kind: "failed" } : { kind: "ok", data: answer.data };
  if (answer.kind !== "refused" || answer.problem.code === "unreadable_answer") return { kind: "failed" };
  const { problem } = answer;
  return {
    kind: "refused",
    status: answer.status,
    error: problem.error,
    ...(problem.field ? { field: problem.field } : {}),
    answer: problem,
  };
}
