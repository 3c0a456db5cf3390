/**
 * The one writer of a document's e-Factura state (issue 65 item 4): no other file of the server writes
 * `invoices.efactura_status`, so every change of it is one the table of domain/invoice-lifecycle.ts allows.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { argumentAt, serverSourceFiles } from "#tests/server/source-scan.ts";

const SERVER = path.resolve("server");
const ALLOWED = path.join(SERVER, "commerce/invoicing/efactura-status.ts");

/** What a file writes to the e-Factura status in `.update(invoices)…set(…)`, `.insert(invoices)…values(…)` or raw SQL. */
function statusWrites(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/\.(update|insert)\(invoices\)/g)) {
    const call = match[1] === "update" ? ".set(" : ".values(";
    const at = source.indexOf(call, match.index);
    // A key of the written object (a read such as `row.efacturaStatus === …` deciding what to write is not one).
    if (at >= 0 && /(?<!\.)\befacturaStatus\s*[:,}]/.test(argumentAt(source, at + call.length - 1)))
      found.push(`${match[0]} writes efacturaStatus`);
  }
  for (const match of source.matchAll(/(UPDATE\s+"?invoices"?\s+SET|INSERT\s+INTO\s+"?invoices"?)[^;`]*\befactura_status\b/gi))
    found.push(match[0]);
  return found;
}

describe("writers of a document's e-Factura state", () => {
  it("are efactura-status.ts alone: no other file of the server writes invoices.efactura_status", () => {
    const offenders = serverSourceFiles(SERVER)
      .filter((file) => file !== ALLOWED)
      .flatMap((file) => statusWrites(readFileSync(file, "utf8")).map((write) => `${path.relative(SERVER, file)}: ${write}`));
    expect(offenders).toEqual([]);
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
