/**
 * What a shopper is told after adding a product to their parcel from the thank-you page or the order's page (issue 68
 * item 3, decisions 0158 and 0164): what was added at what price, and what they now pay the courier, or which saved
 * card was charged for it (its own invoice follows in its own email).
 * In the order's language, written to the outbox in the transaction that handles the addition's event.
 */
import { formatPrice } from "#domain/format-price";
import type { Language } from "#domain/locale";
import { toDecimalString } from "#domain/money";
import { noticeTemplate } from "./layout.ts";
import { HELLO } from "./wording.ts";

export interface ParcelAdditionNotice {
  to: string;
  language: Language;
  firstName: string;
  /** As the shopper sees it, e.g. `#1001`. */
  orderNumber: string;
  /** The product and variant as the shop names them ("Simplix – O sticlă"). */
  item: string;
  /** The added line's price, in the order's currency. */
  priceMinor: number;
  /** How it is paid: what the courier collects now, or the saved card charged ("Visa •••• 4242"). */
  paid: { kind: "cash_on_delivery"; amountMinor: number } | { kind: "card"; card: string };
  currencyCode: string;
  /** The shopper's page of the order. */
  orderUrl: string;
}

const COPY = {
  ro: {
    hello: HELLO.ro,
    subject: (item: string, number: string, brand: string) => `Am adăugat ${item} în coletul comenzii ${number} – ${brand}`,
    added: (item: string, price: string, number: string) => `Am adăugat ${item} (${price}) în coletul comenzii tale ${number}.`,
    pay: (amount: string) => `La livrare plătești curierului ${amount} în total. Factura va cuprinde și acest produs.`,
    charged: (amount: string, card: string) =>
      `Am încasat ${amount} de pe cardul tău ${card}. Factura pentru acest produs îți vine într-un e-mail separat.`,
    action: "Vezi comanda",
    smallPrint: "Dacă nu tu ai adăugat produsul sau te-ai răzgândit, răspunde la acest e-mail înainte să plece coletul.",
  },
  en: {
    hello: HELLO.en,
    subject: (item: string, number: string, brand: string) => `We added ${item} to the parcel of order ${number} – ${brand}`,
    added: (item: string, price: string, number: string) => `We added ${item} (${price}) to the parcel of your order ${number}.`,
    pay: (amount: string) => `On delivery, you pay the courier ${amount} in total. The invoice will include this product too.`,
    charged: (amount: string, card: string) =>
      `We charged ${amount} to your card ${card}. The invoice for this product follows in a separate email.`,
    action: "View your order",
    smallPrint: "If you did not add it, or have changed your mind, reply to this email before the parcel leaves.",
  },
} satisfies Record<Language, unknown>;

export const renderParcelAddition = noticeTemplate("order_parcel_added", COPY, (copy, notice: ParcelAdditionNotice, branding) => {
  const money = (amountMinor: number) => formatPrice(toDecimalString(amountMinor, notice.currencyCode), notice.currencyCode);
  return {
    subject: copy.subject(notice.item, notice.orderNumber, branding.brandName),
    greeting: copy.hello(notice.firstName),
    sentences: [
      copy.added(notice.item, money(notice.priceMinor), notice.orderNumber),
      notice.paid.kind === "card" ? copy.charged(money(notice.priceMinor), notice.paid.card) : copy.pay(money(notice.paid.amountMinor)),
    ],
    url: notice.orderUrl,
  };
});
