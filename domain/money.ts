import { fractionDigits } from "./currency.ts";

// Integer minor units (bani, cents; yen for JPY) so that sums and quantities are exact.
export type Money = { amountMinor: number; currencyCode: string };

export class CurrencyMismatchError extends Error {
  override name = "CurrencyMismatchError";
  constructor(a: string, b: string) {
    super(`Cannot combine amounts in ${a} and ${b}`);
  }
}

// Plain decimal notation, optionally with an exponent because String(number) uses one for very
// small or very large values ("1e-7", "1e+21").
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

export function isDecimalString(value: string): boolean {
  const match = DECIMAL.exec(value.trim());
  return match !== null && `${match[2] ?? ""}${match[3] ?? ""}` !== "";
}

type Decimal = { coefficient: bigint; exponent: number };

function parseDecimal(input: string | number): Decimal {
  if (typeof input === "number" && !Number.isFinite(input)) {
    throw new RangeError(`Not a finite amount: ${input}`);
  }
  const text = String(input).trim();
  const match = DECIMAL.exec(text);
  const whole = match?.[2] ?? "";
  const fraction = match?.[3] ?? "";
  if (match === null || whole + fraction === "") throw new RangeError(`Not a decimal amount: "${text}"`);
  const digits = BigInt(whole + fraction);
  return {
    coefficient: match[1] === "-" ? -digits : digits,
    exponent: Number(match[4] ?? "0") - fraction.length,
  };
}

// Exact division with the commercial rounding rule: halves go away from zero, for refunds too.
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  let quotient = n / d;
  if ((n % d) * 2n >= d) quotient += 1n;
  return negative ? -quotient : quotient;
}

function toSafeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`Amount out of range: ${value}`);
  }
  // Number(-0n) is 0, so no negative zero leaks out of rounding "-0.001".
  return Number(value);
}

// The value coefficient × 10^exponent rounded to an integer. The bounds keep an absurd exponent
// ("1e999999999") from building a gigantic power of ten before the range check rejects it.
function roundScaled({ coefficient, exponent }: Decimal): number {
  if (coefficient === 0n) return 0;
  if (exponent >= 0) {
    if (exponent > 20) throw new RangeError("Amount out of range");
    return toSafeNumber(coefficient * 10n ** BigInt(exponent));
  }
  const magnitudeDigits = (coefficient < 0n ? -coefficient : coefficient).toString().length;
  if (-exponent > magnitudeDigits + 1) return 0;
  return toSafeNumber(divideRounded(coefficient, 10n ** BigInt(-exponent)));
}

function assertMinor(amountMinor: number): void {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`Minor units must be a safe integer, got ${amountMinor}`);
  }
}

export function toMinorUnits(decimal: string | number, currencyCode: string): number {
  const parsed = parseDecimal(decimal);
  return roundScaled({ ...parsed, exponent: parsed.exponent + fractionDigits(currencyCode) });
}

// The platform's Decimal scalar: always the currency's digits, "." as separator, no grouping.
export function toDecimalString(amountMinor: number, currencyCode: string): string {
  assertMinor(amountMinor);
  const digits = fractionDigits(currencyCode);
  const sign = amountMinor < 0 ? "-" : "";
  const magnitude = String(Math.abs(amountMinor));
  if (digits === 0) return sign + magnitude;
  const padded = magnitude.padStart(digits + 1, "0");
  return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}

function sameCurrency(a: Money, b: Money): void {
  if (a.currencyCode !== b.currencyCode) throw new CurrencyMismatchError(a.currencyCode, b.currencyCode);
}

export function addMoney(a: Money, b: Money): Money {
  sameCurrency(a, b);
  assertMinor(a.amountMinor);
  assertMinor(b.amountMinor);
  const amountMinor = a.amountMinor + b.amountMinor;
  assertMinor(amountMinor);
  return { amountMinor, currencyCode: a.currencyCode };
}

// An empty cart still has a currency, so the total of no lines must be told which one.
export function sumMoney(amounts: readonly Money[], currencyCode: string): Money {
  return amounts.reduce(addMoney, { amountMinor: 0, currencyCode });
}

export function multiplyMoney(money: Money, quantity: number): Money {
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(`Quantity must be a non-negative integer, got ${quantity}`);
  }
  assertMinor(money.amountMinor);
  const amountMinor = money.amountMinor * quantity;
  assertMinor(amountMinor);
  return { amountMinor, currencyCode: money.currencyCode };
}

// Computed on decimals rather than floats so that 12.5 % of 1 leu is exactly half a ban and rounds up.
export function percentOf(amountMinor: number, percent: number): number {
  assertMinor(amountMinor);
  const { coefficient, exponent } = parseDecimal(percent);
  return roundScaled({ coefficient: BigInt(amountMinor) * coefficient, exponent: exponent - 2 });
}

export function savingsPercent(priceMinor: number, compareAtMinor: number | null | undefined): number {
  assertMinor(priceMinor);
  if (compareAtMinor === null || compareAtMinor === undefined) return 0;
  assertMinor(compareAtMinor);
  if (compareAtMinor <= priceMinor || compareAtMinor <= 0) return 0;
  const gap = BigInt(compareAtMinor - priceMinor) * 100n;
  return Number(divideRounded(gap, BigInt(compareAtMinor)));
}
