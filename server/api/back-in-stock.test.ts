/**
 * Back in stock (issue 46 item 2, decision 0111): the route's refusals in the shopper's language, naming the field and
 * writing nothing; one request per address and variant while it waits; the marketing tick kept apart; requests served
 * oldest first in batches as large as the stock, the next after a restock or a day; each mailed once, even by two
 * sweeps at once; requests of a deleted variant or an unpublished product closed; the flow's figures. On PGlite, and
 * on PostgreSQL with TEST_DATABASE_URL.
 */
import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { BACK_IN_STOCK_PATH } from "#domain/back-in-stock";
import {
  backInStockRequests,
  emailOutbox,
  lowStockAlerts,
  newsletterConsentEvents,
  newsletterSubscribers,
  products,
  productVariants,
  stockMovements,
} from "#server/db/schema";
import { createBackInStock, NEXT_BATCH_AFTER_MS } from "#server/commerce/catalog/inventory/back-in-stock";
import { moveStock } from "#server/commerce/catalog/inventory/stock";
import { requestApp, socketFrom } from "#tests/server/app-request.ts";
import { emptyTables } from "#tests/server/test-database.ts";
import { buildOrdersApp, orderBody, placeOrder, seededStoreForFile, type OrdersKit } from "#tests/server/orders-kit.ts";
import { createVariantOrderTimes } from "#server/commerce/orders/variant-order-times";
import { testClock } from "#tests/server/account-kit.ts";

const { database, variants } = seededStoreForFile({ single: "PAP-1", pack: "PAP-3PK" });
const START = "2026-04-01T08:00:00.000Z";
const clock = testClock(new Date(START));
let kit: OrdersKit;
let restockKeys = 0;

const rowId = (gid: string) => Number(gid.split("/").pop());
const setStock = (gid: string, stockQuantity: number | null) =>
  database.db
    .update(productVariants)
    .set({ stockQuantity })
    .where(eq(productVariants.id, rowId(gid)));
/** Units in, through the ledger as the owner's adjustment does. */
const restock = (gid: string, change: number) =>
  database.db.transaction((tx) =>
    moveStock(tx, { variantId: rowId(gid), cause: "adjustment", sourceKey: `adjust:test-${++restockKeys}`, change, now: clock() }),
  );
const ask = (body: unknown, language = "en", from = socketFrom()) =>
  requestApp(kit.app, "POST", BACK_IN_STOCK_PATH, { body, language, origin: true, from });
const requests = () => database.db.select().from(backInStockRequests).orderBy(asc(backInStockRequests.id));
const backInStockMails = async () => (await database.db.select().from(emailOutbox)).filter((mail) => mail.kind === "back_in_stock");

beforeEach(async () => {
  clock.set(new Date(START));
  // The seed's opening movements carry the real time, after this file's clock: a restock is what the test makes.
  await emptyTables(
    database.db,
    backInStockRequests,
    emailOutbox,
    newsletterConsentEvents,
    newsletterSubscribers,
    lowStockAlerts,
    stockMovements,
  );
  await database.db.update(products).set({ status: "active" });
  await setStock(variants.single, 20);
  await setStock(variants.pack, 0);
  kit = buildOrdersApp({ database, clock });
});

