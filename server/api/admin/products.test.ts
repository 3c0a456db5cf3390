/**
 * The catalogue through the admin API (issue 17 item 1): only the owner edits it; a variant's price (through its
 * price history, decision 0140), stock and sale switch change in one audited step that the Storefront API and the next
 * order read at once; bad input and a stock count that moved meanwhile change nothing; a draft product is
 * invisible to the storefront and cannot be bought. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { asc, eq } from "drizzle-orm";
import { readProductFilter } from "#domain/admin/products";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { auditLog, orders, priceHistory, products, productVariants } from "#server/db/schema";
import { testClock } from "#tests/server/account-kit.ts";
import { refusal } from "#tests/server/problem-kit.ts";
import { orderOneOf, ORDER_TABLES } from "#tests/server/orders-kit.ts";
import { testConfig } from "#tests/server/platform-kit.ts";
import { createSeededTestDatabase, emptyTables } from "#tests/server/test-database.ts";
import { signedInStaffEachTest, type StaffMemberSession, STAFF_TABLES } from "#tests/server/staff-kit.ts";

let database: DatabaseHandle;
let papillexSingle = { id: 0, priceMinor: 0, stockQuantity: null as number | null };
let papillexId = 0;
let openingPrice: typeof priceHistory.$inferSelect;
beforeAll(async () => {
  database = await createSeededTestDatabase();
  const [variant] = await database.db.select().from(productVariants).where(eq(productVariants.sku, "PAP-1"));
  papillexSingle = variant!;
  papillexId = variant!.productId;
  const [opening] = await database.db.select().from(priceHistory).where(eq(priceHistory.variantId, variant!.id));
  openingPrice = opening!;
});
afterAll(() => database.close());

const clock = testClock(new Date("2026-11-23T09:00:00.000Z"));

beforeEach(async () => {
  await emptyTables(database.db, ...ORDER_TABLES, ...STAFF_TABLES);
  await database.db
    .update(productVariants)
    .set({
      priceMinor: papillexSingle.priceMinor,
      stockQuantity: papillexSingle.stockQuantity,
      availableForSale: true,
    })
    .where(eq(productVariants.id, papillexSingle.id));
  await database.db.delete(priceHistory).where(eq(priceHistory.variantId, papillexSingle.id));
  await database.db.insert(priceHistory).values(openingPrice);
  await database.db.update(products).set({ status: "active" });
});
const { kit, call, members, pagesAs } = signedInStaffEachTest(() => ({ database, clock }), ["owner", "fulfilment", "support"]);

const change = (overrides: Record<string, unknown> = {}) => ({
  price: "249,90",
  stock: String(papillexSingle.stockQuantity ?? ""),
  expectedStock: papillexSingle.stockQuantity,
  availableForSale: true,
  ...overrides,
});

async function storefront(query: string) {
  const response = await kit.app.request("/api/2024-01/graphql.json", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": testConfig.publicStorefrontToken },
    body: JSON.stringify({ query }),
  });
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

/** The products page's list, as the member's loader reads it. */
async function listed(member: StaffMemberSession, query = "") {
  return (await pagesAs(member).products(readProductFilter(new URLSearchParams(query))))!.products;
}

async function papillexRow() {
  const [row] = await database.db.select().from(productVariants).where(eq(productVariants.id, papillexSingle.id));
  return row!;
}

describe("the products list", () => {
  it("lists every product with its variants' prices and stock, for the owner only", async () => {
    const list = await listed(members.owner);
    expect(list.map((product) => product.handle)).toEqual(
      expect.arrayContaining(["papillex", "endo-well", "ic-well", "pco-well", "simplix", "ahcc"]),
    );
    const papillex = list.find((product) => product.handle === "papillex")!;
    expect(papillex.status).toBe("active");
    expect(papillex.variants.find((variant) => variant.sku === "PAP-1")).toMatchObject({
      id: papillexSingle.id,
      priceMinor: papillexSingle.priceMinor,
      stockQuantity: papillexSingle.stockQuantity,
      availableForSale: true,
    });

    for (const role of ["fulfilment", "support"] as const)
      expect(await pagesAs(members[role]).products(readProductFilter(new URLSearchParams()))).toBeNull();
    expect(await pagesAs(undefined).products(readProductFilter(new URLSearchParams()))).toBeNull();
  });

  it("searches by title, handle or SKU, and filters drafts and low stock", async () => {
    const handles = async (query: string) => (await listed(members.owner, query)).map((product) => product.handle);
    expect(await handles("q=AHC-")).toEqual(["ahcc"]);
    expect(await handles("q=papil")).toEqual(["papillex"]);

    await call("POST", `/api/admin/products/${papillexId}/status`, { member: members.owner, body: { status: "draft" } });
    expect(await handles("status=draft")).toEqual(["papillex"]);

    // The seed's ic-well 3-pack is sold out: at or below the low-stock line.
    const low = await handles("stock=low");
    expect(low).toContain("ic-well");
    expect(low).not.toContain("papillex");
  });
});

