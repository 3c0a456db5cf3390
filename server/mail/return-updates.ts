/**
 * The emails of a return (issue 19 "Emails at every status change"): one per status, in the return's language,
 * with what happens next and the way to the return's page in the account.
 */
import { formatPrice } from "#domain/format-price";
import type { Language } from "#domain/locale";
import { toDecimalString } from "#domain/money";
import type { ReturnStatus } from "#domain/returns";
import { noticeMail } from "./layout.ts";
import type { MailBranding, MailMessage } from "./mail-types.ts";

export interface ReturnUpdateMail {
  to: string;
  language: Language;
  firstName: string;
  returnId: number;
  /** A withdrawal's acknowledgement says what the law gives. */
  kind: "return" | "withdrawal";
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
    subject: {
      pending: "Am primit cererea ta de retur",
      approved: "Returul tău a fost aprobat",
      rejected: "Nu putem accepta returul",
      processing: "Am primit coletul returnat",
      completed: "Banii pentru retur au plecat spre tine",
      cancelled: "Cererea ta de retur a fost anulată",
    } satisfies Record<ReturnStatus, string>,
    withdrawalSubject: "Am primit retragerea ta din contract",
    about: (id: number, order: number) => `Returul #${id}, pentru comanda #${order}.`,
    pending: (amount: string, method: string) =>
      `Îl verificăm în cel mult 2 zile lucrătoare și îți scriem ce urmează. Suma de rambursat: ${amount}, ${method}.`,
    withdrawal: (amount: string) =>
      `Am primit retragerea ta din contract. Îți rambursăm ${amount}, inclusiv livrarea, în cel mult 14 zile; îți scriem cum ne trimiți produsele înapoi.`,
    approved: "Trimite produsele înapoi urmând instrucțiunile de mai jos; după ce primim coletul, îți rambursăm banii.",
    rejected: "Am verificat cererea și nu o putem accepta. Motivul este mai jos; dacă nu ești de acord, răspunde la acest e-mail.",
    processing: (amount: string) => `Coletul a ajuns la noi. Rambursăm ${amount} în cel mult 5–7 zile lucrătoare.`,
    completed: (amount: string, method: string) => `Am rambursat ${amount}, ${method}.`,
    cancelled: "Ai anulat cererea. Nu trebuie să trimiți nimic înapoi.",
    methods: { original: "pe aceeași cale pe care ai plătit", store_credit: "ca credit în magazin" },
    view: "Vezi returul",
    questions: "Ai întrebări? Răspunde la acest e-mail.",
  },
  en: {
    hello: (name: string) => (name ? `Hello ${name},` : "Hello,"),
    subject: {
      pending: "We received your return request",
      approved: "Your return is approved",
      rejected: "We cannot accept your return",
      processing: "Your returned parcel arrived",
      completed: "Your refund is on its way",
      cancelled: "Your return request was cancelled",
    } satisfies Record<ReturnStatus, string>,
    withdrawalSubject: "We received your withdrawal from the contract",
    about: (id: number, order: number) => `Return #${id}, for order #${order}.`,
    pending: (amount: string, method: string) =>
      `We review it within 2 working days and write to you with what comes next. Amount to refund: ${amount}, ${method}.`,
    withdrawal: (amount: string) =>
      `We received your withdrawal from the contract. We refund ${amount}, delivery included, within 14 days, and write to you how to send the products back.`,
    approved: "Send the products back as the instructions below say; once the parcel arrives, we refund you.",
    rejected: "We checked your request and cannot accept it. The reason is below; if you disagree, reply to this email.",
    processing: (amount: string) => `Your parcel arrived. We refund ${amount} within 5–7 working days.`,
    completed: (amount: string, method: string) => `We refunded ${amount}, ${method}.`,
    cancelled: "You cancelled the request. You do not need to send anything back.",
    methods: { original: "the way you paid", store_credit: "as store credit" },
    view: "View your return",
    questions: "Questions? Reply to this email.",
  },
} as const;

export function renderReturnUpdate(branding: MailBranding, mail: ReturnUpdateMail): MailMessage {
  const copy = COPY[mail.language];
  const acknowledged = mail.kind === "withdrawal" && mail.status === "pending";
  const subject = `${acknowledged ? copy.withdrawalSubject : copy.subject[mail.status]} – ${branding.brandName}`;
  const amount = formatPrice(toDecimalString(mail.refundMinor, mail.currencyCode), mail.currencyCode);
  const method = copy.methods[mail.refundMethod];
  const what = {
    pending: () => (mail.kind === "withdrawal" ? copy.withdrawal(amount) : copy.pending(amount, method)),
    approved: () => copy.approved,
    rejected: () => copy.rejected,
    processing: () => copy.processing(amount),
    completed: () => copy.completed(amount, method),
    cancelled: () => copy.cancelled,
  }[mail.status]();
  const sentences = [copy.about(mail.returnId, mail.orderNumber), what, ...(mail.message ? [mail.message] : [])];
  return noticeMail(branding, {
    kind: "return_update",
    to: mail.to,
    language: mail.language,
    subject,
    greeting: copy.hello(mail.firstName),
    sentences,
    action: { label: copy.view, url: mail.pageUrl },
    smallPrint: copy.questions,
  });
}
