/**
 * Automatic promotions through the admin API (issue 68 item 1): who may read and change them, the form's validation
 * named by field in both languages with nothing written, a tiered promotion created, read, edited and switched off, its
 * customer list kept as mailboxes, its uses, amount off and revenue in the list (a released use counts for neither), and
 * every change audited. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  customers,
  discountRedemptions,
  emailOutbox,
  orders,
  productVariants,
  promotionCustomers,
  promotionUses,
  promotions,
  staffMembers,
  subscriptions,
} from "#server/db/schema";
import { testClock } from "#tests/server/account-kit.ts";
import { orderBody, socketFrom, seededStoreForFile } from "#tests/server/orders-kit.ts";
import { emptyTables } from "#tests/server/test-database.ts";
import { eachRole, signedInStaffEachTest } from "#tests/server/staff-kit.ts";
import { CREATE_ORDER_PATH } from "../create-order.ts";

const { database, variants: variantOf } = seededStoreForFile({ papillex: "PAP-1", ahcc: "AHC-1" });

const clock = testClock(new Date("2026-11-23T09:00:00.000Z"));

beforeEach(async () => {
  await emptyTables(database.db, promotionUses, promotionCustomers, promotions, discountRedemptions, subscriptions, orders);
  await emptyTables(database.db, emailOutbox, customers, auditLog, staffMembers);
});
const { kit, call, members, pagesAs } = signedInStaffEachTest(() => ({ database, clock }), ["owner", "fulfilment", "support"]);

const TIERED = {
  titleRo: "2 produse −10 %, 3 produse −15 %",
  titleEn: "2 products −10%, 3 products −15%",
  kind: "tiers",
  tierBasis: "quantity",
  tiers: [
    { min: "2", percent: "10" },
    { min: "3", percent: "15" },
  ],
};

const promotionRows = () => database.db.select().from(promotions);

async function placeOrder(email: string) {
  const response = await kit.app.request(
    CREATE_ORDER_PATH,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": "en" },
      body: JSON.stringify(orderBody([{ variantId: variantOf.ahcc!, quantity: 2 }], { email })),
    },
    socketFrom(),
  );
  expect(response.status).toBe(201);
  const { orderNumber } = (await response.json()) as { orderNumber: number };
  return (await database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!;
}

describe("who may see and change promotions", () => {
  it.each(eachRole({ owner: [true, 201], support: [true, 403], fulfilment: [false, 403] }))(
    "%s: reads the list: %s, create %i",
    async (role, reads, create) => {
      expect((await pagesAs(members[role]).promotions()) !== null).toBe(reads);
      expect((await call("GET", "/api/admin/promotions", { member: members[role] })).status).toBe(reads ? 200 : 403);
      expect((await call("POST", "/api/admin/promotions", { member: members[role], body: TIERED })).status).toBe(create);
    },
  );

  it("answers 401 without a session, and 403 without the CSRF token, writing nothing", async () => {
    expect(await pagesAs(undefined).promotions()).toBeNull();
    expect((await call("GET", "/api/admin/promotions")).status).toBe(401);
    expect((await call("POST", "/api/admin/promotions", { body: TIERED })).status).toBe(401);
    expect((await call("POST", "/api/admin/promotions", { member: members.owner, body: TIERED, csrf: false })).status).toBe(403);
    expect(await promotionRows()).toEqual([]);
  });
});

describe("the form", () => {
  it.each([
    [{ ...TIERED, titleRo: " " }, "titleRo", "Romanian title is required.", "Titlul în română: câmp obligatoriu."],
    [{ ...TIERED, titleEn: "x".repeat(81) }, "titleEn", "English title can have at most 80 characters.", null],
    [
      { ...TIERED, tiers: [...TIERED.tiers].reverse() },
      "tiers.1.min",
      "Tier 2 must ask for more than the tier before it.",
      "Pragul 2 trebuie să ceară mai mult decât pragul dinaintea lui.",
    ],
    [
      { ...TIERED, tiers: [{ min: 2, percent: 101 }] },
      "tiers.0.percent",
      "Tier 1: the percent must be a whole number from 1 to 100.",
      null,
    ],
    [{ ...TIERED, tiers: [] }, "tiers", "Add from 1 to 5 tiers.", "Adaugă între 1 și 5 praguri."],
    [
      { ...TIERED, tiers: Array.from({ length: 6 }, (_, index) => ({ min: index + 2, percent: 5 })) },
      "tiers",
      "Add from 1 to 5 tiers.",
      null,
    ],
    [
      { ...TIERED, kind: "amount_off", valueKind: "percent", percent: 0 },
      "percent",
      "The percent must be a whole number from 1 to 100.",
      "Procentul trebuie să fie un număr întreg între 1 și 100.",
    ],
    [
      { ...TIERED, kind: "amount_off", valueKind: "fixed", amount: "0" },
      "amount",
      "The amount must be more than 0 lei (for example 50 or 49.90).",
      null,
    ],
    [{ ...TIERED, kind: "gift" }, "giftSku", "Type the SKU of the variant given as a gift.", null],
    [
      { ...TIERED, kind: "gift", giftSku: "NOPE-1" },
      "giftSku",
      "No variant has the SKU NOPE-1.",
      "Nu există nicio variantă cu codul SKU NOPE-1.",
    ],
    [
      { ...TIERED, kind: "free_shipping" },
      "minSubtotal",
      "Free shipping needs a minimum subtotal of more than 0 lei (for example 200).",
      null,
    ],
    [
      { ...TIERED, kind: "free_shipping", minSubtotal: "200", zoneIds: ["ro", "mars"] },
      "zoneIds",
      "These shipping zones are not in the settings: mars.",
      "Zonele de livrare acestea nu există în setări: mars.",
    ],
    [
      { ...TIERED, startsAt: "2026-12-10T00:00:00Z", endsAt: "2026-12-01T00:00:00Z" },
      "endsAt",
      "The end date must be after the start date.",
      "Data de sfârșit trebuie să fie după data de început.",
    ],
    [{ ...TIERED, priority: "1.5" }, "priority", "The priority must be a whole number from −1000 to 1000.", null],
    [
      { ...TIERED, usageLimit: 0 },
      "usageLimit",
      "The usage limit must be a whole number of at least 1, or left empty.",
      "Limita de folosiri trebuie să fie un număr întreg de cel puțin 1 sau să rămână goală.",
    ],
    [
      { ...TIERED, audience: "customer_list", customerEmails: "" },
      "customerEmails",
      "Type at least one email address, one per line.",
      "Scrie cel puțin o adresă de e-mail, câte una pe rând.",
    ],
    [
      { ...TIERED, audience: "customer_list", customerEmails: "ana@example.ro\nnot-an-address" },
      "customerEmails",
      "These addresses are not valid: not-an-address.",
      null,
    ],
    [
      {
        ...TIERED,
        audience: "customer_list",
        customerEmails: Array.from({ length: 5_001 }, (_, index) => `c${index}@example.ro`).join("\n"),
      },
      "customerEmails",
      "The list can have at most 5000 addresses.",
      null,
    ],
    [{ ...TIERED, productHandles: ["ahcc", "no-such-product"] }, "productHandles", "These products do not exist: no-such-product.", null],
    [{ ...TIERED, variantSkus: ["PAP-1", "NOPE-2"] }, "variantSkus", "These variants do not exist: NOPE-2.", null],
    [{ ...TIERED, kind: "coupon" }, "kind", "Choose the promotion type: amount off, tiers, gift or free shipping.", null],
  ])("refuses bad form #%# naming its field, in both languages, and writes nothing", async (body, field, en, ro) => {
    const english = await call("POST", "/api/admin/promotions", { member: members.owner, body });
    expect(english).toMatchObject({ status: 400, json: { error: en, field } });
    if (ro) expect((await call("POST", "/api/admin/promotions", { member: members.owner, body, language: "ro" })).json.error).toBe(ro);
    expect(await promotionRows()).toEqual([]);
    expect(await database.db.select().from(promotionCustomers)).toEqual([]);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "promotion.create"))).toEqual([]);
  });

  it("answers 404 for a promotion that does not exist", async () => {
    expect((await call("GET", "/api/admin/promotions/999999", { member: members.owner })).status).toBe(404);
    expect((await call("GET", "/api/admin/promotions/abc", { member: members.owner })).status).toBe(404);
    expect((await call("PUT", "/api/admin/promotions/999999", { member: members.owner, body: TIERED })).status).toBe(404);
    expect((await call("POST", "/api/admin/promotions/999999/disable", { member: members.owner })).status).toBe(404);
    expect(await pagesAs(members.owner).promotion(999_999)).toMatchObject({ promotion: null });
  });
});

describe("a promotion", () => {
  it("is created, read, counted with its amount off and revenue, edited and switched off — all audited", async () => {
    const made = await call("POST", "/api/admin/promotions", { member: members.owner, body: TIERED });
    expect(made).toMatchObject({
      status: 201,
      json: {
        promotion: {
          titleRo: TIERED.titleRo,
          kind: "tiers",
          tierBasis: "quantity",
          tiers: [
            { min: 2, percent: 10 },
            { min: 3, percent: 15 },
          ],
          audience: "everyone",
          status: "active",
          uses: 0,
          amountOffRonMinor: 0,
          revenueRonMinor: 0,
          updatedBy: "owner@elara.test",
        },
      },
    });
    const id = (made.json as { promotion: { id: number } }).promotion.id;

    // Two orders used it; the second was cancelled and released its use. Checkout recorded what each earned; the
    // uses are set here to amounts this test names.
    const kept = await placeOrder("ana@example.ro");
    const released = await placeOrder("ioana@example.ro");
    await database.db.delete(promotionUses);
    await database.db.insert(promotionUses).values([
      { promotionId: id, orderId: kept.id, title: TIERED.titleRo, amountMinor: 1_000, amountRonMinor: 1_000 },
      { promotionId: id, orderId: released.id, title: TIERED.titleRo, amountMinor: 900, amountRonMinor: 900, released: true },
    ]);
    const list = await call("GET", "/api/admin/promotions", { member: members.support });
    expect(list).toMatchObject({
      status: 200,
      json: { promotions: [{ id, uses: 1, amountOffRonMinor: 1_000, revenueRonMinor: kept.totalRonMinor }] },
    });
    expect((await pagesAs(members.support).promotions())!.promotions).toMatchObject([{ id, uses: 1 }]);

    // For a list of customers now, in whatever spelling: one mailbox each; a cap of one use, used up.
    const edited = await call("PUT", `/api/admin/promotions/${id}`, {
      member: members.owner,
      body: {
        ...TIERED,
        audience: "customer_list",
        customerEmails: "A.na+promo@Gmail.com\nana@gmail.com; ioana@example.ro",
        usageLimit: "1",
        productHandles: ["ahcc"],
        variantSkus: ["PAP-1"],
        priority: "5",
      },
    });
    expect(edited).toMatchObject({
      status: 200,
      json: {
        changed: true,
        promotion: {
          audience: "customer_list",
          customerEmails: ["ana@gmail.com", "ioana@example.ro"],
          productHandles: ["ahcc"],
          variantSkus: ["PAP-1"],
          priority: 5,
          usageLimit: 1,
          status: "used_up",
        },
      },
    });
    const again = await call("PUT", `/api/admin/promotions/${id}`, {
      member: members.owner,
      body: {
        ...TIERED,
        audience: "customer_list",
        customerEmails: "ioana@example.ro\nana@gmail.com",
        usageLimit: 1,
        productHandles: ["ahcc"],
        variantSkus: ["PAP-1"],
        priority: 5,
      },
    });
    expect(again.json).toMatchObject({ changed: false });
    const read = await call("GET", `/api/admin/promotions/${id}`, { member: members.support });
    expect(read).toMatchObject({ status: 200, json: { promotion: { customerEmails: ["ana@gmail.com", "ioana@example.ro"] } } });

    expect(await call("POST", `/api/admin/promotions/${id}/disable`, { member: members.owner })).toMatchObject({
      status: 200,
      json: { changed: true, promotion: { active: false, status: "disabled" } },
    });
    expect((await call("POST", `/api/admin/promotions/${id}/disable`, { member: members.owner })).json).toMatchObject({ changed: false });
    expect((await call("POST", `/api/admin/promotions/${id}/enable`, { member: members.owner })).json).toMatchObject({ changed: true });

    const audit = (await database.db.select().from(auditLog).orderBy(auditLog.id)).filter((entry) => entry.action.startsWith("promotion."));
    expect(audit.map((entry) => entry.action)).toEqual(["promotion.create", "promotion.update", "promotion.disable", "promotion.enable"]);
    expect(audit[1]).toMatchObject({
      targetType: "promotion",
      targetId: String(id),
      before: { audience: "everyone", customers: 0 },
      after: { audience: "customer_list", customers: 2, priority: 5 },
    });
  });

  it("keeps a free shipping's zones and a gift's variant by their names", async () => {
    const shipping = await call("POST", "/api/admin/promotions", {
      member: members.owner,
      body: { titleRo: "Livrare gratuită", titleEn: "Free shipping", kind: "free_shipping", minSubtotal: "150", zoneIds: ["ro"] },
    });
    expect(shipping).toMatchObject({ status: 201, json: { promotion: { zoneIds: ["ro"], minSubtotalRonMinor: 15_000 } } });
    const gift = await call("POST", "/api/admin/promotions", {
      member: members.owner,
      body: { titleRo: "Cadou", titleEn: "Gift", kind: "gift", giftSku: "PAP-1", minSubtotal: "300", startsAt: "2026-12-01T00:00:00Z" },
    });
    expect(gift).toMatchObject({ status: 201, json: { promotion: { giftSku: "PAP-1", status: "scheduled" } } });
    const [row] = await database.db.select().from(promotions).where(eq(promotions.kind, "gift"));
    const [papillex] = await database.db.select().from(productVariants).where(eq(productVariants.sku, "PAP-1"));
    expect(row!.giftVariantId).toBe(papillex!.id);
  });
});