describe("changing a variant", () => {
  it("applies a new price and stock to the Storefront API and the next order at once, audited with before and after", async () => {
    const answer = await call("POST", `/api/admin/products/variants/${papillexSingle.id}`, {
      member: members.owner,
      body: change({ price: "249,90", stock: "42" }),
    });
    expect(answer.status).toBe(200);
    expect(answer.json.changed).toBe(true);
    // A raise is no reduction; the history keeps the opening price and the member's change (decision 0140).
    expect(answer.json.product.variants.find((variant: { id: number }) => variant.id === papillexSingle.id)).toMatchObject({
      priceMinor: 24990,
      reduction: null,
      stockQuantity: 42,
      priceHistory: [
        { priceMinor: papillexSingle.priceMinor, changedBy: "seed", reason: "opening", validTo: clock().toISOString() },
        { priceMinor: 24990, changedBy: "owner@elara.test", reason: "admin", validFrom: clock().toISOString(), validTo: null },
      ],
    });

    const data = await storefront(
      `{ product(handle: "papillex") { variants(first: 10) { nodes { sku price { amount } compareAtPrice { amount } quantityAvailable } } } }`,
    );
    const nodes = (data.product as { variants: { nodes: { sku: string }[] } }).variants.nodes;
    expect(nodes.find((node) => node.sku === "PAP-1")).toEqual({
      sku: "PAP-1",
      price: { amount: "249.90" },
      compareAtPrice: null,
      quantityAvailable: 42,
    });

    const order = await orderOneOf(kit, "PAP-1");
    expect(order.status).toBe(201);
    const [placed] = await database.db.select().from(orders);
    expect(placed!.subtotalRonMinor).toBe(24990);
    expect((await papillexRow()).stockQuantity).toBe(41);

    const entries = await database.db.select().from(auditLog).where(eq(auditLog.action, "product.variant_change"));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      targetType: "variant",
      targetId: String(papillexSingle.id),
      staffEmail: "owner@elara.test",
      before: {
        priceMinor: papillexSingle.priceMinor,
        stockQuantity: papillexSingle.stockQuantity,
        availableForSale: true,
      },
      after: { priceMinor: 24990, stockQuantity: 42, availableForSale: true },
    });
  });

  it("answers changed: false for the same values again, with nothing audited", async () => {
    const body = change({ price: "249,90" });
    expect((await call("POST", `/api/admin/products/variants/${papillexSingle.id}`, { member: members.owner, body })).json.changed).toBe(
      true,
    );
    const again = await call("POST", `/api/admin/products/variants/${papillexSingle.id}`, { member: members.owner, body });
    expect(again.status).toBe(200);
    expect(again.json.changed).toBe(false);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "product.variant_change"))).toHaveLength(1);
  });

  it("refuses a stock count that orders moved since the form was read, saying what it is now", async () => {
    expect((await orderOneOf(kit, "PAP-1")).status).toBe(201);
    const left = (papillexSingle.stockQuantity ?? 0) - 1;
    const refused = await call("POST", `/api/admin/products/variants/${papillexSingle.id}`, {
      member: members.owner,
      language: "ro",
      body: change({ stock: "100" }),
    });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: "stock_moved", field: "stock", current: left });
    expect(refused.json.error).toContain(`acum este ${left}`);
    expect((await papillexRow()).stockQuantity).toBe(left);
    expect((await papillexRow()).priceMinor).toBe(papillexSingle.priceMinor);
  });

  it.each([
    [{ price: "" }, "price", "Câmpul „Preț” nu este valid."],
    [{ price: "abc" }, "price", "„Preț” trebuie să fie o sumă în lei mai mare decât 0, de exemplu 189,99."],
    [{ price: "0" }, "price", "„Preț” trebuie să fie o sumă în lei mai mare decât 0, de exemplu 189,99."],
    [
      { price: "100", compareAtPrice: "219" },
      "compareAtPrice",
      "„Preț înainte de reducere” nu se mai scrie de mână: magazinul îl calculează din istoricul prețurilor (cel mai mic preț din ultimele 30 de zile). Trimite doar prețul nou.",
    ],
    [{ stock: "-1" }, "stock", "Stocul este un număr întreg între 0 și 1.000.000 (sau gol, dacă nu numeri bucățile)."],
    [{ stock: "1,5" }, "stock", "Stocul este un număr întreg între 0 și 1.000.000 (sau gol, dacă nu numeri bucățile)."],
    [{ availableForSale: "yes" }, "availableForSale", "Câmpul „De vânzare” nu este valid."],
  ])("refuses %j naming the field in the staff member's language, changing nothing", async (overrides, field, message) => {
    const answer = await call("POST", `/api/admin/products/variants/${papillexSingle.id}`, {
      member: members.owner,
      language: "ro",
      body: change(overrides),
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(refusal(400, "invalid_field", message, field));
    expect(await papillexRow()).toEqual(papillexSingle);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "product.variant_change"))).toHaveLength(0);
  });

  it("answers 404 for an unknown variant, 403 without the CSRF token or to other roles", async () => {
    expect((await call("POST", "/api/admin/products/variants/999999", { member: members.owner, body: change() })).status).toBe(404);
    expect((await call("POST", "/api/admin/products/variants/abc", { member: members.owner, body: change() })).status).toBe(404);
    expect(
      (await call("POST", `/api/admin/products/variants/${papillexSingle.id}`, { member: members.owner, body: change(), csrf: false }))
        .status,
    ).toBe(403);
    expect(
      (await call("POST", `/api/admin/products/variants/${papillexSingle.id}`, { member: members.fulfilment, body: change() })).status,
    ).toBe(403);
    expect(await papillexRow()).toEqual(papillexSingle);
  });

  it("takes a variant off sale with the switch, and the storefront follows", async () => {
    await call("POST", `/api/admin/products/variants/${papillexSingle.id}`, {
      member: members.owner,
      body: change({ price: leiOf(papillexSingle.priceMinor), availableForSale: false }),
    });
    const data = await storefront(`{ product(handle: "papillex") { variants(first: 10) { nodes { sku availableForSale } } } }`);
    expect(
      (data.product as { variants: { nodes: { sku: string; availableForSale: boolean }[] } }).variants.nodes.find(
        (node) => node.sku === "PAP-1",
      )!.availableForSale,
    ).toBe(false);
    expect((await orderOneOf(kit, "PAP-1")).status).toBe(400);
  });
});

