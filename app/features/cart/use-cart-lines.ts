import { createContext, useContext, useEffect, useState } from "react";
import type { CartItem } from "#domain/cart";
import type { CurrencyCode } from "#domain/currency";
import type { Language } from "#domain/locale";
import { savingsPercent, toDecimalString, toMinorUnits, type Money } from "#domain/money";
import { isSubscriptionVariant, purchaseCounterpart, subscriptionType, type VariantFacts } from "#domain/purchase-kinds";
import { useCurrency } from "#app/features/currency/CurrencyProvider.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { usePublicConfig } from "#app/lib/use-public-config.ts";
import { useCart } from "./cart-context.tsx";
import { fetchLineQuotes, type LineQuotes, type VariantQuote } from "./line-quotes.ts";

/** A cart line as shown: the catalogue's current name and price once known, else what was stored. */
export interface CartLine {
  item: CartItem;
  name: string;
  /** In the cart's currency; null while it is being asked for, or when the shop no longer sells it. */
  unitPrice: Money | null;
  /** False when the shop no longer has the variant or it is not for sale: it counts in no total. */
  purchasable: boolean;
  /** The line bought the other way (its subscribe switch), when the product sells it and it is priced. */
  otherPurchase: OtherPurchase | null;
}

/** A subscription instead of a one-off purchase of as many bottles, or the one-off purchase instead of a subscription. */
export interface OtherPurchase {
  item: Omit<CartItem, "quantity">;
  /** What one unit of the subscription, this line's or the other, costs each delivery. */
  subscriptionUnitPrice: Money;
  /** How much less a subscription's delivery costs than the one-off purchase, in whole percent; 0 when not less. */
  savingsPercent: number;
  /** How often the subscription, this line's or the other, ships. */
  cadence: "monthly" | "quarterly";
}

export interface CartLines {
  lines: CartLine[];
  /** The one currency every shown price and total is in. */
  currencyCode: string;
  /** `pricing`: some line waits for its price in this currency; `failed`: that price could not be had. */
  status: "ready" | "pricing" | "failed";
  retry: () => void;
}

/**
 * The quotes the server read for the lines it drew from the cart cookie (decision 0183), in the language and display
 * currency it drew them in: the cart's first render is priced with them, switches included, and they are not asked for
 * again.
 */
export interface KnownQuotes {
  language: Language;
  currency: CurrencyCode;
  quotes: ReadonlyArray<readonly [variantId: string, quote: VariantQuote]>;
}

export const KnownQuotesContext = createContext<KnownQuotes | null>(null);

/** A product's quotes are asked for once per language and currency, and kept this long. */
const QUOTE_TTL_MS = 5 * 60_000;

const quoteCache = new Map<string, { quotes: Promise<LineQuotes>; at: number }>();

function cacheKey(language: Language, currency: CurrencyCode, handle: string): string {
  return `${language}|${currency}|${handle}`;
}

/** Quotes for `handles`, asking in one request for those not already asked for; a failure is forgotten so a retry asks again. */
function quotesFor(handles: readonly string[], currency: CurrencyCode, language: Language, token: string): Promise<LineQuotes> {
  const now = Date.now();
  const missing = handles.filter((handle) => {
    const cached = quoteCache.get(cacheKey(language, currency, handle));
    return cached === undefined || now - cached.at > QUOTE_TTL_MS;
  });
  if (missing.length > 0) {
    const batch = fetchLineQuotes({ handles: missing, currency, language, token });
    for (const handle of missing) quoteCache.set(cacheKey(language, currency, handle), { quotes: batch, at: now });
    batch.catch(() => {
      for (const handle of missing) {
        const key = cacheKey(language, currency, handle);
        if (quoteCache.get(key)?.quotes === batch) quoteCache.delete(key);
      }
    });
  }
  return Promise.all(handles.map((handle) => quoteCache.get(cacheKey(language, currency, handle))!.quotes)).then(
    (answers) => new Map(answers.flatMap((answer) => [...answer])),
  );
}

/** The variant, among the line's product's variants on sale at a price in `currencyCode`, that buys the line the other way. */
function otherPurchaseOf(item: CartItem, quote: VariantQuote, quotes: LineQuotes, currencyCode: string): OtherPurchase | null {
  const facts = (variant: VariantQuote): VariantFacts => ({ title: variant.variantTitle, metafields: variant.metafields });
  const siblings = [...quotes]
    .filter(
      ([, other]) => other.productHandle === quote.productHandle && other.availableForSale && other.price.currencyCode === currencyCode,
    )
    .map(([id, other]) => ({ id, quote: other, ...facts(other) }));
  const other = purchaseCounterpart(facts(quote), siblings);
  if (!other) return null;
  const becomesSubscription = isSubscriptionVariant(other);
  const [oneOff, subscription] = becomesSubscription ? [quote, other.quote] : [other.quote, quote];
  return {
    item: {
      id: other.id,
      name: `${quote.productTitle} - ${other.title}`,
      image: item.image,
      price: Number(toDecimalString(other.quote.price.amountMinor, currencyCode)),
      currencyCode,
      handle: item.handle,
      variant: other.title,
      isSubscription: becomesSubscription,
      subscriptionType: subscriptionType(other),
    },
    subscriptionUnitPrice: subscription.price,
    savingsPercent: savingsPercent(subscription.price.amountMinor, oneOff.price.amountMinor),
    cadence: subscriptionType(facts(subscription)) ?? "monthly",
  };
}

