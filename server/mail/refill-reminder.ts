/**
 * The refill reminder (issue 46 item 4, decision 0114): about a week before a one-time order's bottles run out, as
 * the label's daily portion counts them, one email names the products and offers to order the same again (the
 * cart filled with the same variants and quantities) or to have each delivered by subscription. It claims nothing
 * of what the products do and names no saving it cannot know. A flow email is marketing, so it says why it came and
 * carries the one-click way out of this flow and of every flow, in the body and in the headers (RFC 8058).
 */
import type { Language } from "#domain/locale";
import { HELLO } from "./wording.ts";
import { button, html, htmlDocument, linkFallback, paragraph, smallPrint, textDocument } from "./layout.ts";
import type { MailBranding, MailMessage } from "./mail-types.ts";

export interface RefillReminderProduct {
  title: string;
  /** The product's page with its subscription chosen (a click link). */
  subscribeUrl: string;
}

export interface RefillReminderInput {
  to: string;
  language: Language;
  orderNumber: number;
  /** Days between the email and the earliest product running out (the flow's lead). */
  daysLeft: number;
  products: readonly RefillReminderProduct[];
  /** Fills the shopper's cart with the order's variants and quantities (a click link). */
  orderAgainUrl: string;
  unsubscribeFlowUrl: string;
  unsubscribeAllUrl: string;
  oneClickUrl: string;
}

const COPY = {
  ro: {
    subject: (brand: string) => `Ți se termină în curând produsele comandate – ${brand}`,
    lead: (orderNumber: number, days: number) =>
      `Dacă iei zilnic doza de pe etichetă, ce ai primit în comanda #${orderNumber} se termină în aproximativ ${days} ${days === 1 ? "zi" : "zile"}:`,
    orderAgain: "Comandă din nou",
    orderAgainHint: "Coșul se completează cu aceleași produse și cantități; verifici totul înainte să plătești.",
    subscribe: "Primește-l prin abonament",
    why: (brand: string) => `Primești acest e-mail pentru că ai cumpărat de la ${brand}.`,
    stopFlow: "Nu mai vreau mementouri de reaprovizionare",
    stopAll: "Nu mai vreau niciun e-mail de acest fel",
  },
  en: {
    subject: (brand: string) => `Your order is running low – ${brand}`,
    lead: (orderNumber: number, days: number) =>
      `If you take the daily amount on the label, what came in your order #${orderNumber} runs out in about ${days} ${days === 1 ? "day" : "days"}:`,
    orderAgain: "Order again",
    orderAgainHint: "Your cart fills with the same products and quantities; you check everything before you pay.",
    subscribe: "Get it by subscription",
    why: (brand: string) => `You are receiving this email because you bought from ${brand}.`,
    stopFlow: "No more refill reminders",
    stopAll: "No more emails like this",
  },
} as const satisfies Record<Language, unknown>;

export function renderRefillReminder(branding: MailBranding, input: RefillReminderInput): MailMessage {
  const { language, products } = input;
  const copy = COPY[language];
  const hello = HELLO[language]("");
  const subject = copy.subject(branding.brandName);
  const lead = copy.lead(input.orderNumber, input.daysLeft);
  const body = [
    paragraph(hello),
    paragraph(lead),
    ...products.map(
      (product) =>
        html`<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2933">
          <strong>${product.title}</strong><br />
          <a href="${product.subscribeUrl}" style="color:#7b3f61">${copy.subscribe}</a>
        </p>`,
    ),
    button(copy.orderAgain, input.orderAgainUrl),
    linkFallback(language, input.orderAgainUrl),
    smallPrint(copy.orderAgainHint),
    smallPrint(copy.why(branding.brandName)),
    html`<p style="margin:0 0 12px;font-size:13px;line-height:20px;color:#52606d">
      <a href="${input.unsubscribeFlowUrl}" style="color:#7b3f61">${copy.stopFlow}</a> ·
      <a href="${input.unsubscribeAllUrl}" style="color:#7b3f61">${copy.stopAll}</a>
    </p>`,
  ];
  const text = textDocument(language, branding, [
    hello,
    lead,
    ...products.map((product) => `${product.title}\n${copy.subscribe}: ${product.subscribeUrl}`),
    `${copy.orderAgain}: ${input.orderAgainUrl}`,
    copy.orderAgainHint,
    copy.why(branding.brandName),
    `${copy.stopFlow}: ${input.unsubscribeFlowUrl}`,
    `${copy.stopAll}: ${input.unsubscribeAllUrl}`,
  ]);
  return {
    kind: "refill_reminder",
    to: input.to,
    language,
    subject,
    html: htmlDocument(language, branding, subject, body),
    text,
    headers: {
      "List-Unsubscribe": `<${input.oneClickUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
