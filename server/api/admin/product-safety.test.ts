/**
 * A non-food product (GPSR, Regulation 2023/988 Art. 19; issue 66 item 5, decision 0144): created with its kind,
 * publishing is refused until the manufacturer, the EU responsible person (unless the manufacturer is in the EU), an
 * identifier, the warnings in both languages and a picture are there, each named in the member's language; the
 * supplement's rules (mandatory label information, the claims checker) do not apply to it; the Storefront API serves
 * the information as `custom.safety_*` metafields; a supplement is unaffected. On PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { productEditValues, type EditableProduct } from "#domain/admin/product-editor";
import type { ProductSafety } from "#domain/product-safety-fields";
import { checkText } from "#domain/claims-check";
import type { DatabaseHandle } from "#server/db/client";
import { auditLog, productImages, products, staffMembers } from "#server/db/schema";
import { testClock } from "#tests/server/account-kit.ts";
import { newProductForm } from "#tests/fixtures/shared-forms.ts";
import { testConfig } from "#tests/server/platform-kit.ts";
import { createSeededTestDatabase, emptyTables } from "#tests/server/test-database.ts";
import { signedInStaffEachTest } from "#tests/server/staff-kit.ts";
import { writeMandatoryInformation } from "#server/commerce/catalog/mandatory-information";
import { seedMandatoryInformation } from "#server/db/seed/mandatory-information";
import { papillex } from "#server/db/seed/products/papillex";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createSeededTestDatabase();
});
afterAll(() => database.close());

const clock = testClock(new Date("2026-11-29T09:00:00.000Z"));
const HANDLE = "organizator-pastile";

beforeEach(async () => {
  await emptyTables(database.db, auditLog, staffMembers);
  await database.db.delete(products).where(eq(products.handle, HANDLE));
  await database.db.delete(products).where(eq(products.handle, "magneziu-b6"));
});
const { kit, call, members, pagesAs } = signedInStaffEachTest(() => ({ database, clock, config: testConfig }), ["owner"]);

/** A pill organiser made in China: an EU responsible person is needed. */
const COMPLETE: ProductSafety = {
  manufacturer: {
    name: "Shenzhen Pillbox Co.",
    address: "12 Keji Road\nShenzhen, China",
    contact: "safety@pillbox.example",
    country: "CN",
  },
  responsible: { name: "Elara Import S.R.L.", address: "Str. Lalelelor 3, București", contact: "https://elara.example/contact" },
  identifiers: { model: "PX-7", batch: "", gtin: "5901234123457" },
  warnings: { ro: "Nu lăsa la îndemâna copiilor mici: piese mici.", en: "Keep away from small children: small parts." },
};

async function opened(id: number): Promise<EditableProduct> {
  return (await pagesAs(members.owner).product(id))!.product!;
}

async function newNonFood(): Promise<number> {
  const created = await call("POST", "/api/admin/products", {
    member: members.owner,
    body: newProductForm({ handle: HANDLE, titleRo: "Organizator de pastile", titleEn: "Pill organiser", kind: "non_food" }),
  });
  expect(created.status).toBe(201);
  expect(created.json.product).toMatchObject({ kind: "non_food" });
  return created.json.product.id as number;
}

const saveSafety = (id: number, safety: unknown, language: "ro" | "en" = "ro") =>
  call("POST", `/api/admin/products/${id}/safety`, { member: members.owner, body: { safety }, language });
const publish = (id: number, language: "ro" | "en" = "ro") =>
  call("POST", `/api/admin/products/${id}/status`, { member: members.owner, body: { status: "active" }, language });

async function addPicture(id: number) {
  await database.db.insert(productImages).values({ productId: id, position: 0, src: "products/papillex-1.svg", width: 800, height: 800 });
}

async function storefront(query: string) {
  const response = await kit.app.request("/api/2024-01/graphql.json", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": testConfig.publicStorefrontToken },
    body: JSON.stringify({ query }),
  });
  return (
    (await response.json()) as { data: Record<string, { metafields: ({ key: string; type: string; value: string } | null)[] } | null> }
  ).data;
}

