/**
 * What the platform builds once and hands every module (decision 0134): the database, the clock, the mailer and its
 * branding, the audit log's writer, the configuration and where errors are reported. A module takes these and the
 * ports it declares in its `module.ts`, never another module's files.
 */
import type { Config } from "#server/config";
import type { Database } from "#server/db/client";
import type { MailBranding } from "#server/mail/mail-types";
import type { Mailer } from "#server/mail/outbox";
import type { Clock } from "./clock.ts";
import type { StaffAudit } from "./staff-audit.ts";

export interface Infrastructure {
  config: Config;
  db: Database;
  clock: Clock;
  mailer: Mailer;
  branding: MailBranding;
  audit: StaffAudit;
  onError(details: object, message: string): void;
}
