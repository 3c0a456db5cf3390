/**
 * What the shopper is told when staff move their order on (issue 16): shipped, with the carrier's
 * tracking link; cancelled, with what is refunded; refunded, with the amount and how it comes back. Each
 * in the order's language, written to the outbox in the transaction of the change it reports.
 */
import { formatPrice } from "#domain/format-price";
import type { Language } from "#domain/locale";
import { toDecimalString } from "#domain/money";
import { button, htmlDocument, linkFallback, paragraph, smallPrint, textDocument, type SafeHtml } from "./layout.ts";
import type { MailBranding, MailMessage } from "./mail-types.ts";
import { HELLO } from "./wording.ts";

export interface OrderUpdateOrder {
  to: string;
  language: Language;
  /** As the shopper sees it, e.g. `#1001`. */
  orderNumber: string;
  firstName: string;
  /** The shopper's page of the order: their account's order page, or guest tracking. */
  orderUrl: string;
}

export interface ShippedUpdate extends OrderUpdateOrder {
  carrierName: string;
  trackingNumber: string;
  trackingUrl: string | null;
  /** A second email for the same parcel: the tracking number was corrected. */
  corrected: boolean;
}

export interface MoneyBack {
  amountMinor: number;
  currencyCode: string;
  /** `card`: back to the card or wallet paid with; `bank_transfer`: sent to the account the shopper gave. */
  route: "card" | "bank_transfer";
}

export interface CancelledUpdate extends OrderUpdateOrder {
  refund: MoneyBack | null;
  /** Lei put back in the customer's store credit (what the order took from it). */
  storeCreditBackRonMinor?: number;
}

export interface RefundedUpdate extends OrderUpdateOrder {
  refund: MoneyBack;
  /** Nothing more is left to refund. */
  whole: boolean;
}

const COPY = {
  ro: {
    hello: HELLO.ro,
    shippedSubject: (number: string, brand: string) => `Comanda ${number} a plecat spre tine – ${brand}`,
    correctedSubject: (number: string, brand: string) => `Numărul de urmărire al comenzii ${number} s-a schimbat – ${brand}`,
    shippedLead: (number: string, carrier: string) => `Comanda ta ${number} a fost predată curierului ${carrier}.`,
    correctedLead: (number: string, carrier: string) => `Am corectat numărul de urmărire al comenzii ${number} (curier ${carrier}).`,
    tracking: (tracking: string) => `Numărul de urmărire (AWB): ${tracking}`,
    follow: "Urmărește coletul",
    noLink: "Poți urmări coletul pe site-ul curierului cu numărul de mai sus.",
    cod: "Dacă ai ales plata la livrare, pregătește suma pentru curier.",
    order: "Vezi comanda",
    cancelledSubject: (number: string, brand: string) => `Comanda ${number} a fost anulată – ${brand}`,
    cancelledLead: (number: string) => `Comanda ta ${number} a fost anulată și nu va mai fi trimisă.`,
    refundCard: (amount: string) =>
      `Îți returnăm ${amount} pe cardul sau portofelul cu care ai plătit. Banii ajung de obicei în 5–10 zile lucrătoare.`,
    refundTransfer: (amount: string) => `Îți returnăm ${amount} prin transfer bancar în contul pe care ni l-ai dat.`,
    creditBack: (amount: string) => `Ți-am pus înapoi ${amount} în creditul din magazin; îl poți folosi la următoarea comandă.`,
    nothingPaid: "Nu ai plătit nimic pentru această comandă, așa că nu ai nimic de primit înapoi.",
    refundedSubject: (number: string, brand: string) => `Rambursare pentru comanda ${number} – ${brand}`,
    refundedLead: (number: string, amount: string, whole: boolean) =>
      whole ? `Ți-am rambursat integral comanda ${number}: ${amount}.` : `Ți-am rambursat ${amount} din comanda ${number}.`,
    questions: "Dacă ai întrebări, răspunde la acest e-mail.",
  },
  en: {
    hello: HELLO.en,
    shippedSubject: (number: string, brand: string) => `Your order ${number} is on its way – ${brand}`,
    correctedSubject: (number: string, brand: string) => `The tracking number of order ${number} has changed – ${brand}`,
    shippedLead: (number: string, carrier: string) => `Your order ${number} has been handed to ${carrier}.`,
    correctedLead: (number: string, carrier: string) => `We corrected the tracking number of order ${number} (carrier ${carrier}).`,
    tracking: (tracking: string) => `Tracking number: ${tracking}`,
    follow: "Track your parcel",
    noLink: "You can follow the parcel on the carrier's website with the number above.",
    cod: "If you chose cash on delivery, please have the amount ready for the courier.",
    order: "View your order",
    cancelledSubject: (number: string, brand: string) => `Your order ${number} has been cancelled – ${brand}`,
    cancelledLead: (number: string) => `Your order ${number} has been cancelled and will not be sent.`,
    refundCard: (amount: string) =>
      `We are refunding ${amount} to the card or wallet you paid with. It usually arrives within 5–10 business days.`,
    refundTransfer: (amount: string) => `We are refunding ${amount} by bank transfer to the account you gave us.`,
    creditBack: (amount: string) => `We have put ${amount} back in your store credit; you can use it on your next order.`,
    nothingPaid: "You paid nothing for this order, so there is nothing to refund.",
    refundedSubject: (number: string, brand: string) => `Refund for order ${number} – ${brand}`,
    refundedLead: (number: string, amount: string, whole: boolean) =>
      whole ? `We have refunded order ${number} in full: ${amount}.` : `We have refunded ${amount} of order ${number}.`,
    questions: "If you have any questions, reply to this email.",
  },
} as const;

