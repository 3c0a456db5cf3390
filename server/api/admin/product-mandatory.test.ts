/**
 * A food supplement's mandatory information in the admin (issue 44 item 3, decision 0096): publishing a product with
 * an empty required field is refused, naming the fields in the member's language, and nothing changes; the editor's
 * save checks each field's form and names it; a published product's save may fill gaps but not open new ones; the
 * label photo goes through the upload checks; the six seeded products are complete and marked as samples. On PGlite,
 * and on PostgreSQL with TEST_DATABASE_URL.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { productEditValues, type EditableProduct, type ProductEditInput } from "#domain/admin/product-editor";
import { emptyMandatoryInformation, missingMandatoryFields, type MandatoryInformation } from "#domain/mandatory-information";
import type { DatabaseHandle } from "#server/db/client";
import { auditLog, productMandatoryInformation, productMandatoryTranslations, products, staffMembers } from "#server/db/schema";
import { seedCatalog } from "#server/db/seed/products/catalog";
import { socketFrom, testClock } from "#tests/server/account-kit.ts";
import { newProductForm } from "#tests/fixtures/shared-forms.ts";
import { TEST_BASE_URL, testConfig } from "#tests/server/platform-kit.ts";
import { createSeededTestDatabase, emptyTables, seededProduct } from "#tests/server/test-database.ts";
import { signedInStaffEachTest } from "#tests/server/staff-kit.ts";
import { CSRF_HEADER, STAFF_COOKIE } from "./http.ts";

let database: DatabaseHandle;
let papillexId = 0;
let seeded: { rows: (typeof productMandatoryInformation.$inferSelect)[]; texts: (typeof productMandatoryTranslations.$inferSelect)[] };
const dataDir = mkdtempSync(path.join(tmpdir(), "elara-mandatory-"));

beforeAll(async () => {
  database = await createSeededTestDatabase();
  papillexId = (await seededProduct(database.db, "papillex")).id;
  seeded = {
    rows: await database.db.select().from(productMandatoryInformation),
    texts: await database.db.select().from(productMandatoryTranslations),
  };
});
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const clock = testClock(new Date("2026-11-27T09:00:00.000Z"));

beforeEach(async () => {
  await emptyTables(database.db, auditLog, staffMembers, productMandatoryTranslations, productMandatoryInformation);
  await database.db.insert(productMandatoryInformation).values(seeded.rows);
  await database.db.insert(productMandatoryTranslations).values(seeded.texts);
  await database.db.delete(products).where(eq(products.handle, "magneziu-b6"));
  await database.db.update(products).set({ status: "active" });
});
const { kit, call, members, pagesAs } = signedInStaffEachTest(
  () => ({ database, clock, config: { ...testConfig, dataDir } }),
  ["owner", "support"],
);

async function opened(id: number): Promise<EditableProduct> {
  return (await pagesAs(members.owner).product(id))!.product!;
}

/** A new draft, as the products list creates one: no mandatory information yet. */
async function newDraft(): Promise<number> {
  const created = await call("POST", "/api/admin/products", {
    member: members.owner,
    body: newProductForm(),
  });
  expect(created.status).toBe(201);
  const id = created.json.product.id as number;
  // The editor asks for a description in both languages before it saves anything else.
  const values = productEditValues(await opened(id));
  values.texts.ro.description = "Magneziu și vitamina B6.";
  values.texts.en.description = "Magnesium and vitamin B6.";
  expect((await save(id, values)).json).toMatchObject({
    changed: true,
    product: { texts: { ro: { description: "Magneziu și vitamina B6." } } },
  });
  return id;
}

const publish = (id: number, language = "ro") =>
  call("POST", `/api/admin/products/${id}/status`, { member: members.owner, body: { status: "active" }, language });

const save = (id: number, body: ProductEditInput, language = "ro") =>
  call("POST", `/api/admin/products/${id}`, { member: members.owner, body, language });

/** The product's form with its mandatory part changed by `change`. */
async function edited(id: number, change: (mandatory: MandatoryInformation) => void): Promise<ProductEditInput> {
  const product = await opened(id);
  const mandatory = structuredClone(product.mandatory);
  change(mandatory);
  const { labelPhoto: _photo, ...form } = mandatory;
  return { ...productEditValues(product), mandatory: form };
}

