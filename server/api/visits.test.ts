/**
 * The visit beacon (issue 67 item 1, decision 0149), in process against a test database (PGlite, and PostgreSQL with
 * TEST_DATABASE_URL): every visit counted by day, source and device class; a visit kept per visitor only under a
 * recorded choice that allows statistics, with the `elara_visitor` cookie; wrong fields refused by name in Romanian
 * and English with nothing written.
 */
import { describe, expect, it } from "vitest";
import type { Language } from "#domain/locale";
import { VISITOR_COOKIE, VISITOR_RETENTION_DAYS } from "#domain/visit-source";
import { visitCounts, visitorTouches } from "#server/db/schema";
import { beaconAppEachTest, PHONE } from "#tests/server/beacon-kit.ts";
import { TEST_BASE_URL } from "#tests/server/platform-kit.ts";
import { fieldsRefusal } from "#tests/server/problem-kit.ts";
import { VISITS_PATH } from "./visits.ts";

const { database, clock, kit } = beaconAppEachTest(new Date("2026-11-30T09:00:00.000Z"));
const CONSENT_ID = "0f8e2c1a-3b4d-4e5f-8a6b-7c8d9e0f1a2b";

function beacon(body: unknown, { language = "ro", cookie, origin = "" }: { language?: Language; cookie?: string; origin?: string } = {}) {
  return kit().app.request(
    `${origin}${VISITS_PATH}`,
    {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Accept-Language": language,
        "User-Agent": PHONE,
        ...(cookie ? { Cookie: `${VISITOR_COOKIE}=${cookie}` } : {}),
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: "198.51.100.7" } } },
  );
}

const choose = (statistics: boolean) =>
  kit().platform.consent.record({
    consentId: CONSENT_ID,
    statistics,
    marketing: false,
    textVersion: kit().platform.consent.textVersion("ro"),
    language: "ro",
  });

const counts = () => database.db.select().from(visitCounts);
const touches = () => database.db.select().from(visitorTouches).orderBy(visitorTouches.id);
/** The visitor id the answer's cookie carries, or null when it sets none. */
const cookieOf = (response: Response) =>
  new RegExp(`${VISITOR_COOKIE}=([^;]+)`).exec(response.headers.get("Set-Cookie") ?? "")?.[1] ?? null;

const FROM_AD = {
  landing: "/produse/magneziu?utm_source=Facebook&utm_medium=paid&utm_campaign=Spring&fbclid=IwAR0secret",
  referrer: "https://l.facebook.com/",
};

