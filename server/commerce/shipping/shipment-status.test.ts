/**
 * The one writer of a shipment's state (issue 65 item 4): no other file of the server writes `shipments.status`, so
 * every change of it is one the table of domain/shipment-lifecycle.ts allows.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { columnWrites, writesBesides } from "#tests/server/source-scan.ts";

/** What a file writes to `shipments.status` in `.update(shipments)…set(…)`, `.insert(shipments)…values(…)` or raw SQL. */
const statusWrites = (source: string) => columnWrites(source, "shipments", { key: /\bstatus\b/, column: "status" });

describe("writers of a shipment's state", () => {
  it("are shipment-status.ts alone: no other file of the server writes shipments.status", () => {
    expect(writesBesides(path.resolve("server"), "commerce/shipping/shipment-status.ts", statusWrites)).toEqual([]);
  });

  it("would catch a writer that sets the status itself", () => {
    expect(
      statusWrites(`await tx.update(shipments).set({ status: "cancelled", statusAt: now }).where(eq(shipments.id, id));`),
    ).toHaveLength(1);
    expect(statusWrites(`await tx.insert(shipments).values({ ...values, status: "created" })`)).toHaveLength(1);
    expect(statusWrites("await tx.execute(sql`UPDATE shipments SET status = 'lost' WHERE id = ${id}`)")).toHaveLength(1);
    expect(statusWrites(`await tx.update(shipments).set({ taskClosedAt: now }).where(eq(shipments.id, id));`)).toEqual([]);
    expect(statusWrites(`await tx.insert(shipments).values({ ...values, requestedAt: now, statusAt: now })`)).toEqual([]);
  });
});
