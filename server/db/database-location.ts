import type { Config } from "#server/config";
import { redactDatabaseUrl } from "#server/config";
import type { DatabaseLocation } from "./client.ts";

export function databaseLocationFromConfig(config: Pick<Config, "databaseUrl" | "dataDir">): {
  location: DatabaseLocation;
  description: string;
} {
  return config.databaseUrl
    ? { location: { kind: "postgres", url: config.databaseUrl }, description: redactDatabaseUrl(config.databaseUrl) }
    : { location: { kind: "pglite", dataDir: config.dataDir }, description: `PGlite in ${config.dataDir}` };
}
