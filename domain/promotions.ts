/**
 * Automatic promotions (issue 68 item 1, decision 0172): which of the owner's promotions a cart earns, how they stack
 * with each other and with a typed code, and what one more step would earn. Pure and in lei, so the server decides it
 * once per quote and per order with the same rules; `domain/pricing.ts` then takes each chosen adjustment off the
 * lines in both currencies, in the order given here.
 *
 * The rules, in the owner's words:
 * - a promotion applies to one-time lines only (a subscription already carries its own price and the renewal would
 *   not keep a first-order promotion), to every product or only to the products and variants it names;
 * - of the promotions a cart earns, the best single one applies, unless several are marked "combines with other
 *   promotions": then those together apply when they save more than the best single one;
 * - a code stacks only when every promotion applied allows codes; otherwise the shopper gets whichever saves more
 *   (a tie goes to the code they typed), and is told so;
 * - free shipping is another class: it applies on top of any of the above, once the goods' value after discounts
 *   reaches its threshold in the destination's zone.
 */
import { discountShares, type DiscountRate } from "./discount-code.ts";

export const PROMOTION_KINDS = ["amount_off", "tiers", "gift", "free_shipping"] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
export const PROMOTION_AUDIENCES = ["everyone", "first_order", "subscribers", "customer_list"] as const;
export type PromotionAudience = (typeof PROMOTION_AUDIENCES)[number];
export const PROMOTION_TIER_BASES = ["quantity", "value"] as const;
export type PromotionTierBasis = (typeof PROMOTION_TIER_BASES)[number];

/** Tiers a promotion may have: enough for "2 −10 %, 3 −15 %, 4 −20 %", few enough to read in a hint. */
export const MAX_PROMOTION_TIERS = 5;

/** A step of a tiered promotion: from `min` units (or lei minor units of value), `percent` off. */
export interface PromotionTier {
  min: number;
  percent: number;
}

export interface PromotionTitle {
  ro: string;
  en: string;
}

/** A promotion as the rules read it: the server gives only those in force for this shopper now. */
export interface PromotionRule {
  id: number;
  title: PromotionTitle;
  kind: PromotionKind;
  /** `amount_off`: a percent or a fixed amount in lei off the lines it applies to. */
  valueKind: "percent" | "fixed" | null;
  percent: number | null;
  amountRonMinor: number | null;
  /** `tiers`: counted in units or in lei of the lines it applies to, the highest tier reached applies. */
  tierBasis: PromotionTierBasis | null;
  tiers: readonly PromotionTier[];
  /** `gift`: the variant given at 0 lei. */
  giftVariantId: number | null;
  /** What the lines it applies to must be worth in lei (the free-shipping threshold for `free_shipping`); null: any. */
  minSubtotalRonMinor: number | null;
  /** `free_shipping`: the zones it ships free to; null for every zone. */
  zoneIds: readonly string[] | null;
  /** Empty both: every product. */
  productIds: readonly number[];
  variantIds: readonly number[];
  /** Higher first: which applies first when several stack, and which wins a tie. */
  priority: number;
  combinesWithCodes: boolean;
  combinesWithPromotions: boolean;
}

/** A cart line as promotions read it, in lei before any discount. */
export interface PromotionLine {
  productId: number;
  variantId: number;
  quantity: number;
  totalRonMinor: number;
  isSubscription: boolean;
}

/** The code the shopper typed, as honoured: its rate in lei and the lines it applies to. */
export interface PromotionCode {
  rate: { kind: "percent"; percent: number } | { kind: "fixed"; amountRonMinor: number };
  eligible: readonly boolean[];
}

export interface PromotionCart {
  lines: readonly PromotionLine[];
  /** The destination's shipping zone. */
  zoneId: string;
  /** A gift's price in lei and whether a unit can be given now; absent: it cannot. */
  gifts: ReadonlyMap<number, { priceRonMinor: number; available: boolean }>;
  code: PromotionCode | null;
}

/** One discount taken off some lines, in the order applied. */
export interface PromotionAdjustment {
  promotionId: number;
  title: PromotionTitle;
  rate: { kind: "percent"; percent: number } | { kind: "fixed"; amountRonMinor: number };
  /** Per cart line (gift lines are not among them). */
  eligible: readonly boolean[];
}

export type PromotionHint =
  | { promotionId: number; title: PromotionTitle; kind: "tier_quantity"; missingUnits: number; percent: number }
  | { promotionId: number; title: PromotionTitle; kind: "tier_value"; missingRonMinor: number; percent: number }
  | { promotionId: number; title: PromotionTitle; kind: "gift" | "free_shipping" | "amount_off"; missingRonMinor: number };

