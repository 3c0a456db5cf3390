/**
 * Vitest global set-up: one migrated PGlite database, dumped once per run, that every test file's database
 * starts from. PGlite's initdb costs about 3 s per instance and a run opens one per database-backed test file;
 * loading a dump costs about 1 s. The PostgreSQL run creates real databases and needs no template.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";
import { MIGRATIONS_DIR } from "#server/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** The dump of a migrated PGlite data directory, or "" when the tests run against PostgreSQL. */
    pgliteTemplatePath: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("pgliteTemplatePath", "");
    return () => undefined;
  }
  const directory = mkdtempSync(path.join(tmpdir(), "elara-pglite-template-"));
  const file = path.join(directory, "migrated.tar");
  const client = new PGlite();
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  } finally {
    await client.close();
  }
  project.provide("pgliteTemplatePath", file);
  return () => rmSync(directory, { recursive: true, force: true });
}
