/**
 * The launch checklist (issue 64 item 2, decision 0127) over a seeded production store: every item open at first,
 * each ticked by the real change that fixes it (a DSVSA entry among the store's authorisations and the choice to ship by hand through their
 * audited settings, the legal pages' [[…]] passages rewritten, the products' sample information replaced), and a
 * product whose mandatory information is still the seed's sample refused publication in production, in the member's
 * language. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LAUNCH_ITEMS, type LaunchChecklist } from "#domain/launch-checklist";
import { LEGAL_PAGES } from "#domain/content-pages";
import type { DatabaseHandle } from "#server/db/client";
import {
  auditLog,
  productMandatoryInformation,
  products,
  staffMembers,
  storeContentPages,
  storeContentTexts,
  storeSettings,
} from "#server/db/schema";
import { testClock } from "#tests/server/account-kit.ts";
import { DSVSA_LICENCE, OPERATING_PERMIT, SAVED_DSVSA_LICENCE } from "#tests/server/licences-kit.ts";
import { testConfig } from "#tests/server/platform-kit.ts";
import { createSeededTestDatabase, emptyTables } from "#tests/server/test-database.ts";
import { signedInStaffEachTest } from "#tests/server/staff-kit.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createSeededTestDatabase();
});
afterAll(() => database.close());

const clock = testClock(new Date("2026-11-29T09:00:00.000Z"));

beforeEach(async () => {
  await emptyTables(database.db, auditLog, staffMembers, storeSettings, storeContentTexts, storeContentPages);
  await database.db.update(productMandatoryInformation).set({ sample: true });
  await database.db.update(products).set({ status: "active" });
});

const { call, members, pagesAs } = signedInStaffEachTest(
  () => ({ database, clock, config: { ...testConfig, nodeEnv: "production" as const } }),
  ["owner", "support"],
);

const checklist = async (): Promise<LaunchChecklist> => (await pagesAs(members.owner).launchChecklist())!;
const state = async () => Object.fromEntries((await checklist()).items.map((entry) => [entry.item, entry.done]));
const owner = (path: string, body: unknown, language = "ro") => call("POST", path, { member: members.owner, body, language });

describe("the launch checklist", () => {
  it("opens every item on a new store and is the owner's only", async () => {
    const list = await checklist();
    expect(list.items.map((entry) => entry.item)).toEqual([...LAUNCH_ITEMS]);
    expect(list.open).toBe(LAUNCH_ITEMS.length);
    const labels = list.items.find((entry) => entry.item === "productLabels")!;
    const [first] = await database.db.select({ id: products.id }).from(products).orderBy(products.id).limit(1);
    expect(labels).toMatchObject({ left: 6, href: `/admin/products/${first!.id}` });
    expect(list.items.find((entry) => entry.item === "legalPages")!.left).toBeGreaterThan(0);
    expect(await pagesAs(members.support).launchChecklist()).toBeNull();
  });

  it("ticks the licences and the couriers by the owner's audited settings, and opens them again when taken back", async () => {
    // Another authorisation alone does not tick the item: the DSVSA registration is the one a supplement shop needs.
    expect((await owner("/api/admin/settings/licences", { licences: [OPERATING_PERMIT] })).status).toBe(200);
    expect((await state()).licences).toBe(false);
    expect((await owner("/api/admin/settings/licences", { licences: [DSVSA_LICENCE, OPERATING_PERMIT] })).json).toMatchObject({
      changed: true,
      licences: [SAVED_DSVSA_LICENCE, OPERATING_PERMIT],
    });
    expect((await owner("/api/admin/settings/shipping-by-hand", { byHand: true })).json).toMatchObject({ changed: true, byHand: true });
    expect(await state()).toMatchObject({ licences: true, couriers: true, company: false });
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.action, "settings.change"));
    expect(audit.map((entry) => entry.targetId).sort()).toEqual(["licences.list", "licences.list", "shipping.byHand"]);

    await owner("/api/admin/settings/shipping-by-hand", { byHand: false });
    expect((await state()).couriers).toBe(false);
    expect((await call("POST", "/api/admin/settings/shipping-by-hand", { member: members.support, body: { byHand: true } })).status).toBe(
      403,
    );
  });

  it("ticks the legal pages once no passage is left marked for a lawyer", async () => {
    for (const page of LEGAL_PAGES) {
      const view = (await pagesAs(members.owner).content())!.pages.find((entry) => entry.page === page)!;
      const texts = Object.fromEntries(
        view.fields.map((field) => [
          field.key,
          { ro: field.defaults.ro.replace(/\[\[([\s\S]+?)\]\]/g, "$1"), en: field.defaults.en.replace(/\[\[([\s\S]+?)\]\]/g, "$1") },
        ]),
      );
      const saved = await owner(`/api/admin/content/${page}`, { version: view.version, texts, hidden: [] });
      expect(saved.status, page).toBe(200);
      if (page !== LEGAL_PAGES.at(-1)) expect((await state()).legalPages).toBe(false);
    }
    expect((await state()).legalPages).toBe(true);
  });

  it("ticks the products' labels once no published product's information is the sample's", async () => {
    await database.db.update(productMandatoryInformation).set({ sample: false });
    expect((await checklist()).items.find((entry) => entry.item === "productLabels")).toMatchObject({ done: true, left: 0 });
  });
});

describe("publishing in production", () => {
  it("refuses a product whose mandatory information is still the sample's, in the member's language, and publishes it once replaced", async () => {
    const [papillex] = await database.db.select().from(products).where(eq(products.handle, "papillex"));
    const id = papillex!.id;
    expect((await owner(`/api/admin/products/${id}/status`, { status: "draft" })).status).toBe(200);

    const refused = await owner(`/api/admin/products/${id}/status`, { status: "active" });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: "mandatory_information_sample", field: "mandatory.sample" });
    expect(refused.json.missing).toContain("mandatory.notificationNumber");
    expect(refused.json.error).toMatch(/^Nu poți publica produsul: informațiile lui obligatorii sunt încă datele de exemplu/);
    expect((await owner(`/api/admin/products/${id}/status`, { status: "active" }, "en")).json.error).toMatch(
      /^You cannot publish the product: its mandatory information is still the sample data.*Notification number/,
    );
    expect((await database.db.select().from(products).where(eq(products.id, id)))[0]!.status).toBe("draft");

    await database.db.update(productMandatoryInformation).set({ sample: false }).where(eq(productMandatoryInformation.productId, id));
    expect((await owner(`/api/admin/products/${id}/status`, { status: "active" })).json).toMatchObject({ product: { status: "active" } });
  });
});
