import type { Config } from "../config.ts";
import { redactDatabaseUrl } from "../config.ts";
import type { DatabaseLocation } from "./client.ts";

export function databaseLocationFromConfig(config: Pick<Config, "databaseUrl" | "dataDir">): {
  location: DatabaseLocation;
  description: string;
} {
  return config.databaseUrl
    ? { location: { kind: "postgres", url: config.databaseUrl }, description: redactDatabaseUrl(config.databaseUrl) }
    : { location: { kind: "pglite", dataDir: config.dataDir }, description: `PGlite in ${config.dataDir}` };
}
