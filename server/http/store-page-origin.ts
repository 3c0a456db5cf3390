/**
 * Whether a request was sent by one of the store's own pages: the browser says where the page that sent
 * it lives (`Origin`, and `Sec-Fetch-Site` where supported), and it must be the store. A request with no
 * `Origin` at all comes from a script outside any browser page and is refused. This is what keeps a
 * session token stolen from the page (localStorage) from being renewed elsewhere (decision 0025).
 */
import type { Context } from "hono";

export function cameFromStorePage(c: Context, baseUrl: string): boolean {
  const site = c.req.header("Sec-Fetch-Site");
  if (site !== undefined && site !== "same-origin") return false;
  const origin = c.req.header("Origin");
  if (origin === undefined) return false;
  return origin === new URL(baseUrl).origin || origin === new URL(c.req.url).origin;
}
