/**
 * The one writer of a shipment's state (issue 65 item 4): no other file of the server writes `shipments.status`, so
 * every change of it is one the table of domain/shipment-lifecycle.ts allows.
 */
import { describeOneWriter } from "#tests/server/one-writer-kit.ts";
import { columnWrites } from "#tests/server/source-scan.ts";

describeOneWriter({
  state: "a shipment's state",
  writer: "commerce/shipping/shipment-status.ts",
  columns: "shipments.status",
  // What a file writes to `shipments.status` in `.update(shipments)…set(…)`, `.insert(shipments)…values(…)` or raw SQL.
  writes: (source) => columnWrites(source, "shipments", { key: /\bstatus\b/, column: "status" }),
  caught: [
    `await tx.update(shipments).set({ status: "cancelled", statusAt: now }).where(eq(shipments.id, id));`,
    `await tx.insert(shipments).values({ ...values, status: "created" })`,
    "await tx.execute(sql`UPDATE shipments SET status = 'lost' WHERE id = ${id}`)",
  ],
  passed: [
    `await tx.update(shipments).set({ taskClosedAt: now }).where(eq(shipments.id, id));`,
    `await tx.insert(shipments).values({ ...values, requestedAt: now, statusAt: now })`,
  ],
});
