/**
 * The one writer of a document's e-Factura state (issue 65 item 4): no other file of the server writes
 * `invoices.efactura_status`, so every change of it is one the table of domain/invoice-lifecycle.ts allows.
 */
import { describeOneWriter } from "#tests/server/one-writer-kit.ts";
import { columnWrites } from "#tests/server/source-scan.ts";

describeOneWriter({
  state: "a document's e-Factura state",
  writer: "commerce/invoicing/efactura-status.ts",
  columns: "invoices.efactura_status",
  // What a file writes to the e-Factura status in `.update(invoices)…set(…)`, `.insert(invoices)…values(…)` or raw SQL:
  // a key of the written object (a read such as `row.efacturaStatus === …` deciding what to write is not one).
  writes: (source) => columnWrites(source, "invoices", { key: /(?<!\.)\befacturaStatus\s*[:,}]/, column: "efactura_status" }),
  caught: [
    `await db.update(invoices).set({ efacturaStatus: "accepted", efacturaCheckedAt: now }).where(eq(invoices.id, id));`,
    `await tx.insert(invoices).values({ ...values, efacturaStatus: "sent" })`,
    "await db.execute(sql`UPDATE invoices SET efactura_status = 'sent' WHERE id = ${id}`)",
    `await tx.update(invoices).set({ efacturaStatus, efacturaSentAt: now })`,
  ],
  passed: [
    `await db.update(invoices).set({ efacturaAnswer: zip }).where(eq(invoices.id, id));`,
    `await db.update(invoices).set(row.efacturaStatus === "rejected" ? { efacturaMessage: m } : {})`,
  ],
});