/** Magneziu + B6's label, every field but the photo. */
function fill(mandatory: MandatoryInformation) {
  for (const language of ["ro", "en"] as const)
    Object.assign(mandatory.texts[language], {
      legalName: language === "ro" ? "Magneziu + B6 – supliment alimentar" : "Magnesium + B6 – food supplement",
      categories: language === "ro" ? "Minerale, vitamine" : "Minerals, vitamins",
      ingredients:
        language === "ro" ? "Citrat de magneziu, lecitină de **soia**, clorhidrat de piridoxină" : "Magnesium citrate, **soy** lecithin",
      characterising: "Magneziu: 300 mg",
      dailyPortion: language === "ro" ? "2 capsule pe zi" : "2 capsules a day",
      howToTake: language === "ro" ? "Cu apă, la masă." : "With water, with a meal.",
      netQuantity: "60 capsule (36 g)",
      storage: language === "ro" ? "Loc uscat, sub 25 °C" : "Dry place, below 25 °C",
    });
  mandatory.nutrients = [
    { code: "magnesium", amount: "300", unit: "mg", nrv: "80", ro: { name: "Magneziu" }, en: { name: "Magnesium" } },
    { code: "vitamin_b6", amount: "1,4", unit: "mg", nrv: "100", ro: { name: "Vitamina B6" }, en: { name: "Vitamin B6" } },
  ];
  Object.assign(mandatory, {
    operatorName: "Elara SRL",
    operatorAddress: "Str. Exemplu 1, București",
    notificationNumber: "AA 123/2026",
    notificationAuthority: "INSP",
    notificationDate: "2026-03-12",
  });
}

/** A photo as large as the upload checks ask for. */
const labelPicture = () =>
  sharp({ create: { width: 800, height: 1200, channels: 3, background: "#fff" } })
    .png()
    .toBuffer();

async function labelPhoto(id: number, file: Uint8Array | null, language = "ro") {
  const form = new FormData();
  if (file) form.set("file", new File([file as Uint8Array<ArrayBuffer>], "label.bin"));
  const response = await kit.app.request(
    `/api/admin/products/${id}/label-photo`,
    {
      method: "POST",
      headers: {
        Origin: TEST_BASE_URL,
        "Accept-Language": language,
        Cookie: `${STAFF_COOKIE}=${members.owner.cookie}`,
        [CSRF_HEADER]: members.owner.csrf,
      },
      body: form,
    },
    socketFrom(),
  );
  return { status: response.status, json: (await response.json()) as { error?: string; field?: string; product?: EditableProduct } };
}

const statusOf = async (id: number) => (await database.db.select().from(products).where(eq(products.id, id)))[0]!.status;
/** The product changes audited (the members' own sign-ins are audited too). */
const audited = async () =>
  (await database.db.select().from(auditLog)).map((entry) => entry.action).filter((action) => action.startsWith("product."));

