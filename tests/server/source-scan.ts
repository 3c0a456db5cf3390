/**
 * What the source-scanning tests read: the server's own code, and the argument of a call in it. They guard rules a
 * type cannot (one writer of a state, one place that inserts orders), so they read the files as text.
 */
import { readdirSync, readFileSync } from "node:fs";
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

/** Each `.update(table)…set(…)` and `.insert(table)…values(…)` in `source`, with the object it writes ("" when none follows). */
export function tableWrites(source: string, table: string): { call: string; update: boolean; written: string }[] {
  return [...source.matchAll(new RegExp(String.raw`\.(update|insert)\(${table}\)`, "g"))].map((match) => {
    const update = match[1] === "update";
    const call = update ? ".set(" : ".values(";
    const at = source.indexOf(call, match.index);
    return { call: match[0], update, written: at < 0 ? "" : argumentAt(source, at + call.length - 1) };
  });
}

/**
 * What `source` writes to `table`'s `column`: each `.update(table)…set(…)` or `.insert(table)…values(…)` whose object
 * has the key `key` finds, and each raw SQL update of or insert into `table` that names `column`.
 */
export function columnWrites(source: string, table: string, { key, column }: { key: RegExp; column: string }): string[] {
  const written = tableWrites(source, table).flatMap((write) => (key.test(write.written) ? [`${write.call} writes ${column}`] : []));
  const rawSql = new RegExp(String.raw`(UPDATE\s+"?${table}"?\s+SET|INSERT\s+INTO\s+"?${table}"?)[^;\`]*\b${column}\b`, "gi");
  return [...written, ...[...source.matchAll(rawSql)].map((match) => match[0])];
}

/** What `writes` finds in every server source file but `allowed` (its path below `server`), each line named by its file. */
export function writesBesides(server: string, allowed: string, writes: (source: string) => string[]): string[] {
  return serverSourceFiles(server)
    .filter((file) => file !== path.join(server, allowed))
    .flatMap((file) => writes(readFileSync(file, "utf8")).map((write) => `${path.relative(server, file)}: ${write}`));
}
