/**
 * Prices an order from the database: every unit price is read from the catalogue (whatever the
 * browser believed), converted into the charged currency with the rates the catalogue is shown at,
 * and handed to the pure rules of `domain/pricing.ts`; a line asking more than is left in stock is refused
 * here already, though only the reservation (`stock.ts`) decides. Runs inside the caller's transaction when
 * given one, so an order is written at the prices it was checked against.
 */
import { convertMoney, hasExchangeRate, RATE_SCALE, unitsPerRonMicros, type ExchangeRates } from "#domain/currency-conversion";
import type { DiscountedLine, DiscountOffer } from "./discounts.ts";
import { isSupportedCurrency, SHOP_CURRENCY, type CurrencyCode } from "#domain/currency";
import type { Language } from "#domain/locale";
import type { Money } from "#domain/money";
import { MAX_SUBSCRIPTION_LINES, priceOrder, type FreeShippingReason, type OrderAmounts, type PricingDiscount } from "#domain/pricing";
import { isSubscriptionVariant, subscriptionType } from "#domain/product-rules";
import { displayShippingTerms, type ShippingTerms } from "#domain/shipping";
import type { Database } from "#server/db/client";
import type { Locale } from "#server/commerce/shared/locale";
import type { MetafieldMap } from "#server/commerce/shared/metafields";

export interface RequestedLine {
  variantId: number;
  quantity: number;
}

/** Why a line cannot be bought; `index` is its place in the request. */
export type LineProblem =
  | { index: number; reason: "unknown_variant" | "unavailable" | "duplicate" | "subscription_limit" }
  /** Fewer units left than asked for (`available` may be 0); `item` names the line in the order's language. */
  | { index: number; reason: "out_of_stock"; available: number; item: string };

