/**
 * The admin pages' calls to `/api/admin/*` (docs/api.md "Store admin"): JSON both ways (a picture goes as
 * multipart FormData), the session in its HttpOnly cookie, and on every change the page's CSRF token, which the
 * page got from its loader.
 */
import type { AddressNaming, AddressUnder, AnswerUnder, BodyUnder, MethodUnder } from "#app/lib/api-contract-types.ts";
import { apiCall, type RouteCall } from "#app/lib/rest-client.ts";
import { ADMIN_API_PATH, CSRF_HEADER } from "#domain/admin/paths";

export type AdminAnswer<T> =
  | { kind: "ok"; data: T }
  /** The server said no: its sentence, in the member's language, the field it names, and the rest of what it said. */
  | { kind: "refused"; status: number; error: string; field?: string; answer: Record<string, unknown> }
  /** No answer, or one that is not the admin's. */
  | { kind: "failed" };

type AdminPath = AddressUnder<typeof ADMIN_API_PATH>;
type AdminMethod<Path extends AdminPath> = MethodUnder<typeof ADMIN_API_PATH, Path> & ("GET" | "POST" | "PUT" | "DELETE");

export function adminCall<const Path extends AdminPath, Method extends AdminMethod<Path> = "POST" & AdminMethod<Path>>(
  path: Path,
  options?: { method?: Method; body?: BodyUnder<typeof ADMIN_API_PATH, Path, Method>; csrfToken?: string },
): Promise<AdminAnswer<AnswerUnder<typeof ADMIN_API_PATH, Path, Method>>>;
export function adminCall<T = never>(
  path: AddressNaming<T, string>,
  options?: { method?: "GET" | "POST" | "PUT" | "DELETE"; body?: unknown; csrfToken?: string },
): Promise<AdminAnswer<T>>;
export async function adminCall<T>(
  path: string,
  { method = "POST", body, csrfToken }: { method?: "GET" | "POST" | "PUT" | "DELETE"; body?: unknown; csrfToken?: string } = {},
): Promise<AdminAnswer<T>> {
  const answer = await (apiCall as RouteCall)<T>(method, `${ADMIN_API_PATH}${path}`, {
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
