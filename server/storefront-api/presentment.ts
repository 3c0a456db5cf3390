/**
 * The presentment currency of a request: `@inContext(country:)` picks it through the spec's region
 * table, any other country (or none) sees the shop's RON. Catalogue prices are stored in RON and
 * converted here, once per price, against the rates snapshot loaded for the request.
 */
import { currencyForRegion, SHOP_CURRENCY, type CurrencyCode } from "#domain/currency";
import { convertMoney, hasExchangeRate, type ExchangeRates } from "#domain/currency-conversion";
import type { Money } from "#domain/money";

export interface Presentment {
  currencyCode: CurrencyCode;
  /** A catalogue amount in the presentment currency. */
  money(amountMinor: number, currencyCode: string): Money;
}

export function presentmentCurrency(country: string | undefined): CurrencyCode {
  return currencyForRegion(country) ?? SHOP_CURRENCY;
}

const asStored: Presentment = {
  currencyCode: SHOP_CURRENCY,
  money: (amountMinor, currencyCode) => ({ amountMinor, currencyCode }),
};

/**
 * Needs the rates only for a currency other than the shop's, so a RON request never waits on them.
 * A currency whose rate is missing from the table is shown in RON: a price must never be labelled
 * with a currency it was not converted into.
 */
export async function createPresentment(currency: CurrencyCode, loadRates: () => Promise<ExchangeRates>): Promise<Presentment> {
  if (currency === SHOP_CURRENCY) return asStored;
  const rates = await loadRates();
  if (!hasExchangeRate(rates, currency)) return asStored;
  return {
    currencyCode: currency,
    money: (amountMinor, currencyCode) => convertMoney({ amountMinor, currencyCode }, currency, rates),
  };
}
