/**
 * The reminder a few days before a renewal (issue 18 item 3): the day, what comes, what it costs (for cash on
 * delivery, what to have ready for the courier), and one-click links to skip or move that delivery. The amount is
 * the notice of the price: the renewal charges at most what this email said.
 */
import { button, letterMail, smallPrint } from "./layout.ts";
import type { MailBranding, MailMessage } from "./mail-types.ts";
import { calendarDayInWords, type SubscriptionMailTo } from "./subscription-updates.ts";
import { HELLO, lei } from "./wording.ts";

export interface SubscriptionReminderMail extends SubscriptionMailTo {
  quantity: number;
  /** The delivery's day in Bucharest (`YYYY-MM-DD`). */
  date: string;
  /** Lei, VAT included: the products, and the delivery's shipping (0 when free). */
  productsRonMinor: number;
  shippingRonMinor: number;
  totalRonMinor: number;
  payment: "cash_on_delivery" | "card";
  /** The one-off items added to this delivery (issue 68 item 4), in the amounts above. */
  extras: readonly { name: string; quantity: number; unitPriceRonMinor: number }[];
  /** The subscription's page, opened on adding a product to this delivery. */
  addExtraUrl: string;
  skipUrl: string;
  rescheduleUrl: string;
  manageUrl: string;
}

const COPY = {
  ro: {
    hello: HELLO.ro,
    subject: (day: string, brand: string) => `Următoarea livrare vine pe ${day} – ${brand}`,
    coming: (quantity: number, name: string, day: string) => `Pe ${day} îți trimitem ${quantity} × ${name}.`,
    extras: (items: string) => `Tot atunci, o singură dată, vin și produsele adăugate de tine: ${items}.`,
    each: (price: string) => `${price} bucata`,
    addExtra: "Adaugă un produs la această livrare",
    cost: (products: string, shipping: string | null, total: string) =>
      `Costă ${total}: produsele ${products}, ${shipping ? `transportul ${shipping}` : "transport gratuit"}, cu TVA.`,
    cashOnDelivery: (total: string) => `Plătești ${total} curierului, la livrare.`,
    card: (total: string) => `Îți încasăm ${total} de pe cardul salvat în ziua livrării.`,
    skip: "Sari peste această livrare",
    reschedule: "Alege altă dată",
    manage: "Vezi abonamentul",
    nothing: "Dacă data îți convine, nu trebuie să faci nimic.",
  },
  en: {
    hello: HELLO.en,
    subject: (day: string, brand: string) => `Your next delivery comes on ${day} – ${brand}`,
    coming: (quantity: number, name: string, day: string) => `On ${day} we send you ${quantity} × ${name}.`,
    extras: (items: string) => `With it, once, come the products you added: ${items}.`,
    each: (price: string) => `${price} each`,
    addExtra: "Add a product to this delivery",
    cost: (products: string, shipping: string | null, total: string) =>
      `It costs ${total}: ${products} for the products, ${shipping ? `${shipping} for shipping` : "free shipping"}, VAT included.`,
    cashOnDelivery: (total: string) => `You pay ${total} to the courier on delivery.`,
    card: (total: string) => `We charge ${total} to your saved card on the day of the delivery.`,
    skip: "Skip this delivery",
    reschedule: "Choose another date",
    manage: "View your subscription",
    nothing: "If this day suits you, there is nothing to do.",
  },
} as const;

export function renderSubscriptionReminder(branding: MailBranding, mail: SubscriptionReminderMail): MailMessage {
  const copy = COPY[mail.language];
  const day = calendarDayInWords(mail.date, mail.language);
  const subject = copy.subject(day, branding.brandName);
  const total = lei(mail.totalRonMinor);
  const extras = mail.extras.map((extra) => `${extra.quantity} × ${extra.name} (${copy.each(lei(extra.unitPriceRonMinor))})`);
  const sentences = [
    copy.coming(mail.quantity, mail.name, day),
    ...(extras.length > 0 ? [copy.extras(extras.join(", "))] : []),
    copy.cost(lei(mail.productsRonMinor), mail.shippingRonMinor > 0 ? lei(mail.shippingRonMinor) : null, total),
    mail.payment === "card" ? copy.card(total) : copy.cashOnDelivery(total),
    copy.nothing,
  ];
  return letterMail(branding, mail, {
    kind: "subscription_reminder",
    subject,
    greeting: copy.hello(mail.firstName),
    sentences,
    htmlAfter: [
      button(copy.skip, mail.skipUrl),
      button(copy.reschedule, mail.rescheduleUrl),
      button(copy.addExtra, mail.addExtraUrl),
      smallPrint(`${copy.manage}: ${mail.manageUrl}`),
    ],
    textAfter: [
      `${copy.skip}: ${mail.skipUrl}`,
      `${copy.reschedule}: ${mail.rescheduleUrl}`,
      `${copy.addExtra}: ${mail.addExtraUrl}`,
      `${copy.manage}: ${mail.manageUrl}`,
    ],
  });
}
