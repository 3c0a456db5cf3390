import { fractionDigits, isSupportedCurrency, type CurrencyCode } from "./currency.ts";
import { isDecimalString, toDecimalString, type Money } from "./money.ts";

/**
 * How each display currency is written in its locale (`CURRENCY_LOCALE`), as Intl writes it: the symbol's place and the
 * marks. Written out rather than asked of Intl because a browser loads its number-formatting data the first time a
 * page builds an `Intl.NumberFormat`: about 100 ms of a phone's main thread in one task, inside the first render that
 * shows a price (issue 45 item 6). A test holds every pattern to Intl's own output.
 */
interface CurrencyPattern {
  prefix: string;
  suffix: string;
  group: string;
  decimal: string;
}

const NBSP = "\u00A0";
const dollarLike = (symbol: string): CurrencyPattern => ({ prefix: symbol, suffix: "", group: ",", decimal: "." });

const CURRENCY_PATTERNS: Readonly<Record<CurrencyCode, CurrencyPattern>> = {
  USD: dollarLike("$"),
  CAD: dollarLike("$"),
  AUD: dollarLike("$"),
  GBP: dollarLike("£"),
  // ja-JP writes the yen as the fullwidth ￥ (U+FFE5), which the store's Latin fonts lack: it falls back to a CJK
  // font, or to an empty box where none is installed. U+00A5 is the same sign in every font.
  JPY: dollarLike("\u00A5"),
  EUR: { prefix: "", suffix: `${NBSP}€`, group: ".", decimal: "," },
  RON: { prefix: "", suffix: `${NBSP}RON`, group: ".", decimal: "," },
};

const PLAIN_DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * A number with its locale's marks, rounded to `digits` places half away from zero as Intl rounds: the whole part
 * grouped by thousands, then the decimal mark and the fraction. Null past plain notation ("1e21").
 */
export function writeDecimal(amount: number | string, digits: number, marks: { group: string; decimal: string }): string | null {
  // A number's shortest decimal spelling is what Intl rounds too (1.005 → 1.01), and -0 keeps its sign there.
  const match = PLAIN_DECIMAL.exec(typeof amount === "number" ? (Object.is(amount, -0) ? "-0" : String(amount)) : amount.trim());
  if (!match) return null;
  const [, sign, whole = "", fraction = ""] = match;
  const scaled = BigInt(whole + fraction.slice(0, digits).padEnd(digits, "0")) + ((fraction[digits] ?? "0") >= "5" ? 1n : 0n);
  const written = scaled.toString().padStart(digits + 1, "0");
  const wholePart = written.slice(0, written.length - digits).replace(/\B(?=(\d{3})+$)/g, marks.group);
  return `${sign === "-" ? "-" : ""}${wholePart}${digits > 0 ? marks.decimal + written.slice(-digits) : ""}`;
}

// Building a NumberFormat costs far more than formatting with one. Only well-formed codes outside the display
// currencies get here, so the cache stays small.
const otherCurrencyFormatters = new Map<string, Intl.NumberFormat>();

function otherCurrencyFormatter(code: string): Intl.NumberFormat {
  let formatter = otherCurrencyFormatters.get(code);
  if (formatter === undefined) {
    const digits = fractionDigits(code);
    formatter = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    otherCurrencyFormatters.set(code, formatter);
  }
  return formatter;
}

// Strings go to Intl unconverted: it formats them as exact decimals, where a float would not be.
function toFormattable(amount: number | string): number | Intl.StringNumericLiteral | undefined {
  if (typeof amount === "number") return Number.isFinite(amount) ? amount : undefined;
  return isDecimalString(amount) ? (amount.trim() as Intl.StringNumericLiteral) : undefined;
}

function displayCurrencyPrice(value: number | string, code: CurrencyCode): string | null {
  const pattern = CURRENCY_PATTERNS[code];
  const written = writeDecimal(value, fractionDigits(code), pattern);
  // The minus goes before the symbol: "-$1.50", "-1,50 RON".
  return written === null ? null : written.replace(/^-?/, (minus) => minus + pattern.prefix) + pattern.suffix;
}

// A price that cannot be formatted still has to say something on the page (spec §8).
export function formatPrice(amount: number | string, currencyCode: string): string {
  const value = toFormattable(amount);
  if (value === undefined) return `${currencyCode} ${amount}`;
  const code = currencyCode.toUpperCase();
  try {
    // Exponent notation (a float past 1e21 or below 1e-6) is left to Intl.
    const shown = isSupportedCurrency(code) ? displayCurrencyPrice(value, code) : null;
    return shown ?? otherCurrencyFormatter(code).format(value);
  } catch {
    return `${currencyCode} ${amount}`;
  }
}

export function formatMoney(money: Money): string {
  return formatPrice(toDecimalString(money.amountMinor, money.currencyCode), money.currencyCode);
}
