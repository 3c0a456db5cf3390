/**
 * Vitest global set-up: one migrated database per run that every test file's database starts from.
 * - PGlite: a dump of a migrated data directory. initdb costs about 3 s per instance and a run opens one per
 *   database-backed test file; loading a dump costs about 1 s.
 * - PostgreSQL: a migrated template database, copied by CREATE DATABASE … TEMPLATE. Running the 47 migrations took
 *   2–10 s per test file on two shared cores; the copy takes well under one.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";
import { MIGRATIONS_DIR, openDatabase } from "#server/db/client";
import { withPostgresClient } from "./server/test-database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The dump of a migrated PGlite data directory, or "" when the tests run against PostgreSQL. */
    pgliteTemplatePath: string;
    /** The migrated template database on the PostgreSQL server, or "" when the tests run on PGlite. */
    postgresTemplateDatabase: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void> | void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    project.provide("pgliteTemplatePath", "");
    const name = await migratedPostgresTemplate(serverUrl);
    project.provide("postgresTemplateDatabase", name);
    return async () => {
      await withPostgresClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    };
  }
  project.provide("postgresTemplateDatabase", "");
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

/** A database migrated once, which no connection holds afterwards (PostgreSQL copies only an unused template). */
async function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `elara_template_${process.pid}_${randomBytes(4).toString("hex")}`;
  await withPostgresClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString() }, `PostgreSQL template ${name}`);
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  return name;
}
