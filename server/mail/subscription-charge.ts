/**
 * Dunning (issue 18 item 4): a renewal's card charge was declined. While retries remain, the email says when the
 * card is tried again and how to avoid it failing (a new card, or cash on delivery); after the last, that the
 * subscription is paused until the customer resumes it — never cancelled without them — and how: with a new card
 * given on the subscription's page, or cash on delivery (issue 40 item 9).
 */
import { button, letterMail, smallPrint } from "./layout.ts";
import type { MailBranding, MailMessage } from "./mail-types.ts";
import { calendarDayInWords, type SubscriptionMailTo } from "./subscription-updates.ts";
import { HELLO, lei } from "./wording.ts";

export interface SubscriptionChargeFailedMail extends SubscriptionMailTo {
  orderNumber: number;
  totalRonMinor: number;
  /** Bucharest day of the next try; null after the last one, when the subscription is paused. */
  nextRetryDate: string | null;
  /** The bank wants the cardholder to confirm (3-D Secure): a charge without them cannot succeed. */
  authenticationRequired: boolean;
  manageUrl: string;
}

const COPY = {
  ro: {
    hello: HELLO.ro,
    subjectRetry: (brand: string) => `Plata abonamentului nu a reușit – ${brand}`,
    subjectPaused: (brand: string) => `Abonamentul tău este în pauză: plata nu a reușit – ${brand}`,
    declined: (total: string, name: string, order: number) =>
      `Nu am putut încasa ${total} de pe cardul salvat pentru livrarea de ${name} (comanda #${order}).`,
    authentication: "Banca ta cere confirmarea plății de către tine, așa că nu o putem face fără tine.",
    retry: (day: string) =>
      `Încercăm din nou pe ${day}. Până atunci poți adăuga un card nou din pagina abonamentului, alege plata la livrare sau verifica cardul la bancă.`,
    paused: "Am încercat de patru ori și ne-am oprit: comanda a fost anulată, iar abonamentul este în pauză, nu anulat.",
    resume: "Când vrei să primești din nou, adaugă un card nou din pagina abonamentului (sau alege plata la livrare) și reia abonamentul.",
    newCard: "Adaugă un card nou",
  },
  en: {
    hello: HELLO.en,
    subjectRetry: (brand: string) => `Your subscription's payment did not go through – ${brand}`,
    subjectPaused: (brand: string) => `Your subscription is paused: the payment did not go through – ${brand}`,
    declined: (total: string, name: string, order: number) =>
      `We could not charge ${total} to your saved card for your delivery of ${name} (order #${order}).`,
    authentication: "Your bank asks you to confirm the payment yourself, so we cannot take it without you.",
    retry: (day: string) =>
      `We try again on ${day}. Until then you can add a new card on the subscription's page, switch to cash on delivery or check the card with your bank.`,
    paused: "We tried four times and stopped: the order is cancelled and your subscription is paused, not cancelled.",
    resume: "When you want deliveries again, add a new card on the subscription's page (or choose cash on delivery) and resume it.",
    newCard: "Add a new card",
  },
} as const;

export function renderSubscriptionChargeFailed(branding: MailBranding, mail: SubscriptionChargeFailedMail): MailMessage {
  const copy = COPY[mail.language];
  const subject = mail.nextRetryDate ? copy.subjectRetry(branding.brandName) : copy.subjectPaused(branding.brandName);
  const sentences = [
    copy.declined(lei(mail.totalRonMinor), mail.name, mail.orderNumber),
    ...(mail.authenticationRequired ? [copy.authentication] : []),
    ...(mail.nextRetryDate ? [copy.retry(calendarDayInWords(mail.nextRetryDate, mail.language))] : [copy.paused, copy.resume]),
  ];
  return letterMail(branding, mail, {
    kind: "subscription_charge_failed",
    subject,
    greeting: copy.hello(mail.firstName),
    sentences,
    htmlAfter: [button(copy.newCard, mail.manageUrl), smallPrint(mail.manageUrl)],
    textAfter: [`${copy.newCard}: ${mail.manageUrl}`],
  });
}