export class LinePricingError extends Error {
  override name = "LinePricingError";
  constructor(readonly problems: readonly LineProblem[]) {
    super(`Lines cannot be priced: ${problems.map((problem) => `#${problem.index} ${problem.reason}`).join(", ")}`);
  }
}

export interface PricedLine {
  variantId: number;
  productId: number;
  sku: string;
  productHandle: string;
  /** In the order's language. */
  title: string;
  variantTitle: string;
  quantity: number;
  unitPriceMinor: number;
  totalMinor: number;
  unitPriceRonMinor: number;
  totalRonMinor: number;
  /** The line's share of the discount, in the charged currency and in lei (0 where the code does not apply). */
  discountMinor: number;
  discountRonMinor: number;
  isSubscription: boolean;
  subscriptionInterval: "monthly" | "quarterly" | null;
  /** The variant's stock is counted, so placing the order takes the units from it. */
  stockTracked: boolean;
}

export interface PricedOrder {
  currencyCode: CurrencyCode;
  /** The rate the order was priced at (RATE_SCALE for RON). */
  unitsPerRonMicros: number;
  vatRatePercent: number;
  discount: DiscountOffer | null;
  lines: PricedLine[];
  charged: OrderAmounts;
  ron: OrderAmounts;
  freeShipping: FreeShippingReason | null;
  /** The free-shipping threshold in the charged currency, for "x more for free shipping". */
  freeShippingFrom: Money;
  /** What the amounts were computed from, so a discount decided later re-prices without reading again. */
  basis: { shippingCountry: string | undefined; terms: ShippingTerms; ronTerms: ShippingTerms };
}

/** The currency an order is charged in, with the rates read for it (before any transaction: the rates cache reads outside it). */
export interface ChargeCurrency {
  currencyCode: CurrencyCode;
  rates: ExchangeRates;
}

export interface PriceOrderInput {
  lines: readonly RequestedLine[];
  currency: ChargeCurrency;
  discount: DiscountOffer | null;
  shippingCountry: string | undefined;
  language: Language;
}

export interface OrderPricingService {
  /** The currency an order is charged in: the one asked for when the store has its rate, else RON. */
  chargeCurrency(requested: string | undefined): Promise<ChargeCurrency>;
  price(input: PriceOrderInput, tx?: Database): Promise<PricedOrder>;
}

/** What pricing reads of the catalogue; the platform hands it the catalogue module's own. */
export interface SaleCatalog {
  variantsForSale(
    variantIds: readonly number[],
    locale: Locale,
    tx?: Database,
  ): Promise<
    Map<
      number,
      {
        product: { id: number; handle: string; title: string };
        variant: {
          id: number;
          sku: string;
          title: string;
          availableForSale: boolean;
          quantityAvailable: number | null;
          priceMinor: number;
          currencyCode: string;
        };
        metafields: MetafieldMap;
      }
    >
  >;
}

/** The display-currency rates prices are converted with, the same ones the storefront shows. */
export interface PricingRates {
  current(): Promise<ExchangeRates>;
}

export interface OrderPricingOptions {
  db: Database;
  catalog: SaleCatalog;
  exchangeRates: PricingRates;
  vatRatePercent: number;
  /** The owner's shipping terms in lei, read in the pricing's transaction, so every order prices with the current ones. */
  shippingTerms: (tx: Database) => Promise<ShippingTerms>;
}

/** A line as the shopper reads it: "Papillex – 3-Pack", or the product alone for its only variant. */
export function lineItemName(line: Pick<PricedLine, "title" | "variantTitle">): string {
  return line.variantTitle ? `${line.title} – ${line.variantTitle}` : line.title;
}

/** Why a variant cannot be sold in this quantity now, if it cannot. */
function saleProblem(
  index: number,
  quantity: number,
  variant: { availableForSale: boolean; quantityAvailable: number | null },
  item: string,
): LineProblem | null {
  const left = variant.quantityAvailable;
  // A variant at 0 is off sale too, and "sold out" tells the shopper more than "unavailable".
  if (!variant.availableForSale)
    return left === 0 ? { index, reason: "out_of_stock", available: 0, item } : { index, reason: "unavailable" };
  return left !== null && quantity > left ? { index, reason: "out_of_stock", available: left, item } : null;
}

/** Metafields of namespace `custom` by key, as the purchase rules read them. */
export function customMetafields(
  map: ReadonlyMap<string, { namespace: string; key: string; value: string }> | undefined,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of map?.values() ?? []) if (field.namespace === "custom") values[field.key] = field.value;
  return values;
}

