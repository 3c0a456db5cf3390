/**
 * Migration 0031 (issue 21 items 5–6, decisions 0055–0057) on a store with orders and products: the orders placed
 * before keep what they were charged and say so in the new columns (every line and the shipping at the order's one
 * rate, no scheme), the 3-packs weigh three bottles, and the 27 member states' rates are there. PGlite.
 */
import { asc, sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/pglite/migrator";
import { describe, expect, it } from "vitest";
import { pgliteStoreAtMigration } from "#tests/server/migrations-kit.ts";
import { MIGRATING_A_STORE_MS } from "#tests/server/test-database.ts";
import { MIGRATIONS_DIR } from "./client.ts";
import { orderLines, orders, productVariants, vatRates } from "./schema.ts";

describe("migration 0031 on a store that already has orders", () => {
  const store = pgliteStoreAtMigration(29);

  it(
    "keeps old orders' amounts, gives their lines and shipping the order's one rate, and seeds weights and rates",
    async () => {
      const db = await store.open();
      const inserted = (await db.execute(sql`
      INSERT INTO orders (idempotency_key, request_hash, email, language, status, payment_method, currency_code,
        units_per_ron_micros, subtotal_minor, discount_minor, shipping_minor, tax_minor, total_minor, subtotal_ron_minor,
        discount_ron_minor, shipping_ron_minor, tax_ron_minor, total_ron_minor, vat_rate_percent, shipping_address, billing_address)
      VALUES ('old', 'hash', 'ann@example.com', 'en', 'paid', 'card', 'RON', 1000000,
        18900, 0, 1999, 3627, 20899, 18900, 0, 1999, 3627, 20899, 21, '{"country": "US"}', '{}')
      RETURNING id`)) as unknown as { rows: { id: number }[] };
      const orderId = Number(inserted.rows[0]!.id);
      await db.execute(sql`
      INSERT INTO order_lines (order_id, position, sku, product_handle, title, variant_title, quantity, unit_price_minor,
        total_minor, unit_price_ron_minor, total_ron_minor)
      VALUES (${orderId}, 0, 'PAP-1', 'papillex', 'Papillex', 'Single Bottle', 1, 18900, 18900, 18900, 18900)`);
      await db.execute(sql`INSERT INTO products (handle, vendor) VALUES ('papillex', 'Elara')`);
      await db.execute(sql`
      INSERT INTO product_variants (product_id, position, sku, price_minor, currency_code)
      SELECT id, position, sku, 18900, 'RON' FROM products, (VALUES (0, 'PAP-1'), (1, 'PAP-3PK'), (2, 'PAP-SUB-Q')) AS v(position, sku)`);

      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });

      const [order] = await db.select().from(orders);
      expect(order).toMatchObject({
        totalMinor: 20_899,
        taxMinor: 3_627,
        vatRatePercent: 21,
        shippingVatRatePercent: 21,
        vatScheme: null,
        shippingServiceId: null,
      });
      expect(await db.select({ rate: orderLines.vatRatePercent, vat: orderLines.vatMinor }).from(orderLines)).toEqual([
        { rate: 21, vat: null },
      ]);
      expect(
        await db
          .select({ sku: productVariants.sku, grams: productVariants.weightGrams })
          .from(productVariants)
          .orderBy(asc(productVariants.sku)),
      ).toEqual([
        { sku: "PAP-1", grams: 150 },
        { sku: "PAP-3PK", grams: 450 },
        { sku: "PAP-SUB-Q", grams: 450 },
      ]);
      const rates = await db.select().from(vatRates);
      expect(rates).toHaveLength(27);
      expect(rates.find((row) => row.country === "RO")).toMatchObject({ standardPercent: 21, reducedPercent: 11 });
      expect(rates.find((row) => row.country === "FI")).toMatchObject({ standardPercent: 25.5, reducedPercent: 13.5 });
    },
    MIGRATING_A_STORE_MS,
  );
});
