/**
 * The one writer of a shipment's state (issue 65 item 4): no other file of the server writes `shipments.status`, so
 * every change of it is one the table of domain/shipment-lifecycle.ts allows.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SERVER = path.resolve("server");
const ALLOWED = path.join(SERVER, "commerce/shipping/shipment-status.ts");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "migrations" ? [] : sourceFiles(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

/** The argument of the call that opens at `open` (the index of its parenthesis), parentheses balanced. */
function argumentAt(source: string, open: number): string {
  let depth = 0;
  for (let index = open; index < source.length; index += 1) {
    if (source[index] === "(") depth += 1;
    else if (source[index] === ")" && --depth === 0) return source.slice(open + 1, index);
  }
  return source.slice(open);
}

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
    const offenders = sourceFiles(SERVER)
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
