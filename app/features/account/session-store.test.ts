// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { CustomerSession } from "./session.ts";
import { createSessionStore, REFRESH_WITHIN_MS, type SessionStore } from "./session-store.ts";
import { jsonResponse } from "#tests/app/json-response.ts";

const NOW = Date.parse("2026-03-01T10:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;

function user(overrides: Partial<CustomerSession> = {}): CustomerSession {
  return {
    id: "gid://shopify/Customer/12",
    email: "ana@example.ro",
    firstName: "Ana",
    lastName: "Pop",
    accessToken: "token-1",
    expiresAt: new Date(NOW + 14 * DAY).toISOString(),
    hasPassword: true,
    isActivated: true,
    ...overrides,
  };
}

const stored = () => JSON.parse(localStorage.getItem("user") ?? "null") as CustomerSession | null;

interface Call {
  url: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

/** A fetch that answers the session check and the auth actions as the test says, recording every call. */
function serverAnswering(answers: {
  customer?: () => Response | Promise<Response>;
  refresh?: () => Response | Promise<Response>;
  logout?: () => Response | Promise<Response>;
}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      calls.push({ url, body, headers: init.headers as Record<string, string> });
      if (url === "/api/2024-01/graphql.json") return (answers.customer ?? (() => jsonResponse({ data: { customer: { id: "x" } } })))();
      if (body.action === "refresh-token") return (answers.refresh ?? (() => jsonResponse({ success: false }, 401)))();
      if (body.action === "logout") return (answers.logout ?? (() => jsonResponse({ success: true })))();
      throw new Error(`unexpected call to ${url}`);
    }),
  );
  return calls;
}

