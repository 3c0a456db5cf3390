/**
 * The receipt of every change to a subscription (issue 18 item 1): one sentence that says what now happens,
 * in the subscription's language, with the way back to the subscription's page — the account's page, or for a
 * guest the signed link. The portal answers the asker with the same sentence, in the asker's language. Changes
 * made close together go in one email, each sentence after the time it was made, oldest first (decision 0083).
 */
import type { Language } from "#domain/locale";
import type { SubscriptionInterval } from "#domain/order-subscription-dates";
import { noticeMail } from "./layout.ts";
import type { MailBranding, MailMessage } from "./mail-types.ts";
import { HELLO, lei } from "./wording.ts";

/** What changed, with what the sentence needs; dates are Bucharest calendar days (`YYYY-MM-DD`). */
export type SubscriptionReceipt =
  | { kind: "skipped"; skippedDate: string; nextDate: string }
  | { kind: "skip_undone"; date: string }
  | { kind: "paused"; resumeOn: string | null }
  | { kind: "resumed"; nextDate: string }
  | { kind: "rescheduled"; nextDate: string }
  | { kind: "delivered_now"; orderNumber: number; nextDate: string }
  | { kind: "interval_changed"; interval: SubscriptionInterval }
  | { kind: "quantity_changed"; quantity: number }
  | { kind: "variant_changed"; name: string; pricePerDeliveryMinor: number }
  | { kind: "address_changed"; address: string }
  | { kind: "payment_changed" }
  /** A new card given on the provider's page; `retried`: a declined renewal is charged to it now. */
  | { kind: "card_saved"; brand: string; last4: string; retried: boolean }
  | { kind: "cancelled" }
  /** The cancel form's discount for the next delivery (decision 0170). */
  | { kind: "save_discount"; percent: number }
  /** A one-off item on the next delivery (issue 68 item 4): added, taken off, or left out by the renewal. */
  | { kind: "extra_added"; name: string; quantity: number; unitPriceMinor: number; nextDate: string | null }
  | { kind: "extra_removed"; name: string; quantity: number }
  | { kind: "extra_dropped"; name: string; reason: "unavailable" | "out_of_stock"; orderNumber: number };

const INTERVALS: Record<Language, Record<SubscriptionInterval, string>> = {
  ro: { monthly: "o dată pe lună", bimonthly: "o dată la două luni", quarterly: "o dată la trei luni" },
  en: { monthly: "every month", bimonthly: "every two months", quarterly: "every three months" },
};

