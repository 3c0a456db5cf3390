// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createWishlistStore, WISHLIST_STORAGE_KEY, type WishlistStore } from "./wishlist-store.ts";
import { jsonResponse } from "#tests/app/json-response.ts";

interface Call {
  method: string;
  url: string;
  body: unknown;
  authorization: string | undefined;
}

const customer = { id: "gid://shopify/Customer/12", accessToken: "token-1" };
const local = () => JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? "null") as string[] | null;

const items = (...handles: string[]) => ({
  success: true,
  items: handles.map((productHandle) => ({ productHandle, addedAt: "2026-03-01T10:00:00.000Z" })),
});

/** The account routes, answered by `answer`; every call is recorded. */
function server(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const call = {
        method: init.method ?? "GET",
        url,
        body: init.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
        authorization: (init.headers as Record<string, string>).Authorization,
      };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

/** Waits for the customer's list to arrive (the server part loads on demand, as in the browser). */
async function settle() {
  await vi.waitFor(() => expect(store.getSnapshot().ready).toBe(true));
}

let store: WishlistStore;
let stop: () => void;
const onSessionRejected = vi.fn();

beforeEach(() => {
  localStorage.clear();
  onSessionRejected.mockClear();
  store = createWishlistStore({ onSessionRejected });
  stop = store.start();
});

afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

describe("a visitor's wishlist", () => {
  it("lives in local storage under 'wishlist', newest first, without calling the server", async () => {
    const calls = server(() => jsonResponse({}));
    store.setCustomer(null);
    await expect(store.toggle("papillex")).resolves.toBe(true);
    await expect(store.toggle("ahcc")).resolves.toBe(true);
    expect(local()).toEqual(["ahcc", "papillex"]);
    expect(store.getSnapshot()).toMatchObject({ handles: ["ahcc", "papillex"], ready: true });
    await store.toggle("ahcc");
    expect(local()).toEqual(["papillex"]);
    expect(calls).toEqual([]);
  });

  it("reads what an earlier visit saved and follows changes made in another tab", () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(["simplix", 7, "simplix", ""]));
    store.setCustomer(null);
    expect(store.getSnapshot().handles).toEqual(["simplix"]);
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(["ic-well"]));
    window.dispatchEvent(new StorageEvent("storage", { key: WISHLIST_STORAGE_KEY, newValue: localStorage.getItem(WISHLIST_STORAGE_KEY) }));
    expect(store.getSnapshot().handles).toEqual(["ic-well"]);
  });
});

describe("a customer's wishlist", () => {
  it("is loaded from the server with the customer's token", async () => {
    const calls = server(() => jsonResponse(items("endo-well", "papillex")));
    store.setCustomer(customer);
    expect(store.getSnapshot().ready).toBe(false);
    await settle();
    expect(calls).toEqual([{ method: "GET", url: "/api/account/wishlist", body: undefined, authorization: "Bearer token-1" }]);
    expect(store.getSnapshot()).toEqual({ handles: ["endo-well", "papillex"], ready: true, loadFailed: false });
  });

  it("merges the visitor's list at login, then clears it from the browser", async () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(["ahcc", "papillex"]));
    store.setCustomer(null);
    const calls = server(() => jsonResponse(items("ahcc", "papillex", "endo-well")));
    store.setCustomer(customer);
    await settle();
    expect(calls).toEqual([
      { method: "POST", url: "/api/account/wishlist/merge", body: { handles: ["ahcc", "papillex"] }, authorization: "Bearer token-1" },
    ]);
    expect(store.getSnapshot().handles).toEqual(["ahcc", "papillex", "endo-well"]);
    expect(localStorage.getItem(WISHLIST_STORAGE_KEY)).toBeNull();
  });

  it("keeps the visitor's list in the browser when the merge fails, to merge it at the next visit", async () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(["ahcc"]));
    const calls = server((call) =>
      call.method === "POST" ? jsonResponse({ success: false, error: "Internal error" }, 500) : jsonResponse(items("papillex")),
    );
    store.setCustomer(customer);
    await settle();
    expect(calls.map((call) => call.method)).toEqual(["POST", "GET"]);
    expect(local()).toEqual(["ahcc"]);
    expect(store.getSnapshot().handles).toEqual(["papillex"]);
  });

  it("saves a heart with PUT and removes it with DELETE, showing the change at once", async () => {
    const calls = server((call) =>
      call.method === "GET" ? jsonResponse(items()) : call.method === "PUT" ? jsonResponse(items("simplix")) : jsonResponse(items()),
    );
    store.setCustomer(customer);
    await settle();
    const adding = store.toggle("simplix");
    expect(store.getSnapshot().handles).toEqual(["simplix"]);
    await expect(adding).resolves.toBe(true);
    await expect(store.toggle("simplix")).resolves.toBe(true);
    expect(calls.slice(1)).toEqual([
      { method: "PUT", url: "/api/account/wishlist", body: { productHandle: "simplix" }, authorization: "Bearer token-1" },
      { method: "DELETE", url: "/api/account/wishlist", body: { productHandle: "simplix" }, authorization: "Bearer token-1" },
    ]);
    expect(store.getSnapshot().handles).toEqual([]);
    expect(local()).toBeNull();
  });

  it("undoes a change the server refused and says so", async () => {
    server((call) =>
      call.method === "GET" ? jsonResponse(items("ahcc")) : jsonResponse({ success: false, error: "Product not found." }, 404),
    );
    store.setCustomer(customer);
    await settle();
    await expect(store.toggle("no-such-product")).resolves.toBe(false);
    expect(store.getSnapshot().handles).toEqual(["ahcc"]);
  });

  it("reports a rejected token to the session", async () => {
    server(() => jsonResponse({ success: false, error: "Please log in to continue." }, 401));
    store.setCustomer(customer);
    await settle();
    expect(onSessionRejected).toHaveBeenCalledWith("token-1");
    expect(store.getSnapshot()).toMatchObject({ ready: true, loadFailed: true });
  });

  it("keeps the list when the same customer's token is renewed, and returns to the local list at logout", async () => {
    const calls = server(() => jsonResponse(items("ahcc")));
    store.setCustomer(customer);
    await settle();
    store.setCustomer({ ...customer, accessToken: "token-2" });
    expect(store.getSnapshot().ready).toBe(true);
    expect(calls).toHaveLength(1);
    store.setCustomer(null);
    expect(store.getSnapshot().handles).toEqual([]);
  });
});
