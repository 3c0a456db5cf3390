/**
 * The product editor through the admin API (issue 17 item 1): only the owner reads and changes a product's texts;
 * a save is one audited step that the Storefront API (the product page's own query) reads at once; each text the
 * storefront shows is required in both languages, an item emptied in both is removed, a stale version is refused
 * with the current product, and nothing changes on a refusal. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { productEditValues, type EditableProduct, type ProductEditInput } from "#domain/admin/product-editor";
import type { DatabaseHandle } from "#server/db/client";
import {
  auditLog,
  productMetafields,
  productTranslations,
  products,
  productVariants,
  staffMembers,
  variantMetafields,
} from "#server/db/schema";
import { testClock } from "#tests/server/account-kit.ts";
import { testConfig } from "#tests/server/platform-kit.ts";
import { createSeededTestDatabase, emptyTables, seededProduct } from "#tests/server/test-database.ts";
import { signedInStaffEachTest, type StaffMemberSession } from "#tests/server/staff-kit.ts";

let database: DatabaseHandle;
let papillexId = 0;
let snapshot: {
  translations: (typeof productTranslations.$inferSelect)[];
  metafields: (typeof productMetafields.$inferSelect)[];
  variantFields: (typeof variantMetafields.$inferSelect)[];
  updatedAt: Date;
};

beforeAll(async () => {
  database = await createSeededTestDatabase();
  const papillex = await seededProduct(database.db, "papillex");
  papillexId = papillex.id;
  snapshot = {
    translations: await database.db.select().from(productTranslations),
    metafields: await database.db.select().from(productMetafields),
    variantFields: await database.db.select().from(variantMetafields),
    updatedAt: papillex.updatedAt,
  };
});
afterAll(() => database.close());

const clock = testClock(new Date("2026-11-23T09:00:00.000Z"));

beforeEach(async () => {
  await emptyTables(database.db, auditLog, staffMembers, productTranslations, productMetafields, variantMetafields);
  await database.db.insert(productTranslations).values(snapshot.translations);
  await database.db.insert(productMetafields).values(snapshot.metafields);
  await database.db.insert(variantMetafields).values(snapshot.variantFields);
  await database.db
    .update(products)
    .set({ updatedAt: snapshot.updatedAt, vatClass: "standard", unitsPerBottle: 60, unitsPerDay: 2 })
    .where(eq(products.id, papillexId));
  await database.db.update(productVariants).set({ weightGrams: 150 }).where(eq(productVariants.sku, "PAP-1"));
});
const { kit, call, members, pagesAs } = signedInStaffEachTest(() => ({ database, clock }), ["owner", "fulfilment", "support"]);

/** Papillex as the editor's page opens it, through the page's loader. */
async function opened(): Promise<EditableProduct> {
  const { product } = (await pagesAs(members.owner).product(papillexId))!;
  expect(product).not.toBeNull();
  return product!;
}

async function save(body: ProductEditInput, options: { language?: string; member?: StaffMemberSession; csrf?: boolean } = {}) {
  return call("POST", `/api/admin/products/${papillexId}`, { member: members.owner, body, ...options });
}

/** The product page's reading of papillex, through the Storefront API, in one language. */
async function storefront(language: "RO" | "EN") {
  const response = await kit.app.request("/api/2024-01/graphql.json", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": testConfig.publicStorefrontToken },
    body: JSON.stringify({
      query: `query @inContext(language: ${language}) { productByHandle(handle: "papillex") {
        title description descriptionHtml
        metafields(identifiers: [{namespace: "custom", key: "category"}, {namespace: "custom", key: "benefit_2_title"},
          {namespace: "custom", key: "ingredient_8_title"}, {namespace: "custom", key: "ingredient_8_image"},
          {namespace: "custom", key: "faq_1_answer"}]) { key value }
        variants(first: 10) { nodes { sku metafields(identifiers: [{namespace: "custom", key: "label"}, {namespace: "custom", key: "savings"}]) { key value } } }
      } }`,
    }),
  });
  const data = ((await response.json()) as { data: { productByHandle: Record<string, unknown> } }).data.productByHandle;
  const fields = Object.fromEntries(
    (data.metafields as ({ key: string; value: string } | null)[]).flatMap((field) => (field ? [[field.key, field.value]] : [])),
  );
  const variants = (data.variants as { nodes: { sku: string; metafields: ({ key: string; value: string } | null)[] }[] }).nodes.map(
    (node) => ({
      sku: node.sku,
      ...Object.fromEntries(node.metafields.flatMap((field) => (field ? [[field.key, field.value]] : []))),
    }),
  );
  return { title: data.title as string, descriptionHtml: data.descriptionHtml as string, fields, variants };
}

