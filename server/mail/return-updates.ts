/**
 * The emails of a return (issue 19 "Emails at every status change"): one per status, in the return's language,
 * with what happens next and the way to the return's page in the account.
 */
import { formatPrice } from "#domain/format-price";
import type { Language } from "#domain/locale";
import { toDecimalString } from "#domain/money";
import type { ReturnStatus } from "#domain/returns";
import { button, htmlDocument, linkFallback, paragraph, smallPrint, textDocument } from "./layout.ts";
import type { MailBranding, MailMessage } from "./mail-types.ts";

export interface ReturnUpdateMail {
  to: string;
  language: Language;
  firstName: string;
  returnId: number;
  orderNumber: number;
  status: ReturnStatus;
  refundMinor: number;
  currencyCode: string;
  refundMethod: "original" | "store_credit";
  /** What the store said with the decision (instructions, or why not). */
  message: string | null;
  pageUrl: string;
}

const COPY = {
  ro: {
    hello: (name: string) => (name ? `Bună, ${name},` : "Bună,"),
    subject: { pending: "Am primit cererea ta de retur", cancelled: "Cererea ta de retur a fost anulată" } as Partial<
      Record<ReturnStatus, string>
    >,
    fallbackSubject: "Returul tău a fost actualizat",
    about: (id: number, order: number) => `Returul #${id}, pentru comanda #${order}.`,
    pending: (amount: string, method: string) =>
      `Îl verificăm în cel mult 2 zile lucrătoare și îți scriem ce urmează. Suma de rambursat: ${amount}, ${method}.`,
    cancelled: "Ai anulat cererea. Nu trebuie să trimiți nimic înapoi.",
    methods: { original: "pe aceeași cale pe care ai plătit", store_credit: "ca credit în magazin" },
    view: "Vezi returul",
    questions: "Ai întrebări? Răspunde la acest e-mail.",
  },
  en: {
    hello: (name: string) => (name ? `Hello ${name},` : "Hello,"),
    subject: { pending: "We received your return request", cancelled: "Your return request was cancelled" } as Partial<
      Record<ReturnStatus, string>
    >,
    fallbackSubject: "Your return was updated",
    about: (id: number, order: number) => `Return #${id}, for order #${order}.`,
    pending: (amount: string, method: string) =>
      `We review it within 2 working days and write to you with what comes next. Amount to refund: ${amount}, ${method}.`,
    cancelled: "You cancelled the request. You do not need to send anything back.",
    methods: { original: "the way you paid", store_credit: "as store credit" },
    view: "View your return",
    questions: "Questions? Reply to this email.",
  },
} as const;

export function renderReturnUpdate(branding: MailBranding, mail: ReturnUpdateMail): MailMessage {
  const copy = COPY[mail.language];
  const subject = `${copy.subject[mail.status] ?? copy.fallbackSubject} – ${branding.brandName}`;
  const amount = formatPrice(toDecimalString(mail.refundMinor, mail.currencyCode), mail.currencyCode);
  const what = mail.status === "cancelled" ? copy.cancelled : copy.pending(amount, copy.methods[mail.refundMethod]);
  const sentences = [copy.about(mail.returnId, mail.orderNumber), what, ...(mail.message ? [mail.message] : [])];
  return {
    kind: "return_update",
    to: mail.to,
    language: mail.language,
    subject,
    html: htmlDocument(mail.language, branding, subject, [
      paragraph(copy.hello(mail.firstName)),
      ...sentences.map(paragraph),
      button(copy.view, mail.pageUrl),
      linkFallback(mail.language, mail.pageUrl),
      smallPrint(copy.questions),
    ]),
    text: textDocument(mail.language, branding, [
      copy.hello(mail.firstName),
      ...sentences,
      `${copy.view}: ${mail.pageUrl}`,
      copy.questions,
    ]),
  };
}
