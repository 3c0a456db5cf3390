/** The mailer the configuration asks for: SMTP when SMTP_URL is set, the outbox alone otherwise. */
import { companyAddressLine } from "#domain/company";
import type { Config } from "#server/config";
import type { Database } from "#server/db/client";
import type { MailBranding } from "./mail-types.ts";
import {
  createMailer,
  type AttachmentRenderer,
  type PermanentRejectionListener,
  type Mailer,
  type MailerLogger,
  type MailTransport,
} from "./outbox.ts";
import { createSmtpTransport } from "./smtp-transport.ts";

type MailConfig = Pick<Config, "smtpUrl" | "mailFrom" | "nodeEnv" | "brandName" | "baseUrl" | "supportEmail"> &
  Partial<Pick<Config, "company">>;

export function createConfiguredMailer({
  db,
  config,
  logger,
  transport = config.smtpUrl ? createSmtpTransport(config.smtpUrl) : null,
  now,
  renderAttachment,
  onPermanentRejection,
}: {
  db: Database;
  config: MailConfig;
  logger: MailerLogger;
  /** Tests pass their own; by default derived from SMTP_URL. */
  transport?: MailTransport | null;
  now?: () => Date;
  renderAttachment?: AttachmentRenderer;
  onPermanentRejection?: PermanentRejectionListener;
}): Mailer {
  return createMailer({
    db,
    transport,
    from: config.mailFrom,
    baseUrl: config.baseUrl,
    replyTo: config.supportEmail,
    logger,
    logLinks: config.nodeEnv !== "production",
    now,
    renderAttachment,
    onPermanentRejection,
  });
}

export function mailBranding(config: MailConfig): MailBranding {
  const { company } = config;
  return {
    brandName: config.brandName,
    baseUrl: config.baseUrl,
    supportEmail: config.supportEmail,
    company: company && {
      legalName: company.legalName,
      registrationNumber: company.registrationNumber,
      vatId: company.vatId,
      address: companyAddressLine(company.address),
    },
  };
}
