/**
 * The one writer of a shipment's state (issue 65 item 4): no other file of the server writes `shipments.status`, so
 * every change of it is one the table of domain/shipment-lifecycle.ts allows.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { argumentAt, serverSourceFiles } from "#tests/server/source-scan.ts";

const SERVER = path.resolve("server");
const ALLOWED = path.join(SERVER, "commerce/shipping/shipment-status.ts");

/** What a file writes to `shipments.status` in `.update(shipments)…set(…)`, `.insert(shipments)…values(…)` or raw SQL. */
function statusWrites(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/\.(update|insert)\(shipments\)/g)) {
    const call = match[1] === "update" ? ".set(" : ".values(";
    const at = source.indexOf(call, match.index);
    if (at >= 0 && /\bstatus\b/.test(argumentAt(source, at + call.length - 1))) found.push(`${match[0]} writes status`);
  }
  for (const match of source.matchAll(/(UPDATE\s+"?shipments"?\s+SET|INSERT\s+INTO\s+"?shipments"?)[^;`]*\bstatus\b/gi))
    found.push(match[0]);
  return found;
}

describe("writers of a shipment's state", () => {
  it("are shipment-status.ts alone: no other file of the server writes shipments.status", () => {
    const offenders = serverSourceFiles(SERVER)
      .filter((file) => file !== ALLOWED)
      .flatMap((file) => statusWrites(readFileSync(file, "utf8")).map((write) => `${path.relative(SERVER, file)}: ${write}`));
    expect(offenders).toEqual([]);
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
