/**
 * What the running store answers on its admin channel: `npm run admin`'s staff commands, `npm run jobs`' sweeps,
 * `npm run backup` (the embedded database is copied by the process that holds it), and the e2e run's check of every
 * invoice against ANAF's rules.
 */
import type { AdminCommandHandler } from "./admin-channel.ts";
import { isBackupCommand, runBackupCommand, type StoreBackups } from "./backups/store-backups.ts";
import { checkEveryInvoice, isEfacturaCheckCommand } from "./efactura-commands.ts";
import { isJobCommand, platformJobs, runJobCommand } from "./job-commands.ts";
import type { Platform } from "./platform.ts";
import { runStaffCommand } from "./staff-commands.ts";

export function channelCommandHandler(
  platform: Pick<Platform, "config" | "invoicing" | "subscriptions" | "staff" | "shipping" | "catalog" | "retention" | "clock">,
  backups: StoreBackups | null,
): AdminCommandHandler {
  return (command) => {
    if (isBackupCommand(command)) return runBackupCommand(backups);
    if (isJobCommand(command)) return runJobCommand(platformJobs(platform), command);
    if (isEfacturaCheckCommand(command)) return checkEveryInvoice(platform.invoicing.invoices);
    return runStaffCommand(platform.staff, platform.config.baseUrl, command);
  };
}
