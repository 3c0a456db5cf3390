/**
 * The backup suites' store on disk: a scratch folder of the suite's own, the store to back up in it (PGlite in its data
 * folder, or a database of its own on the PostgreSQL server named by TEST_DATABASE_URL), and the databases a restore
 * goes into, all removed after the suite.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import type { BackupSource, RestoreTarget } from "#server/backups/backups";
import { openDatabase, type DatabaseHandle } from "#server/db/client";
import { seedIfEmpty } from "#server/db/seed/seed";
import { withPostgresClient } from "./test-database.ts";

export const openEmbedded = (dataDir: string) => openDatabase({ kind: "pglite", dataDir }, `PGlite in ${dataDir}`);

/** The store a restore left in `target`, opened as the store would open it. */
export const openTarget = (target: RestoreTarget) =>
  target.databaseUrl ? openDatabase({ kind: "postgres", url: target.databaseUrl }, "restored PostgreSQL") : openEmbedded(target.dataDir);

export interface BackupScratch {
  /** The suite's folder: the source store's data folder (`sourceDataDir`) and whatever the suite writes. */
  dir: string;
  sourceDataDir: string;
  /** A database of its own on the test server, dropped by `cleanUp`; its URL. */
  scratchDatabase(): Promise<string>;
  /** A fresh place to restore into: a data folder in `dir`, and on PostgreSQL an empty scratch database. */
  freshTarget(extra?: { encryptionKey?: Buffer; force?: boolean }): Promise<RestoreTarget>;
  /** The store to back up, migrated and seeded: from the run's migrated PGlite dump, or on a scratch database. */
  openSource(): Promise<{ database: DatabaseHandle; source: BackupSource }>;
  /** Closes the source store, drops the scratch databases and removes the folder. */
  cleanUp(): Promise<void>;
}

/** `name` tells this suite's folder and databases from another's. */
export function backupScratch(name: string): BackupScratch {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const dir = mkdtempSync(path.join(tmpdir(), `elara-${name}-`));
  const sourceDataDir = path.join(dir, "data");
  const createdDatabases: string[] = [];
  let database: DatabaseHandle | undefined;

  async function scratchDatabase(): Promise<string> {
    const databaseName = `elara_${name}_${process.pid}_${randomBytes(4).toString("hex")}`;
    await withPostgresClient(serverUrl!, (client) => client.query(`CREATE DATABASE ${databaseName}`));
    createdDatabases.push(databaseName);
    return Object.assign(new URL(serverUrl!), { pathname: `/${databaseName}` }).toString();
  }

  async function freshTarget(extra: { encryptionKey?: Buffer; force?: boolean } = {}): Promise<RestoreTarget> {
    return {
      dataDir: mkdtempSync(path.join(dir, "restored-")),
      databaseUrl: serverUrl ? await scratchDatabase() : undefined,
      backupDir: undefined,
      encryptionKey: extra.encryptionKey,
      force: extra.force ?? false,
    };
  }

  async function openSource(): Promise<{ database: DatabaseHandle; source: BackupSource }> {
    let source: BackupSource;
    if (serverUrl) {
      const url = await scratchDatabase();
      database = await openDatabase({ kind: "postgres", url }, "PostgreSQL backup source");
      source = { kind: "postgresql", url, dataDir: sourceDataDir };
    } else {
      const template = new PGlite(sourceDataDir, { loadDataDir: new Blob([readFileSync(inject("pgliteTemplatePath"))]) });
      await template.close();
      database = await openEmbedded(sourceDataDir);
      source = { kind: "pglite", dataDir: sourceDataDir, database };
    }
    await database.migrate();
    await seedIfEmpty(database.db);
    return { database, source };
  }

  async function cleanUp(): Promise<void> {
    await database?.close();
    if (serverUrl)
      for (const databaseName of createdDatabases)
        await withPostgresClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
    rmSync(dir, { recursive: true, force: true });
  }

  return { dir, sourceDataDir, scratchDatabase, freshTarget, openSource, cleanUp };
}