describe("POST /api/back-in-stock", () => {
  it.each([
    ["no email", () => ({ variantId: variants.pack }), 400, "email", "Email address is required", "Adresa de e-mail este obligatorie"],
    ["a bad email", () => ({ variantId: variants.pack, email: "ana@" }), 400, "email", "valid email", "adresă de e-mail validă"],
    ["no variant", () => ({ email: "ana@example.ro" }), 400, "variantId", '"variantId"', "„variantId”"],
    ["a malformed variant", () => ({ variantId: "papillex", email: "ana@example.ro" }), 400, "variantId", '"variantId"', "„variantId”"],
    [
      "a marketing tick that is no yes or no",
      () => ({ variantId: variants.pack, email: "ana@example.ro", acceptsMarketing: "yes" }),
      400,
      "acceptsMarketing",
      '"acceptsMarketing"',
      "„acceptsMarketing”",
    ],
    [
      "an unknown variant",
      () => ({ variantId: "gid://shopify/ProductVariant/999999", email: "ana@example.ro" }),
      404,
      "variantId",
      "could not find",
      "Nu am găsit",
    ],
    ["a variant in stock", () => ({ variantId: variants.single, email: "ana@example.ro" }), 409, "variantId", "in stock", "este în stoc"],
  ] as const)("refuses %s naming the field, in the shopper's language, and writes nothing", async (_, body, status, field, en, ro) => {
    const english = await ask(body(), "en");
    expect(english.status).toBe(status);
    expect(english.json).toMatchObject({ success: false, field });
    expect(english.json.error).toContain(en);
    const romanian = await ask(body(), "ro");
    expect(romanian.status).toBe(status);
    expect(romanian.json.error).toContain(ro);
    expect(await requests()).toEqual([]);
    expect(await database.db.select().from(newsletterSubscribers)).toEqual([]);
  });

  it("refuses an uncounted variant (it never runs out) and a draft product's variant", async () => {
    await setStock(variants.pack, null);
    expect((await ask({ variantId: variants.pack, email: "ana@example.ro" })).status).toBe(409);
    await setStock(variants.pack, 0);
    await database.db.update(products).set({ status: "draft" });
    expect((await ask({ variantId: variants.pack, email: "ana@example.ro" })).status).toBe(404);
    expect(await requests()).toEqual([]);
  });

  it("keeps one request per address and variant while it waits, and says so politely", async () => {
    const first = await ask({ variantId: variants.pack, email: "Ana@Example.ro " }, "ro");
    expect(first.status).toBe(200);
    expect(first.json).toEqual({
      requested: true,
      alreadyWaiting: false,
      message: "Gata! Îți scriem o singură dată la ana@example.ro, când varianta revine în stoc.",
    });
    clock.advance(60_000);
    const again = await ask({ variantId: variants.pack, email: "ana@example.ro" }, "en");
    expect(again.json).toMatchObject({ requested: true, alreadyWaiting: true });
    expect(again.json.message).toContain("already asked");
    const rows = await requests();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "ana@example.ro", language: "ro", requestedAt: new Date(START), notifiedAt: null });
  });

  it("puts the address on the newsletter only when the separate tick is given, with the form's sentence", async () => {
    await ask({ variantId: variants.pack, email: "ana@example.ro" });
    await ask({ variantId: variants.pack, email: "ion@example.ro", acceptsMarketing: true }, "ro");
    const subscribers = await database.db.select().from(newsletterSubscribers);
    expect(subscribers).toHaveLength(1);
    expect(subscribers[0]).toMatchObject({ email: "ion@example.ro", source: "back_in_stock", acceptsMarketing: true, language: "ro" });
    expect(subscribers[0]!.consentText).toContain("noutăți");
    expect(await requests()).toHaveLength(2);
  });

  it("limits a client to 5 requests a minute", async () => {
    const from = socketFrom("203.0.113.77");
    for (let n = 0; n < 5; n++) expect((await ask({ variantId: variants.pack, email: `s${n}@example.ro` }, "en", from)).status).toBe(200);
    const refused = await ask({ variantId: variants.pack, email: "s5@example.ro" }, "en", from);
    expect(refused.status).toBe(429);
    expect(await requests()).toHaveLength(5);
  });
});