describe("drafts", () => {
  it("hide a product from the Storefront API and from orders until it is published again", async () => {
    const drafted = await call("POST", `/api/admin/products/${papillexId}/status`, { member: members.owner, body: { status: "draft" } });
    expect(drafted.status).toBe(200);
    expect(drafted.json).toMatchObject({ changed: true, product: { handle: "papillex", status: "draft" } });

    const hidden = await storefront(`{ product(handle: "papillex") { id } products(first: 20) { nodes { handle } } }`);
    expect(hidden.product).toBeNull();
    expect((hidden.products as { nodes: { handle: string }[] }).nodes.map((node) => node.handle)).not.toContain("papillex");
    expect((hidden.products as { nodes: unknown[] }).nodes).toHaveLength(5);
    expect((await orderOneOf(kit, "PAP-1")).status).toBe(400);
    expect(await database.db.select().from(orders)).toHaveLength(0);

    const again = await call("POST", `/api/admin/products/${papillexId}/status`, { member: members.owner, body: { status: "draft" } });
    expect(again.json.changed).toBe(false);

    await call("POST", `/api/admin/products/${papillexId}/status`, { member: members.owner, body: { status: "active" } });
    const shown = await storefront(`{ product(handle: "papillex") { handle } }`);
    expect(shown.product).toEqual({ handle: "papillex" });
    expect((await orderOneOf(kit, "PAP-1")).status).toBe(201);

    // In the order they were written: PostgreSQL may hand back the rows of a table it has updated in another order.
    const entries = await database.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .orderBy(asc(auditLog.id));
    expect(entries.filter((entry) => ["product.publish", "product.unpublish"].includes(entry.action))).toEqual([
      { action: "product.unpublish", before: { status: "active" }, after: { status: "draft" } },
      { action: "product.publish", before: { status: "draft" }, after: { status: "active" } },
    ]);
  });

  it("refuses an unknown status or product", async () => {
    const bad = await call("POST", `/api/admin/products/${papillexId}/status`, {
      member: members.owner,
      body: { status: "archived" },
      language: "ro",
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual(refusal(400, "invalid_field", "Câmpul „Stare” nu este valid.", "status"));
    expect((await call("POST", "/api/admin/products/999999/status", { member: members.owner, body: { status: "draft" } })).status).toBe(
      404,
    );
  });
});

function leiOf(amountMinor: number): string {
  return (amountMinor / 100).toFixed(2);
}