export function createOrderPricing({
  db,
  catalog,
  exchangeRates,
  vatRatePercent,
  shippingTerms,
}: OrderPricingOptions): OrderPricingService {
  return {
    async chargeCurrency(requested) {
      const rates = await exchangeRates.current();
      const code = requested?.trim().toUpperCase();
      const currencyCode = code && isSupportedCurrency(code) && hasExchangeRate(rates, code) ? code : SHOP_CURRENCY;
      return { currencyCode, rates };
    },

    async price({ lines, currency, discount, shippingCountry, language }, tx = db) {
      const { currencyCode, rates } = currency;
      if (!hasExchangeRate(rates, currencyCode)) throw new Error(`No exchange rate for ${currencyCode}`);
      const toCharged = (amountMinor: number) => convertMoney({ amountMinor, currencyCode: SHOP_CURRENCY }, currencyCode, rates);

      const forSale = await catalog.variantsForSale(
        lines.map((line) => line.variantId),
        language,
        tx,
      );

      const problems: LineProblem[] = [];
      const seen = new Set<number>();
      let subscriptions = 0;
      const priced: Omit<PricedLine, "totalMinor" | "totalRonMinor" | "discountMinor" | "discountRonMinor">[] = [];
      lines.forEach((line, index) => {
        const found = forSale.get(line.variantId);
        if (!found) return void problems.push({ index, reason: "unknown_variant" });
        const { product, variant } = found;
        if (seen.has(variant.id)) return void problems.push({ index, reason: "duplicate" });
        seen.add(variant.id);
        const variantTitle = variant.title === "Default Title" ? "" : variant.title;
        const unsold = saleProblem(index, line.quantity, variant, lineItemName({ title: product.title, variantTitle }));
        if (unsold) return void problems.push(unsold);
        // Prices are stored in lei; a row in another currency would be a catalogue error, not a price.
        if (variant.currencyCode.trim() !== SHOP_CURRENCY) throw new Error(`Variant ${variant.id} is priced in ${variant.currencyCode}`);
        const facts = { title: variant.title, metafields: customMetafields(found.metafields) };
        const isSubscription = isSubscriptionVariant(facts);
        if (isSubscription && ++subscriptions > MAX_SUBSCRIPTION_LINES) return void problems.push({ index, reason: "subscription_limit" });
        priced.push({
          variantId: variant.id,
          productId: product.id,
          sku: variant.sku,
          productHandle: product.handle,
          title: product.title,
          variantTitle,
          quantity: line.quantity,
          unitPriceMinor: toCharged(variant.priceMinor).amountMinor,
          unitPriceRonMinor: variant.priceMinor,
          isSubscription,
          subscriptionInterval: subscriptionType(facts) ?? null,
          stockTracked: variant.quantityAvailable !== null,
        });
      });
      if (problems.length > 0) throw new LinePricingError(problems);

      const ronTerms = await shippingTerms(tx);
      const terms = await displayShippingTerms(toCharged, ronTerms);
      const unpriced: PricedOrder = {
        currencyCode,
        unitsPerRonMicros: unitsPerRonMicros(rates, currencyCode) ?? RATE_SCALE,
        vatRatePercent,
        discount: null,
        lines: priced.map((line) => ({ ...line, totalMinor: 0, totalRonMinor: 0, discountMinor: 0, discountRonMinor: 0 })),
        charged: ZERO_AMOUNTS,
        ron: ZERO_AMOUNTS,
        freeShipping: null,
        freeShippingFrom: { amountMinor: terms.freeFromMinor, currencyCode },
        basis: { shippingCountry, terms, ronTerms },
      };
      return withDiscount(unpriced, discount);
    },
  };
}

const ZERO_AMOUNTS: OrderAmounts = { subtotalMinor: 0, discountMinor: 0, shippingMinor: 0, taxMinor: 0, totalMinor: 0 };

/** The lines as a code's conditions read them (products and totals in lei before the discount). */
export function discountedLines(order: PricedOrder): DiscountedLine[] {
  return order.lines.map((line) => ({ productId: line.productId, totalRonMinor: line.unitPriceRonMinor * line.quantity }));
}

/** The offer in the order's two currencies: a fixed amount in lei converted at the rate the order is priced at. */
function pricingDiscount(order: PricedOrder, offer: DiscountOffer): PricingDiscount {
  if (offer.kind === "percent") return { kind: "percent", percent: offer.percent ?? 0 };
  const amountRonMinor = offer.amountRonMinor ?? 0;
  const rates = new Map([
    [SHOP_CURRENCY, RATE_SCALE],
    [order.currencyCode, order.unitsPerRonMicros],
  ]);
  const amountMinor = convertMoney({ amountMinor: amountRonMinor, currencyCode: SHOP_CURRENCY }, order.currencyCode, rates).amountMinor;
  return { kind: "fixed", amountMinor, amountRonMinor };
}

/** The same lines priced with this discount (or none): the amounts, line totals and shipping decision again. */
export function withDiscount(order: PricedOrder, offer: DiscountOffer | null): PricedOrder {
  const pricing = priceOrder({
    lines: order.lines.map((line) => ({ ...line, discountEligible: offer?.productIds?.includes(line.productId) ?? true })),
    discount: offer ? pricingDiscount(order, offer) : null,
    shippingCountry: order.basis.shippingCountry,
    vatRatePercent: order.vatRatePercent,
    terms: order.basis.terms,
    ronTerms: order.basis.ronTerms,
  });
  return {
    ...order,
    discount: offer,
    lines: order.lines.map((line, index) => ({ ...line, ...pricing.lineTotals[index]! })),
    charged: pricing.charged,
    ron: pricing.ron,
    freeShipping: pricing.freeShipping,
  };
}
