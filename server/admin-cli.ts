/**
 * `npm run admin -- <command>`: the staff commands for whoever runs the server.
 *
 *   create-staff --email E --role owner|fulfilment|support [--name N]   a member and their setup link (24 h)
 *   reset-staff --email E                                              a locked-out member starts again
 *   list-staff
 *
 * With the embedded database and the store running, the command asks the store (admin-channel.ts);
 * otherwise it opens the configured database itself.
 */
import { parseArgs } from "node:util";
import { askAdminChannel, readAdminChannel } from "./admin-channel.ts";
import { systemClock } from "./commerce/shared/clock.ts";
import { createStaffServices } from "./commerce/staff/staff-services.ts";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { databaseLocationFromConfig } from "./db/database-location.ts";
import { runStaffCommand } from "./staff-commands.ts";

const USAGE = `Usage:
  npm run admin -- create-staff --email E --role owner|fulfilment|support [--name N]
  npm run admin -- reset-staff --email E
  npm run admin -- list-staff`;

function commandFromArgs(argv: string[]): Record<string, unknown> | null {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: "string" }, role: { type: "string" }, name: { type: "string" } },
  });
  const [command] = positionals;
  return command ? { command, ...values } : null;
}

async function run(command: Record<string, unknown>): Promise<{ status: number; body: unknown }> {
  const config = loadConfig();
  const channel = config.databaseUrl ? null : readAdminChannel(config.dataDir);
  if (channel) return askAdminChannel(channel, command);
  const { location, description } = databaseLocationFromConfig(config);
  // A store that has the directory but no channel yet is starting: openDatabase says so and stops.
  const database = await openDatabase(location, description);
  try {
    await database.migrate();
    return await runStaffCommand(createStaffServices({ db: database.db, clock: systemClock }), config.baseUrl, command);
  } finally {
    await database.close();
  }
}

function print(body: unknown): void {
  const answer = body as { setupUrl?: string; email?: string; role?: string; expiresAt?: string; staff?: unknown[] };
  if (answer.setupUrl) {
    console.log(`${answer.email} (${answer.role}) can set up their account, once, before ${answer.expiresAt}, at:\n${answer.setupUrl}`);
  } else if (answer.staff) {
    console.table(answer.staff);
  }
}

try {
  const command = commandFromArgs(process.argv.slice(2));
  if (!command) {
    console.error(USAGE);
    process.exit(2);
  }
  const { status, body } = await run(command);
  if (status !== 200) {
    console.error(`${(body as { error?: string }).error ?? "failed"}\n\n${USAGE}`);
    process.exit(status === 400 ? 2 : 1);
  }
  print(body);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
