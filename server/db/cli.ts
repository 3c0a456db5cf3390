/** `npm run db:migrate` and `npm run db:seed [-- --reset]`, against the configured database. */
import { loadConfig } from "#server/config";
import { openDatabase } from "./client.ts";
import { databaseLocationFromConfig } from "./database-location.ts";
import { reseed, seedIfEmpty } from "./seed/seed.ts";

const [command, ...flags] = process.argv.slice(2);
if (command !== "migrate" && command !== "seed") {
  console.error("Usage: tsx server/db/cli.ts migrate | seed [--reset]");
  process.exit(2);
}

try {
  const config = loadConfig();
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