/** Lets the store's dynamic import and fetch promises settle. */
async function settle() {
  for (let round = 0; round < 10; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

let store: SessionStore;
let stop: (() => void) | undefined;

function startStore() {
  store = createSessionStore({ storefrontToken: "public-token", now: () => NOW });
  stop = store.start();
  return store;
}

/** A store started in a browser that kept `stored` from an earlier visit, after its start-up checks settle. */
async function startWithStoredUser(stored = user()) {
  localStorage.setItem("user", JSON.stringify(stored));
  startStore();
  await settle();
}

// The store loads its server part on demand; loaded once here, every later import resolves at once.
beforeAll(async () => {
  await import("./session-remote.ts");
});

beforeEach(() => localStorage.clear());

afterEach(() => {
  stop?.();
  stop = undefined;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("session at start (spec §4 'Auth')", () => {
  it("is loading until the browser reads its storage, and anonymous with nothing stored", () => {
    const calls = serverAnswering({});
    store = createSessionStore({ storefrontToken: "public-token", now: () => NOW });
    expect(store.getSnapshot()).toEqual({ status: "loading", user: null });
    expect(store.getServerSnapshot()).toEqual({ status: "loading", user: null });
    stop = store.start();
    expect(store.getSnapshot()).toEqual({ status: "anonymous", user: null });
    expect(calls).toEqual([]);
  });

  it("drops an expired user without asking the server", async () => {
    const calls = serverAnswering({});
    await startWithStoredUser(user({ expiresAt: new Date(NOW - 1000).toISOString() }));
    expect(store.getSnapshot().status).toBe("anonymous");
    expect(localStorage.getItem("user")).toBeNull();
    expect(calls).toEqual([]);
  });

  it("clears an unreadable stored value", () => {
    serverAnswering({});
    localStorage.setItem("user", "{not json");
    startStore();
    expect(store.getSnapshot().status).toBe("anonymous");
    expect(localStorage.getItem("user")).toBeNull();
  });

  it("validates a live user with the Storefront API's customer query and keeps it when valid", async () => {
    const calls = serverAnswering({});
    localStorage.setItem("user", JSON.stringify(user()));
    startStore();
    expect(store.getSnapshot()).toMatchObject({ status: "authenticated", user: { email: "ana@example.ro" } });
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers["X-Shopify-Storefront-Access-Token"]).toBe("public-token");
    expect(calls[0]?.body.query).toContain("customer(customerAccessToken: $customerAccessToken) { id }");
    expect(calls[0]?.body.variables).toEqual({ customerAccessToken: "token-1" });
    expect(store.getSnapshot().status).toBe("authenticated");
    expect(stored()?.accessToken).toBe("token-1");
  });

  it("clears a user whose token the Storefront API does not know (customer: null)", async () => {
    serverAnswering({ customer: () => jsonResponse({ data: { customer: null } }) });
    await startWithStoredUser();
    expect(store.getSnapshot()).toEqual({ status: "anonymous", user: null });
    expect(localStorage.getItem("user")).toBeNull();
  });

  it("keeps the user when the check cannot be made (offline, server error)", async () => {
    serverAnswering({ customer: () => Promise.reject(new TypeError("Failed to fetch")) });
    await startWithStoredUser();
    expect(store.getSnapshot().status).toBe("authenticated");

    stop?.();
    serverAnswering({ customer: () => jsonResponse({ errors: [{ message: "Internal error" }] }, 500) });
    startStore();
    await settle();
    expect(store.getSnapshot().status).toBe("authenticated");
  });
});

describe("refresh-token", () => {
  const nearEnd = () => user({ expiresAt: new Date(NOW + REFRESH_WITHIN_MS - DAY).toISOString() });

  it("renews a valid session in its last week and stores the new token", async () => {
    const calls = serverAnswering({
      refresh: () => jsonResponse({ success: true, accessToken: "token-2", expiresAt: "2026-03-15T10:00:00.000Z" }),
    });
    await startWithStoredUser(nearEnd());
    expect(calls.map((call) => call.body.action ?? "check")).toEqual(["check", "refresh-token"]);
    expect(calls[1]?.body).toEqual({ action: "refresh-token", customerAccessToken: "token-1" });
    expect(store.getSnapshot().user).toMatchObject({ accessToken: "token-2", expiresAt: "2026-03-15T10:00:00.000Z", firstName: "Ana" });
    expect(stored()?.accessToken).toBe("token-2");
  });

  it("logs the user out when the refresh is refused", async () => {
    serverAnswering({ refresh: () => jsonResponse({ success: false, error: "Your session has expired. Please log in again." }, 401) });
    await startWithStoredUser(nearEnd());
    expect(store.getSnapshot()).toEqual({ status: "anonymous", user: null });
    expect(localStorage.getItem("user")).toBeNull();
  });

  it("keeps the user when the refresh gets no answer", async () => {
    serverAnswering({ refresh: () => Promise.reject(new TypeError("Failed to fetch")) });
    await startWithStoredUser();
    await expect(store.refresh()).resolves.toBe(true);
    expect(store.getSnapshot().user?.accessToken).toBe("token-1");

    serverAnswering({ refresh: () => jsonResponse({ success: false, error: "Internal error" }, 503) });
    await expect(store.refresh()).resolves.toBe(true);
    expect(stored()?.accessToken).toBe("token-1");
  });

  it("adopts the token another tab renewed instead of logging out", async () => {
    serverAnswering({
      refresh: async () => {
        // The other tab won the race: it rotated the token and stored the new one.
        localStorage.setItem("user", JSON.stringify(user({ accessToken: "token-from-other-tab" })));
        return jsonResponse({ success: false, error: "Your session has expired." }, 401);
      },
    });
    await startWithStoredUser();
    await expect(store.refresh()).resolves.toBe(true);
    expect(store.getSnapshot().user?.accessToken).toBe("token-from-other-tab");
  });

  it("sends one refresh for two callers at once", async () => {
    const calls = serverAnswering({
      refresh: () => jsonResponse({ success: true, accessToken: "token-2", expiresAt: "2026-03-15T10:00:00.000Z" }),
    });
    await startWithStoredUser();
    await Promise.all([store.refresh(), store.refresh()]);
    expect(calls.filter((call) => call.body.action === "refresh-token")).toHaveLength(1);
  });
});

describe("login, logout and other tabs", () => {
  it("keeps a signed-in user under the local key 'user'", () => {
    serverAnswering({});
    startStore();
    store.signIn(user());
    expect(store.getSnapshot().status).toBe("authenticated");
    expect(stored()).toEqual(user());
  });

  it("logs out on the server first, then forgets the user", async () => {
    const calls = serverAnswering({});
    startStore();
    store.signIn(user());
    await store.signOut();
    expect(calls.at(-1)?.body).toEqual({ action: "logout", customerAccessToken: "token-1" });
    expect(store.getSnapshot().status).toBe("anonymous");
    expect(localStorage.getItem("user")).toBeNull();
  });

  it("forgets the user even when the logout call fails", async () => {
    serverAnswering({ logout: () => Promise.reject(new TypeError("Failed to fetch")) });
    startStore();
    store.signIn(user());
    await store.signOut();
    expect(store.getSnapshot().status).toBe("anonymous");
  });

  it("follows logins and logouts made in another tab", () => {
    serverAnswering({});
    startStore();
    const listener = vi.fn();
    store.subscribe(listener);
    localStorage.setItem("user", JSON.stringify(user({ firstName: "Ioana" })));
    window.dispatchEvent(new StorageEvent("storage", { key: "user", newValue: localStorage.getItem("user") }));
    expect(store.getSnapshot().user?.firstName).toBe("Ioana");
    localStorage.removeItem("user");
    window.dispatchEvent(new StorageEvent("storage", { key: "user", newValue: null }));
    expect(store.getSnapshot().status).toBe("anonymous");
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("ignores other keys' storage events", () => {
    serverAnswering({});
    startStore();
    store.signIn(user());
    window.dispatchEvent(new StorageEvent("storage", { key: "elara_cart", newValue: "[]" }));
    expect(store.getSnapshot().status).toBe("authenticated");
  });

  it("ends the session when its time is up", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    serverAnswering({});
    startStore();
    store.signIn(user({ expiresAt: new Date(NOW + 60_000).toISOString() }));
    vi.advanceTimersByTime(59_000);
    expect(store.getSnapshot().status).toBe("authenticated");
    vi.advanceTimersByTime(1_000);
    expect(store.getSnapshot().status).toBe("anonymous");
    expect(localStorage.getItem("user")).toBeNull();
  });

  it("ends the session when an account route rejects its token, not an older one", () => {
    serverAnswering({});
    startStore();
    store.signIn(user());
    store.sessionRejected("an-old-token");
    expect(store.getSnapshot().status).toBe("authenticated");
    store.sessionRejected("token-1");
    expect(store.getSnapshot().status).toBe("anonymous");
  });
});
