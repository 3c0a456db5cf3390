import type { Language } from "#domain/locale";
import type { MailAttachmentRef } from "#server/db/schema";

/** Every email the store writes; the subject test renders each of them (`subjects.test.ts`). */
export const MAIL_KINDS = [
  "activation",
  "magic_link",
  "password_reset",
  "account_exists",
  "email_change",
  "email_in_use",
  "email_changed",
  "order_confirmation",
  "new_order_notice",
  "newsletter_code",
  "order_shipped",
  "order_cancelled",
  "order_refunded",
  "order_parcel_added",
  "subscription_update",
  "subscription_reminder",
  "subscription_charge_failed",
  "review_request",
  "refill_reminder",
  "welcome_series",
  "abandoned_checkout",
  "return_update",
  "invoice_issued",
  "staff_sign_in_alert",
  "low_stock_alert",
  "back_in_stock",
  "finder_result",
  "staff_notice",
  "staff_invite",
] as const;

/** Emails to the store's own people: they carry no Reply-To to the support address (a customer's emails do). */
export const STAFF_MAIL_KINDS: ReadonlySet<MailKind> = new Set<MailKind>([
  "new_order_notice",
  "staff_sign_in_alert",
  "low_stock_alert",
  "staff_notice",
  "staff_invite",
]);

export type MailKind = (typeof MAIL_KINDS)[number];

/** A rendered email, ready for the outbox. */
export interface MailMessage {
  kind: MailKind;
  to: string;
  language: Language;
  subject: string;
  html: string;
  text: string;
  /** Headers beyond From/To/Subject, e.g. a marketing email's List-Unsubscribe. */
  headers?: Readonly<Record<string, string>>;
  /** Files to send with it, by reference: rendered at send time (decision 0059). */
  attachments?: readonly MailAttachmentRef[];
}

/** What every template needs to know about the shop. */
export interface MailBranding {
  brandName: string;
  /** Public origin of the store, without a trailing slash. */
  baseUrl: string;
  supportEmail: string;
  /** Who sends, printed small under every email (issue 21 item 1); absent in tests that build a branding by hand. */
  company?: { legalName: string; registrationNumber: string; vatId: string; address: string } | undefined;
}
