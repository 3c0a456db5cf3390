/**
 * A variant's GTIN in the product list's row form (issue 67 item 4, decision 0147): a wrong check digit or length is a
 * 400 naming the field in the member's language and writes nothing; a right one is kept without its spaces, audited,
 * and what the feeds send; "" removes it and a form that does not send it keeps it. On PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, productVariants } from "#server/db/schema";
import { testClock } from "#tests/server/account-kit.ts";
import { refusal } from "#tests/server/problem-kit.ts";
import { seededStoreOwnerForFile } from "#tests/server/staff-kit.ts";

const { database, saveVariantRow } = seededStoreOwnerForFile(testClock(new Date("2026-03-02T09:00:00.000Z")));

const variantRow = async (sku: string) => (await database.db.select().from(productVariants).where(eq(productVariants.sku, sku)))[0]!;

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
    const refused = await saveVariantRow("PAP-1", { gtin }, language);
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual(refusal(400, "invalid_field", sentence, "gtin"));
    expect(await variantRow("PAP-1")).toEqual(before);
  });

  it("keeps a right one without its spaces, audited; keeps it when the form does not send it; removes it on empty", async () => {
    expect((await saveVariantRow("PAP-1", { gtin: " 590 1234 123457 " })).status).toBe(200);
    expect((await variantRow("PAP-1")).gtin).toBe("5901234123457");
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "product.variant_change"));
    expect(entry).toMatchObject({ before: { gtin: null }, after: { gtin: "5901234123457" } });
    expect((await saveVariantRow("PAP-1")).status).toBe(200);
    expect((await variantRow("PAP-1")).gtin).toBe("5901234123457");
    expect((await saveVariantRow("PAP-1", { gtin: "" })).status).toBe(200);
    expect((await variantRow("PAP-1")).gtin).toBeNull();
  });
});
