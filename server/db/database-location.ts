import type { Config } from "#server/config";
import { redactDatabaseUrl } from "#server/config";
import type { DatabaseLocation } from "./client.ts";

export function databaseLocationFromConfig(config: Pick<Config, "databaseUrl" | "databaseListenUrl" | "dataDir">): {
  location: DatabaseLocation;
  description: string;
} {
  return config.databaseUrl
    ? {
        location: {
          kind: "postgres",
          url: config.databaseUrl,
          ...(config.databaseListenUrl ? { listenUrl: config.databaseListenUrl } : {}),
        },
        description: redactDatabaseUrl(config.databaseUrl),
      }
    : { location: { kind: "pglite", dataDir: config.dataDir }, description: `PGlite in ${config.dataDir}` };
}