describe("the back-in-stock sweep", () => {
  async function queue(count: number) {
    for (let n = 1; n <= count; n++) {
      await ask({ variantId: variants.pack, email: `shopper${n}@example.ro` }, n % 2 === 0 ? "ro" : "en");
      clock.advance(60_000);
    }
  }
  const notified = async () => (await requests()).filter((row) => row.notifiedAt !== null).map((row) => row.email);

  it("serves the oldest requests first, as many as the units for sale, then waits for a restock or a day", async () => {
    await queue(5);
    expect(await kit.platform.catalog.backInStock.sweep()).toBe(0);
    await restock(variants.pack, 2);
    expect(await kit.platform.catalog.backInStock.sweep()).toBe(2);
    expect(await notified()).toEqual(["shopper1@example.ro", "shopper2@example.ro"]);
    // Stock left and no restock since: the first batch has its day.
    clock.advance(NEXT_BATCH_AFTER_MS - 60_000);
    expect(await kit.platform.catalog.backInStock.sweep()).toBe(0);
    clock.advance(60_000);
    expect(await kit.platform.catalog.backInStock.sweep()).toBe(2);
    expect(await notified()).toHaveLength(4);
    // A restock opens the next batch at once.
    await setStock(variants.pack, 0);
    clock.advance(60_000);
    await restock(variants.pack, 1);
    expect(await kit.platform.catalog.backInStock.sweep()).toBe(1);
    expect(await notified()).toEqual([1, 2, 3, 4, 5].map((n) => `shopper${n}@example.ro`));
    expect(await kit.platform.catalog.backInStock.sweep()).toBe(0);
  });

  it("mails the notice in the shopper's language, naming the product and variant, with a link to its page", async () => {
    await queue(2);
    await restock(variants.pack, 5);
    await kit.platform.catalog.backInStock.sweep();
    await kit.platform.mailer.idle();
    const english = kit.transport!.sent.find((mail) => mail.to === "shopper1@example.ro")!;
    const romanian = kit.transport!.sent.find((mail) => mail.to === "shopper2@example.ro")!;
    expect(english.subject).toMatch(/^Back in stock: Papillex .* – 3-Pack$/);
    expect(english.text).toContain("/products/papillex?lng=en");
    expect(english.text).toContain("You get this email once");
    expect(romanian.subject).toMatch(/^A revenit în stoc: Papillex .* – /);
    expect(romanian.text).toMatch(/\/products\/papillex\?utm_source=elara&/);
  });

  it("mails each request once when two instances sweep at the same moment", async () => {
    await queue(6);
    await restock(variants.pack, 4);
    const other = buildOrdersApp({ database, clock });
    const mailed = await Promise.all([kit.platform.catalog.backInStock.sweep(), other.platform.catalog.backInStock.sweep()]);
    expect(mailed[0] + mailed[1]).toBe(4);
    const mails = await backInStockMails();
    expect(mails.map((mail) => mail.recipient).sort()).toEqual([1, 2, 3, 4].map((n) => `shopper${n}@example.ro`));
    expect(await notified()).toHaveLength(4);
  });

  it("leaves a batch whole for the next run when its run dies before committing", async () => {
    await queue(3);
    await restock(variants.pack, 3);
    let written = 0;
    const dying = createBackInStock({
      db: database.db,
      clock,
      mailer: {
        ...kit.platform.mailer,
        enqueue: async (tx, message) => {
          if (++written === 2) throw new Error("the process was killed");
          return kit.platform.mailer.enqueue(tx, message);
        },
      },
      branding: { brandName: "Elara", baseUrl: "https://shop.example", supportEmail: "support@example.ro" },
      catalog: kit.platform.catalog.catalog,
      recordMarketingConsent: async () => {},
      orderTimes: async () => [],
    });
    await expect(dying.sweep()).rejects.toThrow("the process was killed");
    expect(await notified()).toEqual([]);
    expect(await backInStockMails()).toEqual([]);
    expect(await kit.platform.catalog.backInStock.sweep()).toBe(3);
    expect(await backInStockMails()).toHaveLength(3);
  });

  it("closes, unmailed, the requests of an unpublished product", async () => {
    await queue(2);
    await database.db.update(products).set({ status: "draft" });
    await restock(variants.pack, 3);
    expect(await kit.platform.catalog.backInStock.sweep()).toBe(0);
    expect((await requests()).every((row) => row.closedAt !== null && row.notifiedAt === null)).toBe(true);
    await database.db.update(products).set({ status: "active" });
    expect(await kit.platform.catalog.backInStock.sweep()).toBe(0);
    expect(await backInStockMails()).toEqual([]);
  });

  it("shows the owner how many wait for each variant, and since when", async () => {
    await queue(3);
    const [row] = await database.db
      .select({ productId: productVariants.productId })
      .from(productVariants)
      .where(eq(productVariants.id, rowId(variants.pack)));
    expect(await kit.platform.catalog.backInStock.waitingFor(row!.productId)).toEqual([
      { variantId: rowId(variants.pack), waiting: 3, oldestRequestedAt: new Date(START) },
    ]);
  });
});

