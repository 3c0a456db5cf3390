/** What the running store answers on its admin channel: `npm run admin`'s staff commands and `npm run jobs`' sweeps. */
import type { AdminCommandHandler } from "./admin-channel.ts";
import { isJobCommand, platformJobs, runJobCommand } from "./job-commands.ts";
import type { Platform } from "./platform.ts";
import { runStaffCommand } from "./staff-commands.ts";

export function channelCommandHandler(platform: Pick<Platform, "config" | "orders" | "staff" | "shipping" | "clock">): AdminCommandHandler {
  return (command) =>
    isJobCommand(command)
      ? runJobCommand(platformJobs(platform), command)
      : runStaffCommand(platform.staff, platform.config.baseUrl, command);
}
