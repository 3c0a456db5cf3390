import { firstLoadScripts, gzippedBytes } from "../../scripts/first-load-js.mjs";
import { expect, test } from "./fixtures.ts";

/** The budget every issue keeps: no shopper page makes the browser fetch more than 140 KB (gzip) of JavaScript first. */
const BUDGET_BYTES = 140 * 1024;

/** One page of each shopper route that loads chunks of its own; the cart and checkout have their own frame. */
const PAGES = [
  "/",
  "/shop",
  "/products/papillex",
  "/blog",
  "/blog/news",
  "/faq",
  "/our-story",
  "/our-values",
  "/our-researchers",
  "/health-professionals",
  "/terms",
  "/privacy",
  "/cookies",
  "/returns-policy",
  "/delivery",
  "/track-order",
  // The thank-you page, with the parcel offer's code (decision 0158).
  "/success?order=1001",
  "/login",
  "/register",
  "/lost-password",
  "/my-account",
  "/cart",
  "/cart/restore",
  "/checkout",
];

test("no shopper page's first-load JavaScript is over 140 KB gzip", async ({ request }) => {
  const blog = await (await request.get("/blog")).text();
  const article = /href="(\/blog\/[a-z0-9-]+\/[a-z0-9-]+)"/.exec(blog)?.[1];
  expect(article, "an article linked from /blog").toBeDefined();

  const sizes: Record<string, number> = {};
  for (const path of [...PAGES, article!]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    sizes[path] = gzippedBytes(firstLoadScripts(await response.text()));
  }
  const over = Object.entries(sizes).filter(([, bytes]) => bytes > BUDGET_BYTES);
  expect(over, `first-load JavaScript in bytes gzip (budget ${BUDGET_BYTES}): ${JSON.stringify(sizes)}`).toEqual([]);
  // Every page loads the shell: a page measured at nothing would mean the scripts were not found, not that it is light.
  expect(Math.min(...Object.values(sizes))).toBeGreaterThan(100 * 1024);
});
