/**
 * The upgrade rule (decision 0105), enforced: every migration leaves the schema usable by the previous release's code,
 * or says which of its statements does not and why (`-- contract:` / `-- compatible:`). The migrations written before
 * the rule are recorded as they are, so that a new one is held to it and an old one is not quietly edited.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "#server/db/client";
import { incompatibleStatements, WHY_INCOMPATIBLE, type IncompatibleKind } from "#server/db/migration-compatibility";

/**
 * What the migrations written before decision 0105 do that the rule now refuses. Most are CHECKs widened by dropping
 * and adding them again, or constraints on columns the previous release already filled; 0022, 0023 and 0031 tighten
 * columns and 0047 drops a table the previous release's claims editor still read: upgrading across those stops every
 * instance first.
 */
const WRITTEN_BEFORE_THE_RULE: Record<string, IncompatibleKind[]> = {
  "0003_orders_payments_subscriptions": ["new-constraint-on-existing-table"],
  "0006_payments_refunds_saved_methods": [
    "new-constraint-on-existing-table",
    "new-constraint-on-existing-table",
    "new-constraint-on-existing-table",
  ],
  "0009_account_proofs_and_health_probe": ["new-constraint-on-existing-table", "new-constraint-on-existing-table"],
  "0014_review_moderation_and_settings": ["new-constraint-on-existing-table"],
  "0018_discount_code_rules": [
    "drop-index",
    "new-unique-index-on-existing-table",
    "new-constraint-on-existing-table",
    "new-constraint-on-existing-table",
    "new-constraint-on-existing-table",
    "new-constraint-on-existing-table",
  ],
  "0022_subscription_lifecycle": [
    "set-not-null",
    "new-constraint-on-existing-table",
    "new-constraint-on-existing-table",
    "new-constraint-on-existing-table",
    "new-constraint-on-existing-table",
  ],
  "0023_subscription_renewals_charges": ["set-not-null"],
  "0028_returns_photos_store_credit_checkout": ["new-constraint-on-existing-table", "new-constraint-on-existing-table"],
  "0031_vat_and_shipping_by_destination": ["change-type", "set-not-null", "set-not-null"],
  "0033_order_withdrawal": ["new-constraint-on-existing-table"],
  "0041_order-fulfilment-courier-states": ["new-constraint-on-existing-table"],
  "0043_locker-return-awb-parcel-tasks": ["drop-index", "new-unique-index-on-existing-table", "new-constraint-on-existing-table"],
  "0047_label-nutrients-carry-claim-codes": ["drop-table"],
};

const kinds = (migrationSql: string) => incompatibleStatements(migrationSql).map((found) => found.kind);
const BREAK = "--> statement-breakpoint\n";

describe("the migrations", () => {
  const files = readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith(".sql"));

  it.each(files)("%s keeps the previous release working, or says why not", (file) => {
    const found = incompatibleStatements(readFileSync(path.join(MIGRATIONS_DIR, file), "utf8"));
    const recorded = WRITTEN_BEFORE_THE_RULE[file.replace(/\.sql$/, "")] ?? [];
    expect(
      found.map((statement) => statement.kind),
      `Unmarked statements the previous release may not survive (decision 0105; mark a deliberate one "-- contract: why"):\n${found
        .map((statement) => `${statement.statement}\n  (${statement.kind}: ${WHY_INCOMPATIBLE[statement.kind]})`)
        .join("\n")}`,
    ).toEqual(recorded);
  });

  it("records only migrations that exist", () => {
    for (const name of Object.keys(WRITTEN_BEFORE_THE_RULE)) expect(files).toContain(`${name}.sql`);
  });
});

