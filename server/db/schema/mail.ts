/**
 * The mail outbox (server/mail/), not a commerce module's: every module's emails queue here.
 */
import { check, index, jsonb, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { localeEnum, timestamptz } from "#server/db/schema/columns";

/** A file an outbox message carries, named by what it is; the mailer renders it when it sends. */
export type MailAttachmentRef = { kind: "invoice"; invoiceId: number };

/**
 * Every email the store sends goes through here first, so a failed send is retried by a sweep and
 * never lost; without SMTP_URL the outbox is the mailbox (listed at /dev/mailbox outside production).
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    language: localeEnum("language").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** Extra headers of this message (a newsletter's List-Unsubscribe), as sent. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /**
     * Files sent with the message, by reference (an invoice's id): rendered when the message is sent, so the outbox
     * keeps a few bytes per message instead of each PDF (decision 0059).
     */
    attachments: jsonb("attachments").$type<MailAttachmentRef[]>(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamptz("next_attempt_at").notNull().defaultNow(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    sentAt: timestamptz("sent_at"),
  },
  (t) => [
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    check("email_outbox_status", sql`${t.status} IN ('pending', 'sent', 'failed', 'stored')`),
  ],
);
