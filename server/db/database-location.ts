import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "#server/config";
import { redactDatabaseUrl } from "#server/config";
import type { DatabaseLocation } from "./client.ts";

/** The file `npm run db:move` leaves in a data directory it moved (decision 0102). */
export const MOVED_MARKER_FILE = ".moved-to-postgres";

export function databaseLocationFromConfig(config: Pick<Config, "databaseUrl" | "databaseListenUrl" | "dataDir">): {
  location: DatabaseLocation;
  description: string;
} {
  if (config.databaseUrl)
    return {
      location: {
        kind: "postgres",
        url: config.databaseUrl,
        ...(config.databaseListenUrl ? { listenUrl: config.databaseListenUrl } : {}),
      },
      description: redactDatabaseUrl(config.databaseUrl),
    };
  refuseMovedDataDir(config.dataDir);
  return { location: { kind: "pglite", dataDir: config.dataDir }, description: `PGlite in ${config.dataDir}` };
}

export class DataDirMovedError extends Error {
  override name = "DataDirMovedError";
}

/**
 * A store moved to PostgreSQL keeps its embedded copy; started on it by a forgotten DATABASE_URL, it would take orders
 * the PostgreSQL store never sees.
 */
function refuseMovedDataDir(dataDir: string): void {
  const marker = path.join(dataDir, MOVED_MARKER_FILE);
  if (!existsSync(marker)) return;
  const { movedTo, at } = JSON.parse(readFileSync(marker, "utf8")) as { movedTo: string; at: string };
  throw new DataDirMovedError(
    `The embedded database in ${dataDir} was moved to ${movedTo} on ${at}: set DATABASE_URL to that database. ` +
      `To run on the embedded copy again (its data is as it was at the move), delete ${marker}.`,
  );
}
