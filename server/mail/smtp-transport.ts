/** The real transport: nodemailer over the SMTP server named by SMTP_URL. */
import nodemailer from "nodemailer";
import type { MailTransport } from "./outbox.ts";

// Bounded well below the outbox's claim lease, so a hung server cannot make a message be sent twice.
const TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS });
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
  };
}
