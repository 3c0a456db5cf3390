/**
 * What migration 0022 guarantees about subscriptions, whoever writes to them (decision 0043): one renewal per
 * subscription and cycle, a history that is only ever added to, the states of domain/subscription-lifecycle.ts,
 * and existing subscriptions carried over with their anchor day and a first event. On PGlite, and on PostgreSQL
 * with TEST_DATABASE_URL.
 */
import { asc, eq, sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgliteStoreAtMigration } from "#tests/server/migrations-kit.ts";
import { createTestDatabase, MIGRATING_A_STORE_MS, type TestDatabase } from "#tests/server/test-database.ts";
import { MIGRATIONS_DIR, type Database } from "./client.ts";
import { subscriptionEvents, subscriptionRenewals, subscriptions } from "./schema.ts";

/**
 * An order row with only what the table requires; the subscription tables need nothing more of it. `migrated`:
 * the schema has the shipping's VAT rate (migration 0031); a database stopped at an older migration has not.
 */
async function insertOrder(db: Pick<Database, "execute">, createdAt: string, { migrated = true } = {}): Promise<number> {
  const shippingVat = migrated ? sql`, shipping_vat_rate_percent` : sql``;
  const shippingVatValue = migrated ? sql`, 21` : sql``;
  // Both drivers answer a raw query with its rows.
  const inserted = (await db.execute(sql`
    INSERT INTO orders (idempotency_key, request_hash, email, language, status, payment_method, currency_code,
      units_per_ron_micros, subtotal_minor, discount_minor, shipping_minor, tax_minor, total_minor, subtotal_ron_minor,
      discount_ron_minor, shipping_ron_minor, tax_ron_minor, total_ron_minor, vat_rate_percent, shipping_address,
      billing_address, created_at${shippingVat})
    VALUES (gen_random_uuid()::text, 'hash', 'ana@example.ro', 'ro', 'payment_due_on_delivery', 'cod', 'RON', 1000000,
      16900, 0, 0, 0, 16900, 16900, 0, 0, 0, 16900, 21, '{}', '{}', ${createdAt}${shippingVatValue})
    RETURNING id`)) as unknown as { rows: { id: number }[] };
  return Number(inserted.rows[0]!.id);
}

/** Postgres' error code, whether the driver's error arrives as it is or wrapped by drizzle. */
async function errorCode(attempt: Promise<unknown>): Promise<string | undefined> {
  try {
    await attempt;
  } catch (error) {
    const withCode = (error as { cause?: { code?: string }; code?: string }).cause ?? error;
    return (withCode as { code?: string }).code;
  }
  return undefined;
}

const UNIQUE_VIOLATION = "23505";
const CHECK_VIOLATION = "23514";
const RAISED_EXCEPTION = "P0001";

