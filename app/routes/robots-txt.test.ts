import { describe, expect, it } from "vitest";
import type { StoreLoadContext } from "#app/lib/load-context.ts";
import { loader as robotsLoader } from "./robots-txt.ts";

const ORIGIN = "https://elara.example";

describe("/robots.txt", () => {
  it("allows everything but the account, cart, checkout and API, and names the sitemap", async () => {
    const response = await robotsLoader({
      context: { publicConfig: { baseUrl: ORIGIN } } as StoreLoadContext,
      request: new Request(`${ORIGIN}/robots.txt`),
      params: {},
    } as Parameters<typeof robotsLoader>[0]);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text.split("\n")).toEqual(
      expect.arrayContaining([
        "User-agent: *",
        "Allow: /",
        "Disallow: /my-account",
        "Disallow: /cart",
        "Disallow: /checkout",
        "Disallow: /api/",
        `Sitemap: ${ORIGIN}/sitemap.xml`,
      ]),
    );
  });
});