export interface PromotionChoice {
  /** Product discounts, in the order they are taken; the code, when it applies, comes after them. */
  adjustments: PromotionAdjustment[];
  gifts: { promotionId: number; title: PromotionTitle; variantId: number }[];
  freeShipping: { promotionId: number; title: PromotionTitle } | null;
  /** Whether the typed code applies; false with `codeOutranked` when the promotions saved more and do not stack with it. */
  codeApplies: boolean;
  codeOutranked: { promotionIds: number[] } | null;
  /** What one more step would earn, the nearest first. */
  hints: PromotionHint[];
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export function appliesToLine(rule: PromotionRule, line: PromotionLine): boolean {
  if (line.isSubscription) return false;
  if (rule.productIds.length === 0 && rule.variantIds.length === 0) return true;
  return rule.productIds.includes(line.productId) || rule.variantIds.includes(line.variantId);
}

function eligibleOf(rule: PromotionRule, lines: readonly PromotionLine[]): boolean[] {
  return lines.map((line) => appliesToLine(rule, line));
}

function eligibleValue(lines: readonly PromotionLine[], eligible: readonly boolean[]): number {
  return sum(lines.map((line, index) => (eligible[index] ? line.totalRonMinor : 0)));
}

function eligibleUnits(lines: readonly PromotionLine[], eligible: readonly boolean[]): number {
  return sum(lines.map((line, index) => (eligible[index] ? line.quantity : 0)));
}

/** The tiers from the lowest step up. */
export function sortedTiers(tiers: readonly PromotionTier[]): PromotionTier[] {
  return [...tiers].sort((a, b) => a.min - b.min);
}

/** A product discount the cart earns from this rule now, as an adjustment or a gift; null when it earns none. */
type Earned = { adjustment: PromotionAdjustment } | { gift: { variantId: number; priceRonMinor: number } };

function earned(rule: PromotionRule, cart: PromotionCart): Earned | null {
  const eligible = eligibleOf(rule, cart.lines);
  if (!eligible.some(Boolean)) return null;
  const value = eligibleValue(cart.lines, eligible);
  const base = { promotionId: rule.id, title: rule.title, eligible };
  switch (rule.kind) {
    case "amount_off": {
      if (rule.minSubtotalRonMinor !== null && value < rule.minSubtotalRonMinor) return null;
      if (rule.valueKind === "fixed" && rule.amountRonMinor)
        return { adjustment: { ...base, rate: { kind: "fixed", amountRonMinor: rule.amountRonMinor } } };
      if (rule.valueKind === "percent" && rule.percent)
        return { adjustment: { ...base, rate: { kind: "percent", percent: rule.percent } } };
      return null;
    }
    case "tiers": {
      const reached = rule.tierBasis === "quantity" ? eligibleUnits(cart.lines, eligible) : value;
      const tier = sortedTiers(rule.tiers)
        .filter((step) => step.min <= reached)
        .at(-1);
      return tier ? { adjustment: { ...base, rate: { kind: "percent", percent: tier.percent } } } : null;
    }
    case "gift": {
      if (rule.giftVariantId === null) return null;
      if (rule.minSubtotalRonMinor !== null && value < rule.minSubtotalRonMinor) return null;
      const gift = cart.gifts.get(rule.giftVariantId);
      return gift?.available ? { gift: { variantId: rule.giftVariantId, priceRonMinor: gift.priceRonMinor } } : null;
    }
    case "free_shipping":
      return null;
  }
}

function rateOf(rate: PromotionAdjustment["rate"]): DiscountRate {
  return rate.kind === "percent" ? rate : { kind: "fixed", amountMinor: rate.amountRonMinor };
}

/** What these adjustments (then the code, if given) take off the lines in lei, each on what the ones before left. */
export function savingsInLei(
  lines: readonly PromotionLine[],
  adjustments: readonly Pick<PromotionAdjustment, "rate" | "eligible">[],
): { total: number; remaining: number[] } {
  const remaining = lines.map((line) => line.totalRonMinor);
  for (const adjustment of adjustments) {
    const shares = discountShares(rateOf(adjustment.rate), remaining, adjustment.eligible);
    shares.forEach((share, index) => (remaining[index]! -= share));
  }
  return { total: sum(lines.map((line) => line.totalRonMinor)) - sum(remaining), remaining };
}

interface Candidate {
  rule: PromotionRule;
  earned: Earned;
}

/** Higher priority first, then the older promotion. */
const byPriority = (a: { rule: PromotionRule }, b: { rule: PromotionRule }) => b.rule.priority - a.rule.priority || a.rule.id - b.rule.id;

/** What a set of promotions (and the code after them, when given) saves in lei; a gift saves its price. */
function setSaving(cart: PromotionCart, set: readonly Candidate[], code: PromotionCode | null): number {
  const adjustments = set.flatMap((candidate) => ("adjustment" in candidate.earned ? [candidate.earned.adjustment] : []));
  const gifts = sum(set.map((candidate) => ("gift" in candidate.earned ? candidate.earned.gift.priceRonMinor : 0)));
  return savingsInLei(cart.lines, code ? [...adjustments, code] : adjustments).total + gifts;
}

/** The best set among these candidates: the best single one, or all that combine when together they save more. */
function bestSet(cart: PromotionCart, candidates: readonly Candidate[]): { set: Candidate[]; saving: number } {
  let best: { set: Candidate[]; saving: number } = { set: [], saving: 0 };
  for (const candidate of [...candidates].sort(byPriority)) {
    const saving = setSaving(cart, [candidate], null);
    if (saving > best.saving) best = { set: [candidate], saving };
  }
  const combining = candidates.filter((candidate) => candidate.rule.combinesWithPromotions).sort(byPriority);
  if (combining.length > 1) {
    const saving = setSaving(cart, combining, null);
    if (saving > best.saving) best = { set: combining, saving };
  }
  return best;
}

function hintsFor(rules: readonly PromotionRule[], cart: PromotionCart, applied: ReadonlySet<number>, goodsValue: number): PromotionHint[] {
  const hints: PromotionHint[] = [];
  for (const rule of [...rules].sort((a, b) => b.priority - a.priority || a.id - b.id)) {
    const eligible = eligibleOf(rule, cart.lines);
    const value = eligibleValue(cart.lines, eligible);
    const base = { promotionId: rule.id, title: rule.title };
    if (rule.kind === "tiers") {
      if (!eligible.some(Boolean)) continue;
      const reached = rule.tierBasis === "quantity" ? eligibleUnits(cart.lines, eligible) : value;
      const next = sortedTiers(rule.tiers).find((step) => step.min > reached);
      if (!next) continue;
      hints.push(
        rule.tierBasis === "quantity"
          ? { ...base, kind: "tier_quantity", missingUnits: next.min - reached, percent: next.percent }
          : { ...base, kind: "tier_value", missingRonMinor: next.min - reached, percent: next.percent },
      );
    } else if (rule.kind === "free_shipping") {
      if (applied.has(rule.id) || rule.minSubtotalRonMinor === null) continue;
      if (rule.zoneIds !== null && !rule.zoneIds.includes(cart.zoneId)) continue;
      if (goodsValue < rule.minSubtotalRonMinor)
        hints.push({ ...base, kind: "free_shipping", missingRonMinor: rule.minSubtotalRonMinor - goodsValue });
    } else if (!applied.has(rule.id) && rule.minSubtotalRonMinor !== null && eligible.some(Boolean) && value < rule.minSubtotalRonMinor) {
      hints.push({ ...base, kind: rule.kind, missingRonMinor: rule.minSubtotalRonMinor - value });
    }
  }
  return hints;
}

/** Which promotions apply to this cart, whether the code does, and what the next step would earn. */
export function choosePromotions(rules: readonly PromotionRule[], cart: PromotionCart): PromotionChoice {
  const candidates: Candidate[] = rules.flatMap((rule) => {
    const got = earned(rule, cart);
    return got ? [{ rule, earned: got }] : [];
  });
  const promotionsOnly = bestSet(cart, candidates);
  let chosen = promotionsOnly.set;
  let codeApplies = false;
  let codeOutranked: PromotionChoice["codeOutranked"] = null;
  if (cart.code) {
    const withCode = bestSet(
      cart,
      candidates.filter((candidate) => candidate.rule.combinesWithCodes),
    );
    const stacked = setSaving(cart, withCode.set, cart.code);
    if (stacked >= promotionsOnly.saving) {
      chosen = withCode.set;
      codeApplies = true;
    } else codeOutranked = { promotionIds: promotionsOnly.set.map((candidate) => candidate.rule.id) };
  }
  const adjustments = chosen.flatMap((candidate) => ("adjustment" in candidate.earned ? [candidate.earned.adjustment] : []));
  const gifts = chosen.flatMap((candidate) =>
    "gift" in candidate.earned
      ? [{ promotionId: candidate.rule.id, title: candidate.rule.title, variantId: candidate.earned.gift.variantId }]
      : [],
  );
  const goodsValue = sum(savingsInLei(cart.lines, codeApplies && cart.code ? [...adjustments, cart.code] : adjustments).remaining);
  const freeRule = rules
    .filter(
      (rule) =>
        rule.kind === "free_shipping" &&
        (rule.zoneIds === null || rule.zoneIds.includes(cart.zoneId)) &&
        cart.lines.length > 0 &&
        goodsValue >= (rule.minSubtotalRonMinor ?? 0),
    )
    .sort((a, b) => b.priority - a.priority || a.id - b.id)[0];
  const freeShipping = freeRule ? { promotionId: freeRule.id, title: freeRule.title } : null;
  const applied = new Set([...chosen.map((candidate) => candidate.rule.id), ...(freeRule ? [freeRule.id] : [])]);
  return { adjustments, gifts, freeShipping, codeApplies, codeOutranked, hints: hintsFor(rules, cart, applied, goodsValue) };
}
