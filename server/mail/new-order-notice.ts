/**
 * The store owner's notice of a new order (`STORE_NOTIFY_EMAIL`): written when the order is confirmed
 * (paid online, or accepted for cash on delivery), so an abandoned card payment never announces itself.
 * What to pack and where to send it, and who to call; the money as the order was charged.
 */
import type { Language } from "#domain/locale";
import { ADMIN_PATH } from "#domain/admin/paths";
import { button, paragraph, htmlDocument, textDocument } from "./layout.ts";
import type { MailBranding, MailMessage } from "./mail-types.ts";
import { orderContents, orderDate, type OrderConfirmationSummary } from "./order-confirmation.ts";

interface NoticeCopy {
  subject: (orderNumber: string, total: string, payment: string) => string;
  placed: (orderNumber: string, date: string, email: string) => string;
  subscription: (interval: "monthly" | "quarterly", next: string) => string;
  language: (customerLanguage: Language) => string;
  open: string;
}

const LANGUAGE_NAMES: Record<Language, Record<Language, string>> = {
  ro: { ro: "română", en: "engleză" },
  en: { ro: "Romanian", en: "English" },
};

const COPY: Record<Language, NoticeCopy> = {
  ro: {
    subject: (orderNumber, total, payment) => `Comandă nouă ${orderNumber} · ${total} · ${payment}`,
    placed: (orderNumber, date, email) => `Comanda ${orderNumber} a fost plasată pe ${date} de ${email}.`,
    subscription: (interval, next) =>
      `Pornește un abonament ${interval === "quarterly" ? "trimestrial (3 sticle la 3 luni)" : "lunar (o sticlă pe lună)"}; următoarea livrare: ${next}.`,
    language: (customerLanguage) => `Clientul a comandat în ${LANGUAGE_NAMES.ro[customerLanguage]}.`,
    open: "Deschide comanda în administrare",
  },
  en: {
    subject: (orderNumber, total, payment) => `New order ${orderNumber} · ${total} · ${payment}`,
    placed: (orderNumber, date, email) => `Order ${orderNumber} was placed on ${date} by ${email}.`,
    subscription: (interval, next) =>
      `It starts a ${interval === "quarterly" ? "quarterly subscription (3 bottles every 3 months)" : "monthly subscription (one bottle a month)"}; next delivery: ${next}.`,
    language: (customerLanguage) => `The customer ordered in ${LANGUAGE_NAMES.en[customerLanguage]}.`,
    open: "Open the order in the admin",
  },
};

export interface NewOrderNoticeInput {
  to: string;
  /** The owner's language (`STORE_NOTIFY_LANGUAGE`); the summary must be written in it too. */
  language: Language;
  customerEmail: string;
  customerLanguage: Language;
  summary: OrderConfirmationSummary;
}

export function renderNewOrderNotice(
  branding: MailBranding,
  { to, language, customerEmail, customerLanguage, summary }: NewOrderNoticeInput,
): MailMessage {
  const copy = COPY[language];
  const contents = orderContents(language, summary);
  const subject = copy.subject(summary.orderNumber, contents.total, summary.paymentMethod);
  const placed = copy.placed(summary.orderNumber, orderDate(language, summary.placedAt), customerEmail);
  const subscription = summary.subscription
    ? copy.subscription(summary.subscription.interval, orderDate(language, new Date(`${summary.subscription.nextDelivery}T12:00:00Z`)))
    : null;
  const notes = [...(subscription ? [subscription] : []), copy.language(customerLanguage)];

  const adminUrl = `${branding.baseUrl}${ADMIN_PATH}/orders/${summary.orderNumber.replace(/^#/, "")}`;
  const body = [paragraph(placed), button(copy.open, adminUrl), contents.table, ...notes.map(paragraph), ...contents.details];
  const text = textDocument(
    language,
    branding,
    [placed, `${copy.open}: ${adminUrl}`, contents.text.lines, contents.text.totals, ...notes, ...contents.text.details],
    "staff",
  );
  return { kind: "new_order_notice", to, language, subject, html: htmlDocument(language, branding, subject, body, "staff"), text };
}
