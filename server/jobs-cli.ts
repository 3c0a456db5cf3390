/**
 * `npm run jobs -- <job> --as-of <date>`: runs one of the store's sweeps as if on that day, for catching up
 * after downtime and for tests. The sweeps are safe to run beside the store's own (decision 0043).
 *
 *   renewals --as-of 2026-03-01   every subscription delivery due by that day becomes its order, once
 *   reminders --as-of 2026-03-01  every delivery within SUBSCRIPTION_REMINDER_DAYS after that day gets its reminder, once
 *   charges --as-of 2026-03-01    every card renewal charge and dunning retry due by the end of that day, once
 *   subscription-updates --as-of 2026-03-01
 *                                 the one email of every subscription's changes made by the end of that day and not yet told
 *   flow-emails --as-of 2026-03-01
 *                                 every marketing flow email due by the end of that day (a review request), once
 *   track-parcels                 each enabled courier's parcel news since its cursor, now (as the 15-minute job does)
 *   import-remittances [--since 2026-03-01]
 *                                 each courier's cash-on-delivery transfers since its cursor (or that day), now, as
 *                                 the daily job does; a transfer already imported settles nothing again
 *   back-in-stock                 the shoppers waiting for a variant for sale again, told once each, now (as the
 *                                 minute's job does)
 *   invoices                      the invoices' sweep now (as the five-minute job does): orders due without their
 *                                 invoice invoiced, e-Factura uploads still processing asked about, deadlines followed
 *
 * Asked of the running store or run on the database itself, as command-line.ts says.
 */
import { parseArgs } from "node:util";
import { runCommandLine } from "./command-line.ts";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { platformJobs, runJobCommand } from "./job-commands.ts";
import { createLogger } from "./logger.ts";
import { createPlatform } from "./platform.ts";
import { configuredClock } from "./store-clock.ts";

const USAGE = `Usage:
  npm run jobs -- renewals --as-of 2026-03-01
  npm run jobs -- reminders --as-of 2026-03-01
  npm run jobs -- charges --as-of 2026-03-01
  npm run jobs -- subscription-updates --as-of 2026-03-01
  npm run jobs -- flow-emails --as-of 2026-03-01
  npm run jobs -- track-parcels
  npm run jobs -- import-remittances [--since 2026-03-01]
  npm run jobs -- back-in-stock
  npm run jobs -- invoices`;

function commandFromArgs(argv: string[]): Record<string, unknown> | null {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { "as-of": { type: "string" }, since: { type: "string" } },
  });
  const [command] = positionals;
  return command ? { command, asOf: values["as-of"], ...(values.since === undefined ? {} : { since: values.since }) } : null;
}

/** The sweep on this database, its emails sent before the database closes. */
async function runOnDatabase(database: DatabaseHandle, config: Config, command: Record<string, unknown>) {
  const platform = createPlatform({ config, db: database.db, logger: createLogger(config.logLevel), clock: configuredClock(config) });
  const answer = await runJobCommand(platformJobs(platform), command);
  await platform.mailer.idle();
  return answer;
}

/** What a courier job says of each courier: what it did, or why it left the courier alone. */
type CourierReport = { courier: string; skipped?: string } & Partial<
  Record<"events" | "moved" | "days" | "imported" | "collected" | "unmatched" | "differing", number>
>;

type JobReport = { job: string; asOf?: string; couriers?: CourierReport[]; outside?: { issued: number; failed: number } } & Partial<
  Record<
    | "created"
    | "sent"
    | "mailed"
    | "failed"
    | "charged"
    | "retrying"
    | "paused"
    | "abandoned"
    | "cashOnDelivery"
    | "errors"
    | "heldOut"
    | "suppressed"
    | "postponed"
    | "invoiced"
    | "checked",
    number
  >
>;

function courierLine(job: string, report: CourierReport): string {
  if (report.skipped === "leased") return `  ${report.courier}: skipped, another instance is running it now`;
  if (report.skipped === "no_remittances") return `  ${report.courier}: skipped, it lists no cash-on-delivery transfers`;
  if (job === "track-parcels") return `  ${report.courier}: ${report.events} new events, ${report.moved} orders moved`;
  return `  ${report.courier}: ${report.days} days read, ${report.imported} transfers new, ${report.collected} orders paid, ${report.unmatched} matching no parcel, ${report.differing} not settling their order (see /admin/cod)`;
}

function jobSummary(report: JobReport): string {
  if (report.couriers)
    return [`${report.job}: ${report.couriers.length} courier(s)`, ...report.couriers.map((each) => courierLine(report.job, each))].join(
      "\n",
    );
  if (report.job === "charges")
    return `charges as of ${report.asOf}: ${report.charged} charged, ${report.retrying} declined and retried later, ${report.paused} paused after the last retry, ${report.abandoned} not charged (cancelled or paused), ${report.cashOnDelivery} switched to cash on delivery, ${report.errors} without an answer (tried again on the next run)`;
  if (report.job === "back-in-stock") return `back-in-stock: ${report.mailed} notices written`;
  if (report.job === "invoices")
    return `invoices: ${report.invoiced} orders invoiced, ${report.outside?.issued ?? 0} numbered by the outside issuer (${report.outside?.failed ?? 0} to ask again), ${report.checked} e-Factura uploads asked about`;
  if (report.job === "subscription-updates") return `subscription-updates as of ${report.asOf}: ${report.sent} emails written`;
  if (report.job === "flow-emails")
    return `flow-emails as of ${report.asOf}: ${report.sent} sent, ${report.heldOut} held out, ${report.suppressed} suppressed, ${report.postponed} waiting for the daily cap`;
  const done = report.job === "reminders" ? `${report.sent} sent` : `${report.created} created`;
  return `${report.job} as of ${report.asOf}: ${done}, ${report.failed} failed (tried again on the next run)`;
}

await runCommandLine({
  usage: USAGE,
  commandFromArgs,
  runOnDatabase,
  report(body) {
    const report = body as JobReport;
    console.log(jobSummary(report));
    if ((report.failed ?? report.errors ?? 0) > 0) process.exitCode = 1;
  },
});
