/**
 * A variant's GTIN in the product list's row form (issue 67 item 4, decision 0147): a wrong check digit or length is a
 * 400 naming the field in the member's language and writes nothing; a right one is kept without its spaces, audited,
 * and what the feeds send; "" removes it and a form that does not send it keeps it. On PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, productVariants } from "#server/db/schema";
import { testClock } from "#tests/server/account-kit.ts";
import { buildOrdersApp } from "#tests/server/orders-kit.ts";
import { refusal } from "#tests/server/problem-kit.ts";
import { staffKit } from "#tests/server/staff-kit.ts";
import { createSeededTestDatabase, type TestDatabase } from "#tests/server/test-database.ts";

let database: TestDatabase;
const clock = testClock(new Date("2026-03-02T09:00:00.000Z"));
let kit: ReturnType<typeof buildOrdersApp>;
let staff: ReturnType<typeof staffKit>;
beforeAll(async () => {
  database = await createSeededTestDatabase();
  kit = buildOrdersApp({ database, clock });
  staff = staffKit(kit, kit.clock);
});
afterAll(() => database.close());

const variantRow = async (sku: string) => (await database.db.select().from(productVariants).where(eq(productVariants.sku, sku)))[0]!;

let members = 0;
async function saveRow(sku: string, language: "ro" | "en", extra: Record<string, unknown>) {
  const owner = await staff.signIn(`gtin-owner-${++members}@elara.test`, "owner");
  const variant = await variantRow(sku);
  return staff.call("POST", `/api/admin/products/variants/${variant.id}`, {
    member: owner,
    language,
    body: {
      price: String(variant.priceMinor / 100),
      stock: variant.stockQuantity === null ? "" : String(variant.stockQuantity),
      expectedStock: variant.stockQuantity,
      availableForSale: variant.availableForSale,
      ...extra,
    },
  });
}

describe("a variant's GTIN", () => {
  it.each([
    [
      "en",
      "5901234123458",
      '"GTIN (the number under the barcode)" must have 8, 12, 13 or 14 digits with a correct last (check) digit (check it on the label), or stay empty.',
    ],
    [
      "ro",
      "59012341234",
      "„GTIN (codul de sub codul de bare)” trebuie să aibă 8, 12, 13 sau 14 cifre, cu ultima cifră de control corectă (verifică-l pe etichetă), sau să rămână gol.",
    ],
    [
      "en",
      "59012341234AB",
      '"GTIN (the number under the barcode)" must have 8, 12, 13 or 14 digits with a correct last (check) digit (check it on the label), or stay empty.',
    ],
    [
      "en",
      "5".repeat(40),
      '"GTIN (the number under the barcode)" must have 8, 12, 13 or 14 digits with a correct last (check) digit (check it on the label), or stay empty.',
    ],
  ] as const)("refuses %s %j with a 400 naming the field, writing nothing", async (language, gtin, sentence) => {
    const before = await variantRow("PAP-1");
    const refused = await saveRow("PAP-1", language, { gtin });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual(refusal(400, "invalid_field", sentence, "gtin"));
    expect(await variantRow("PAP-1")).toEqual(before);
  });

  it("keeps a right one without its spaces, audited; keeps it when the form does not send it; removes it on empty", async () => {
    expect((await saveRow("PAP-1", "en", { gtin: " 590 1234 123457 " })).status).toBe(200);
    expect((await variantRow("PAP-1")).gtin).toBe("5901234123457");
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "product.variant_change"));
    expect(entry).toMatchObject({ before: { gtin: null }, after: { gtin: "5901234123457" } });
    expect((await saveRow("PAP-1", "en", {})).status).toBe(200);
    expect((await variantRow("PAP-1")).gtin).toBe("5901234123457");
    expect((await saveRow("PAP-1", "en", { gtin: "" })).status).toBe(200);
    expect((await variantRow("PAP-1")).gtin).toBeNull();
  });
});