const SAFETY_QUERY = (handle: string, language: "RO" | "EN") => `query @inContext(language: ${language}) {
  productByHandle(handle: "${handle}") {
    metafields(identifiers: [
      { namespace: "custom", key: "safety_manufacturer" }
      { namespace: "custom", key: "safety_responsible_person" }
      { namespace: "custom", key: "safety_identifiers" }
      { namespace: "custom", key: "safety_warnings" }
      { namespace: "custom", key: "product_kind" }
    ]) { key type value }
  }
}`;

describe("a non-food product (GPSR)", () => {
  it("is refused publishing while its safety information is empty, naming every field in the member's language", async () => {
    const id = await newNonFood();
    const refused = await publish(id);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      code: "product_safety_missing",
      field: "safety.manufacturer.name",
      missing: [
        "safety.manufacturer.name",
        "safety.manufacturer.address",
        "safety.manufacturer.contact",
        "safety.manufacturer.country",
        "safety.responsible.name",
        "safety.responsible.address",
        "safety.responsible.contact",
        "safety.identifiers",
        "safety.warnings.ro",
        "safety.warnings.en",
        "images",
      ],
    });
    expect(refused.json.error).toContain("Producător: nume");
    expect(refused.json.error).toContain("Persoana responsabilă din UE: nume");
    expect(refused.json.error).toContain("O fotografie a produsului");
    const english = await publish(id, "en");
    expect(english.json.error).toContain("Regulation (EU) 2023/988");
    expect(english.json.error).toContain("EU responsible person: name");
    const [row] = await database.db.select({ status: products.status }).from(products).where(eq(products.id, id));
    expect(row!.status).toBe("draft");
  });

  it("names each field still missing, and publishes once they are all there", async () => {
    const id = await newNonFood();
    expect((await saveSafety(id, { ...COMPLETE, warnings: { ro: COMPLETE.warnings.ro, en: "" } })).status).toBe(200);
    expect((await publish(id)).json).toMatchObject({ missing: ["safety.warnings.en", "images"] });
    await addPicture(id);
    expect((await publish(id)).json).toMatchObject({ missing: ["safety.warnings.en"] });
    const saved = await saveSafety(id, COMPLETE);
    expect(saved.json).toMatchObject({ changed: true, product: { kind: "non_food", safety: COMPLETE } });
    const published = await publish(id);
    expect(published.status).toBe(200);
    expect(published.json).toMatchObject({ changed: true, product: { status: "active" } });
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, "product.safety_edit"));
    expect(audit).toBeDefined();
  });

  it("needs no EU responsible person when the manufacturer is in the EU, and takes one identifier of any kind", async () => {
    const id = await newNonFood();
    await addPicture(id);
    const inRomania = {
      ...COMPLETE,
      manufacturer: { ...COMPLETE.manufacturer, country: "ro" },
      responsible: { name: "", address: "", contact: "" },
      identifiers: { model: "", batch: "LOT 2026-11", gtin: "" },
    };
    expect((await saveSafety(id, inRomania)).json.product.safety.manufacturer.country).toBe("RO");
    expect((await publish(id)).status).toBe(200);
  });

  it("is not held to a supplement's rules: no mandatory information, no claims check on its texts", async () => {
    const id = await newNonFood();
    await addPicture(id);
    await saveSafety(id, COMPLETE);
    // Words the claims checker refuses in a supplement's copy ("vindecă" = cures) say nothing of a plastic box.
    const values = productEditValues(await opened(id));
    values.texts.ro.description = "Organizatorul care vindecă dezordinea din geantă.";
    values.texts.en.description = "The organiser that cures the mess in your bag.";
    // The same words would stop a supplement.
    expect(checkText({ field: "texts.ro.description", text: values.texts.ro.description, language: "ro" })).not.toEqual([]);
    expect((await call("POST", `/api/admin/products/${id}`, { member: members.owner, body: values })).status).toBe(200);
    expect((await publish(id)).status).toBe(200);
    const again = productEditValues(await opened(id));
    again.texts.ro.shortDescription = "Tratează uitarea: șapte zile, șapte compartimente.";
    again.texts.en.shortDescription = "Treats forgetfulness: seven days, seven boxes.";
    expect((await call("POST", `/api/admin/products/${id}`, { member: members.owner, body: again })).status).toBe(200);
  });

  it("gets no supplement's mandatory information on its page, even where the table holds some for it", async () => {
    const id = await newNonFood();
    // Written as for a supplement: the creator and the API's save do not stop a caller sending it for a non-food product.
    await writeMandatoryInformation(database.db, id, seedMandatoryInformation(papillex)!, clock());
    for (const language of ["ro", "en"] as const)
      expect(await kit.platform.catalog.mandatoryInformation(id, language), language).toBeNull();
    // The same information on a supplement is what its page shows.
    const [supplement] = await database.db.select({ id: products.id }).from(products).where(eq(products.handle, "papillex"));
    expect(await kit.platform.catalog.mandatoryInformation(supplement!.id, "ro")).not.toBeNull();
  });

  it("keeps a published product's information: a save may not empty what publishing asked for", async () => {
    const id = await newNonFood();
    await addPicture(id);
    await saveSafety(id, COMPLETE);
    await publish(id);
    const emptied = await saveSafety(id, { ...COMPLETE, warnings: { ro: "", en: COMPLETE.warnings.en } }, "en");
    expect(emptied.status).toBe(409);
    expect(emptied.json).toMatchObject({ code: "safety_emptied", field: "safety.warnings.ro", missing: ["safety.warnings.ro"] });
    expect(emptied.json.error).toContain("Warnings and safety information (Romanian)");
  });

  it("refuses a malformed field by name, and changes nothing", async () => {
    const id = await newNonFood();
    const gtin = await saveSafety(id, { ...COMPLETE, identifiers: { ...COMPLETE.identifiers, gtin: "5901234123458" } });
    expect(gtin.status).toBe(400);
    expect(gtin.json).toMatchObject({ field: "safety.identifiers.gtin" });
    expect(gtin.json.error).toContain("GTIN");
    const contact = await saveSafety(id, { ...COMPLETE, manufacturer: { ...COMPLETE.manufacturer, contact: "call us" } }, "en");
    expect(contact.json).toMatchObject({ field: "safety.manufacturer.contact" });
    expect(contact.json.error).toContain("email address");
    expect((await opened(id)).safety.manufacturer.name).toBe("");
  });

  it("is served by the Storefront API as custom.safety_* metafields, the warnings in the asked language", async () => {
    const id = await newNonFood();
    await addPicture(id);
    await saveSafety(id, COMPLETE);
    await publish(id);
    const romanian = (await storefront(SAFETY_QUERY(HANDLE, "RO"))).productByHandle!.metafields;
    expect(romanian.map((field) => field?.key)).toEqual([
      "safety_manufacturer",
      "safety_responsible_person",
      "safety_identifiers",
      "safety_warnings",
      "product_kind",
    ]);
    // The computed kind, which leaves a supplement's texts off the product page.
    expect(romanian[4]).toMatchObject({ type: "single_line_text_field", value: "non_food" });
    expect(romanian[0]!.type).toBe("json");
    expect(JSON.parse(romanian[0]!.value)).toEqual(COMPLETE.manufacturer);
    expect(JSON.parse(romanian[1]!.value)).toEqual(COMPLETE.responsible);
    expect(JSON.parse(romanian[2]!.value)).toEqual(COMPLETE.identifiers);
    expect(romanian[3]).toMatchObject({ type: "multi_line_text_field", value: COMPLETE.warnings.ro });
    const english = (await storefront(SAFETY_QUERY(HANDLE, "EN"))).productByHandle!.metafields;
    expect(english[3]!.value).toBe(COMPLETE.warnings.en);
  });
});

describe("a supplement", () => {
  it("is created as one by default, takes no safety information and keeps its label's publish rule", async () => {
    const created = await call("POST", "/api/admin/products", { member: members.owner, body: newProductForm() });
    const id = created.json.product.id as number;
    expect(created.json.product).toMatchObject({ kind: "supplement" });
    const refused = await saveSafety(id, COMPLETE);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: "not_non_food" });
    expect((await publish(id)).json).toMatchObject({ code: "mandatory_information_missing" });
    expect((await storefront(SAFETY_QUERY("papillex", "RO"))).productByHandle!.metafields).toEqual([
      null,
      null,
      null,
      null,
      expect.objectContaining({ key: "product_kind", value: "supplement" }),
    ]);
  });

  it("every seeded product is a supplement", async () => {
    const kinds = await database.db.selectDistinct({ kind: products.kind }).from(products);
    expect(kinds).toEqual([{ kind: "supplement" }]);
  });
});
