/**
 * Discount codes through the admin API (issue 17 item 3): who may read and change them, the form's
 * validation named by field in both languages, a code limited to ahcc honoured by a checkout, its uses
 * and revenue in the list, editing a used code without touching past orders, disabling, and every
 * change audited. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  customers,
  discountCodes,
  discountRedemptions,
  emailOutbox,
  orders,
  staffMembers,
  subscriptions,
} from "#server/db/schema";
import { readDiscountFilter } from "#domain/admin/discounts";
import { insertPublicCodes } from "#tests/server/discount-codes.ts";
import { testClock } from "#tests/server/account-kit.ts";
import { orderBody, socketFrom, seededStoreForFile } from "#tests/server/orders-kit.ts";
import { emptyTables } from "#tests/server/test-database.ts";
import { eachRole, signedInStaffEachTest } from "#tests/server/staff-kit.ts";
import { CREATE_ORDER_PATH } from "../create-order.ts";

const { database, variants: variantOf } = seededStoreForFile({ papillex: "PAP-1", ahcc: "AHC-1" });

const clock = testClock(new Date("2026-11-23T09:00:00.000Z"));

beforeEach(async () => {
  await emptyTables(database.db, discountRedemptions, subscriptions, orders, discountCodes);
  await insertPublicCodes(database.db);
  await emptyTables(database.db, emailOutbox, customers, auditLog, staffMembers);
});
const { kit, call, members, pagesAs } = signedInStaffEachTest(() => ({ database, clock }), ["owner", "fulfilment", "support"]);

const AHCC15 = { code: "ahcc15", kind: "percent", percent: 15, productScope: "chosen", productHandles: ["ahcc"], description: "Toamnă" };

async function checkout(code: string, email: string) {
  const response = await kit.app.request(
    CREATE_ORDER_PATH,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": "en" },
      body: JSON.stringify(
        orderBody(
          [
            { variantId: variantOf.ahcc!, quantity: 1 },
            { variantId: variantOf.papillex!, quantity: 1 },
          ],
          { discountCode: code, email },
        ),
      ),
    },
    socketFrom(),
  );
  return { status: response.status, json: (await response.json()) as { orderNumber: number; total: { amount: string } } };
}

describe("who may see and change discount codes", () => {
  it.each(eachRole({ owner: [true, 201], support: [true, 403], fulfilment: [false, 403] }))(
    "%s: reads the list: %s, create %i",
    async (role, reads, create) => {
      expect((await pagesAs(members[role]).discounts({})) !== null).toBe(reads);
      expect((await call("POST", "/api/admin/discounts", { member: members[role], body: AHCC15 })).status).toBe(create);
    },
  );

  it("answers 401 without a session, and 403 without the CSRF token, changing nothing", async () => {
    expect(await pagesAs(undefined).discounts({})).toBeNull();
    expect((await call("POST", "/api/admin/discounts", { body: AHCC15 })).status).toBe(401);
    expect((await call("POST", "/api/admin/discounts", { member: members.owner, body: AHCC15, csrf: false })).status).toBe(403);
    expect((await call("POST", "/api/admin/discounts/ELARA10/disable", { member: members.owner, csrf: false })).status).toBe(403);
    expect(await database.db.select().from(discountCodes).where(eq(discountCodes.code, "AHCC15"))).toEqual([]);
    expect((await database.db.select().from(discountCodes).where(eq(discountCodes.code, "ELARA10")))[0]!.active).toBe(true);
  });
});

describe("the form", () => {
  it.each([
    [
      { ...AHCC15, percent: 0 },
      "percent",
      "The percent must be a whole number from 1 to 100.",
      "Procentul trebuie să fie un număr întreg între 1 și 100.",
    ],
    [{ ...AHCC15, percent: 101 }, "percent", "The percent must be a whole number from 1 to 100.", null],
    [
      { code: "MINUS", kind: "fixed", amount: "0" },
      "amount",
      "The amount must be more than 0 lei (for example 50 or 49.90).",
      "Suma trebuie să fie mai mare de 0 lei (de exemplu 50 sau 49,90).",
    ],
    [
      { ...AHCC15, startsAt: "2026-12-10T00:00:00Z", endsAt: "2026-12-01T00:00:00Z" },
      "endsAt",
      "The end date must be after the start date.",
      "Data de sfârșit trebuie să fie după data de început.",
    ],
    [
      { ...AHCC15, usageLimit: 0 },
      "usageLimit",
      "The usage limit must be a whole number of at least 1, or left empty.",
      "Limita de folosiri trebuie să fie un număr întreg de cel puțin 1 sau să rămână goală.",
    ],
    [
      { ...AHCC15, productHandles: [] },
      "productHandles",
      "Choose at least one product, or apply the discount to every product.",
      "Alege cel puțin un produs sau aplică reducerea tuturor produselor.",
    ],
    [
      { ...AHCC15, productHandles: ["ahcc", "no-such-product"] },
      "productHandles",
      "These products do not exist: no-such-product.",
      "Produsele alese nu există: no-such-product.",
    ],
    [{ ...AHCC15, code: "a b" }, "code", "The code has 3–32 characters: letters A–Z, digits, - and _.", null],
    [{ ...AHCC15, kind: "gift" }, "kind", "The discount type must be percent or fixed amount.", null],
    [{ ...AHCC15, code: "ELARA20", percent: 15 }, "percent", "A code of this form is worth the percent in its name: 20%.", null],
  ])("refuses bad form #%# naming its field, in both languages, and saves nothing", async (body, field, en, ro) => {
    const english = await call("POST", "/api/admin/discounts", { member: members.owner, body });
    expect(english).toMatchObject({ status: 400, json: { error: en, field } });
    if (ro) expect((await call("POST", "/api/admin/discounts", { member: members.owner, body, language: "ro" })).json.error).toBe(ro);
    expect(await database.db.select({ code: discountCodes.code }).from(discountCodes)).toHaveLength(2);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "discount.create"))).toEqual([]);
  });

  it("refuses a code that exists with 409, whatever its case", async () => {
    expect((await call("POST", "/api/admin/discounts", { member: members.owner, body: AHCC15 })).status).toBe(201);
    const again = await call("POST", "/api/admin/discounts", { member: members.owner, body: { ...AHCC15, code: " Ahcc15 " } });
    expect(again).toMatchObject({ status: 409, json: { field: "code", error: expect.stringContaining("AHCC15") } });
  });

  it("keeps the popup's code at its offer's terms", async () => {
    const edited = await call("POST", "/api/admin/discounts/ELARA10", {
      member: members.owner,
      body: { code: "ELARA10", kind: "percent", percent: 10, firstOrderOnly: false, oncePerEmail: true },
    });
    expect(edited).toMatchObject({ status: 400, json: { field: "firstOrderOnly" } });
    // Its dates and limits are the owner's to set.
    const limited = await call("POST", "/api/admin/discounts/ELARA10", {
      member: members.owner,
      body: { code: "ELARA10", kind: "percent", percent: 10, firstOrderOnly: true, oncePerEmail: true, usageLimit: 500 },
    });
    expect(limited).toMatchObject({ status: 200, json: { changed: true, discount: { usageLimit: 500, status: "active" } } });
  });

  it("lets the owner make a public brand code on purpose: a new store has none, ELARA10 is worth its 10 %", async () => {
    await database.db.delete(discountCodes);
    const made = await call("POST", "/api/admin/discounts", {
      member: members.owner,
      body: { code: "elara10", kind: "percent", percent: 10, firstOrderOnly: true, oncePerEmail: true },
    });
    expect(made).toMatchObject({ status: 201, json: { discount: { code: "ELARA10", source: "admin", recipientEmail: null } } });
  });

  it("lists the codes anyone may type by default, the sign-ups' personal codes when asked, marked with their recipient", async () => {
    await database.db.insert(discountCodes).values([
      { code: "ELARA10-7KQ2MXBD", percent: 10, source: "popup", usageLimit: 1, recipientEmail: "ana@example.ro" },
      { code: "ELARA5-ABCDEFGH", percent: 5, source: "newsletter", usageLimit: 1, recipientEmail: "ion@example.ro" },
    ]);
    const read = async (query: string, member = members.support) =>
      (await pagesAs(member).discounts(readDiscountFilter(new URLSearchParams(query))))!.discounts;
    const list = async (query: string) => (await read(query)).map((discount) => discount.code);
    expect(await list("")).toEqual(["ELARA10", "ELARA5"]);
    expect(await list("?audience=personal")).toEqual(["ELARA10-7KQ2MXBD", "ELARA5-ABCDEFGH"]);
    expect(await list("?audience=all")).toHaveLength(4);
    // Found by its recipient's address, for the owner answering "my code does not work".
    expect(await list("?audience=personal&q=ana%40")).toEqual(["ELARA10-7KQ2MXBD"]);
    const [ana] = await read("?audience=personal&q=ana", members.owner);
    expect(ana).toMatchObject({ source: "popup", recipientEmail: "ana@example.ro", usageLimit: 1 });
  });

  it("answers 404 for a code that does not exist", async () => {
    expect(await pagesAs(members.owner).discount("NOPE")).toMatchObject({ discount: null });
    expect((await call("POST", "/api/admin/discounts/NOPE", { member: members.owner, body: AHCC15 })).status).toBe(404);
    expect((await call("POST", "/api/admin/discounts/NOPE/disable", { member: members.owner })).status).toBe(404);
  });
});

describe("a code limited to ahcc, from creation to its revenue", () => {
  it("is created, honoured on the ahcc line only, counted, edited without changing past orders, disabled — all audited", async () => {
    const created = await call("POST", "/api/admin/discounts", { member: members.owner, body: { ...AHCC15, usageLimit: 2 } });
    expect(created).toMatchObject({
      status: 201,
      json: {
        discount: {
          code: "AHCC15",
          kind: "percent",
          percent: 15,
          productScope: "chosen",
          products: [{ handle: "ahcc" }],
          usageLimit: 2,
          status: "active",
          uses: 0,
          revenueRonMinor: 0,
          source: "admin",
          updatedBy: "owner@elara.test",
        },
      },
    });

    const placed = await checkout("AHCC15", "ana@example.ro");
    expect(placed.status).toBe(201);
    const [order] = await database.db.select().from(orders).where(eq(orders.orderNumber, placed.json.orderNumber));
    expect(order).toMatchObject({ discountCode: "AHCC15", discountKind: "percent", discountPercent: 15 });

    const list = await pagesAs(members.support).discounts({ q: "ahcc", status: "active", audience: undefined });
    expect(list!.discounts).toMatchObject([{ code: "AHCC15", uses: 1, revenueRonMinor: order!.totalRonMinor }]);
    expect((await pagesAs(members.owner).discounts({ q: undefined, status: "disabled", audience: undefined }))!.discounts).toEqual([]);

    // 50 lei off instead: the order placed before keeps its 15 %.
    const edited = await call("POST", "/api/admin/discounts/AHCC15", {
      member: members.owner,
      body: { ...AHCC15, kind: "fixed", amount: "50", percent: null, usageLimit: 2 },
    });
    expect(edited).toMatchObject({
      status: 200,
      json: { changed: true, discount: { kind: "fixed", amountRonMinor: 5_000, percent: null } },
    });
    const [unchanged] = await database.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(unchanged).toMatchObject({
      discountPercent: 15,
      discountKind: "percent",
      discountMinor: order!.discountMinor,
      totalMinor: order!.totalMinor,
    });
    const same = await call("POST", "/api/admin/discounts/AHCC15", {
      member: members.owner,
      body: { ...AHCC15, kind: "fixed", amount: "50.00", usageLimit: 2 },
    });
    expect(same.json.changed).toBe(false);

    expect((await checkout("AHCC15", "ioana@example.ro")).status).toBe(201);
    const usedUp = await pagesAs(members.owner).discount("AHCC15");
    expect(usedUp!.discount).toMatchObject({ uses: 2, status: "used_up" });
    expect(await checkout("AHCC15", "maria@example.ro")).toMatchObject({ status: 400 });

    const disabled = await call("POST", "/api/admin/discounts/AHCC15/disable", { member: members.owner });
    expect(disabled.json).toMatchObject({ changed: true, discount: { active: false, status: "disabled" } });
    expect((await call("POST", "/api/admin/discounts/AHCC15/disable", { member: members.owner })).json.changed).toBe(false);
    expect((await call("POST", "/api/admin/discounts/AHCC15/enable", { member: members.owner })).json.changed).toBe(true);

    const audit = await database.db.select().from(auditLog).where(eq(auditLog.targetId, "AHCC15")).orderBy(auditLog.id);
    expect(audit.map((entry) => entry.action)).toEqual(["discount.create", "discount.update", "discount.disable", "discount.enable"]);
    expect(audit[1]).toMatchObject({
      staffEmail: "owner@elara.test",
      before: { kind: "percent", percent: 15, amountRonMinor: null },
      after: { kind: "fixed", percent: null, amountRonMinor: 5_000 },
    });
  });
});