describe("publishing asks for the mandatory information", () => {
  it("refuses a draft with none, naming every empty field in the member's language, and leaves it a draft", async () => {
    const id = await newDraft();
    const before = await audited();

    const refused = await publish(id);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ success: false, code: "mandatory_information_missing", field: "mandatory.texts.ro.legalName" });
    expect(refused.json.missing).toEqual(missingMandatoryFields((await opened(id)).mandatory));
    expect(refused.json.missing).toContain("mandatory.labelPhoto");
    expect(refused.json.missing).toContain("mandatory.nutrients");
    expect(refused.json.error).toMatch(
      /^Nu poți publica produsul până nu completezi informațiile obligatorii\. Lipsesc: Denumirea legală \(română\); /,
    );

    const inEnglish = await publish(id, "en");
    expect(inEnglish.json.error).toMatch(
      /^You cannot publish the product until .*Missing: Legal name \(Romanian\); Legal name \(English\); /,
    );

    expect(await statusOf(id)).toBe("draft");
    expect(await audited()).toEqual(before);
  });

  it("refuses while one field is empty, names just that one, and publishes once it is filled in", async () => {
    const id = await newDraft();
    expect((await save(id, await edited(id, fill))).json).toMatchObject({ changed: true });
    expect((await labelPhoto(id, await labelPicture())).status).toBe(200);
    expect((await save(id, await edited(id, (mandatory) => void (mandatory.texts.en.storage = "")))).status).toBe(200);

    const refused = await publish(id, "en");
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ field: "mandatory.texts.en.storage", missing: ["mandatory.texts.en.storage"] });
    expect(refused.json.error).toBe(
      "You cannot publish the product until its mandatory information is filled in. Missing: Storage conditions (English).",
    );

    expect((await save(id, await edited(id, (mandatory) => void (mandatory.texts.en.storage = "Dry place")))).status).toBe(200);
    const published = await publish(id);
    expect(published.status).toBe(200);
    expect(published.json).toMatchObject({ changed: true, product: { status: "active" } });
    expect(await audited()).toContain("product.publish");
  });

  it("refuses a nutrient row without its amount", async () => {
    const id = await newDraft();
    await save(id, await edited(id, fill));
    await labelPhoto(id, await labelPicture());
    await save(id, await edited(id, (mandatory) => void (mandatory.nutrients[1]!.amount = "")));
    expect((await publish(id)).json).toMatchObject({
      missing: ["mandatory.nutrients.1.amount"],
      error: expect.stringMatching(/Nutrientul 2, cantitate\.$/),
    });
  });

  it("keeps a product published before the information existed, and the editor lists what it lacks", async () => {
    await database.db.delete(productMandatoryInformation).where(eq(productMandatoryInformation.productId, papillexId));
    await database.db.delete(productMandatoryTranslations).where(eq(productMandatoryTranslations.productId, papillexId));
    expect(await statusOf(papillexId)).toBe("active");
    const product = await opened(papillexId);
    expect(missingMandatoryFields(product.mandatory)).toEqual(missingMandatoryFields(emptyMandatoryInformation()));
    // Filling in part of it is a save, not a refusal: the gaps were there before.
    expect((await save(papillexId, await edited(papillexId, (mandatory) => void (mandatory.operatorName = "Elara SRL")))).status).toBe(200);
    expect(await statusOf(papillexId)).toBe("active");
  });
});