describe("the compatibility check", () => {
  it.each<[IncompatibleKind, string]>([
    ["drop-table", 'DROP TABLE "product_daily_nutrients" CASCADE;'],
    ["drop-column", 'ALTER TABLE "orders" DROP COLUMN "note";'],
    ["rename", 'ALTER TABLE "orders" RENAME COLUMN "note" TO "customer_note";'],
    ["rename", 'ALTER TABLE "orders" RENAME TO "purchases";'],
    ["change-type", 'ALTER TABLE "orders" ALTER COLUMN "vat_rate_percent" SET DATA TYPE numeric(5, 2);'],
    ["change-type", "ALTER TABLE orders ALTER COLUMN total TYPE bigint;"],
    ["set-not-null", 'ALTER TABLE "orders" ALTER COLUMN "phone" SET NOT NULL;'],
    ["drop-default", 'ALTER TABLE "orders" ALTER COLUMN "currency" DROP DEFAULT;'],
    ["not-null-column-without-default", 'ALTER TABLE "orders" ADD COLUMN "channel" text NOT NULL;'],
    ["drop-type", 'DROP TYPE "public"."locale";'],
    ["drop-index", 'DROP INDEX "discount_redemptions_code_email_key";'],
    ["new-constraint-on-existing-table", `ALTER TABLE "orders" ADD CONSTRAINT "orders_status" CHECK ("orders"."status" IN ('new'));`],
    [
      "new-constraint-on-existing-table",
      'ALTER TABLE "payments" ADD CONSTRAINT "payments_order_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id");',
    ],
    ["new-unique-index-on-existing-table", 'CREATE UNIQUE INDEX "orders_email_key" ON "orders" USING btree ("email");'],
  ])("refuses %s: %s", (kind, statement) => {
    expect(kinds(statement)).toEqual([kind]);
  });

  it.each([
    ["a new table", 'CREATE TABLE "gift_cards" ("id" uuid PRIMARY KEY NOT NULL, "code" text NOT NULL);'],
    ["a nullable column", 'ALTER TABLE "orders" ADD COLUMN "gift_note" text;'],
    ["a NOT NULL column with a default", `ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;`],
    ["an index", 'CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");'],
    ["a new enum value", 'ALTER TYPE "public"."locale" ADD VALUE \'hu\';'],
    ["a dropped constraint", 'ALTER TABLE "orders" DROP CONSTRAINT "orders_status";'],
    ["a data fix", `UPDATE "orders" SET "channel" = 'web' WHERE "channel" IS NULL;`],
    ["a statement that only mentions a keyword in a comment", '-- we could DROP TABLE "orders" one day\nSELECT 1;'],
  ])("allows %s", (_name, statement) => {
    expect(kinds(statement)).toEqual([]);
  });

  it("allows anything on a table the same migration creates", () => {
    const migration = [
      'CREATE TABLE "gift_cards" ("id" uuid PRIMARY KEY NOT NULL, "order_id" uuid);\n',
      'ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id");\n',
      'ALTER TABLE "gift_cards" ALTER COLUMN "order_id" SET NOT NULL;\n',
      'CREATE UNIQUE INDEX "gift_cards_order_key" ON "gift_cards" USING btree ("order_id");\n',
    ].join(BREAK);
    expect(kinds(migration)).toEqual([]);
  });

  it("allows a constraint on columns the same migration adds, not one that also covers an older column", () => {
    const addColumns = ['ALTER TABLE "orders" ADD COLUMN "gift_minor" integer;\n', 'ALTER TABLE "orders" ADD COLUMN "staff_id" uuid;\n'];
    const onNewColumns = [
      ...addColumns,
      `ALTER TABLE "orders" ADD CONSTRAINT "orders_gift" CHECK ("orders"."gift_minor" >= 0);\n`,
      'ALTER TABLE "orders" ADD CONSTRAINT "orders_staff_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id");\n',
      'CREATE UNIQUE INDEX "orders_staff_gift_key" ON "orders" USING btree ("staff_id","gift_minor");\n',
    ];
    expect(kinds(onNewColumns.join(BREAK))).toEqual([]);
    const alsoOnAnOlderColumn = [
      ...addColumns,
      `ALTER TABLE "orders" ADD CONSTRAINT "orders_gift" CHECK ("orders"."gift_minor" <= "orders"."total_minor");\n`,
    ];
    expect(kinds(alsoOnAnOlderColumn.join(BREAK))).toEqual(["new-constraint-on-existing-table"]);
  });

  it("lets a statement through when it says why, and only that statement", () => {
    const migration = [
      '-- contract: 0049 stopped reading orders.note; the release before it is no longer running.\nALTER TABLE "orders" DROP COLUMN "note";\n',
      `-- compatible: widens the statuses; every value the previous release writes stays allowed.\nALTER TABLE "orders" ADD CONSTRAINT "orders_status" CHECK ("orders"."status" IN ('new', 'held'));\n`,
      'ALTER TABLE "orders" DROP COLUMN "legacy";\n',
    ].join(BREAK);
    expect(kinds(migration)).toEqual(["drop-column"]);
  });

  it("does not take a marker without a reason", () => {
    expect(kinds('-- contract:\nALTER TABLE "orders" DROP COLUMN "note";')).toEqual(["drop-column"]);
  });
});
