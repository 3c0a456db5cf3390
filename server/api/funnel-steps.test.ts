/**
 * The storefront funnel's steps (issue 67 item 2), in process against a test database (PGlite, and PostgreSQL with
 * TEST_DATABASE_URL): each step counted once per call by the shop's day, under the session's source (its first landing
 * and referrer, classed as its visit was) and the request's device class, with nothing about the person; wrong fields
 * refused by name in Romanian and English with nothing written; a client past its bound refused before its body is read.
 */
import { describe, expect, it } from "vitest";
import type { Language } from "#domain/locale";
import { funnelCounts, visitCounts, visitorTouches } from "#server/db/schema";
import { beaconAppEachTest, PHONE } from "#tests/server/beacon-kit.ts";
import { TEST_BASE_URL } from "#tests/server/platform-kit.ts";
import { fieldsRefusal } from "#tests/server/problem-kit.ts";
import { FUNNEL_STEPS_PATH, FUNNEL_STEPS_PER_MINUTE } from "./visits.ts";

// 23:30 in Bucharest on 30 November: the shop's day, not the UTC one.
const { database, clock, kit } = beaconAppEachTest(new Date("2026-11-30T21:30:00.000Z"));
const DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

function step(
  body: unknown,
  { language = "ro", userAgent = PHONE, address = "198.51.100.7" }: { language?: Language; userAgent?: string; address?: string } = {},
) {
  return kit().app.request(
    FUNNEL_STEPS_PATH,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": language, "User-Agent": userAgent },
      body: typeof body === "string" ? body : JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: address } } },
  );
}

const counts = () => database.db.select().from(funnelCounts).orderBy(funnelCounts.step, funnelCounts.deviceClass);

const FROM_AD = {
  landing: "/produse/magneziu?utm_source=Facebook&utm_medium=paid&utm_campaign=Spring&fbclid=IwAR0secret",
  referrer: "https://l.facebook.com/",
};

describe("POST /api/visits/steps", () => {
  it("counts a step under the session's source and the request's device class, on the shop's day, answering 204 uncached", async () => {
    const response = await step({ step: "product_view", ...FROM_AD });
    expect(response.status).toBe(204);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await counts()).toEqual([
      {
        day: "2026-11-30",
        step: "product_view",
        channel: "paid",
        source: "facebook",
        medium: "paid",
        campaign: "spring",
        deviceClass: "phone",
        sessions: 1,
      },
    ]);
    expect(await database.db.select().from(visitCounts)).toEqual([]);
    expect(await database.db.select().from(visitorTouches)).toEqual([]);
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("adds one session for each call, a row per step and device class, the store's own pages as direct", async () => {
    await step({ step: "add_to_cart", landing: "/", referrer: `${TEST_BASE_URL}/produse/magneziu` });
    await step({ step: "add_to_cart", landing: "/cos", referrer: null });
    await step({ step: "add_to_cart", landing: "/", referrer: null }, { userAgent: DESKTOP });
    await step({ step: "checkout_started", landing: "/", referrer: null });
    const direct = { day: "2026-11-30", channel: "direct", source: "", medium: "", campaign: "" };
    expect(await counts()).toEqual([
      { ...direct, step: "add_to_cart", deviceClass: "desktop", sessions: 1 },
      { ...direct, step: "add_to_cart", deviceClass: "phone", sessions: 2 },
      { ...direct, step: "checkout_started", deviceClass: "phone", sessions: 1 },
    ]);
  });

  it("refuses each wrong field by name in Romanian and English, writing nothing", async () => {
    const notAStep = await step({ step: "purchase", landing: "/", referrer: null });
    expect(notAStep.status).toBe(400);
    expect(await notAStep.json()).toEqual(
      fieldsRefusal("Câmpul „pasul” lipsește sau nu este valid.", "step", { step: "Câmpul „pasul” lipsește sau nu este valid." }),
    );
    const english = await step(
      { step: "product_view", landing: "https://elsewhere.example/", referrer: "x".repeat(2_001) },
      { language: "en" },
    );
    expect(english.status).toBe(400);
    expect((await english.json()).fields).toEqual({
      landing: 'The field "landing page" is missing or not valid.',
      referrer: 'The field "referring page" is missing or not valid.',
    });
    const noStep = await step({ landing: "/", referrer: null }, { language: "en" });
    expect((await noStep.json()).fields).toEqual({ step: 'The field "step" is missing or not valid.' });
    expect((await step({ step: "product_view", landing: "/" })).status).toBe(400);
    expect((await step("{")).status).toBe(400);
    expect(await counts()).toEqual([]);
  });

  it("refuses a client past its bound in a minute with 429, counting nothing more, while another client is counted", async () => {
    const body = { step: "product_view", landing: "/", referrer: null };
    for (let sent = 0; sent < FUNNEL_STEPS_PER_MINUTE; sent++) expect((await step(body)).status).toBe(204);
    const limited = await step(body, { language: "en" });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await step(body, { address: "203.0.113.9" })).status).toBe(204);
    expect((await counts()).map((row) => row.sessions)).toEqual([FUNNEL_STEPS_PER_MINUTE + 1]);
    clock.advance(60_000);
    expect((await step(body)).status).toBe(204);
  });
});
