/**
 * Everything the account routes and the Storefront API's customer fields share in one process: the
 * customer services, one mailer (and its outbox sweep), and one set of rate limits.
 */
import { createCustomerServices, type CustomerServices } from "../commerce/customers-services.ts";
import type { Clock } from "../commerce/tokens.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { createConfiguredMailer, mailBranding } from "../mail/mailer-setup.ts";
import type { Mailer, MailerLogger, MailTransport } from "../mail/outbox.ts";
import { createAuthLimits, type AuthLimits } from "./auth-limits.ts";

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
