/**
 * What the store's command lines (admin-cli.ts, jobs-cli.ts) share: with the embedded database and the store
 * running, a command is asked of the store through its admin channel (admin-channel.ts), since only one process
 * may open that database; otherwise the command line opens the configured database itself. An answer other than
 * 200 prints its error and the usage, and exits 2 for a bad command (400), 1 for anything else.
 */
import type { z } from "zod";
import { askAdminChannel, readAdminChannel, type AdminCommandHandler } from "./admin-channel.ts";
import { loadConfig, type Config } from "./config.ts";
import { openDatabase, type DatabaseHandle } from "./db/client.ts";
import { databaseLocationFromConfig } from "./db/database-location.ts";
import { createFilesPrivately } from "./private-files.ts";

type Answer = Awaited<ReturnType<AdminCommandHandler>>;

/**
 * A command read by its schema, or the 400 the command line prints: a command it does not know is named back as an
 * unknown `noun`, any other problem is the first one, in the words `refusal` gives it for its option.
 */
export function parseCommand<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  noun: string,
  refusal: (field: string, issue: z.core.$ZodIssue) => string,
): { command: z.output<Schema> } | { refused: Answer } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { command: parsed.data };
  const issue = parsed.error.issues[0]!;
  const field = issue.path.join(".");
  const error = field === "command" ? `unknown ${noun} ${JSON.stringify((input as { command?: unknown }).command)}` : refusal(field, issue);
  return { refused: { status: 400, body: { error } } };
}

export interface CommandLine {
  usage: string;
  /** The command the arguments name, or null when they name none. */
  commandFromArgs(argv: string[]): Record<string, unknown> | null;
  /** The command on a database this process opened and migrated, no store running on it. */
  runOnDatabase(database: DatabaseHandle, config: Config, command: Record<string, unknown>): Promise<Answer>;
  /** Prints a successful answer; it may set `process.exitCode`. */
  report(body: unknown): void;
}

export async function runCommandLine(commandLine: CommandLine): Promise<void> {
  createFilesPrivately();
  try {
    const command = commandLine.commandFromArgs(process.argv.slice(2));
    if (!command) {
      console.error(commandLine.usage);
      process.exit(2);
    }
    const { status, body } = await answer(commandLine, command);
    if (status !== 200) {
      console.error(`${(body as { error?: string }).error ?? "failed"}\n\n${commandLine.usage}`);
      process.exit(status === 400 ? 2 : 1);
    }
    commandLine.report(body);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

async function answer(commandLine: CommandLine, command: Record<string, unknown>): Promise<Answer> {
  const config = loadConfig();
  const channel = config.databaseUrl ? null : readAdminChannel(config.dataDir);
  if (channel) return askAdminChannel(channel, command);
  const { location, description } = databaseLocationFromConfig(config);
  // A store that has the directory but no channel yet is starting: openDatabase says so and stops.
  const database = await openDatabase(location, description);
  try {
    await database.migrate();
    return await commandLine.runOnDatabase(database, config, command);
  } finally {
    await database.close();
  }
}
