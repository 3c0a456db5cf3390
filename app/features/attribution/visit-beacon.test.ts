// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT_RECORDED_EVENT } from "#app/features/consent/consent-events.ts";
import { startVisitBeacon } from "./visit-beacon.ts";
import { VISIT_SESSION_KEY } from "./visit-session.ts";

const CONSENT_ID = "0f8e2c1a-3b4d-4e5f-8a6b-7c8d9e0f1a2b";
const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));

const choose = (statistics: boolean) =>
  window.localStorage.setItem(
    "elara_consent",
    JSON.stringify({ id: CONSENT_ID, version: "0123456789abcdef", decidedAt: Date.now(), statistics, marketing: false }),
  );

/** The bodies posted to the beacon's route, in order. */
const beacons = () =>
  fetchMock.mock.calls.map((call) => {
    const [path, init] = call as unknown as [string, RequestInit];
    expect([path, init.method, init.keepalive]).toEqual(["/api/visits", "POST", true]);
    return JSON.parse(init.body as string) as Record<string, unknown>;
  });

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  window.history.replaceState(null, "", "/produse/magneziu?utm_source=facebook&utm_campaign=spring");
  Object.defineProperty(document, "referrer", { value: "https://l.facebook.com/", configurable: true });
});
afterEach(() => {
  fetchMock.mockClear();
  window.sessionStorage.clear();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe("startVisitBeacon", () => {
  it("sends the session's landing and referrer once, with no choice id before statistics are allowed", () => {
    startVisitBeacon()();
    window.history.replaceState(null, "", "/cos");
    startVisitBeacon()();
    expect(beacons()).toEqual([
      { landing: "/produse/magneziu?utm_source=facebook&utm_campaign=spring", referrer: "https://l.facebook.com/" },
    ]);
  });

  it("sends the choice's id with the first visit when statistics are allowed already", () => {
    choose(true);
    Object.defineProperty(document, "referrer", { value: "", configurable: true });
    startVisitBeacon()();
    expect(beacons()).toEqual([
      { landing: "/produse/magneziu?utm_source=facebook&utm_campaign=spring", referrer: null, consentId: CONSENT_ID },
    ]);
  });

  it("sends the session's first landing again, marked counted, once the server has recorded a choice allowing statistics", () => {
    const stop = startVisitBeacon();
    window.dispatchEvent(new Event(CONSENT_RECORDED_EVENT));
    choose(false);
    window.dispatchEvent(new Event(CONSENT_RECORDED_EVENT));
    expect(beacons()).toHaveLength(1);
    stop();

    // The shopper moved on to another page of the session before allowing statistics.
    window.history.replaceState(null, "", "/cos");
    const onNextPage = startVisitBeacon();
    choose(true);
    window.dispatchEvent(new Event(CONSENT_RECORDED_EVENT));
    window.dispatchEvent(new Event(CONSENT_RECORDED_EVENT));
    expect(beacons()[1]).toEqual({
      landing: "/produse/magneziu?utm_source=facebook&utm_campaign=spring",
      referrer: "https://l.facebook.com/",
      consentId: CONSENT_ID,
      counted: true,
    });
    expect(beacons()).toHaveLength(2);
    expect(JSON.parse(window.sessionStorage.getItem(VISIT_SESSION_KEY)!)).toMatchObject({ kept: true });
    onNextPage();
  });

  it("stops following the choices when stopped", () => {
    startVisitBeacon()();
    choose(true);
    window.dispatchEvent(new Event(CONSENT_RECORDED_EVENT));
    expect(beacons()).toHaveLength(1);
  });
});
