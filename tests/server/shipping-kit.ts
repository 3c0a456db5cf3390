/**
 * Test support for the courier tests on the sandbox courier: one file's seeded store (its `single` variant is PAP-1),
 * the orders app built anew before each test with the couriers' sync cursors emptied, and the owner who makes the AWBs.
 */
import { eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { beforeEach } from "vitest";
import type { StaffActor } from "#domain/staff-roles";
import { courierSyncCursors, orders, staffMembers } from "#server/db/schema";
import { buildOrdersApp, seededStoreForFile, type OrdersKit } from "./orders-kit.ts";
import { emptyTables } from "./test-database.ts";

export const SANDBOX = { courier: "sandbox", service: "standard" } as const;

/**
 * Registers the file's hooks: `alsoEmpty` is emptied with the sync cursors before each test. `kit` and `owner` stay
 * the same objects, refreshed for each test (a test that wants another app assigns one into `kit`).
 */
export function courierStoreForFile({ alsoEmpty = [] }: { alsoEmpty?: PgTable[] } = {}) {
  const { database, variants } = seededStoreForFile({ single: "PAP-1" });
  const kit = {} as OrdersKit;
  const owner: StaffActor = { staffId: 0, email: "owner@elara.example", client: "test" };
  beforeEach(async () => {
    await emptyTables(database.db, ...alsoEmpty, courierSyncCursors);
    Object.assign(kit, buildOrdersApp({ database }));
    const [member] = await database.db
      .insert(staffMembers)
      .values({ email: owner.email, role: "owner" })
      .onConflictDoUpdate({ target: staffMembers.email, set: { role: "owner" } })
      .returning();
    owner.staffId = member!.id;
  });
  const orderRow = async (orderNumber: number) => (await database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!;
  return { database, variants, kit, owner, orderRow };
}