describe("the subscription tables", () => {
  let database: TestDatabase;
  let subscriptionId: number;
  let orderId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    orderId = await insertOrder(database.db, "2026-01-31T10:00:00Z");
    const [row] = await database.db
      .insert(subscriptions)
      .values({
        email: "ana@example.ro",
        orderId,
        sku: "AHCC-SUB",
        productHandle: "ahcc",
        quantity: 1,
        nextChargeDate: "2026-02-28",
        anchorDay: 31,
        agreedUnitPriceRonMinor: 19_900,
      })
      .returning({ id: subscriptions.id });
    subscriptionId = row!.id;
  });

  afterAll(async () => {
    await database?.close();
  });

  it("renews a cycle once: a second renewal of the same cycle is refused by the database", async () => {
    const renewalOrder = await insertOrder(database.db, "2026-02-28T06:00:00Z");
    await database.db.insert(subscriptionRenewals).values({ subscriptionId, cycle: 1, dueDate: "2026-02-28", orderId: renewalOrder });
    const secondOrder = await insertOrder(database.db, "2026-02-28T06:00:01Z");
    expect(
      await errorCode(
        database.db.insert(subscriptionRenewals).values({ subscriptionId, cycle: 1, dueDate: "2026-02-28", orderId: secondOrder }),
      ),
    ).toBe(UNIQUE_VIOLATION);
    // Nor can one order be the renewal of two cycles.
    expect(
      await errorCode(
        database.db.insert(subscriptionRenewals).values({ subscriptionId, cycle: 2, dueDate: "2026-03-31", orderId: renewalOrder }),
      ),
    ).toBe(UNIQUE_VIOLATION);
  });

  it("keeps the history append-only", async () => {
    const [event] = await database.db
      .insert(subscriptionEvents)
      .values({ subscriptionId, kind: "skipped", actor: "customer", details: { skippedDate: "2026-02-28" } })
      .returning({ id: subscriptionEvents.id });
    expect(
      await errorCode(database.db.update(subscriptionEvents).set({ kind: "paused" }).where(eq(subscriptionEvents.id, event!.id))),
    ).toBe(RAISED_EXCEPTION);
    expect(await errorCode(database.db.insert(subscriptionEvents).values({ subscriptionId, kind: "refunded", actor: "system" }))).toBe(
      CHECK_VIOLATION,
    );
    expect(
      await errorCode(database.db.insert(subscriptionEvents).values({ subscriptionId, kind: "changed", actor: "customer", staffId: 1 })),
    ).toBe(CHECK_VIOLATION);
  });

  it("takes the lifecycle's states and intervals, and a cancellation reason only when cancelled", async () => {
    await database.db.update(subscriptions).set({ status: "past_due", interval: "bimonthly" }).where(eq(subscriptions.id, subscriptionId));
    expect(await errorCode(database.db.update(subscriptions).set({ status: "expired" }).where(eq(subscriptions.id, subscriptionId)))).toBe(
      CHECK_VIOLATION,
    );
    expect(
      await errorCode(database.db.update(subscriptions).set({ resumeOn: "2026-04-30" }).where(eq(subscriptions.id, subscriptionId))),
    ).toBe(CHECK_VIOLATION);
    expect(
      await errorCode(database.db.update(subscriptions).set({ cancelReason: "too_expensive" }).where(eq(subscriptions.id, subscriptionId))),
    ).toBe(CHECK_VIOLATION);
    await database.db
      .update(subscriptions)
      .set({ status: "cancelled", cancelReason: "too_expensive", cancelledAt: new Date() })
      .where(eq(subscriptions.id, subscriptionId));
  });
});

describe("migration 0022 on a store that already has subscriptions", () => {
  // The migrations as they were before 0022, so the store's data can be written in that shape first.
  const store = pgliteStoreAtMigration(21);

  it(
    "keeps each subscription's day of the month from its order in Bucharest and starts its history",
    async () => {
      const db = await store.open();
      // 22:30 UTC on 30 November is 00:30 on 1 December in Bucharest: the anchor is the 1st.
      const lateOrder = await insertOrder(db, "2026-11-30T22:30:00Z", { migrated: false });
      const endOfMonthOrder = await insertOrder(db, "2026-01-31T10:00:00Z", { migrated: false });
      await db.execute(sql`
      INSERT INTO subscriptions (email, order_id, sku, product_handle, quantity, status, interval, next_charge_date, created_at, updated_at)
      VALUES ('ana@example.ro', ${lateOrder}, 'AHCC-SUB', 'ahcc', 1, 'active', 'monthly', '2027-01-01', '2026-11-30T22:31:00Z', '2026-11-30T22:31:00Z'),
             ('ion@example.ro', ${endOfMonthOrder}, 'ENDO-SUB', 'endo-well', 2, 'cancelled', 'quarterly', '2026-04-30', '2026-01-31T10:01:00Z', '2026-02-03T09:00:00Z')`);

      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });

      const rows = await db.select().from(subscriptions).orderBy(asc(subscriptions.id));
      expect(rows).toMatchObject([
        { orderId: lateOrder, anchorDay: 1, nextCycle: 1, cancelledAt: null },
        { orderId: endOfMonthOrder, anchorDay: 31, nextCycle: 1, cancelledAt: new Date("2026-02-03T09:00:00Z") },
      ]);
      const events = await db
        .select({
          kind: subscriptionEvents.kind,
          actor: subscriptionEvents.actor,
          details: subscriptionEvents.details,
          createdAt: subscriptionEvents.createdAt,
        })
        .from(subscriptionEvents)
        .orderBy(asc(subscriptionEvents.id));
      expect(events).toEqual([
        {
          kind: "created",
          actor: "customer",
          details: { orderId: lateOrder, interval: "monthly", nextDeliveryDate: "2027-01-01" },
          createdAt: new Date("2026-11-30T22:31:00Z"),
        },
        {
          kind: "created",
          actor: "customer",
          details: { orderId: endOfMonthOrder, interval: "quarterly", nextDeliveryDate: "2026-04-30" },
          createdAt: new Date("2026-01-31T10:01:00Z"),
        },
        { kind: "cancelled", actor: "system", details: { reason: null }, createdAt: new Date("2026-02-03T09:00:00Z") },
      ]);
    },
    MIGRATING_A_STORE_MS,
  );
});