export function calendarDayInWords(day: string, language: Language): string {
  return new Intl.DateTimeFormat(language === "ro" ? "ro-RO" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}

export function subscriptionReceiptSentence(receipt: SubscriptionReceipt, language: Language): string {
  const day = (value: string) => calendarDayInWords(value, language);
  const ro = language === "ro";
  switch (receipt.kind) {
    case "skipped":
      return ro
        ? `Am sărit peste livrarea din ${day(receipt.skippedDate)}. Următoarea livrare: ${day(receipt.nextDate)}.`
        : `We skipped the delivery of ${day(receipt.skippedDate)}. Your next delivery: ${day(receipt.nextDate)}.`;
    case "skip_undone":
      return ro ? `Livrarea din ${day(receipt.date)} rămâne programată.` : `Your delivery of ${day(receipt.date)} is back on.`;
    case "paused":
      if (receipt.resumeOn === null)
        return ro ? "Abonamentul tău e pe pauză până îl reiei." : "Your subscription is paused until you resume it.";
      return ro
        ? `Abonamentul tău e pe pauză; livrările reîncep pe ${day(receipt.resumeOn)}.`
        : `Your subscription is paused; deliveries start again on ${day(receipt.resumeOn)}.`;
    case "resumed":
      return ro
        ? `Abonamentul tău e din nou activ. Următoarea livrare: ${day(receipt.nextDate)}.`
        : `Your subscription is active again. Your next delivery: ${day(receipt.nextDate)}.`;
    case "rescheduled":
      return ro ? `Următoarea livrare e acum pe ${day(receipt.nextDate)}.` : `Your next delivery is now on ${day(receipt.nextDate)}.`;
    case "delivered_now":
      return ro
        ? `Am creat comanda #${receipt.orderNumber} pentru o livrare acum. Următoarea livrare: ${day(receipt.nextDate)}.`
        : `We created order #${receipt.orderNumber} for a delivery now. Your next delivery: ${day(receipt.nextDate)}.`;
    case "interval_changed":
      return ro
        ? `De acum primești abonamentul ${INTERVALS.ro[receipt.interval]}, începând după următoarea livrare.`
        : `From now on your subscription comes ${INTERVALS.en[receipt.interval]}, starting after your next delivery.`;
    case "quantity_changed":
      return ro ? `Cantitatea pe livrare este acum ${receipt.quantity}.` : `Your quantity per delivery is now ${receipt.quantity}.`;
    case "variant_changed":
      return ro
        ? `De acum primești ${receipt.name}, la ${lei(receipt.pricePerDeliveryMinor)} pe livrare.`
        : `From now on you receive ${receipt.name}, at ${lei(receipt.pricePerDeliveryMinor)} per delivery.`;
    case "address_changed":
      return ro ? `Livrările următoare merg la: ${receipt.address}.` : `Your next deliveries go to: ${receipt.address}.`;
    case "payment_changed":
      return ro ? "Livrările următoare se plătesc la livrare (ramburs)." : "Your next deliveries are paid cash on delivery.";
    case "card_saved": {
      const card = `${receipt.brand.toUpperCase()} ···· ${receipt.last4}`;
      const retry = receipt.retried
        ? ro
          ? " Încercăm din nou acum plata livrării care nu s-a putut încasa."
          : " We are charging the delivery that could not be paid to it now."
        : "";
      return (ro ? `Livrările următoare se plătesc cu cardul ${card}.` : `Your next deliveries are paid with the card ${card}.`) + retry;
    }
    case "extra_added": {
      const item = `${receipt.quantity} × ${receipt.name}`;
      const price = lei(receipt.unitPriceMinor);
      if (receipt.nextDate === null)
        return ro
          ? `Am adăugat ${item} (${price} bucata) la următoarea livrare, o singură dată.`
          : `We added ${item} (${price} each) to your next delivery, once.`;
      return ro
        ? `Am adăugat ${item} (${price} bucata) la livrarea din ${day(receipt.nextDate)}, o singură dată.`
        : `We added ${item} (${price} each) to your delivery of ${day(receipt.nextDate)}, once.`;
    }
    case "extra_removed":
      return ro
        ? `Am scos ${receipt.quantity} × ${receipt.name} de la următoarea livrare.`
        : `We took ${receipt.quantity} × ${receipt.name} off your next delivery.`;
    case "extra_dropped": {
      const why =
        receipt.reason === "out_of_stock"
          ? ro
            ? "nu mai era în stoc"
            : "it was out of stock"
          : ro
            ? "nu mai este de vânzare"
            : "it is no longer for sale";
      return ro
        ? `Comanda #${receipt.orderNumber} a plecat fără ${receipt.name}, adăugat de tine: ${why}. Nu ți-l încasăm.`
        : `Order #${receipt.orderNumber} went without ${receipt.name}, which you had added: ${why}. You are not charged for it.`;
    }
    case "save_discount":
      return ro
        ? `Ai ${receipt.percent} % reducere la următoarea livrare, o singură dată. Abonamentul continuă ca până acum.`
        : `You have ${receipt.percent}% off your next delivery, once. Your subscription carries on as before.`;
    case "cancelled":
      return ro
        ? "Abonamentul tău a fost anulat. Nu mai creăm livrări noi; comenzile deja create rămân valabile."
        : "Your subscription has been cancelled. No new deliveries will be created; orders already created stand.";
  }
}

/** One change as the email lists it: when it was made, and what it did. */
export interface TimedReceipt {
  at: Date;
  receipt: SubscriptionReceipt;
}

/** Whom a subscription's email is for, and which subscription it is about. */
export interface SubscriptionMailTo {
  to: string;
  language: Language;
  firstName: string;
  /** The product and variant, e.g. "Papillex – Abonament lunar". */
  name: string;
}

export interface SubscriptionUpdateMail extends SubscriptionMailTo {
  /** Every change the email tells of, oldest first (at least one). */
  receipts: readonly TimedReceipt[];
  /** The subscription's page: the account's, or for a guest the signed link. */
  manageUrl: string;
}

const COPY = {
  ro: {
    hello: HELLO.ro,
    subject: (brand: string) => `Abonamentul tău a fost actualizat – ${brand}`,
    severalSubject: (brand: string) => `Modificările abonamentului tău – ${brand}`,
    cancelledSubject: (brand: string) => `Abonamentul tău a fost anulat – ${brand}`,
    about: (name: string) => `Abonamentul: ${name}.`,
    several: "Ce ai schimbat, în ordine:",
    manage: "Vezi abonamentul",
    notYou: "Dacă nu tu ai făcut această schimbare, răspunde la acest e-mail.",
    notYouSeveral: "Dacă nu tu ai făcut aceste schimbări, răspunde la acest e-mail.",
  },
  en: {
    hello: HELLO.en,
    subject: (brand: string) => `Your subscription was updated – ${brand}`,
    severalSubject: (brand: string) => `Changes to your subscription – ${brand}`,
    cancelledSubject: (brand: string) => `Your subscription has been cancelled – ${brand}`,
    about: (name: string) => `Subscription: ${name}.`,
    several: "What you changed, in order:",
    manage: "View your subscription",
    notYou: "If you did not make this change, reply to this email.",
    notYouSeveral: "If you did not make these changes, reply to this email.",
  },
} as const;

/** The time of day in Bucharest, with the day when the changes span more than one. */
function timeOf(at: Date, withDay: boolean, language: Language): string {
  return new Intl.DateTimeFormat(language === "ro" ? "ro-RO" : "en-GB", {
    ...(withDay ? { day: "numeric", month: "long" } : {}),
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/Bucharest",
  }).format(at);
}

const bucharestDay = (at: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Bucharest" }).format(at);

export function renderSubscriptionUpdate(branding: MailBranding, mail: SubscriptionUpdateMail): MailMessage {
  const copy = COPY[mail.language];
  const { receipts } = mail;
  if (receipts.length === 0) throw new Error("A subscription update email needs at least one change");
  const cancelled = receipts.some(({ receipt }) => receipt.kind === "cancelled");
  const several = receipts.length > 1;
  const subject = (cancelled ? copy.cancelledSubject : several ? copy.severalSubject : copy.subject)(branding.brandName);
  const withDay = new Set(receipts.map(({ at }) => bucharestDay(at))).size > 1;
  const sentences = several
    ? [
        copy.about(mail.name),
        copy.several,
        ...receipts.map(
          ({ at, receipt }) => `${timeOf(at, withDay, mail.language)} – ${subscriptionReceiptSentence(receipt, mail.language)}`,
        ),
      ]
    : [copy.about(mail.name), subscriptionReceiptSentence(receipts[0]!.receipt, mail.language)];
  return noticeMail(branding, mail, {
    kind: "subscription_update",
    subject,
    greeting: copy.hello(mail.firstName),
    sentences,
    action: { label: copy.manage, url: mail.manageUrl },
    smallPrint: several ? copy.notYouSeveral : copy.notYou,
  });
}
