/**
 * Loyalty points' routes (issue 71 items 1 and 3, decision 0189): the account reads nothing of points while the
 * program is off and its balance, worth, expiry and history once on; the owner saves the rules (each wrong field
 * named in the member's language), adjusts a customer's points with a reason (audited, a debit below zero refused,
 * support refused), reads them on the customer's page and exports the ledger. On PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_LOYALTY_SETTINGS } from "#domain/loyalty";
import { auditLog, loyaltyAccounts, loyaltyEntries, storeSettings } from "#server/db/schema";
import { sendJson, signedInCustomer, testClock } from "#tests/server/account-kit.ts";
import { ORDER_TABLES, seededStoreForFile } from "#tests/server/orders-kit.ts";
import { signedInStaffEachTest, STAFF_TABLES } from "#tests/server/staff-kit.ts";
import { emptyTables } from "#tests/server/test-database.ts";

const { database } = seededStoreForFile({});
const clock = testClock(new Date("2026-11-23T09:00:00.000Z"));

beforeEach(async () => {
  await emptyTables(database.db, loyaltyEntries, loyaltyAccounts, storeSettings, ...ORDER_TABLES, ...STAFF_TABLES);
  clock.set(new Date("2026-11-23T09:00:00.000Z"));
});
const { kit, call, members } = signedInStaffEachTest(() => ({ database, clock }), ["owner", "support"]);

const RULES = { ...DEFAULT_LOYALTY_SETTINGS, enabled: true };

describe("the owner's rules", () => {
  it("saves valid rules, audited, and refuses a wrong field naming it in the member's language", async () => {
    expect((await call("GET", "/api/admin/loyalty/settings", { member: members.owner })).json).toEqual(DEFAULT_LOYALTY_SETTINGS);
    const refused = await call("PUT", "/api/admin/loyalty/settings", {
      member: members.owner,
      language: "ro",
      body: { ...RULES, baniPerPoint: 0 },
    });
    expect(refused).toMatchObject({
      status: 400,
      json: { field: "baniPerPoint", error: "Scrie cât valorează un punct, în bani: un număr întreg între 1 și 1.000." },
    });
    expect((await call("GET", "/api/admin/loyalty/settings", { member: members.owner })).json.enabled).toBe(false);

    const saved = await call("PUT", "/api/admin/loyalty/settings", { member: members.owner, body: RULES });
    expect(saved).toMatchObject({ status: 200, json: RULES });
    expect((await call("PUT", "/api/admin/loyalty/settings", { member: members.support, body: RULES })).status).toBe(403);
    const audited = await database.db.select().from(auditLog).where(eq(auditLog.action, "settings.change"));
    expect(audited.map((entry) => entry.targetId)).toEqual(["loyalty.settings"]);
  });
});

describe("a customer's points", () => {
  it("are hidden while the program is off, and shown with their worth, expiry and history once on", async () => {
    const { id, accessToken } = await signedInCustomer(kit, "ana@example.ro");
    expect((await sendJson(kit.app, "GET", "/api/account/loyalty", accessToken)).json).toEqual({ enabled: false });
    expect((await call("GET", `/api/admin/customers/${id}/loyalty`, { member: members.owner })).json).toEqual({ enabled: false });

    await call("PUT", "/api/admin/loyalty/settings", { member: members.owner, body: RULES });
    const adjusted = await call("POST", `/api/admin/customers/${id}/loyalty`, {
      member: members.owner,
      body: { points: 150, reason: "  welcome gift  " },
    });
    expect(adjusted).toMatchObject({ status: 200, json: { balancePoints: 150 } });
    const shown = (await sendJson(kit.app, "GET", "/api/account/loyalty", accessToken)).json;
    expect(shown).toMatchObject({
      enabled: true,
      balancePoints: 150,
      worthRonMinor: 1_500,
      expiresAt: null,
      entries: [{ kind: "adjusted", points: 150, unrecoveredPoints: 0, orderNumber: null, reason: "welcome gift" }],
    });
    expect((await call("GET", `/api/admin/customers/${id}/loyalty`, { member: members.support })).json).toEqual(shown);
    expect((await call("GET", "/api/account/loyalty")).status).toBe(401);
  });

  it("are adjusted only by the owner, with a reason, never below zero, and the refusal names the field", async () => {
    const { id } = await signedInCustomer(kit, "ana@example.ro");
    await call("PUT", "/api/admin/loyalty/settings", { member: members.owner, body: RULES });
    const path = `/api/admin/customers/${id}/loyalty`;
    expect((await call("POST", path, { member: members.support, body: { points: 10, reason: "x" } })).status).toBe(403);
    expect(await call("POST", path, { member: members.owner, language: "ro", body: { points: 10, reason: " " } })).toMatchObject({
      status: 400,
      json: { field: "reason", error: "Scrie motivul ajustării (cel mult 500 de caractere)." },
    });
    expect(await call("POST", path, { member: members.owner, body: { points: 0, reason: "nothing" } })).toMatchObject({
      status: 400,
      json: { field: "points" },
    });
    expect(await call("POST", path, { member: members.owner, body: { points: -5, reason: "correction" } })).toMatchObject({
      status: 409,
      json: { field: "points", error: "The customer's points are not enough for this debit." },
    });
    expect(
      (await call("POST", "/api/admin/customers/999999/loyalty", { member: members.owner, body: { points: 5, reason: "x" } })).status,
    ).toBe(404);
    expect(await database.db.select().from(loyaltyEntries)).toEqual([]);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "loyalty.adjust"))).toEqual([]);
  });
});

describe("the ledger's export", () => {
  it("lists every entry in the member's language, the owner's only", async () => {
    const { id } = await signedInCustomer(kit, "ana@example.ro");
    await call("PUT", "/api/admin/loyalty/settings", { member: members.owner, body: RULES });
    await call("POST", `/api/admin/customers/${id}/loyalty`, { member: members.owner, body: { points: 40, reason: "=SUM(A1)" } });
    const answer = await call("GET", "/api/admin/loyalty/export.csv", { member: members.owner, language: "ro" });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Disposition")).toBe('attachment; filename="registru-puncte-2026-11-23.csv"');
    const lines = (await answer.response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Nr.;Data;Client (id);Tip;Puncte;Nerecuperate;Cauza;Comanda;Motiv;Făcut de");
    expect(lines[1]).toMatch(new RegExp(`^\\d+;2026-11-23 11:00;${id};ajustate;40;0;;;'=SUM\\(A1\\);owner@elara\\.test$`));
    expect((await call("GET", "/api/admin/loyalty/export.csv", { member: members.support })).status).toBe(403);
  });
});
