/**
 * What a shopper is told after adding a product to their cash-on-delivery parcel from the thank-you page or the
 * order's page (issue 68 item 3, decision 0158): what was added at what price, and what they now pay the courier.
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
  /** The added line's price and what the courier collects now, in the order's currency. */
  priceMinor: number;
  cashOnDeliveryMinor: number;
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
    action: "Vezi comanda",
    smallPrint: "Dacă nu tu ai adăugat produsul sau te-ai răzgândit, răspunde la acest e-mail înainte să plece coletul.",
  },
  en: {
    hello: HELLO.en,
    subject: (item: string, number: string, brand: string) => `We added ${item} to the parcel of order ${number} – ${brand}`,
    added: (item: string, price: string, number: string) => `We added ${item} (${price}) to the parcel of your order ${number}.`,
    pay: (amount: string) => `On delivery, you pay the courier ${amount} in total. The invoice will include this product too.`,
    action: "View your order",
    smallPrint: "If you did not add it, or have changed your mind, reply to this email before the parcel leaves.",
  },
} satisfies Record<Language, unknown>;

export const renderParcelAddition = noticeTemplate("order_parcel_added", COPY, (copy, notice: ParcelAdditionNotice, branding) => {
  const money = (amountMinor: number) => formatPrice(toDecimalString(amountMinor, notice.currencyCode), notice.currencyCode);
  return {
    subject: copy.subject(notice.item, notice.orderNumber, branding.brandName),
    greeting: copy.hello(notice.firstName),
    sentences: [copy.added(notice.item, money(notice.priceMinor), notice.orderNumber), copy.pay(money(notice.cashOnDeliveryMinor))],
    url: notice.orderUrl,
  };
});
