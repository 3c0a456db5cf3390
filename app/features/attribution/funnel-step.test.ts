// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FUNNEL_SESSION_KEY, reportFunnelStep } from "./funnel-step.ts";
import { VISIT_SESSION_KEY } from "./visit-session.ts";

const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));

/** The bodies posted to the steps' route, in order. */
const steps = () =>
  fetchMock.mock.calls.map((call) => {
    const [path, init] = call as unknown as [string, RequestInit];
    expect([path, init.method, init.keepalive]).toEqual(["/api/visits/steps", "POST", true]);
    return JSON.parse(init.body as string) as Record<string, unknown>;
  });

const FROM_AD = { landing: "/produse/magneziu?utm_source=facebook&utm_campaign=spring", referrer: "https://l.facebook.com/" };

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  window.history.replaceState(null, "", "/cos");
  Object.defineProperty(document, "referrer", { value: "https://elara.example/produse/magneziu", configurable: true });
});
afterEach(() => {
  fetchMock.mockClear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe("reportFunnelStep", () => {
  it("sends each step once a session, with the session's first landing and referrer as its beacon remembered them", () => {
    window.sessionStorage.setItem(VISIT_SESSION_KEY, JSON.stringify({ ...FROM_AD, kept: false }));
    reportFunnelStep("product_view");
    reportFunnelStep("add_to_cart");
    reportFunnelStep("product_view");
    reportFunnelStep("add_to_cart");
    reportFunnelStep("checkout_started");
    expect(steps()).toEqual([
      { step: "product_view", ...FROM_AD },
      { step: "add_to_cart", ...FROM_AD },
      { step: "checkout_started", ...FROM_AD },
    ]);
  });

  it("sends this page's address and referrer before the beacon has remembered the session's visit, without remembering one", () => {
    window.history.replaceState(null, "", FROM_AD.landing);
    Object.defineProperty(document, "referrer", { value: "", configurable: true });
    reportFunnelStep("product_view");
    expect(steps()).toEqual([{ step: "product_view", landing: FROM_AD.landing, referrer: null }]);
    // The beacon, loaded after, still sends the visit.
    expect(window.sessionStorage.getItem(VISIT_SESSION_KEY)).toBeNull();
    expect(JSON.parse(window.sessionStorage.getItem(FUNNEL_SESSION_KEY)!)).toEqual(["product_view"]);
  });

  it("sends nothing and throws nothing when the browser refuses its session storage", () => {
    const reading = vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(() => reportFunnelStep("product_view")).not.toThrow();
    reading.mockRestore();
    const writing = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    expect(() => reportFunnelStep("add_to_cart")).not.toThrow();
    writing.mockRestore();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("throws nothing when the network fails", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(() => reportFunnelStep("checkout_started")).not.toThrow();
    await expect(fetchMock.mock.results[0]!.value).rejects.toThrow("Failed to fetch");
    expect(JSON.parse(window.sessionStorage.getItem(FUNNEL_SESSION_KEY)!)).toEqual(["checkout_started"]);
  });
});
