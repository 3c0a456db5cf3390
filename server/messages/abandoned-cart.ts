/** The texts of `POST /api/checkout/abandoned-cart`, in the shopper's language (Romanian "tu"), each naming its field. */
import type { z } from "zod";
import type { Language } from "#domain/locale";
import { MAX_RESTORED_LINES } from "#domain/cart-restore";
import { MAX_QUANTITY } from "#domain/product-rules";
import { romanianCount } from "#domain/romanian-count";
import { emailFieldRefusal } from "#server/messages/request";

interface AbandonedCartMessages {
  checkoutId: string;
  lines: string;
  variant: (line: number) => string;
  variantUnknown: (line: number) => string;
  quantity: (line: number) => string;
  purchase: (line: number) => string;
  shipping: string;
  marketing: string;
  language: string;
  /** Too many checkouts started from one client: `minutes` until it may start another. */
  tooManyCheckouts: (minutes: number) => string;
}

export const ABANDONED_CART_MESSAGES: Record<Language, AbandonedCartMessages> = {
  ro: {
    checkoutId: "Câmpul „checkoutId” trebuie să fie identificatorul aleator al comenzii începute (16–64 de litere, cifre sau cratime).",
    lines: `Câmpul „lines” trebuie să aibă între 1 și ${MAX_RESTORED_LINES} produse.`,
    variant: (line) => `Câmpul „lines.${line}.variantId” trebuie să fie varianta produsului (gid://shopify/ProductVariant/…).`,
    variantUnknown: (line) => `Produsul din câmpul „lines.${line}.variantId” nu mai este de vânzare.`,
    quantity: (line) => `Câmpul „lines.${line}.quantity” trebuie să fie un număr întreg între 1 și ${MAX_QUANTITY}.`,
    purchase: (line) => `Câmpul „lines.${line}.purchase” trebuie să fie once, monthly sau quarterly.`,
    shipping: "Câmpul „shippingServiceId” trebuie să fie serviciul de livrare ales (litere, cifre, cratime).",
    marketing: "Câmpul „acceptsMarketing” trebuie să fie true sau false.",
    language: "Câmpul „language” trebuie să fie ro sau en.",
    tooManyCheckouts: (minutes) =>
      `Prea multe comenzi începute de la această conexiune. Încearcă din nou peste ${minutes === 1 ? "un minut" : romanianCount(minutes, "minute")}.`,
  },
  en: {
    checkoutId: 'The field "checkoutId" must be the started checkout\'s random id (16–64 letters, digits or hyphens).',
    lines: `The field "lines" must hold from 1 to ${MAX_RESTORED_LINES} products.`,
    variant: (line) => `The field "lines.${line}.variantId" must be the product's option (gid://shopify/ProductVariant/…).`,
    variantUnknown: (line) => `The product in the field "lines.${line}.variantId" is no longer for sale.`,
    quantity: (line) => `The field "lines.${line}.quantity" must be a whole number from 1 to ${MAX_QUANTITY}.`,
    purchase: (line) => `The field "lines.${line}.purchase" must be once, monthly or quarterly.`,
    shipping: 'The field "shippingServiceId" must be the delivery service chosen (letters, digits, hyphens).',
    marketing: 'The field "acceptsMarketing" must be true or false.',
    language: 'The field "language" must be ro or en.',
    tooManyCheckouts: (minutes) =>
      `Too many checkouts started from this connection. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
  },
};

/** The 400 text for the first problem of a snapshot's body. */
export function describeAbandonedCartBodyIssue(language: Language, field: string, issue: z.core.$ZodIssue, missing: boolean): string {
  const messages = ABANDONED_CART_MESSAGES[language];
  if (field === "email") return emailFieldRefusal(language, issue, missing);
  const line = /^lines\.(\d+)\.(variantId|quantity|purchase)$/.exec(field);
  if (line) {
    const index = Number(line[1]);
    return line[2] === "variantId" ? messages.variant(index) : line[2] === "quantity" ? messages.quantity(index) : messages.purchase(index);
  }
  if (field.startsWith("lines")) return messages.lines;
  if (field === "shippingServiceId") return messages.shipping;
  if (field === "acceptsMarketing") return messages.marketing;
  if (field === "language") return messages.language;
  return messages.checkoutId;
}
