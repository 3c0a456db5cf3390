/**
 * The conversions' settings (issue 67 item 3, decision 0155): off on a new store; the owner turns them on with a
 * value and a cash-on-delivery moment, audited; the answer shows the connected platforms' public ids and never a
 * secret; a value the store does not know is refused naming the field in the member's language, nothing saved; a
 * member who is not the owner is refused.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { auditLog, staffMembers, storeSettings } from "#server/db/schema";
import { testClock } from "#tests/server/account-kit.ts";
import { testConfig } from "#tests/server/platform-kit.ts";
import { createSeededTestDatabase, emptyTables } from "#tests/server/test-database.ts";
import { signedInStaffEachTest } from "#tests/server/staff-kit.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createSeededTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => emptyTables(database.db, auditLog, staffMembers, storeSettings));

const GA4 = { measurementId: "G-AB12CD34EF", apiSecret: "ga4-secret-never-shown", apiBase: "https://ga4.invalid" };
const { call, members, pagesAs } = signedInStaffEachTest(
  () => ({ database, clock: testClock(new Date("2026-11-29T09:00:00.000Z")), config: { ...testConfig, conversions: { ga4: GA4 } } }),
  ["owner", "support"],
);
const PATH = "/api/admin/settings/conversions";

describe("the conversions' settings", () => {
  it("are off on a new store, and the owner turns them on, audited, seeing which platforms are connected", async () => {
    const page = (await pagesAs(members.owner).settings())!;
    expect(page.conversions).toEqual({
      send: false,
      value: "net",
      cashOnDelivery: "on_placement",
      ga4MeasurementId: "G-AB12CD34EF",
      metaPixelId: null,
      updatedAt: null,
      updatedBy: null,
    });
    const chosen = { send: true, value: "gross", cashOnDelivery: "when_paid" };
    const saved = await call("POST", PATH, { member: members.owner, body: chosen });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ changed: true, ...chosen, ga4MeasurementId: "G-AB12CD34EF", metaPixelId: null });
    expect(JSON.stringify(saved.json)).not.toContain(GA4.apiSecret);
    expect((await call("POST", PATH, { member: members.owner, body: chosen })).json).toMatchObject({ changed: false });
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.action, "settings.change"));
    expect(audit.map((entry) => entry.targetId)).toEqual(["conversions.settings"]);
  });

  it("refuses a value it does not know naming the field, and a member who is not the owner", async () => {
    const refused = await call("POST", PATH, {
      member: members.owner,
      body: { send: true, value: "margin", cashOnDelivery: "on_placement" },
      language: "ro",
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ field: "value", error: expect.stringContaining("Valoarea trimisă") });
    const support = await call("POST", PATH, {
      member: members.support,
      body: { send: true, value: "net", cashOnDelivery: "on_placement" },
    });
    expect(support.status).toBe(403);
    expect(await database.db.select().from(storeSettings)).toEqual([]);
  });
});
