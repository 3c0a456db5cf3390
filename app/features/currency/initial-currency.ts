import { currencyFromLanguageTag, FALLBACK_CURRENCY, type CurrencyCode } from "#domain/currency";

export type CurrencySource = "stored" | "shop" | "browser" | "fallback";

export interface InitialCurrency {
  currency: CurrencyCode;
  source: CurrencySource;
}

/**
 * The spec's order (§4): the stored preference, else the shop's currency, else the browser's
 * language regions in preference order, else RON. A failed shop request is the expected way to
 * reach the browser step, so it is not reported.
 */
export async function resolveInitialCurrency({
  stored,
  fetchShopCurrency,
  languages,
}: {
  stored: CurrencyCode | undefined;
  fetchShopCurrency: () => Promise<CurrencyCode>;
  languages: readonly string[];
}): Promise<InitialCurrency> {
  if (stored !== undefined) return { currency: stored, source: "stored" };
  try {
    return { currency: await fetchShopCurrency(), source: "shop" };
  } catch {
    for (const tag of languages) {
      const detected = currencyFromLanguageTag(tag);
      if (detected !== undefined) return { currency: detected, source: "browser" };
    }
    return { currency: FALLBACK_CURRENCY, source: "fallback" };
  }
}
