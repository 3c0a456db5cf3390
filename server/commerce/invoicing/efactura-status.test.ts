/**
 * The one writer of a document's e-Factura state (issue 65 item 4): no other file of the server writes
 * `invoices.efactura_status`, so every change of it is one the table of domain/invoice-lifecycle.ts allows.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { columnWrites, writesBesides } from "#tests/server/source-scan.ts";

/** What a file writes to the e-Factura status in `.update(invoices)…set(…)`, `.insert(invoices)…values(…)` or raw SQL. */
const statusWrites = (source: string) =>
  // A key of the written object (a read such as `row.efacturaStatus === …` deciding what to write is not one).
  columnWrites(source, "invoices", { key: /(?<!\.)\befacturaStatus\s*[:,}]/, column: "efactura_status" });

describe("writers of a document's e-Factura state", () => {
  it("are efactura-status.ts alone: no other file of the server writes invoices.efactura_status", () => {
    expect(writesBesides(path.resolve("server"), "commerce/invoicing/efactura-status.ts", statusWrites)).toEqual([]);
  });

  it("would catch a writer that sets the status itself", () => {
    expect(
      statusWrites(`await db.update(invoices).set({ efacturaStatus: "accepted", efacturaCheckedAt: now }).where(eq(invoices.id, id));`),
    ).toHaveLength(1);
    expect(statusWrites(`await tx.insert(invoices).values({ ...values, efacturaStatus: "sent" })`)).toHaveLength(1);
    expect(statusWrites("await db.execute(sql`UPDATE invoices SET efactura_status = 'sent' WHERE id = ${id}`)")).toHaveLength(1);
    expect(statusWrites(`await tx.update(invoices).set({ efacturaStatus, efacturaSentAt: now })`)).toHaveLength(1);
    expect(statusWrites(`await db.update(invoices).set({ efacturaAnswer: zip }).where(eq(invoices.id, id));`)).toEqual([]);
    expect(statusWrites(`await db.update(invoices).set(row.efacturaStatus === "rejected" ? { efacturaMessage: m } : {})`)).toEqual([]);
  });
});
