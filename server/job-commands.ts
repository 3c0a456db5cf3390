/**
 * The commands of `npm run jobs`, run the same way whether the command line opened the database itself or
 * asked the running store through its channel (admin-channel.ts): the store's own sweeps, as of a given day, and the
 * couriers' jobs (tracking, the cash-on-delivery transfers), the back-in-stock notices and the invoices' sweep, as of
 * now.
 */
import { z } from "zod";
import { shopCalendarDay } from "#domain/order-subscription-dates";
import { addDaysToDay } from "#domain/subscription-schedule";
import type {
  SubscriptionRenewals,
  SubscriptionReminders,
  SubscriptionCharges,
  SubscriptionActions,
} from "./commerce/subscriptions/module.ts";
import type { FlowMessages } from "./commerce/retention/module.ts";
import type { Tracking, Remittances } from "./commerce/shipping/module.ts";
import { REMITTANCE_SINCE_MAX_DAYS } from "./commerce/shipping/module.ts";
import type { BackInStock } from "./commerce/catalog/module.ts";
import type { InvoiceService } from "./commerce/invoicing/module.ts";
import { parseCommand } from "./command-line.ts";
import type { Platform } from "./platform.ts";

export const JOB_COMMANDS = [
  "renewals",
  "reminders",
  "charges",
  "subscription-updates",
  "flow-emails",
  "track-parcels",
  "import-remittances",
  "back-in-stock",
  "invoices",
] as const;

/** A calendar day (`2026-03-01`, Bucharest) or an instant (`2026-03-01T08:00:00Z`, taken as its day in Bucharest). */
const asOfSchema = z.string({ error: "is required (a date such as 2026-03-01)" }).transform((value, context) => {
  const instant = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  if (Number.isNaN(instant.getTime())) {
    context.addIssue({ code: "custom", message: `${JSON.stringify(value)} is not a date (use 2026-03-01 or an ISO instant)` });
    return z.NEVER;
  }
  return shopCalendarDay(instant);
});

/** The couriers' jobs ask the couriers about now: a past day is not theirs to replay. */
const noAsOf = z.undefined({ error: "is not taken by this job (it asks the couriers as of now)" }).optional();
const sinceSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "is a day such as 2026-03-01" })
  .refine((value) => !Number.isNaN(new Date(`${value}T12:00:00Z`).getTime()), { error: "is a day such as 2026-03-01" })
  .optional();

export const jobCommandSchema = z.discriminatedUnion("command", [
  z.object({ command: z.literal("renewals"), asOf: asOfSchema }),
  z.object({ command: z.literal("reminders"), asOf: asOfSchema }),
  z.object({ command: z.literal("charges"), asOf: asOfSchema }),
  z.object({ command: z.literal("subscription-updates"), asOf: asOfSchema }),
  z.object({ command: z.literal("flow-emails"), asOf: asOfSchema }),
  z.object({ command: z.literal("track-parcels"), asOf: noAsOf }),
  z.object({ command: z.literal("import-remittances"), asOf: noAsOf, since: sinceSchema }),
  z.object({
    command: z.literal("back-in-stock"),
    asOf: z.undefined({ error: "is not taken by this job (it serves the stock there is now)" }).optional(),
  }),
  z.object({
    command: z.literal("invoices"),
    asOf: z.undefined({ error: "is not taken by this job (it invoices what is due now)" }).optional(),
  }),
]);

export interface Jobs {
  renewals: Pick<SubscriptionRenewals, "sweep">;
  reminders: Pick<SubscriptionReminders, "sweep">;
  charges: Pick<SubscriptionCharges, "sweep">;
  subscriptionActions: Pick<SubscriptionActions, "sendQuietUpdates">;
  /** The marketing flows' sending sweep (decision 0110). */
  flows: Pick<FlowMessages, "sweep">;
  tracking: Pick<Tracking, "syncAll">;
  remittances: Pick<Remittances, "importAll">;
  backInStock: Pick<BackInStock, "sweep">;
  /** The invoices' sweep (decision 0058): orders due without their invoice, uploads still processing, deadlines. */
  invoices: Pick<InvoiceService, "sweep">;
  clock: () => Date;
}

/** The jobs of the platform, as both the command line and the store's channel run them. */
export function platformJobs(
  platform: Pick<Platform, "subscriptions" | "shipping" | "catalog" | "retention" | "invoicing" | "clock">,
): Jobs {
  return {
    ...platform.subscriptions,
    flows: platform.retention.messages,
    tracking: platform.shipping.tracking,
    remittances: platform.shipping.remittances,
    backInStock: platform.catalog.backInStock,
    invoices: platform.invoicing.invoices,
    clock: platform.clock,
  };
}

/** The day's last millisecond in Bucharest: a charge retry due any time that day is due then. */
export function lastInstantOf(day: string): Date {
  const nextMidnightUtc = new Date(`${addDaysToDay(day, 1)}T00:00:00Z`).getTime();
  // Bucharest is UTC+2 in winter and UTC+3 in summer.
  const winter = new Date(nextMidnightUtc - 2 * 3_600_000 - 1);
  return shopCalendarDay(winter) === day ? winter : new Date(winter.getTime() - 3_600_000);
}

export function isJobCommand(input: unknown): boolean {
  const name = (input as { command?: unknown } | null)?.command;
  return typeof name === "string" && (JOB_COMMANDS as readonly string[]).includes(name);
}

/** Answers what the command line prints: 200 with the sweep's report, 400 with the reason. */
export async function runJobCommand(jobs: Jobs, input: unknown): Promise<{ status: number; body: unknown }> {
  const parsed = parseCommand(jobCommandSchema, input, "job", (field, issue) => {
    const option = field === "asOf" ? "--as-of" : field === "since" ? "--since" : "";
    return option ? `${option} ${issue.message}` : issue.message;
  });
  if ("refused" in parsed) return parsed.refused;
  if (parsed.command.command === "track-parcels")
    return { status: 200, body: { job: "track-parcels", couriers: await jobs.tracking.syncAll() } };
  if (parsed.command.command === "back-in-stock")
    return { status: 200, body: { job: "back-in-stock", mailed: await jobs.backInStock.sweep() } };
  if (parsed.command.command === "invoices") return { status: 200, body: { job: "invoices", ...(await jobs.invoices.sweep()) } };
  if (parsed.command.command === "import-remittances") {
    const { since } = parsed.command;
    const today = shopCalendarDay(jobs.clock());
    if (since !== undefined && (since > today || since < addDaysToDay(today, -REMITTANCE_SINCE_MAX_DAYS)))
      return { status: 400, body: { error: `--since is a day from ${addDaysToDay(today, -REMITTANCE_SINCE_MAX_DAYS)} to ${today}` } };
    return {
      status: 200,
      body: { job: "import-remittances", couriers: await jobs.remittances.importAll(since === undefined ? {} : { since }) },
    };
  }
  const { command, asOf } = parsed.command;
  const report =
    command === "renewals"
      ? await jobs.renewals.sweep(asOf)
      : command === "reminders"
        ? await jobs.reminders.sweep(asOf)
        : command === "charges"
          ? await jobs.charges.sweep(lastInstantOf(asOf))
          : command === "flow-emails"
            ? // Every flow email due by the day's end.
              await jobs.flows.sweep(lastInstantOf(asOf))
            : // Every change made by the day's end that has been quiet since (decision 0083).
              { sent: await jobs.subscriptionActions.sendQuietUpdates(lastInstantOf(asOf)) };
  return { status: 200, body: { job: command, asOf, ...report } };
}