describe("opening a product in the editor", () => {
  it("answers every text in both languages, its items padded to the storefront's limits, for the owner only", async () => {
    const product = await opened();
    expect(product.texts.ro.title).toBe("Papillex — suport pentru sănătatea cervicală");
    expect(product.texts.en.title).toBe("Papillex — Cervical Health Support");
    expect(product.texts.en.category).toBe("Cervical health");
    expect(product.texts.ro.qualityStandards).toContain("GMP");
    expect(product.benefits).toHaveLength(4);
    expect(product.benefits[2]).toMatchObject({ icon: "plus", en: { title: "Extra functional ingredients" } });
    expect(product.ingredients).toHaveLength(10);
    expect(product.ingredients[8]).toEqual({ image: "", ro: { title: "", description: "" }, en: { title: "", description: "" } });
    expect(product.faq).toHaveLength(10);
    expect(product.variants.map((variant) => variant.sku)).toEqual(["PAP-1", "PAP-3PK", "PAP-SUB-M"]);
    expect(product.variants[2]).toMatchObject({
      subscription: true,
      en: { subscriptionText: "Delivered every month, cancel anytime" },
    });
    // The saving against single bottles is computed when read from today's prices (decision 0140), shown, not typed.
    const prices = new Map(
      (await database.db.select().from(productVariants).where(eq(productVariants.productId, papillexId))).map((row) => [
        row.sku,
        row.priceMinor,
      ]),
    );
    const single = prices.get("PAP-1")!;
    const pack = prices.get("PAP-3PK")!;
    expect(3 * single).toBeGreaterThan(pack);
    expect(product.variants[0]!.singleBottles).toBeNull();
    expect(product.variants[1]!.singleBottles).toEqual({
      priceMinor: 3 * single,
      currencyCode: "RON",
      savingsPercent: Math.round(((3 * single - pack) * 100) / (3 * single)),
    });
    expect(product.variants[1]).not.toHaveProperty("savings");

    expect(await pagesAs(members.fulfilment).product(papillexId)).toBeNull();
    expect(await pagesAs(members.support).product(papillexId)).toBeNull();
    expect(await pagesAs(members.owner).product(999999)).toEqual({ product: null, claims: null });
  });
});

