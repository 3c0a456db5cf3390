/**
 * Everything the account routes and the Storefront API's customer fields share in one process: the
 * customer services, one mailer (and its outbox sweep), and one set of rate limits.
 */
import { createCustomerServices, type CustomerServices } from "#server/commerce/customers/customers-services";
import type { Clock } from "#server/commerce/shared/clock";
import type { Config } from "#server/config";
import type { Database } from "#server/db/client";
import { createConfiguredMailer, mailBranding } from "#server/mail/mailer-setup";
import type { Mailer, MailerLogger, MailTransport } from "#server/mail/outbox";
import { createAuthLimits, type AuthLimits } from "#server/limits/auth-limits";

export interface AccountRuntime {
  services: CustomerServices;
  limits: AuthLimits;
  mailer: Mailer;
}

export function createAccountRuntime({
  db,
  config,
  logger,
  clock,
  transport,
  limits = createAuthLimits(),
}: {
  db: Database;
  config: Pick<Config, "smtpUrl" | "mailFrom" | "nodeEnv" | "brandName" | "baseUrl" | "supportEmail">;
  logger: MailerLogger;
  /** Tests move time; the services and the mailer read the same clock. */
  clock?: Clock;
  /** Tests pass their own; by default SMTP_URL decides. */
  transport?: MailTransport | null;
  limits?: AuthLimits;
}): AccountRuntime {
  const mailer = createConfiguredMailer({ db, config, logger, transport, now: clock });
  return { services: createCustomerServices({ db, mailer, branding: mailBranding(config), clock }), limits, mailer };
}
