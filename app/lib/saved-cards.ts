import type { TFunction } from "#app/lib/i18n/translator.ts";
import type { AnswerOf } from "./api-contract-types.ts";

/**
 * The saved cards as `/api/account/payment-methods` answers them (docs/api.md), read off its contract: the provider
 * keeps the card itself; `brand` is its brand name (`visa`, `mastercard`, `amex`, … or `unknown`), and `subscriptions`
 * counts the customer's active subscriptions that renew with it.
 */
export type SavedCardsAnswer = AnswerOf<"/api/account/payment-methods", "GET">;

export type SavedCard = SavedCardsAnswer["paymentMethods"][number];

/** Stripe's brand codes as printed on the cards; any other is shown with a capital letter. */
const BRAND_NAMES: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  maestro: "Maestro",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
  eftpos_au: "eftpos",
  cartes_bancaires: "Cartes Bancaires",
};

export function cardBrandName(brand: string, t: TFunction): string {
  const known = BRAND_NAMES[brand.toLowerCase()];
  if (known) return known;
  if (brand === "" || brand.toLowerCase() === "unknown") return t("paymentMethods.unknownBrand");
  return brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** `12/2029`, as printed on the card; null when the provider gave no expiry. */
export function cardExpiry(card: Pick<SavedCard, "expMonth" | "expYear">): string | null {
  if (card.expMonth === null || card.expYear === null) return null;
  return `${String(card.expMonth).padStart(2, "0")}/${card.expYear}`;
}

/** How a card is named in sentences and button labels: 'Visa ending in 4242'. */
export function cardName(card: Pick<SavedCard, "brand" | "last4">, t: TFunction): string {
  return t("paymentMethods.cardName", { brand: cardBrandName(card.brand, t), last4: card.last4 });
}
