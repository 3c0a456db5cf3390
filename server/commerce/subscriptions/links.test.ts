import { describe, expect, it } from "vitest";
import { createSubscriptionLinks, SUBSCRIPTION_LINK_LIFETIME_MS } from "./links.ts";

const SECRET = "a-test-secret-that-is-long-enough-to-sign";

function linksAt(now: { value: Date }, secret = SECRET) {
  return createSubscriptionLinks({ secret: () => secret, baseUrl: "https://elara.test/", clock: () => now.value });
}

describe("subscription links", () => {
  it("reads back the subscription a link was issued for, until it expires", () => {
    const now = { value: new Date("2026-11-24T10:00:00Z") };
    const links = linksAt(now);
    const token = links.issue(42);
    expect(links.read(token)).toEqual({ subscriptionId: 42 });
    now.value = new Date(now.value.getTime() + SUBSCRIPTION_LINK_LIFETIME_MS - 1);
    expect(links.read(token)).toEqual({ subscriptionId: 42 });
    now.value = new Date(now.value.getTime() + 1);
    expect(links.read(token)).toBeNull();
  });

  it("refuses a link turned to another subscription, a later expiry, another store's key, or garbage", () => {
    const now = { value: new Date("2026-11-24T10:00:00Z") };
    const links = linksAt(now);
    const [id, expiresAt, mac] = links.issue(42).split(".") as [string, string, string];
    expect(id).toBe("42");
    expect(links.read(`43.${expiresAt}.${mac}`)).toBeNull();
    expect(links.read(`42.${Number(expiresAt) + 1000}.${mac}`)).toBeNull();
    expect(linksAt(now, "another-secret-that-is-long-enough-too").read(`42.${expiresAt}.${mac}`)).toBeNull();
    for (const garbage of ["", "42", "42..", `42.${expiresAt}.${mac}x`, "../../etc", `-1.${expiresAt}.${mac}`]) {
      expect(links.read(garbage)).toBeNull();
    }
  });

  it("builds the page's address in the shopper's language, with the reminder's action when asked", () => {
    const links = linksAt({ value: new Date("2026-11-24T10:00:00Z") });
    const url = new URL(links.url(7, "en", "skip"));
    expect(url.origin).toBe("https://elara.test");
    expect(url.pathname).toMatch(/^\/subscriptions\/manage\/7\.\d+\.[A-Za-z0-9_-]{24}$/);
    expect(url.searchParams.get("lng")).toBe("en");
    expect(url.searchParams.get("intent")).toBe("skip");
    expect(links.read(url.pathname.split("/").pop()!)).toEqual({ subscriptionId: 7 });
    expect(new URL(links.url(7, "ro")).searchParams.has("intent")).toBe(false);
  });
});
