/**
 * What the source-scanning tests read: the server's own code, and the argument of a call in it. They guard rules a
 * type cannot (one writer of a state, one place that inserts orders), so they read the files as text.
 */
import { readdirSync } from "node:fs";
import path from "node:path";

/** Every TypeScript file below `dir` but tests and migrations (written once, never run against today's rules). */
export function serverSourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "migrations" ? [] : serverSourceFiles(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

/** The argument of the call that opens at `open` (the index of its parenthesis), parentheses balanced. */
export function argumentAt(source: string, open: number): string {
  let depth = 0;
  for (let index = open; index < source.length; index += 1) {
    if (source[index] === "(") depth += 1;
    else if (source[index] === ")" && --depth === 0) return source.slice(open + 1, index);
  }
  return source.slice(open);
}