describe("saving the mandatory information", () => {
  it("checks each field's form and names it in the caller's language, changing nothing", async () => {
    const cases: Array<[(mandatory: MandatoryInformation) => void, string, string, string]> = [
      [
        (mandatory) => void (mandatory.texts.ro.legalName = "Papillex"),
        "mandatory.texts.ro.legalName",
        "Denumirea legală (română): denumirea trebuie să conțină „supliment alimentar”.",
        'Legal name (Romanian): the name must contain "food supplement".',
      ],
      [
        (mandatory) => void (mandatory.texts.en.ingredients = "**soy lecithin, water"),
        "mandatory.texts.en.ingredients",
        "Lista ingredientelor cu alergeni (engleză): încadrează fiecare alergen între două perechi de asteriscuri, de exemplu **soia**; un semn a rămas deschis.",
        "Ingredient list with allergens (English): put each allergen between two pairs of asterisks, for example **soy**; a mark was left open.",
      ],
      [
        (mandatory) => void (mandatory.nutrients[0]!.nrv = "lots"),
        "mandatory.nutrients.0.nrv",
        "Nutrientul 1, % VNR: scrie un număr întreg de procente, de exemplu 100 (sau lasă gol dacă nutrientul nu are VNR).",
        "Nutrient 1, % NRV: enter a whole number of percent, for example 100 (or leave it empty when the nutrient has no NRV).",
      ],
      [
        (mandatory) => void (mandatory.notificationDate = "2026-02-30"),
        "mandatory.notificationDate",
        "Data notificării: scrie o dată reală, de forma AAAA-LL-ZZ.",
        "Notification date: enter a real date, as YYYY-MM-DD.",
      ],
    ];
    const before = await opened(papillexId);
    for (const [change, field, ro, en] of cases) {
      const body = await edited(papillexId, change);
      expect(await save(papillexId, body, "ro")).toMatchObject({ status: 400, json: { field, error: ro } });
      expect(await save(papillexId, body, "en")).toMatchObject({ status: 400, json: { field, error: en } });
    }
    expect(await opened(papillexId)).toEqual(before);
    expect(await audited()).toEqual([]);
  });

  it("refuses to empty a published product's field, and saves a change that keeps it complete", async () => {
    const emptied = await save(papillexId, await edited(papillexId, (mandatory) => void (mandatory.operatorAddress = "")), "en");
    expect(emptied).toMatchObject({ status: 409, json: { code: "mandatory_emptied", field: "mandatory.operatorAddress" } });
    expect(emptied.json.error).toBe(
      "The product is published, so its mandatory information cannot be left empty. Fill in: Operator's address.",
    );
    expect((await opened(papillexId)).mandatory.operatorAddress).not.toBe("");

    const saved = await save(papillexId, await edited(papillexId, (mandatory) => void (mandatory.texts.ro.storage = "Sub 25 °C")));
    expect(saved.status).toBe(200);
    expect(saved.json.product.mandatory.texts.ro.storage).toBe("Sub 25 °C");
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "product.edit"));
    expect(entry).toMatchObject({ action: "product.edit", after: { "mandatory.texts.ro.storage": "Sub 25 °C" } });
    // The product page's reading follows at once.
    expect((await kit.platform.catalog.mandatoryInformation(papillexId, "ro"))!.texts.storage).toBe("Sub 25 °C");
  });

  it("refuses a published product's save that lowers a claimed nutrient below its condition or removes its row, in the caller's language", async () => {
    const vitaminC = (mandatory: MandatoryInformation) => mandatory.nutrients.findIndex((row) => row.code === "vitamin_c");
    const before = await database.db
      .select()
      .from(productMandatoryInformation)
      .where(eq(productMandatoryInformation.productId, papillexId));
    expect(before[0]!.nutrients.find((row) => row.code === "vitamin_c")).toMatchObject({ nrv: "100" });

    const lowered = await edited(papillexId, (mandatory) => {
      const row = mandatory.nutrients[vitaminC(mandatory)]!;
      Object.assign(row, { amount: "8", nrv: "10" });
    });
    const index = lowered.mandatory!.nutrients!.findIndex((row) => row.code === "vitamin_c");
    const refused = await save(papillexId, lowered, "en");
    expect(refused).toMatchObject({
      status: 422,
      json: {
        code: "claim_conditions",
        field: `mandatory.nutrients.${index}.nrv`,
      },
    });
    // Each of the product's vitamin C claims is refused; the sentence names the nutrient and the condition once.
    expect(refused.json.refusals.length).toBeGreaterThan(0);
    for (const refusal of refused.json.refusals)
      expect(refusal).toMatchObject({ nutrient: "vitamin_c", minNrvPercent: 15, nrvPercent: 10 });
    expect(refused.json.error).toBe(
      "The claim is not allowed for this product: The vitamin C claim needs at least 15% of the NRV per daily portion; the product has 10%.",
    );
    expect((await save(papillexId, lowered, "ro")).json.error).toContain(
      "Afirmația despre vitamina C cere cel puțin 15 % din VNR în porția zilnică; produsul are 10 %.",
    );

    const removed = await edited(papillexId, (mandatory) => void mandatory.nutrients.splice(vitaminC(mandatory), 1));
    const gone = await save(papillexId, removed, "en");
    expect(gone).toMatchObject({ status: 422, json: { code: "claim_conditions", field: "mandatory.nutrients" } });
    expect(gone.json.error).toContain("the label's nutrients table gives no %NRV for vitamin C");

    // A row kept but no longer named as the register's nutrient takes the claim's footing away just the same.
    const unnamed = await edited(papillexId, (mandatory) => void (mandatory.nutrients[vitaminC(mandatory)]!.code = null));
    expect((await save(papillexId, unnamed)).json).toMatchObject({
      code: "claim_conditions",
      refusals: expect.arrayContaining([expect.objectContaining({ nutrient: "vitamin_c" })]),
    });

    expect(
      await database.db.select().from(productMandatoryInformation).where(eq(productMandatoryInformation.productId, papillexId)),
    ).toEqual(before);
    // Raising it, or lowering it while it still meets the condition, saves.
    const kept = await save(
      papillexId,
      await edited(papillexId, (mandatory) => Object.assign(mandatory.nutrients[vitaminC(mandatory)]!, { amount: "12", nrv: "15" })),
    );
    expect(kept.status).toBe(200);
    expect((await kit.platform.catalog.admin.productClaims(papillexId))!.daily).toContainEqual({
      nutrient: "vitamin_c",
      amount: "12 mg",
      nrvPercent: 15,
    });
  });

  it("a draft may save a lowered nutrient; publishing it then refuses the claim", async () => {
    await database.db.update(products).set({ status: "draft" }).where(eq(products.id, papillexId));
    const lowered = await edited(papillexId, (mandatory) =>
      Object.assign(
        mandatory.nutrients.find((row) => row.code === "zinc")!,
        { amount: "1", nrv: "10" },
      ),
    );
    expect((await save(papillexId, lowered)).status).toBe(200);
    const refused = await publish(papillexId, "en");
    expect(refused).toMatchObject({ status: 422, json: { code: "claim_conditions" } });
    for (const refusal of refused.json.refusals) expect(refusal).toMatchObject({ nutrient: "zinc", nrvPercent: 10 });
    expect(refused.json.error).toContain("The zinc claim needs at least 15% of the NRV per daily portion; the product has 10%.");
    expect((await database.db.select().from(products).where(eq(products.id, papillexId)))[0]!.status).toBe("draft");
  });

  it("names each nutrient of the register on one row only, and refuses a code it does not know", async () => {
    const twice = await edited(papillexId, (mandatory) => {
      const first = mandatory.nutrients.findIndex((row) => row.code !== null);
      const other = mandatory.nutrients.findIndex((row, index) => index !== first && row.code !== null);
      mandatory.nutrients[other]!.code = mandatory.nutrients[first]!.code;
    });
    const second = twice.mandatory!.nutrients!.findIndex(
      (row, index) => index > 0 && twice.mandatory!.nutrients!.slice(0, index).some((earlier) => earlier.code === row.code && row.code),
    );
    const refused = await save(papillexId, twice, "en");
    expect(refused).toMatchObject({ status: 400, json: { field: `mandatory.nutrients.${second}.code` } });
    expect(refused.json.error).toBe(
      `Nutrient ${second + 1}, nutrient of the claims register: another row of the table is already this nutrient; each nutrient appears once.`,
    );
    const unknown = await edited(papillexId, (mandatory) => void (mandatory.nutrients[0]!.code = "vitamin_x" as "zinc"));
    expect((await save(papillexId, unknown)).json).toMatchObject({ status: 400, field: "mandatory.nutrients.0.code" });
  });

  it("drops nutrient rows left wholly empty", async () => {
    const body = await edited(
      papillexId,
      (mandatory) => void mandatory.nutrients.push({ code: null, amount: "", unit: "", nrv: "", ro: { name: "" }, en: { name: "" } }),
    );
    const saved = await save(papillexId, body);
    expect(saved.status).toBe(200);
    expect(saved.json.product.mandatory.nutrients).toHaveLength((await opened(papillexId)).mandatory.nutrients.length);
  });

  it("takes a label photo through the upload checks, replacing the seeded one", async () => {
    const refused = await labelPhoto(papillexId, null, "en");
    expect(refused).toMatchObject({ status: 400, json: { field: "file" } });
    const photo = await labelPhoto(papillexId, await labelPicture());
    expect(photo.status).toBe(200);
    expect(photo.json.product!.mandatory.labelPhoto).toMatchObject({
      src: expect.stringMatching(/^uploads\/products\/.+\.webp$/),
      width: 800,
      height: 1200,
    });
    expect(await audited()).toEqual(["product.label_photo"]);
  });
});

describe("the seeded products", () => {
  it("each carry complete mandatory information, marked as sample data", async () => {
    for (const seed of seedCatalog) {
      const [row] = await database.db.select().from(products).where(eq(products.handle, seed.handle));
      const { mandatory } = await opened(row!.id);
      expect(missingMandatoryFields(mandatory), seed.handle).toEqual([]);
      expect(mandatory.sample, seed.handle).toBe(true);
      expect(mandatory.texts.ro.legalName, seed.handle).toContain("supliment alimentar");
      expect(mandatory.texts.en.legalName, seed.handle).toContain("food supplement");
      expect(
        mandatory.nutrients.some((nutrient) => nutrient.nrv !== ""),
        seed.handle,
      ).toBe(true);
    }
  });
});
