import { CURRENCY_COOKIE, isSupportedCurrency, type CurrencyCode } from "#domain/currency";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readStoredCurrency(storageKey: string): CurrencyCode | undefined {
  try {
    const stored = localStorage.getItem(storageKey);
    return stored !== null && isSupportedCurrency(stored) ? stored : undefined;
  } catch {
    // Storage can be disabled (private mode, policies): there is simply no stored preference.
    return undefined;
  }
}

export function storeCurrency(storageKey: string, currency: CurrencyCode): void {
  try {
    localStorage.setItem(storageKey, currency);
  } catch {
    // Without storage the cookie below still carries the choice for this browser.
  }
}

/** The server prices pages from this cookie, so every currency the browser uses is mirrored into it. */
export function mirrorCurrencyCookie(currency: CurrencyCode): void {
  document.cookie = `${CURRENCY_COOKIE}=${currency}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