const money = ({ amountMinor, currencyCode }: Pick<MoneyBack, "amountMinor" | "currencyCode">) =>
  formatPrice(toDecimalString(amountMinor, currencyCode), currencyCode);

function moneyBackSentence(language: Language, refund: MoneyBack): string {
  const amount = money(refund);
  return refund.route === "card" ? COPY[language].refundCard(amount) : COPY[language].refundTransfer(amount);
}

function message(
  branding: MailBranding,
  order: OrderUpdateOrder,
  kind: MailMessage["kind"],
  subject: string,
  paragraphs: readonly string[],
  extra: { html: readonly SafeHtml[]; text: readonly string[] } = { html: [], text: [] },
): MailMessage {
  const copy = COPY[order.language];
  const body = [
    paragraph(copy.hello(order.firstName)),
    ...paragraphs.map(paragraph),
    ...extra.html,
    button(copy.order, order.orderUrl),
    smallPrint(copy.questions),
  ];
  return {
    kind,
    to: order.to,
    language: order.language,
    subject,
    html: htmlDocument(order.language, branding, subject, body),
    text: textDocument(order.language, branding, [
      copy.hello(order.firstName),
      ...paragraphs,
      ...extra.text,
      `${copy.order}: ${order.orderUrl}`,
      copy.questions,
    ]),
  };
}

export function renderOrderShipped(branding: MailBranding, update: ShippedUpdate): MailMessage {
  const copy = COPY[update.language];
  const subject = (update.corrected ? copy.correctedSubject : copy.shippedSubject)(update.orderNumber, branding.brandName);
  const lead = (update.corrected ? copy.correctedLead : copy.shippedLead)(update.orderNumber, update.carrierName);
  const trackingHtml = update.trackingUrl
    ? [button(copy.follow, update.trackingUrl), linkFallback(update.language, update.trackingUrl)]
    : [paragraph(copy.noLink)];
  const trackingText = update.trackingUrl ? [`${copy.follow}: ${update.trackingUrl}`] : [copy.noLink];
  return message(branding, update, "order_shipped", subject, [lead, copy.tracking(update.trackingNumber)], {
    html: [...trackingHtml, paragraph(copy.cod)],
    text: [...trackingText, copy.cod],
  });
}

export function renderOrderCancelled(branding: MailBranding, update: CancelledUpdate): MailMessage {
  const copy = COPY[update.language];
  const creditBack = update.storeCreditBackRonMinor ?? 0;
  const credit = creditBack > 0 ? [copy.creditBack(money({ amountMinor: creditBack, currencyCode: "RON" }))] : [];
  return message(branding, update, "order_cancelled", copy.cancelledSubject(update.orderNumber, branding.brandName), [
    copy.cancelledLead(update.orderNumber),
    ...(update.refund ? [moneyBackSentence(update.language, update.refund)] : credit.length > 0 ? [] : [copy.nothingPaid]),
    ...credit,
  ]);
}

export function renderOrderRefunded(branding: MailBranding, update: RefundedUpdate): MailMessage {
  const copy = COPY[update.language];
  const amount = money(update.refund);
  return message(branding, update, "order_refunded", copy.refundedSubject(update.orderNumber, branding.brandName), [
    copy.refundedLead(update.orderNumber, amount, update.whole),
    moneyBackSentence(update.language, update.refund),
  ]);
}
