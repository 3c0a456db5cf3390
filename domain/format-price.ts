import { CURRENCY_LOCALE, fractionDigits, isSupportedCurrency } from "./currency.ts";
import { isDecimalString, toDecimalString, type Money } from "./money.ts";

// Building a NumberFormat costs far more than formatting with one, and a product grid formats
// dozens of prices per render. Only well-formed codes get here, so the cache stays bounded.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currencyCode: string): Intl.NumberFormat {
  const code = currencyCode.toUpperCase();
  let formatter = formatters.get(code);
  if (formatter === undefined) {
    const digits = fractionDigits(code);
    formatter = new Intl.NumberFormat(isSupportedCurrency(code) ? CURRENCY_LOCALE[code] : "en-US", {
      style: "currency",
      currency: code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(code, formatter);
  }
  return formatter;
}

// Strings go to Intl unconverted: it formats them as exact decimals, where a float would not be.
function toFormattable(amount: number | string): number | Intl.StringNumericLiteral | undefined {
  if (typeof amount === "number") return Number.isFinite(amount) ? amount : undefined;
  return isDecimalString(amount) ? (amount.trim() as Intl.StringNumericLiteral) : undefined;
}

// ja-JP writes the yen as the fullwidth ￥ (U+FFE5), which the store's Latin fonts lack: it falls back
// to a CJK font, or to an empty box where none is installed. U+00A5 is the same sign in every font.
const FULLWIDTH_YEN = /\uFFE5/g;

// A price that cannot be formatted still has to say something on the page (spec §8).
export function formatPrice(amount: number | string, currencyCode: string): string {
  const value = toFormattable(amount);
  if (value === undefined) return `${currencyCode} ${amount}`;
  try {
    return formatterFor(currencyCode).format(value).replace(FULLWIDTH_YEN, "¥");
  } catch {
    return `${currencyCode} ${amount}`;
  }
}

export function formatMoney(money: Money): string {
  return formatPrice(toDecimalString(money.amountMinor, money.currencyCode), money.currencyCode);
}
