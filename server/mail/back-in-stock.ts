/**
 * The one notice a shopper asked for on a sold-out variant's page (issue 46 item 2, decision 0111): it is back, with a
 * button to the product, in the language they asked in. A service notice, not marketing: it says why it came and
 * that no other follows from that request.
 */
import type { Language } from "#domain/locale";
import { noticeTemplate } from "./layout.ts";

export interface BackInStockNotice {
  to: string;
  language: Language;
  /** The product and variant as the shop names them ("Papillex – 3-Pack"). */
  item: string;
  productUrl: string;
}

const COPY = {
  ro: {
    subject: (item: string) => `A revenit în stoc: ${item}`,
    greeting: "Bună,",
    what: (item: string) => `${item} este din nou în stoc. Ne-ai cerut să te anunțăm când revine, așa că îți scriem acum.`,
    hurry: "Avem un număr limitat de bucăți și îi anunțăm pe toți cei care au cerut, în ordinea cererilor.",
    action: "Vezi produsul",
    smallPrint:
      "Primești acest e-mail o singură dată, pentru că ai cerut pe pagina produsului să fii anunțat. Nu îți vom mai scrie pentru această cerere.",
  },
  en: {
    subject: (item: string) => `Back in stock: ${item}`,
    greeting: "Hello,",
    what: (item: string) => `${item} is back in stock. You asked us to tell you when it returned, so we are writing now.`,
    hurry: "We have a limited number and tell everyone who asked, in the order they asked.",
    action: "See the product",
    smallPrint:
      "You get this email once, because you asked on the product's page to be told. We will not write to you again about this request.",
  },
} satisfies Record<Language, unknown>;

export const renderBackInStock = noticeTemplate("back_in_stock", COPY, (copy, notice: BackInStockNotice) => ({
  subject: copy.subject(notice.item),
  greeting: copy.greeting,
  sentences: [copy.what(notice.item), copy.hurry],
  url: notice.productUrl,
}));
