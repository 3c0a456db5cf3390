/**
 * Stock (decision 0032) through the checkout routes, the unpaid-order sweep and the Storefront API: an
 * order takes its units in its transaction, never more than are left however orders race; a refused
 * order writes nothing; an abandoned one gives its units back once; a variant at 0 is not for sale.
 */
import { NO_VISIT } from "#domain/visit-source";
import { count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { discountRedemptions, emailOutbox, orderLines, orders, productVariants } from "#server/db/schema";
import { insertPublicCodes } from "#tests/server/discount-codes.ts";
import { createOrderService } from "#server/commerce/orders/orders";
import type { OrderPricingService } from "#server/commerce/catalog/pricing";
import { releaseOrderStock } from "#server/commerce/catalog/inventory/stock";
import { giveUpHold } from "#server/commerce/orders/line-holds";
import { STOREFRONT_API_PATH, STOREFRONT_TOKEN_HEADER } from "#domain/storefront-endpoint";
import { createSeededTestDatabase, emptyTables } from "#tests/server/test-database.ts";
import {
  buildOrdersApp,
  newIdempotencyKey,
  orderBody,
  createOrderInput,
  variantGid,
  ORDER_TABLES,
  stockOf,
  setStock,
} from "#tests/server/orders-kit.ts";
import { testConfig } from "#tests/server/platform-kit.ts";
import { CREATE_ORDER_PATH, PRICE_ORDER_PATH } from "./create-order.ts";
import { requestApp } from "#tests/server/app-request.ts";
import { refusal } from "#tests/server/problem-kit.ts";

let database: DatabaseHandle;
const gid: Record<string, string> = {};
const PAPILLEX_SKUS = ["PAP-1", "PAP-3PK", "PAP-SUB-M"];

beforeAll(async () => {
  database = await createSeededTestDatabase();
  // The public codes an older store kept: these journeys need a code anyone may type.
  await insertPublicCodes(database.db);
  for (const sku of PAPILLEX_SKUS) gid[sku] = await variantGid(database, sku);
});
afterAll(() => database.close());
beforeEach(async () => {
  await emptyTables(database.db, ...ORDER_TABLES);
  await setStock(database.db, "PAP-1", 500);
  await setStock(database.db, "PAP-3PK", 200);
  await setStock(database.db, "PAP-SUB-M", null);
});

type Kit = ReturnType<typeof buildOrdersApp>;

const countOf = async (table: typeof orders | typeof discountRedemptions | typeof emailOutbox) =>
  (await database.db.select({ n: count() }).from(table))[0]!.n;

const post = (kit: Kit, path: string, body: unknown, language = "en") =>
  requestApp<Record<string, unknown> & { orderNumber: number; fields: Record<string, string> }>(kit.app, "POST", path, { body, language });

const single = (quantity: number) => [{ variantId: gid["PAP-1"]!, quantity }];
const SINGLE_EN = "Papillex — Cervical Health Support – Single Bottle";
const SINGLE_RO = "Papillex — suport pentru sănătatea cervicală – O sticlă";

describe("placing an order", () => {
  it("takes a counted variant's units and records them on the line; a subscription's bottles come from its product's bottle", async () => {
    const kit = buildOrdersApp({ database });
    await setStock(database.db, "PAP-1", 5);
    const lines = [
      { variantId: gid["PAP-1"]!, quantity: 2 },
      { variantId: gid["PAP-SUB-M"]!, quantity: 2 },
    ];
    const placed = await post(kit, CREATE_ORDER_PATH, orderBody(lines));
    expect(placed.status).toBe(201);
    expect(await stockOf(database.db, "PAP-1")).toBe(1);
    expect(await stockOf(database.db, "PAP-SUB-M")).toBeNull();
    expect(
      await database.db.select({ sku: orderLines.sku, reserved: orderLines.stockReserved }).from(orderLines).orderBy(orderLines.position),
    ).toEqual([
      { sku: "PAP-1", reserved: 2 },
      { sku: "PAP-SUB-M", reserved: 2 },
    ]);
    const refused = await post(kit, CREATE_ORDER_PATH, orderBody([{ variantId: gid["PAP-SUB-M"]!, quantity: 2 }]));
    expect(refused.status).toBe(400);
    expect(refused.json.fields).toEqual({ "lines.0.quantity": expect.stringContaining("Only 1 left") });
  });

  it("never limits an uncounted variant", async () => {
    const kit = buildOrdersApp({ database });
    await setStock(database.db, "PAP-1", null);
    const placed = await post(kit, CREATE_ORDER_PATH, orderBody([{ variantId: gid["PAP-1"]!, quantity: 99 }]));
    expect(placed.status).toBe(201);
    expect(await stockOf(database.db, "PAP-1")).toBeNull();
  });

  it("gives the last unit to exactly one of two orders racing for it", async () => {
    const kit = buildOrdersApp({ database });
    await setStock(database.db, "PAP-1", 1);
    const answers = await Promise.all(
      ["ana@example.ro", "ion@example.ro"].map((email) => post(kit, CREATE_ORDER_PATH, orderBody(single(1), { email }))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    expect(answers.find((answer) => answer.status === 400)!.json.fields).toEqual({ "lines.0.quantity": `${SINGLE_EN} is sold out.` });
    expect(await stockOf(database.db, "PAP-1")).toBe(0);
    expect(await countOf(orders)).toBe(1);
  });

  it("refuses 3 when 2 are left, in the shopper's language, and writes nothing: no order, no redemption, no email", async () => {
    const kit = buildOrdersApp({ database });
    await setStock(database.db, "PAP-1", 2);
    const body = orderBody(single(3), { discountCode: "ELARA10" });
    const english = await post(kit, CREATE_ORDER_PATH, body);
    expect(english).toEqual({
      status: 400,
      json: {
        ...refusal(400, "invalid_field", `Only 2 left of ${SINGLE_EN}.`, "lines.0.quantity"),
        error: "Please correct the highlighted fields.",
      },
    });
    const romanian = await post(kit, CREATE_ORDER_PATH, { ...body, idempotencyKey: newIdempotencyKey() }, "ro");
    expect(romanian.json.fields).toEqual({ "lines.0.quantity": `Mai avem doar 2 bucăți din ${SINGLE_RO}.` });
    await kit.platform.mailer.idle();
    expect([await countOf(orders), await countOf(discountRedemptions), await countOf(emailOutbox)]).toEqual([0, 0, 0]);
    expect(await stockOf(database.db, "PAP-1")).toBe(2);
  });

  it("rolls back the order and its redemption when the stock ran out after the order was priced", async () => {
    const kit = buildOrdersApp({ database });
    const { platform } = kit;
    const priced = platform.catalog.pricing;
    // Another order takes all but one unit between this order's pricing and its reservation.
    const racedPricing: OrderPricingService = {
      chargeCurrency: (requested) => priced.chargeCurrency(requested),
      async price(input, tx) {
        const order = await priced.price(input, tx);
        if (tx) await tx.update(productVariants).set({ stockQuantity: 1 }).where(eq(productVariants.sku, "PAP-1"));
        return order;
      },
    };
    const service = createOrderService({
      db: database.db,
      pricing: racedPricing,
      discounts: platform.promotions.discounts,
      promotions: platform.promotions.automatic,
      payments: platform.payments.payments,
      clock: kit.clock,
      deliverEvents: platform.events.deliverAggregate,
      termsVersion: (tx) => platform.content.store.lockedTermsVersion(tx),
      recordMarketingConsent: (tx, consent) => platform.newsletter.recordConsent(tx, consent),
      creditOrder: (tx, orderId, visit, at) => platform.marketing.attribution.credit(tx, { kind: "order", id: orderId }, visit, at),
    });
    const input = createOrderInput([{ variantId: Number(gid["PAP-1"]!.split("/").pop()), quantity: 2 }], { discountCode: "ELARA10" });
    expect(await service.create(input, { language: "ro", customerId: null, visit: NO_VISIT })).toEqual({
      kind: "lines_invalid",
      problems: [{ index: 0, reason: "out_of_stock", available: 1, item: SINGLE_RO }],
    });
    await platform.mailer.idle();
    expect([await countOf(orders), await countOf(discountRedemptions), await countOf(emailOutbox)]).toEqual([0, 0, 0]);
    expect(await stockOf(database.db, "PAP-1")).toBe(500);
  });

  it("calls a variant at 0 sold out, and one the shop took off sale unavailable, whatever its stock", async () => {
    const kit = buildOrdersApp({ database });
    await setStock(database.db, "PAP-1", 0);
    await database.db.update(productVariants).set({ availableForSale: false }).where(eq(productVariants.sku, "PAP-3PK"));
    try {
      const lines = [
        { variantId: gid["PAP-1"]!, quantity: 1 },
        { variantId: gid["PAP-3PK"]!, quantity: 1 },
      ];
      expect((await post(kit, CREATE_ORDER_PATH, orderBody(lines), "ro")).json.fields).toEqual({
        "lines.0.quantity": `${SINGLE_RO} nu mai este în stoc.`,
        "lines.1.variantId": "Această variantă nu este disponibilă momentan pentru vânzare.",
      });
    } finally {
      await database.db.update(productVariants).set({ availableForSale: true }).where(eq(productVariants.sku, "PAP-3PK"));
    }
  });

  it("replays the same order for the same idempotency key without taking its units twice", async () => {
    const kit = buildOrdersApp({ database });
    await setStock(database.db, "PAP-1", 5);
    const body = orderBody(single(2));
    const first = await post(kit, CREATE_ORDER_PATH, body);
    const again = await post(kit, CREATE_ORDER_PATH, body);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.json.orderNumber).toBe(first.json.orderNumber);

    const doubleClick = orderBody(single(2), { email: "ion@example.ro" });
    const both = await Promise.all([post(kit, CREATE_ORDER_PATH, doubleClick), post(kit, CREATE_ORDER_PATH, doubleClick)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(await countOf(orders)).toBe(2);
    expect(await stockOf(database.db, "PAP-1")).toBe(1);
  });
});

describe("the quote", () => {
  it("reports too few left without taking anything", async () => {
    const kit = buildOrdersApp({ database });
    await setStock(database.db, "PAP-1", 2);
    const quote = (lines: { variantId: string; quantity: number }[]) => post(kit, PRICE_ORDER_PATH, { lines }, "ro");
    expect(await quote(single(3))).toEqual({
      status: 400,
      json: {
        ...refusal(400, "invalid_field", `Mai avem doar 2 bucăți din ${SINGLE_RO}.`, "lines.0.quantity"),
        error: "Corectează câmpurile marcate.",
      },
    });
    expect((await quote(single(2))).status).toBe(200);
    await setStock(database.db, "PAP-1", 1);
    expect((await quote(single(2))).json.fields).toEqual({ "lines.0.quantity": `Mai avem doar o bucată din ${SINGLE_RO}.` });
    expect(await stockOf(database.db, "PAP-1")).toBe(1);
  });
});

describe("giving stock back", () => {
  it("returns an abandoned card order's units when the sweep cancels it, once however often it runs", async () => {
    const kit = buildOrdersApp({ database });
    await setStock(database.db, "PAP-1", 5);
    const placed = await post(kit, CREATE_ORDER_PATH, orderBody(single(2), { paymentMethod: "card" }));
    expect(placed.status).toBe(201);
    expect(await stockOf(database.db, "PAP-1")).toBe(3);

    kit.clock.advance(61 * 60_000);
    expect(await kit.platform.payments.payments.sweepUnpaid()).toEqual({ cancelled: 1, paid: 0, failed: 0 });
    expect(await kit.platform.payments.payments.sweepUnpaid()).toEqual({ cancelled: 0, paid: 0, failed: 0 });
    expect(await stockOf(database.db, "PAP-1")).toBe(5);
    expect(await database.db.select({ reserved: orderLines.stockReserved }).from(orderLines)).toEqual([{ reserved: 0 }]);

    // A later cancel of the same order (the admin's) gives nothing back a second time.
    const [order] = await database.db.select({ id: orders.id }).from(orders);
    await database.db.transaction((tx) => releaseOrderStock(tx, giveUpHold, order!.id));
    expect(await stockOf(database.db, "PAP-1")).toBe(5);
  });

  it("leaves a variant uncounted if the shop stopped counting it meanwhile", async () => {
    const kit = buildOrdersApp({ database });
    await setStock(database.db, "PAP-1", 5);
    await setStock(database.db, "PAP-3PK", 5);
    const lines = [
      { variantId: gid["PAP-1"]!, quantity: 2 },
      { variantId: gid["PAP-3PK"]!, quantity: 1 },
    ];
    expect((await post(kit, CREATE_ORDER_PATH, orderBody(lines))).status).toBe(201);
    await setStock(database.db, "PAP-3PK", null);
    const [order] = await database.db.select({ id: orders.id }).from(orders);
    await database.db.transaction((tx) => releaseOrderStock(tx, giveUpHold, order!.id));
    expect([await stockOf(database.db, "PAP-1"), await stockOf(database.db, "PAP-3PK")]).toEqual([5, null]);
    expect(await database.db.select({ reserved: orderLines.stockReserved }).from(orderLines)).toEqual([{ reserved: 0 }, { reserved: 0 }]);
  });
});

describe("the Storefront API", () => {
  async function storefront(kit: Kit, query: string) {
    const response = await kit.app.request(STOREFRONT_API_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json", [STOREFRONT_TOKEN_HEADER]: testConfig.publicStorefrontToken },
      body: JSON.stringify({ query }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  }

  const papillex = async (kit: Kit) =>
    (
      await storefront(
        kit,
        `{ productByHandle(handle: "papillex") { availableForSale variants(first: 5) { nodes { sku availableForSale quantityAvailable } } } }`,
      )
    ).productByHandle;
  const availableHandles = async (kit: Kit, available: boolean) =>
    (
      (await storefront(kit, `{ products(first: 20, query: "available_for_sale:${available}") { nodes { handle } } }`)).products as {
        nodes: { handle: string }[];
      }
    ).nodes.map((product) => product.handle);

  it("shows a variant at 0 as not for sale with 0 available, and its product as not for sale once every variant is", async () => {
    const kit = buildOrdersApp({ database });
    await setStock(database.db, "PAP-1", 0);
    expect(await papillex(kit)).toEqual({
      availableForSale: true,
      variants: {
        nodes: [
          { sku: "PAP-1", availableForSale: false, quantityAvailable: 0 },
          { sku: "PAP-3PK", availableForSale: true, quantityAvailable: 200 },
          { sku: "PAP-SUB-M", availableForSale: true, quantityAvailable: null },
        ],
      },
    });
    expect(await availableHandles(kit, true)).toContain("papillex");

    await database.db.update(productVariants).set({ stockQuantity: 0 }).where(inArray(productVariants.sku, PAPILLEX_SKUS));
    expect(await papillex(kit)).toMatchObject({ availableForSale: false });
    expect(await availableHandles(kit, true)).not.toContain("papillex");
    expect(await availableHandles(kit, false)).toEqual(["papillex"]);
  });
});