describe("saving a product's texts", () => {
  it("changes what the Storefront API serves at once, in both languages, audited with only what changed", async () => {
    const product = await opened();
    const body = productEditValues(product);
    body.texts.en.title = "Papillex — Daily Cervical Care";
    body.texts.ro.category = "Îngrijire cervicală";
    body.texts.en.category = "Cervical care";
    body.benefits![1]!.ro.title = "Scut antioxidant";
    body.benefits![1]!.en.title = "Antioxidant shield";
    // Ingredient 8 emptied in both languages: gone from the page, its picture with it.
    body.ingredients![7] = { ro: { title: "", description: "" }, en: { title: "", description: "" } };
    body.variants![0]!.en.label = "One bottle (30 days)";
    const answer = await save(body);
    expect(answer.status).toBe(200);
    expect(answer.json.changed).toBe(true);
    expect(answer.json.product.texts.en.title).toBe("Papillex — Daily Cervical Care");
    expect(answer.json.product.updatedAt).not.toBe(product.updatedAt);

    const english = await storefront("EN");
    expect(english.title).toBe("Papillex — Daily Cervical Care");
    expect(english.fields).toMatchObject({ category: "Cervical care", benefit_2_title: "Antioxidant shield" });
    expect(english.fields.ingredient_8_title).toBeUndefined();
    expect(english.fields.ingredient_8_image).toBeUndefined();
    expect(english.variants.find((variant) => variant.sku === "PAP-1")).toMatchObject({ label: "One bottle (30 days)" });
    // The saving is the one computed from today's prices (decision 0140).
    expect(english.variants.find((variant) => variant.sku === "PAP-3PK")).toMatchObject({ savings: "10" });
    const romanian = await storefront("RO");
    expect(romanian.title).toBe("Papillex — suport pentru sănătatea cervicală");
    expect(romanian.fields).toMatchObject({ category: "Îngrijire cervicală", benefit_2_title: "Scut antioxidant" });
    expect(romanian.fields.ingredient_8_title).toBeUndefined();

    const entries = await database.db.select().from(auditLog).where(eq(auditLog.action, "product.edit"));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ targetType: "product", targetId: String(papillexId), staffEmail: "owner@elara.test" });
    expect(entries[0]!.before).toMatchObject({
      "en.title": "Papillex — Cervical Health Support",
      "ro.category": "Sănătate cervicală",
      "en.ingredient_8_title": "DIM (diindolylmethane)",
      ingredient_8_image: "/images/seed/ingredient-dim.svg",
    });
    expect(entries[0]!.after).toMatchObject({ "en.title": "Papillex — Daily Cervical Care", "ro.category": "Îngrijire cervicală" });
    expect(Object.keys(entries[0]!.after as object)).not.toContain("ro.title");
  });

  it("answers changed: false for the same texts again, with nothing written or audited", async () => {
    const product = await opened();
    const answer = await save(productEditValues(product));
    expect(answer.status).toBe(200);
    expect(answer.json.changed).toBe(false);
    expect(answer.json.product.updatedAt).toBe(product.updatedAt);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "product.edit"))).toHaveLength(0);
  });

  it("serves the written HTML description sanitised", async () => {
    const body = productEditValues(await opened());
    body.texts.en.descriptionHtml =
      '<p onclick="steal()">Safe <strong>text</strong></p><script>alert(1)</script><a href="javascript:alert(1)">x</a>';
    expect((await save(body)).status).toBe(200);
    const [stored] = await database.db
      .select()
      .from(productTranslations)
      .where(and(eq(productTranslations.productId, papillexId), eq(productTranslations.locale, "en")));
    expect(stored!.descriptionHtml).toContain("<script>");
    const english = await storefront("EN");
    expect(english.descriptionHtml).toBe("<p>Safe <strong>text</strong></p><a>x</a>");
  });
});

describe("the VAT class and the weights (decisions 0055, 0056)", () => {
  it("opens at the standard class and the seed's weights, and saves a change of both, audited, and the next order's VAT follows", async () => {
    const product = await opened();
    expect(product.vatClass).toBe("standard");
    expect(product.variants.map((variant) => [variant.sku, variant.weightGrams])).toEqual([
      ["PAP-1", 150],
      ["PAP-3PK", 450],
      ["PAP-SUB-M", 150],
    ]);
    const body = productEditValues(product);
    body.vatClass = "reduced";
    body.variants![0]!.weightGrams = "160";
    const saved = await save(body);
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ changed: true, product: { vatClass: "reduced" } });
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, "product.edit"));
    const variantId = product.variants[0]!.id;
    expect(audit).toMatchObject({
      before: { vat_class: "standard", [`variant ${variantId} weight_grams`]: 150 },
      after: { vat_class: "reduced", [`variant ${variantId} weight_grams`]: 160 },
    });
    const quote = await kit.app.request("/api/price-order", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ lines: [{ variantId: `gid://shopify/ProductVariant/${variantId}`, quantity: 1 }], country: "RO" }),
    });
    expect(((await quote.json()) as { tax: { ratePercent: number } }).tax.ratePercent).toBe(11);
  });

  it("refuses a weight that is not whole grams from 1 to 30000, naming the variant, and a class that is not one", async () => {
    const body = productEditValues(await opened());
    body.variants![1]!.weightGrams = "0";
    const refused = await save(body, { language: "ro" });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({
      field: "variants.1.weightGrams",
      error: "Varianta 2, greutate (grame): scrie un număr întreg de grame între 1 și 30000.",
    });
    const wrongClass = await save({ ...productEditValues(await opened()), vatClass: "zero" as never });
    expect(wrongClass.json.field).toBe("vatClass");
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "product.edit"))).toEqual([]);
  });
});

