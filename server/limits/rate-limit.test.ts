import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientAddress, limitKey, rateLimit, type RateLimiter } from "./rate-limit.ts";

/** One request a minute per key, in memory: the middleware's part, without a database (the counters are tested in rate-limit-store.test.ts). */
function onePerKey(): Pick<RateLimiter, "take"> {
  const seen = new Set<string>();
  return {
    async take(key) {
      if (seen.has(key)) return { allowed: false, retryAfterSeconds: 60, count: 2 };
      seen.add(key);
      return { allowed: true, retryAfterSeconds: 0, count: 1 };
    },
  };
}

describe("limitKey", () => {
  it.each([
    ["203.0.113.5", "203.0.113.5"],
    ["::ffff:203.0.113.5", "203.0.113.5"],
    ["2001:db8:85a3:0042:1000:8a2e:0370:7334", "2001:db8:85a3:42::/64"],
    ["2001:DB8:85a3:42::1", "2001:db8:85a3:42::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
  ])("%s → %s", (address, key) => {
    expect(limitKey(address)).toBe(key);
  });
});

describe("rateLimit and clientAddress", () => {
  const appFor = (trustedHops: number) => {
    const app = new Hono();
    app.use(
      rateLimit({
        limiter: onePerKey(),
        key: (c) => clientAddress(c, trustedHops),
        onLimited: (c) => c.text("slow down", 429),
      }),
    );
    app.get("/", (c) => c.text(clientAddress(c, trustedHops)));
    return app;
  };
  const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

  it("keys by the socket's address and ignores X-Forwarded-For unless proxies are trusted", async () => {
    const app = appFor(0);
    const first = await app.request("/", { headers: { "X-Forwarded-For": "192.0.2.1" } }, from("203.0.113.5"));
    expect(await first.text()).toBe("203.0.113.5");
    const second = await app.request("/", {}, from("203.0.113.5"));
    expect(second.status).toBe(429);
    expect(second.headers.get("Retry-After")).toBe("60");
  });

  it("takes the entry the nearest trusted proxy added", async () => {
    const oneHop = await appFor(1).request("/", { headers: { "X-Forwarded-For": "6.6.6.6, 192.0.2.1" } }, from("10.0.0.1"));
    expect(await oneHop.text()).toBe("192.0.2.1");
    const twoHops = await appFor(2).request("/", { headers: { "X-Forwarded-For": "6.6.6.6, 192.0.2.1, 10.0.0.2" } }, from("10.0.0.1"));
    expect(await twoHops.text()).toBe("192.0.2.1");
    const noHeader = await appFor(1).request("/", {}, from("10.0.0.1"));
    expect(await noHeader.text()).toBe("10.0.0.1");
  });

  it("gives in-process requests without a socket one shared key", async () => {
    expect(await (await appFor(0).request("/")).text()).toBe("unknown");
  });
});

describe("rateLimit when the counters cannot be reached", () => {
  it("fails the request instead of letting it through uncounted", async () => {
    let reached = false;
    const app = new Hono();
    app.use(
      rateLimit({
        limiter: { take: () => Promise.reject(new Error("database unavailable")) },
        key: () => "client",
        onLimited: (c) => c.text("slow down", 429),
      }),
    );
    app.post("/", (c) => {
      reached = true;
      return c.text("done");
    });
    app.onError((_error, c) => c.text("failed", 500));
    const response = await app.request("/", { method: "POST" });
    expect(response.status).toBe(500);
    expect(reached).toBe(false);
  });
});
