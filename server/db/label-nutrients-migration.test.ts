/**
 * Migration 0047 (issue 44, decisions 0096 and 0097) on a store whose claims kept their own nutrients: each
 * product_daily_nutrients row moves into the label's nutrients table — onto the row already naming its nutrient, which
 * keeps the label's amount and %NRV and fills only what it left empty; as a new row where the label does not name it;
 * into a new label for a product that had none — every row then carries a code, and the claims' table is gone. On
 * PGlite, and on a scratch database of the PostgreSQL server TEST_DATABASE_URL names.
 */
import { asc, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { storeAtMigrationOnEitherEngine } from "#tests/server/migrations-kit.ts";
import { MIGRATING_A_STORE_MS } from "#tests/server/test-database.ts";
import { productMandatoryInformation } from "./schema.ts";

const row = (en: string, ro: string, amount: string, unit: string, nrv: string) => ({
  amount,
  unit,
  nrv,
  ro: { name: ro },
  en: { name: en },
});

describe("migration 0047 on a store whose claims kept their own nutrients", () => {
  const store = storeAtMigrationOnEitherEngine(46);

  it(
    "moves each product's daily nutrients into its label's table, and drops the claims' copy",
    async () => {
      const { db, migrateToLatest } = await store.open();
      await db.execute(
        sql`INSERT INTO products (handle, vendor) VALUES ('labelled', 'Elara'), ('unlabelled', 'Elara'), ('extracts', 'Elara')`,
      );
      const id = async (handle: string) =>
        Number(
          ((await db.execute(sql`SELECT id FROM products WHERE handle = ${handle}`)) as unknown as { rows: { id: number }[] }).rows[0]!.id,
        );
      const [labelled, unlabelled, extracts] = [await id("labelled"), await id("unlabelled"), await id("extracts")];
      const label = [
        row("Vitamin C (L-ascorbic acid)", "Vitamina C (acid L-ascorbic)", "80", "mg", "100"),
        row("Green tea extract", "Extract de ceai verde", "150", "mg", ""),
        row("Vitamin D3 (cholecalciferol)", "Vitamina D3 (colecalciferol)", "25", "µg", ""),
      ];
      await db.execute(sql`
        INSERT INTO product_mandatory_information (product_id, nutrients)
        VALUES (${labelled}, ${JSON.stringify(label)}::jsonb), (${extracts}, ${JSON.stringify([label[1]])}::jsonb)`);
      await db.execute(sql`
        INSERT INTO product_daily_nutrients (product_id, nutrient, amount, nrv_percent)
        VALUES (${labelled}, 'vitamin_c', '120 mg', 150), (${labelled}, 'vitamin_d', '25 µg', 500),
          (${labelled}, 'zinc', '10 mg', 100), (${unlabelled}, 'selenium', '55 µg', 100)`);

      await migrateToLatest();

      const rows = await db.select().from(productMandatoryInformation).orderBy(asc(productMandatoryInformation.productId));
      const nutrientsOf = (productId: number) => rows.find((one) => one.productId === productId)!.nutrients;
      expect(nutrientsOf(labelled)).toEqual([
        // The label's own amount and %NRV stay: it is what the shopper reads, and the claims now read it too.
        { code: "vitamin_c", ...label[0] },
        { code: null, ...label[1] },
        { code: "vitamin_d", ...label[2], nrv: "500" },
        { code: "zinc", ...row("Zinc", "Zinc", "10", "mg", "100") },
      ]);
      expect(nutrientsOf(unlabelled)).toEqual([{ code: "selenium", ...row("Selenium", "Seleniu", "55", "µg", "100") }]);
      expect(rows.find((one) => one.productId === unlabelled)).toMatchObject({ sample: false, operatorName: "" });
      expect(nutrientsOf(extracts)).toEqual([{ code: null, ...label[1] }]);
      const table = (await db.execute(sql`SELECT to_regclass('product_daily_nutrients') AS name`)) as unknown as {
        rows: { name: string | null }[];
      };
      expect(table.rows[0]!.name).toBeNull();
    },
    MIGRATING_A_STORE_MS,
  );
});
