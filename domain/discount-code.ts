/**
 * The spec's discount-code rules (§5 "Discount code format"), shared by the cart in the browser and the
 * server. The format rule only decides what the cart *shows*; whether a code is honoured is the
 * server's decision (`server/commerce/promotions/discounts.ts`), which accepts only the codes the store issued.
 */

/** Longest code the API accepts; issued codes are far shorter. */
export const MAX_DISCOUNT_CODE_LENGTH = 64;

/** The discount popup's offer: 10 % off the first order (spec §9). */
export const POPUP_DISCOUNT_PERCENT = 10;
/** The footer newsletter's offer: 5 % off the first purchase (spec §9). */
export const NEWSLETTER_DISCOUNT_PERCENT = 5;

const POPUP_PREFIX = "POPUP";

/**
 * How shoppers type a code does not matter: surrounding spaces go and letters become capitals, so
 * " elara10 " is ELARA10 in the browser and on the server alike.
 */
export function normaliseDiscountCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * The brand's name as it appears in codes: capitals, accents dropped, letters and digits only
 * ("Elara" → "ELARA", "Élara Health" → "ELARAHEALTH").
 */
export function brandCodePrefix(brandName: string): string {
  return brandName
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, "");
}

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
export const PERSONAL_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
/** 31^8 ≈ 8.5 × 10^11 suffixes: with the validation route's limit per client, not found by trying. */
export const PERSONAL_CODE_SUFFIX_LENGTH = 8;
/** Brand letters kept in a personal code, so a long brand still leaves a code short enough to type and edit. */
const PERSONAL_PREFIX_MAX = 12;

/**
 * What a sign-up's personal code starts with (decision 0080): the brand prefix and the offer's percent, then a
 * dash, so the shopper reads what it is worth (`ELARA10-` for the popup's 10 %).
 */
export function personalCodePrefix(brandName: string, percent: number): string {
  return `${brandCodePrefix(brandName).slice(0, PERSONAL_PREFIX_MAX)}${percent}-`;
}

/** Whether `code` is one of the personal codes an offer of `percent` issues (any suffix). */
export function isPersonalCodeOf(code: string, brandName: string, percent: number): boolean {
  const prefix = personalCodePrefix(brandName, percent);
  const normalised = normaliseDiscountCode(code);
  return normalised.startsWith(prefix) && /^[A-Z0-9]+$/.test(normalised.slice(prefix.length));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The spec's format rule: the brand prefix in capitals or POPUP, followed by digits, which are the
 * percent off; any other code is 0. The code is normalised first (see `normaliseDiscountCode`) and
 * must be exactly prefix + digits, or that and a dash and letters or digits (a personal code,
 * `ELARA10-7KQ2MXBD`, worth the same digits). The percent is what the digits say, even above 100 —
 * `discountedSubtotal` keeps the result from going below 0.
 */
export function discountPercentFromCode(code: string, brandName: string): number {
  const prefixes = [brandCodePrefix(brandName), POPUP_PREFIX].filter((prefix) => prefix !== "").map(escapeRegExp);
  const match = new RegExp(`^(?:${prefixes.join("|")})(\\d+)(?:-[A-Z0-9]+)?$`).exec(normaliseDiscountCode(code));
  if (!match) return 0;
  const percent = Number(match[1]);
  return Number.isSafeInteger(percent) ? percent : 0;
}

/**
 * The discount on a subtotal in minor units: subtotal × percent / 100, rounded to a whole minor
 * unit with halves going up (in the shopper's favour: 10 % of 49.95 lei is 5.00 lei), and never more
 * than the subtotal. A percent of 0 or less, or not a finite number, gives no discount.
 */
export function discountAmount(subtotalMinor: number, percent: number): number {
  if (!Number.isFinite(percent) || percent <= 0 || subtotalMinor <= 0) return 0;
  return Math.min(subtotalMinor, Math.round((subtotalMinor * percent) / 100));
}

/** Discounted subtotal = subtotal − subtotal × percent / 100, never below 0 (spec §5), in minor units. */
export function discountedSubtotal(subtotalMinor: number, percent: number): number {
  return Math.max(0, subtotalMinor - discountAmount(subtotalMinor, percent));
}

/** What a code takes off, in one currency: a percent, or a fixed amount in that currency's minor units. */
export type DiscountRate = { kind: "percent"; percent: number } | { kind: "fixed"; amountMinor: number };

/**
 * Each line's share of a discount, in minor units. Only `eligible` lines get one: a percent code takes
 * its percent of their sum (rounded as `discountAmount` does), a fixed code its amount but never more
 * than their sum. The discount is split in proportion to the lines' totals, the leftover minor units
 * going to the largest remainders, so the shares always add up to the discount exactly.
 */
export function discountShares(rate: DiscountRate, lineTotals: readonly number[], eligible: readonly boolean[]): number[] {
  const base = lineTotals.reduce((sum, total, index) => (eligible[index] ? sum + total : sum), 0);
  const discount = rate.kind === "percent" ? discountAmount(base, rate.percent) : Math.max(0, Math.min(base, Math.round(rate.amountMinor)));
  if (discount === 0) return lineTotals.map(() => 0);
  const exact = lineTotals.map((total, index) => (eligible[index] ? (discount * total) / base : 0));
  const shares = exact.map(Math.floor);
  let left = discount - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    if (!eligible[index] || shares[index]! >= lineTotals[index]!) continue;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}