/** The known quotes as an answer, when they are in this language and currency. */
function knownAnswer(known: KnownQuotes | null, language: Language, currency: CurrencyCode): (QuoteResult & { quotes: LineQuotes }) | null {
  if (known === null || known.language !== language || known.currency !== currency || known.quotes.length === 0) return null;
  return { language, currency, handles: new Set(known.quotes.map(([, quote]) => quote.productHandle)), quotes: new Map(known.quotes) };
}

/** An answer the server gave, remembered for its products not already asked for (in the browser only: the server keeps none). */
function remember({ language, currency, handles, quotes }: QuoteResult & { quotes: LineQuotes }): void {
  for (const handle of handles) {
    const key = cacheKey(language, currency, handle);
    if (!quoteCache.has(key)) quoteCache.set(key, { quotes: Promise.resolve(quotes), at: Date.now() });
  }
}

/** Only for tests: every test starts without remembered quotes. */
export function forgetLineQuotes(): void {
  quoteCache.clear();
}

interface QuoteResult {
  language: Language;
  currency: CurrencyCode;
  handles: ReadonlySet<string>;
  quotes: LineQuotes | null;
}

/**
 * The cart's lines in the page's language and display currency. A line keeps the price and currency
 * it was added in; shown in another currency it is priced again by the Storefront API — the same
 * conversion every other price on the page went through — rather than converted here, so the cart
 * shows what the product page shows. Until then (or if that fails) the line has no price and the
 * cart no totals: a subtotal never mixes two currencies.
 */
export function useCartLines(): CartLines {
  const { items } = useCart();
  const { currency } = useCurrency();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const token = usePublicConfig()?.storefrontToken;
  const known = useContext(KnownQuotesContext);
  const [result, setResult] = useState<QuoteResult | null>(() => knownAnswer(known, language, currency));
  const [attempt, setAttempt] = useState(0);
  const handles = [...new Set(items.map((item) => item.handle))].sort();
  const handlesKey = handles.join("\n");

  useEffect(() => {
    if (handlesKey === "" || token === undefined) return;
    const fromServer = knownAnswer(known, language, currency);
    if (fromServer) remember(fromServer);
    const asked = handlesKey.split("\n");
    let current = true;
    quotesFor(asked, currency, language, token).then(
      (quotes) => current && setResult({ language, currency, handles: new Set(asked), quotes }),
      () => current && setResult({ language, currency, handles: new Set(asked), quotes: null }),
    );
    return () => {
      current = false;
    };
  }, [handlesKey, currency, language, token, attempt, known]);

  const answer = result?.language === language && result.currency === currency ? result : null;
  const quotes = answer?.quotes ?? null;
  // The server answers in the shop's currency when it has no rate for the one asked; the cart follows it.
  const firstQuote = quotes?.values().next().value;
  const currencyCode = firstQuote?.price.currencyCode ?? currency;

  const lines = items.map((item): CartLine => {
    const quote = quotes?.get(item.id);
    if (quote) {
      const priced = quote.price.currencyCode === currencyCode;
      return {
        item,
        name: `${quote.productTitle} - ${quote.variantTitle}`,
        unitPrice: priced ? quote.price : null,
        purchasable: quote.availableForSale,
        otherPurchase: priced && quote.availableForSale ? otherPurchaseOf(item, quote, quotes!, currencyCode) : null,
      };
    }
    const gone = quotes !== null && answer?.handles.has(item.handle) === true;
    const stored = item.currencyCode === currencyCode ? { amountMinor: toMinorUnits(item.price, item.currencyCode), currencyCode } : null;
    return { item, name: item.name, unitPrice: gone ? null : stored, purchasable: !gone, otherPurchase: null };
  });

  const waiting = lines.some((line) => line.purchasable && line.unitPrice === null);
  const failed = answer !== null && answer.quotes === null;
  return {
    lines,
    currencyCode,
    status: waiting ? (failed ? "failed" : "pricing") : "ready",
    retry: () => setAttempt((count) => count + 1),
  };
}
