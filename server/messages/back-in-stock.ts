/** The texts of `POST /api/back-in-stock`, in the shopper's language (Romanian "tu"). */
import type { z } from "zod";
import type { Language } from "#domain/locale";
import { emailFieldRefusal } from "#server/messages/request";

interface BackInStockMessages {
  requested: (email: string) => string;
  alreadyWaiting: (email: string) => string;
  variantInvalid: string;
  variantUnknown: string;
  inStock: string;
  marketingInvalid: string;
}

export const BACK_IN_STOCK_MESSAGES: Record<Language, BackInStockMessages> = {
  ro: {
    requested: (email) => `Gata! Îți scriem o singură dată la ${email}, când varianta revine în stoc.`,
    alreadyWaiting: (email) =>
      `Ai cerut deja să fii anunțat pentru această variantă: cererea ta de la ${email} rămâne la rândul ei, o singură dată.`,
    variantInvalid: "Câmpul „variantId” trebuie să fie varianta produsului (gid://shopify/ProductVariant/…).",
    variantUnknown: "Nu am găsit varianta din câmpul „variantId”. Reîncarcă pagina produsului și încearcă din nou.",
    inStock: "Varianta din câmpul „variantId” este în stoc: o poți adăuga în coș chiar acum.",
    marketingInvalid: "Câmpul „acceptsMarketing” trebuie să fie true sau false.",
  },
  en: {
    requested: (email) => `Done! We will write once to ${email} when this option is back in stock.`,
    alreadyWaiting: (email) =>
      `You have already asked to be told about this option: your request from ${email} keeps its place in the queue, once.`,
    variantInvalid: 'The field "variantId" must be the product\'s option (gid://shopify/ProductVariant/…).',
    variantUnknown: 'We could not find the option in the field "variantId". Reload the product page and try again.',
    inStock: 'The option in the field "variantId" is in stock: you can add it to your cart right now.',
    marketingInvalid: 'The field "acceptsMarketing" must be true or false.',
  },
};

/** The 400 text for the first problem of a back-in-stock body. */
export function describeBackInStockBodyIssue(language: Language, field: string, issue: z.core.$ZodIssue, missing: boolean): string {
  const messages = BACK_IN_STOCK_MESSAGES[language];
  switch (field) {
    case "email":
      return emailFieldRefusal(language, issue, missing);
    case "acceptsMarketing":
      return messages.marketingInvalid;
    default:
      return messages.variantInvalid;
  }
}