describe("the flow's figures", () => {
  it("counts requests, sends and notified shoppers who ordered the variant within 7 days of the notice", async () => {
    for (const email of ["a@example.ro", "b@example.ro", "c@example.ro", "d@example.ro"]) await ask({ variantId: variants.pack, email });
    await restock(variants.pack, 3);
    await kit.platform.catalog.backInStock.sweep();
    const notifiedAt = clock().getTime();
    const day = 24 * 60 * 60_000;
    const backInStock = createBackInStock({
      db: database.db,
      clock,
      mailer: kit.platform.mailer,
      branding: { brandName: "Elara", baseUrl: "https://shop.example", supportEmail: "support@example.ro" },
      catalog: kit.platform.catalog.catalog,
      recordMarketingConsent: async () => {},
      orderTimes: async () => [
        { email: "a@example.ro", placedAt: new Date(notifiedAt + 2 * day) },
        // Later than 7 days: not the notice's.
        { email: "b@example.ro", placedAt: new Date(notifiedAt + 8 * day) },
        // Before the notice: not the notice's either.
        { email: "c@example.ro", placedAt: new Date(notifiedAt - day) },
        // Never notified (the batch was 3): not counted.
        { email: "d@example.ro", placedAt: new Date(notifiedAt + day) },
      ],
    });
    expect(await backInStock.figures([rowId(variants.pack), rowId(variants.single)])).toEqual([
      { variantId: rowId(variants.pack), requests: 4, sends: 3, ordersWithin7Days: 1 },
      { variantId: rowId(variants.single), requests: 0, sends: 0, ordersWithin7Days: 0 },
    ]);
  });
});

describe("the orders module's answer for the figures", () => {
  it("names the orders of the variant placed by the notified addresses, and no one else's", async () => {
    await restock(variants.pack, 5);
    await placeOrder(kit, orderBody([{ variantId: variants.pack, quantity: 1 }], { email: "a@example.ro" }));
    await placeOrder(kit, orderBody([{ variantId: variants.single, quantity: 1 }], { email: "b@example.ro" }));
    await placeOrder(kit, orderBody([{ variantId: variants.pack, quantity: 1 }], { email: "c@example.ro" }));
    const times = await createVariantOrderTimes(database.db)(rowId(variants.pack), ["a@example.ro", "b@example.ro"]);
    expect(times).toEqual([{ email: "a@example.ro", placedAt: expect.any(Date) }]);
  });
});

// Last in the file: it deletes a seeded variant the tests above ask for.
describe("a deleted variant", () => {
  it("closes its requests unmailed, their times kept", async () => {
    await setStock(variants.single, 0);
    await ask({ variantId: variants.single, email: "ana@example.ro" });
    await database.db.delete(productVariants).where(eq(productVariants.id, rowId(variants.single)));
    expect(await kit.platform.catalog.backInStock.sweep()).toBe(0);
    expect(await requests()).toEqual([
      expect.objectContaining({ variantId: null, email: "ana@example.ro", requestedAt: new Date(START), closedAt: new Date(START) }),
    ]);
  });
});
