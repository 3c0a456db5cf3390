/**
 * `npm run db:migrate`, `npm run db:seed [-- --reset]` against the configured database, and
 * `npm run db:move -- --to postgres://…` from the embedded one in DATA_DIR (decision 0102).
 */
import { parseArgs } from "node:util";
import { loadConfig } from "#server/config";
import { openDatabase } from "./client.ts";
import { createFilesPrivately } from "../private-files.ts";
import { databaseLocationFromConfig } from "./database-location.ts";
import { formatMoveReport, moveToPostgres } from "./move-to-postgres.ts";
import { reseed, seedIfEmpty } from "./seed/seed.ts";

const USAGE = "Usage: tsx server/db/cli.ts migrate | seed [--reset] | move --to postgres://…";

const [command, ...flags] = process.argv.slice(2);
if (command !== "migrate" && command !== "seed" && command !== "move") {
  console.error(USAGE);
  process.exit(2);
}

try {
  createFilesPrivately();
  const config = loadConfig();
  if (command === "move") {
    const { values } = parseArgs({ args: flags, options: { to: { type: "string" } } });
    if (!values.to) {
      console.error(USAGE);
      process.exit(2);
    }
    console.log(`Moving the embedded store in ${config.dataDir} …`);
    const report = await moveToPostgres({ dataDir: config.dataDir, targetUrl: values.to });
    console.log(formatMoveReport(report, { dataDir: config.dataDir, targetUrl: values.to }));
    process.exit(report.ok ? 0 : 1);
  }
  const { location, description } = databaseLocationFromConfig(config);
  const handle = await openDatabase(location, description);
  try {
    await handle.migrate();
    if (command === "migrate") {
      console.log(`Migrated ${description}`);
    } else if (flags.includes("--reset")) {
      await reseed(handle.db, { brandName: config.brandName });
      console.log(`Rebuilt the catalogue, the blogs and exchange rates in ${description}`);
    } else {
      console.log(
        (await seedIfEmpty(handle.db, { brandName: config.brandName }))
          ? `Seeded ${description}`
          : `${description} already holds a catalogue and blogs; use --reset to rebuild them`,
      );
    }
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
