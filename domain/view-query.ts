/**
 * An admin list's view as its URL holds it (filters, sorting, page), so a view can be bookmarked:
 * read by a zod schema that drops what it cannot read, and written without what is at its default,
 * so equal views have equal URLs.
 */
import type { z } from "zod";

/** The view from a URL's query string; empty values are "no filter". */
export function readViewQuery<S extends z.ZodType>(schema: S, params: URLSearchParams): z.output<S> {
  return schema.parse(Object.fromEntries([...params.entries()].filter(([, value]) => value !== "")));
}

/** The query string of a view (with its `?`), or "" for the default view. */
export function viewQuery(view: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(view)) {
    if (value === undefined || value === "" || (key === "page" && value === 1)) continue;
    params.set(key, String(value));
  }
  const query = params.toString();
  return query === "" ? "" : `?${query}`;
}

/** Parts of a view that only order or page it; anything else set narrows the list down. */
const ORDER_AND_PAGE = new Set(["page", "sort", "dir"]);

/** Whether a view filters its list (so an empty answer means "nothing matches", not "nothing yet"). */
export function isNarrowedView(view: Record<string, unknown>): boolean {
  return Object.entries(view).some(([key, value]) => !ORDER_AND_PAGE.has(key) && value !== undefined && value !== "");
}
