/**
 * The emails of a return (issue 19 "Emails at every status change"): one per status, in the return's language,
 * with what happens next and the way to the return's page (the account's, or a guest's signed link). A withdrawal's
 * acknowledgement says what really happens to that order and its money (decision 0075): stopped before shipping
 * with nothing paid, stopped with the card's money coming back, or already on its way and to be sent back.
 */
import { formatLongDate } from "#domain/dates";
import { formatPrice } from "#domain/format-price";
import type { Language } from "#domain/locale";
import { toDecimalString } from "#domain/money";
import type { ReturnStatus } from "#domain/returns";
import { noticeMail } from "./layout.ts";
import type { MailBranding, MailMessage } from "./mail-types.ts";
import { HELLO } from "./wording.ts";

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
  /** For a withdrawal's acknowledgement: what it does to the order and where the money goes. */
  withdrawal?: WithdrawalTerms;
}

/**
 * What a withdrawal does, decided where it is made. `stopped`: the parcel had not left, so the order is cancelled.
 * `money`: nothing paid (cash on delivery not yet collected), the card paid online, cash paid to the courier (a bank
 * transfer to `bankAccountEnding`), or cash on delivery still due on a parcel already on its way.
 */
export type WithdrawalTerms = {
  stopped: boolean;
  money: "nothing_paid" | "card" | "bank_transfer" | "due_on_delivery";
  bankAccountEnding: string | null;
  refundDueBy: Date;
};

const COPY = {
  ro: {
    hello: HELLO.ro,
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
    aboutWithdrawal: (id: number, order: number) => `Retragerea #${id}, pentru comanda #${order}.`,
    pending: (amount: string, method: string) =>
      `Îl verificăm în cel mult 2 zile lucrătoare și îți scriem ce urmează. Suma de rambursat: ${amount}, ${method}.`,
    withdrawal: {
      received: "Am primit retragerea ta din contract.",
      stopped: (order: number) => `Comanda #${order} nu plecase încă, așa că am oprit-o: nu ți-o mai trimitem.`,
      nothingOwed: "Nu ai plătit nimic pentru ea, deci nu ai nimic de plătit și nu avem nimic de rambursat.",
      cardBack: (amount: string, by: string) =>
        `Îți rambursăm ${amount}, tot ce ai plătit, inclusiv livrarea, pe cardul cu care ai plătit, cel târziu pe ${by} (în 14 zile).`,
      sendBack: "Comanda a plecat deja: îți scriem cum ne trimiți produsele înapoi.",
      returnCard: (amount: string, by: string) =>
        `Îți rambursăm ${amount}, inclusiv livrarea, pe cardul cu care ai plătit, cel târziu pe ${by} (în 14 zile); putem aștepta până primim produsele sau dovada că le-ai trimis.`,
      returnBank: (amount: string, ending: string, by: string) =>
        `Îți rambursăm ${amount}, inclusiv livrarea, prin transfer în contul cu IBAN-ul terminat în ${ending}, cel târziu pe ${by} (în 14 zile); putem aștepta până primim produsele sau dovada că le-ai trimis.`,
      refuseParcel: (amount: string) =>
        `Coletul e pe drum și nu l-ai plătit încă: refuză-l când vine curierul și nu plătești nimic. Dacă l-ai primit și l-ai plătit deja, răspunde la acest e-mail cu IBAN-ul tău și îți rambursăm ${amount}, inclusiv livrarea.`,
      view: "Vezi retragerea",
    },
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
    hello: HELLO.en,
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
    aboutWithdrawal: (id: number, order: number) => `Withdrawal #${id}, for order #${order}.`,
    pending: (amount: string, method: string) =>
      `We review it within 2 working days and write to you with what comes next. Amount to refund: ${amount}, ${method}.`,
    withdrawal: {
      received: "We received your withdrawal from the contract.",
      stopped: (order: number) => `Order #${order} had not left yet, so we stopped it: we will not send it to you.`,
      nothingOwed: "You paid nothing for it, so you owe nothing and there is nothing for us to refund.",
      cardBack: (amount: string, by: string) =>
        `We refund ${amount}, everything you paid, delivery included, to the card you paid with, by ${by} at the latest (within 14 days).`,
      sendBack: "The order has already left: we will write to you how to send the products back.",
      returnCard: (amount: string, by: string) =>
        `We refund ${amount}, delivery included, to the card you paid with, by ${by} at the latest (within 14 days); we may wait until the products, or proof that you sent them, reach us.`,
      returnBank: (amount: string, ending: string, by: string) =>
        `We refund ${amount}, delivery included, by bank transfer to the account whose IBAN ends in ${ending}, by ${by} at the latest (within 14 days); we may wait until the products, or proof that you sent them, reach us.`,
      refuseParcel: (amount: string) =>
        `The parcel is on its way and you have not paid for it: refuse it when the courier comes and you pay nothing. If you have already received and paid for it, reply to this email with your IBAN and we refund ${amount}, delivery included.`,
      view: "View your withdrawal",
    },
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
  // A withdrawal with nothing to refund is complete when it is made: its acknowledgement is still the first email.
  const acknowledged = mail.withdrawal !== undefined || (mail.kind === "withdrawal" && mail.status === "pending");
  const subject = `${acknowledged ? copy.withdrawalSubject : copy.subject[mail.status]} – ${branding.brandName}`;
  const amount = formatPrice(toDecimalString(mail.refundMinor, mail.currencyCode), mail.currencyCode);
  const method = copy.methods[mail.refundMethod];
  const what = mail.withdrawal
    ? withdrawalSentences(mail, mail.withdrawal, amount)
    : {
        pending: () => copy.pending(amount, method),
        approved: () => copy.approved,
        rejected: () => copy.rejected,
        processing: () => copy.processing(amount),
        completed: () => copy.completed(amount, method),
        cancelled: () => copy.cancelled,
      }[mail.status]();
  const about = mail.kind === "withdrawal" ? copy.aboutWithdrawal : copy.about;
  const sentences = [about(mail.returnId, mail.orderNumber), what, ...(mail.message ? [mail.message] : [])];
  return noticeMail(branding, mail, {
    kind: "return_update",
    subject,
    greeting: copy.hello(mail.firstName),
    sentences,
    action: { label: mail.kind === "withdrawal" ? copy.withdrawal.view : copy.view, url: mail.pageUrl },
    smallPrint: copy.questions,
  });
}

function withdrawalSentences(mail: ReturnUpdateMail, terms: WithdrawalTerms, amount: string): string {
  const copy = COPY[mail.language].withdrawal;
  const by = formatLongDate(terms.refundDueBy, mail.language);
  if (terms.stopped)
    return [copy.received, copy.stopped(mail.orderNumber), terms.money === "card" ? copy.cardBack(amount, by) : copy.nothingOwed].join(" ");
  const money = {
    card: () => copy.returnCard(amount, by),
    bank_transfer: () => copy.returnBank(amount, terms.bankAccountEnding ?? "", by),
    due_on_delivery: () => copy.refuseParcel(amount),
    nothing_paid: () => copy.nothingOwed,
  }[terms.money]();
  return [copy.received, terms.money === "due_on_delivery" ? money : `${copy.sendBack} ${money}`].join(" ");
}