describe("POST /api/visits", () => {
  it("refuses each wrong field by name in Romanian and English, writing nothing", async () => {
    const notAPath = await beacon({ landing: "https://elsewhere.example/", referrer: null });
    expect(notAPath.status).toBe(400);
    expect(await notAPath.json()).toEqual(
      fieldsRefusal("Câmpul „pagina de sosire” lipsește sau nu este valid.", "landing", {
        landing: "Câmpul „pagina de sosire” lipsește sau nu este valid.",
      }),
    );
    const english = await beacon(
      { landing: "/", referrer: "x".repeat(2_001), consentId: "not-a-uuid", counted: "yes" },
      { language: "en" },
    );
    expect((await english.json()).fields).toEqual({
      referrer: 'The field "referring page" is missing or not valid.',
      consentId: 'The field "choice id" is missing or not valid.',
      counted: 'The field "visit counted" is missing or not valid.',
    });
    expect((await beacon({ landing: "/" })).status).toBe(400);
    expect((await beacon("{")).status).toBe(400);
    expect(await counts()).toEqual([]);
    expect(await touches()).toEqual([]);
  });

  it("counts a visit with no choice made, setting no cookie and keeping no touch", async () => {
    const response = await beacon(FROM_AD);
    expect(response.status).toBe(204);
    expect(cookieOf(response)).toBeNull();
    expect(await counts()).toEqual([
      { day: "2026-11-30", channel: "paid", source: "facebook", medium: "paid", campaign: "spring", deviceClass: "phone", visits: 1 },
    ]);
    expect(await touches()).toEqual([]);
  });

  it("counts without a touch when the recorded choice refuses statistics, or an allowing choice was withdrawn", async () => {
    await choose(true);
    clock.advance(60_000);
    await choose(false);
    const response = await beacon({ ...FROM_AD, consentId: CONSENT_ID });
    expect(response.status).toBe(204);
    expect(cookieOf(response)).toBeNull();
    expect(await touches()).toEqual([]);
    expect((await counts())[0]!.visits).toBe(1);
  });

  it("keeps no touch under an allowing choice older than the banner's six months, which the browser has forgotten", async () => {
    await choose(true);
    clock.advance(183 * 86_400_000);
    const response = await beacon({ ...FROM_AD, consentId: CONSENT_ID });
    expect(cookieOf(response)).toBeNull();
    expect(await touches()).toEqual([]);
  });

  it("keeps a touch and gives the visitor a 13-month HttpOnly cookie under a choice that allows statistics, with no click-id value", async () => {
    await choose(true);
    const response = await beacon({ ...FROM_AD, consentId: CONSENT_ID });
    expect(response.status).toBe(204);
    const setCookie = response.headers.get("Set-Cookie")!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Max-Age=34128000/);
    expect(setCookie).toMatch(/Path=\/api(;|$)/);
    expect(setCookie).not.toMatch(/Secure/);
    const overHttps = await beacon({ ...FROM_AD, consentId: CONSENT_ID }, { origin: TEST_BASE_URL });
    expect(overHttps.headers.get("Set-Cookie")).toMatch(/; Secure/);
    const visitorId = cookieOf(response)!;
    expect(visitorId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const [touch] = (await touches()).filter((row) => row.visitorId === visitorId);
    expect(touch).toEqual({
      id: expect.any(Number),
      visitorId,
      occurredAt: clock(),
      channel: "paid",
      source: "facebook",
      medium: "paid",
      campaign: "spring",
      content: null,
      term: null,
      clickIdKind: "fbclid",
      referrerHost: "l.facebook.com",
      landingPath: "/produse/magneziu",
      deviceClass: "phone",
    });
    expect(JSON.stringify(touch)).not.toContain("IwAR0secret");
  });

  it("keeps a second visit under the same visitor id without setting the cookie again", async () => {
    await choose(true);
    const visitorId = cookieOf(await beacon({ ...FROM_AD, consentId: CONSENT_ID }))!;
    clock.advance(86_400_000);
    const again = await beacon({ landing: "/", referrer: null, consentId: CONSENT_ID }, { cookie: visitorId });
    expect(again.status).toBe(204);
    expect(cookieOf(again)).toBeNull();
    expect((await touches()).map((touch) => [touch.visitorId, touch.channel])).toEqual([
      [visitorId, "paid"],
      [visitorId, "direct"],
    ]);
  });

  it("keeps the touch of a visit counted before the shopper allowed statistics, without counting it twice", async () => {
    expect((await beacon(FROM_AD)).status).toBe(204);
    await choose(true);
    const consented = await beacon({ ...FROM_AD, consentId: CONSENT_ID, counted: true });
    expect(cookieOf(consented)).not.toBeNull();
    expect((await counts()).map((row) => row.visits)).toEqual([1]);
    expect(await touches()).toHaveLength(1);
  });

  it("reads a referrer of the store's own pages as a direct visit", async () => {
    await beacon({ landing: "/cos", referrer: `${TEST_BASE_URL}/produse/magneziu` });
    expect(await counts()).toEqual([
      { day: "2026-11-30", channel: "direct", source: "", medium: "", campaign: "", deviceClass: "phone", visits: 1 },
    ]);
  });

  it("counts visits of a kind on one row per day", async () => {
    await beacon({ landing: "/", referrer: "https://www.google.ro/" });
    await beacon({ landing: "/blog", referrer: "https://www.google.ro/search?q=x" });
    expect(await counts()).toEqual([
      { day: "2026-11-30", channel: "search", source: "google.ro", medium: "organic", campaign: "", deviceClass: "phone", visits: 2 },
    ]);
  });

  it("forgets a visitor's touches once they are older than the cookie's thirteen months, two sweeps at once deleting each once", async () => {
    await choose(true);
    const visitorId = cookieOf(await beacon({ ...FROM_AD, consentId: CONSENT_ID }))!;
    // A later visit within the choice's six months: its touch is younger than the first.
    clock.advance(100 * 86_400_000);
    await beacon({ landing: "/", referrer: null, consentId: CONSENT_ID }, { cookie: visitorId });
    clock.advance((VISITOR_RETENTION_DAYS - 100) * 86_400_000);
    const visits = kit().platform.marketing.visits;
    expect(await visits.forgetExpiredTouches()).toBe(0);
    clock.advance(1_000);
    const swept = await Promise.all([visits.forgetExpiredTouches(), visits.forgetExpiredTouches()]);
    expect(swept.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect((await touches()).map((touch) => touch.channel)).toEqual(["direct"]);
    expect((await counts()).map((row) => row.visits)).toEqual([1, 1]);
  });
});
