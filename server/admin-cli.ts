/**
 * `npm run admin -- <command>`: the staff commands for whoever runs the server.
 *
 *   create-staff --email E --role owner|fulfilment|support [--name N]   a member and their setup link (24 h)
 *   reset-staff --email E                                              a locked-out member starts again
 *   list-staff
 *
 * Asked of the running store or run on the database itself, as command-line.ts says.
 */
import { parseArgs } from "node:util";
import { systemClock } from "./commerce/shared/clock.ts";
import { createStaffServices } from "./commerce/staff/module.ts";
import { runCommandLine } from "./command-line.ts";
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

function print(body: unknown): void {
  const answer = body as { setupUrl?: string; email?: string; role?: string; expiresAt?: string; staff?: unknown[] };
  if (answer.setupUrl) {
    console.log(`${answer.email} (${answer.role}) can set up their account, once, before ${answer.expiresAt}, at:\n${answer.setupUrl}`);
  } else if (answer.staff) {
    console.table(answer.staff);
  }
}

await runCommandLine({
  usage: USAGE,
  commandFromArgs,
  runOnDatabase: (database, config, command) =>
    runStaffCommand(createStaffServices({ db: database.db, clock: systemClock }), config.baseUrl, command),
  report: print,
});