describe("the days of supply's numbers (decision 0114)", () => {
  it("opens at the seed's 60 capsules, 2 a day, saves a change, audited, and empties to unknown", async () => {
    const product = await opened();
    expect([product.unitsPerBottle, product.unitsPerDay]).toEqual([60, 2]);
    const saved = await save({ ...productEditValues(product), unitsPerBottle: "90", unitsPerDay: "3" });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ changed: true, product: { unitsPerBottle: 90, unitsPerDay: 3 } });
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, "product.edit"));
    expect(audit).toMatchObject({ before: { units_per_bottle: 60, units_per_day: 2 }, after: { units_per_bottle: 90, units_per_day: 3 } });
    const emptied = await save({ ...productEditValues(await opened()), unitsPerDay: "" });
    expect(emptied.json).toMatchObject({ changed: true, product: { unitsPerBottle: 90, unitsPerDay: null } });
  });

  it("refuses units that are not whole numbers within the limits, naming the field in the member's language", async () => {
    const tooMany = await save({ ...productEditValues(await opened()), unitsPerDay: "21" }, { language: "ro" });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json).toMatchObject({
      field: "unitsPerDay",
      error: "Bucăți pe zi: scrie un număr întreg între 1 și 20 (sau lasă gol dacă nu știi).",
    });
    const fraction = await save({ ...productEditValues(await opened()), unitsPerBottle: "1.5" }, { language: "en" });
    expect(fraction.json).toMatchObject({
      field: "unitsPerBottle",
      error: "Units in a bottle: enter a whole number from 1 to 1000 (or leave it empty if you do not know).",
    });
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "product.edit"))).toEqual([]);
    expect([(await opened()).unitsPerBottle, (await opened()).unitsPerDay]).toEqual([60, 2]);
  });
});

