/**
 * The email a customer gets when staff make the AWB that brings their return back (issue 64 item 4): the AWB's
 * number, the courier by its name, and what the customer does next — wait for the courier on the pickup day, or drop
 * the parcel in the named locker with the code it asks for — in the return's language, with the way to the return.
 */
import { formatLongDate } from "#domain/dates";
import type { Language } from "#domain/locale";
import { noticeMail } from "./layout.ts";
import type { MailBranding, MailMessage } from "./mail-types.ts";
import { HELLO } from "./wording.ts";

export interface ReturnAwbMail {
  to: string;
  language: Language;
  firstName: string;
  returnId: number;
  orderNumber: number;
  awb: string;
  /** The courier as people know it ("Fan Courier"), never its code. */
  courierName: string;
  /** The courier collects the parcel at the customer's address in this window, or they drop it in `locker`. */
  handover: { mode: "pickup"; from: Date; to: Date } | { mode: "locker"; name: string; address: string; city: string };
  pageUrl: string;
}

const time = (at: Date) =>
  new Intl.DateTimeFormat("ro-RO", { timeZone: "Europe/Bucharest", hour: "2-digit", minute: "2-digit" }).format(at);

const COPY = {
  ro: {
    hello: HELLO.ro,
    subject: (id: number) => `AWB-ul pentru returul #${id}`,
    about: (id: number, order: number) => `Returul #${id}, pentru comanda #${order}.`,
    awb: (courier: string, awb: string) => `Returul tău călătorește cu ${courier}, cu AWB-ul ${awb}.`,
    pickup: (day: string, from: string, to: string) =>
      `Curierul vine să ridice coletul de la adresa de livrare a comenzii pe ${day}, între ${from} și ${to}. Ambalează produsele și ține coletul la îndemână; nu plătești nimic.`,
    locker: (name: string, place: string, awb: string) =>
      `Lasă coletul în lockerul ${name} (${place}). La locker alege „Trimite un colet” și introdu codul ${awb}; nu plătești nimic.`,
    view: "Vezi returul",
    questions: "Ai întrebări? Răspunde la acest e-mail.",
  },
  en: {
    hello: HELLO.en,
    subject: (id: number) => `The AWB for your return #${id}`,
    about: (id: number, order: number) => `Return #${id}, for order #${order}.`,
    awb: (courier: string, awb: string) => `Your return travels with ${courier}, on AWB ${awb}.`,
    pickup: (day: string, from: string, to: string) =>
      `The courier comes to collect the parcel at the order's delivery address on ${day}, between ${from} and ${to}. Pack the products and keep the parcel at hand; you pay nothing.`,
    locker: (name: string, place: string, awb: string) =>
      `Drop the parcel in the ${name} locker (${place}). At the locker, choose “Send a parcel” and enter the code ${awb}; you pay nothing.`,
    view: "View your return",
    questions: "Questions? Reply to this email.",
  },
} as const;

export function renderReturnAwb(branding: MailBranding, mail: ReturnAwbMail): MailMessage {
  const copy = COPY[mail.language];
  const { handover } = mail;
  const next =
    handover.mode === "pickup"
      ? copy.pickup(formatLongDate(handover.from, mail.language), time(handover.from), time(handover.to))
      : copy.locker(handover.name, [handover.address, handover.city].filter(Boolean).join(", "), mail.awb);
  return noticeMail(branding, mail, {
    kind: "return_update",
    subject: `${copy.subject(mail.returnId)} – ${branding.brandName}`,
    greeting: copy.hello(mail.firstName),
    sentences: [copy.about(mail.returnId, mail.orderNumber), copy.awb(mail.courierName, mail.awb), next],
    action: { label: copy.view, url: mail.pageUrl },
    smallPrint: copy.questions,
  });
}
