import { fractionDigits, SHOP_CURRENCY } from "./currency.ts";
import { divideRounded, type Money } from "./money.ts";

/**
 * Rates are integers: micro-units of a currency that one unit of the shop's currency buys, so
 * 1 RON = 0.2010 EUR is stored as 201_000. Six decimals are finer than any published RON rate.
 */
export const RATE_SCALE = 1_000_000;

/** Micro-units per RON, by currency code; the shop's own currency needs no entry. */
export type ExchangeRates = ReadonlyMap<string, number>;

export class MissingExchangeRateError extends Error {
  override name = "MissingExchangeRateError";
  constructor(currencyCode: string) {
    super(`No exchange rate for ${currencyCode}`);
  }
}

export function unitsPerRonMicros(rates: ExchangeRates, currencyCode: string): number | undefined {
  return currencyCode === SHOP_CURRENCY ? RATE_SCALE : rates.get(currencyCode);
}

export function hasExchangeRate(rates: ExchangeRates, currencyCode: string): boolean {
  return unitsPerRonMicros(rates, currencyCode) !== undefined;
}

function rateOf(rates: ExchangeRates, currencyCode: string): bigint {
  const micros = unitsPerRonMicros(rates, currencyCode);
  if (micros === undefined) throw new MissingExchangeRateError(currencyCode);
  if (!Number.isSafeInteger(micros) || micros <= 0) throw new RangeError(`Exchange rate for ${currencyCode} must be a positive integer`);
  return BigInt(micros);
}

/**
 * One exact rational step and one rounding, half away from zero, to the target currency's digits
 * (none for JPY): amount × rate(to) × 10^digits(to) ÷ (rate(from) × 10^digits(from)). Going through
 * RON in two rounded steps would lose a minor unit now and then.
 */
export function convertMoney(money: Money, toCurrency: string, rates: ExchangeRates): Money {
  if (!Number.isSafeInteger(money.amountMinor)) throw new RangeError(`Minor units must be a safe integer, got ${money.amountMinor}`);
  if (money.currencyCode === toCurrency) return money;
  const numerator = BigInt(money.amountMinor) * rateOf(rates, toCurrency) * 10n ** BigInt(fractionDigits(toCurrency));
  const denominator = rateOf(rates, money.currencyCode) * 10n ** BigInt(fractionDigits(money.currencyCode));
  const converted = divideRounded(numerator, denominator);
  if (converted > BigInt(Number.MAX_SAFE_INTEGER) || converted < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`Amount out of range: ${converted}`);
  }
  // Number(-0n) is 0, so a tiny negative amount never becomes negative zero.
  return { amountMinor: Number(converted), currencyCode: toCurrency };
}