describe("refusals change nothing", () => {
  async function refused(edit: (body: ProductEditInput) => void, language = "en") {
    const body = productEditValues(await opened());
    edit(body);
    const answer = await save(body, { language });
    expect(answer.status).toBe(400);
    expect((await storefront("EN")).title).toBe("Papillex — Cervical Health Support");
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "product.edit"))).toHaveLength(0);
    expect(answer.json).toMatchObject({ success: false, status: 400, code: "invalid_field" });
    const { error, field } = answer.json as { error: string; field: string };
    return { error, field };
  }

  it("requires the title and the description in each language, naming the field and the column", async () => {
    expect(await refused((body) => (body.texts.en.title = "  "))).toEqual({ error: 'Fill in "Title (English)".', field: "texts.en.title" });
    expect(await refused((body) => (body.texts.ro.title = ""), "ro")).toEqual({
      error: "Completează „Titlu (română)”.",
      field: "texts.ro.title",
    });
    expect((await refused((body) => (body.texts.ro.description = ""))).field).toBe("texts.ro.description");
    expect((await refused((body) => (body.texts.en.description = ""))).field).toBe("texts.en.description");
  });

  it("requires both languages of any text the storefront shows", async () => {
    expect(await refused((body) => (body.texts.en.formula = ""))).toEqual({
      error: 'Fill in "Formula (English)".',
      field: "texts.en.formula",
    });
    expect((await refused((body) => (body.texts.ro.category = ""))).field).toBe("texts.ro.category");
    expect(
      await refused((body) => {
        body.ingredients![8]!.ro.title = "Inozitol";
      }),
    ).toEqual({ error: 'Fill in "Ingredient 9, title (English)".', field: "ingredients.8.en.title" });
    expect(
      await refused((body) => {
        body.benefits![0]!.en.description = "";
      }, "ro"),
    ).toEqual({ error: "Completează „Beneficiul 1, descriere (engleză)”.", field: "benefits.0.en.description" });
    expect((await refused((body) => (body.faq![3]!.en.answer = ""))).field).toBe("faq.3.en.answer");
    expect((await refused((body) => (body.faq![9]!.ro.question = ""))).field).toBe("faq.9.ro.question");
    expect((await refused((body) => (body.variants![0]!.ro.label = ""))).field).toBe("variants.0.ro.label");
  });

  it("refuses a typed saving against single bottles, naming the field in the member's language, and changes nothing", async () => {
    expect(await refused((body) => (body.variants![1]!.savings = "12"))).toEqual({
      error:
        "Variant 2, saving compared with buying single bottles: no longer typed. The store works it out from today's prices and it is not a price reduction; send the variant without it.",
      field: "variants.1.savings",
    });
    expect(await refused((body) => (body.variants![1]!.savings = 150), "ro")).toEqual({
      error:
        "Varianta 2, economia față de sticle cumpărate separat: nu se mai scrie. Magazinul o calculează din prețurile de azi și nu este o reducere de preț; trimite varianta fără ea.",
      field: "variants.1.savings",
    });
    // An empty one, as an older editor sends, is no saving at all: accepted.
    const body = productEditValues(await opened());
    body.variants![1]!.savings = "";
    expect((await save(body)).status).toBe(200);
  });

  it("refuses texts too long, a title on two lines and too many items", async () => {
    expect(await refused((body) => (body.texts.ro.title = "x".repeat(201)))).toEqual({
      error: '"Title (Romanian)" is too long.',
      field: "texts.ro.title",
    });
    expect((await refused((body) => (body.faq![0]!.en.answer = "x".repeat(5001)))).field).toBe("faq.0.en.answer");
    expect(await refused((body) => (body.texts.en.title = "Two\nlines"))).toEqual({
      error: '"Title (English)" must be on one line.',
      field: "texts.en.title",
    });
    expect(
      (
        await refused((body) => {
          body.faq = [...body.faq!, { ro: { question: "a", answer: "b" }, en: { question: "a", answer: "b" } }];
        })
      ).field,
    ).toBe("faq");
  });

  it("refuses a variant of another product", async () => {
    const body = productEditValues(await opened());
    body.variants![0]!.id = 999_999;
    const answer = await save(body);
    expect(answer.status).toBe(400);
    expect(answer.json.field).toBe("variants.0");
  });

  it("answers 409 with the current product when someone saved in between", async () => {
    const product = await opened();
    const first = productEditValues(product);
    first.texts.en.category = "Cervical care";
    expect((await save(first)).status).toBe(200);
    const second = productEditValues(product);
    second.texts.en.title = "Overwritten?";
    const answer = await save(second);
    expect(answer.status).toBe(409);
    expect(answer.json.code).toBe("edited_meanwhile");
    expect(answer.json.error).toBe("Someone else saved the product meanwhile. Reload the page to see what changed, then save again.");
    expect(answer.json.product.texts.en.category).toBe("Cervical care");
    expect((await storefront("EN")).title).toBe("Papillex — Cervical Health Support");
  });

  it("answers 404 for an unknown product, 403 without the CSRF token or to other roles", async () => {
    const body = productEditValues(await opened());
    body.texts.en.title = "Not saved";
    expect((await call("POST", "/api/admin/products/999999", { member: members.owner, body })).status).toBe(404);
    expect((await call("POST", "/api/admin/products/abc", { member: members.owner, body })).status).toBe(404);
    expect((await save(body, { csrf: false })).status).toBe(403);
    expect((await save(body, { member: members.fulfilment })).status).toBe(403);
    expect((await save(body, { member: members.support })).status).toBe(403);
    expect((await storefront("EN")).title).toBe("Papillex — Cervical Health Support");
  });
});
