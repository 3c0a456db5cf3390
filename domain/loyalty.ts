/**
 * Loyalty points (issue 71 item 1, decision 0189): the owner's rules and the arithmetic of earning and reversing.
 * Points are not money: they are a ledger of their own, turned at checkout into a discount on the order. Read by the
 * server and the admin's form alike.
 */
import { z } from "zod";

/** What the loyalty module reads of an order (the orders module's read port). */
export interface LoyaltyOrderFacts {
  orderId: number;
  customerId: number | null;
  /** Paid: online, from store credit, or the courier's cash handed over (a cash-on-delivery order only then). */
  paid: boolean;
  delivered: boolean;
  /** Cancelled or refunded whole: nothing to earn. */
  ended: boolean;
  /** The goods paid, in lei: the total without shipping, after every discount. */
  goodsRonMinor: number;
  /** The total in the order's own currency, which its refunds are counted in. */
  totalMinor: number;
}

/** What earns points; the owner chooses which apply. */
export const LOYALTY_EARN_SOURCES = ["orders", "reviews", "firstRenewal"] as const;
export type LoyaltyEarnSource = (typeof LOYALTY_EARN_SOURCES)[number];

/** The kinds of a ledger entry: each change of a balance says what it was. */
export const LOYALTY_ENTRY_KINDS = ["earned", "spent", "restored", "reversed", "expired", "adjusted"] as const;
export type LoyaltyEntryKind = (typeof LOYALTY_ENTRY_KINDS)[number];

export const LOYALTY_BOUNDS = {
  /** Points per 100 lei of goods paid: 10 is one point per 10 lei, 100 one per leu. */
  pointsPer100Lei: { min: 1, max: 1_000 },
  /** What one point is worth at checkout, in bani. */
  baniPerPoint: { min: 1, max: 1_000 },
  minimumToRedeem: { min: 0, max: 100_000 },
  /** The largest share of an order's goods points may pay, in whole percent. */
  maxOrderPercent: { min: 1, max: 100 },
  /** Points expire this many months after the customer's last earn; 0: never. */
  expiryMonths: { min: 0, max: 60 },
  reviewPoints: { min: 0, max: 10_000 },
  firstRenewalPoints: { min: 0, max: 10_000 },
} as const;

const bounded = ({ min, max }: { min: number; max: number }) => z.number().int().min(min).max(max);

export const loyaltySettingsSchema = z.object({
  enabled: z.boolean(),
  pointsPer100Lei: bounded(LOYALTY_BOUNDS.pointsPer100Lei),
  baniPerPoint: bounded(LOYALTY_BOUNDS.baniPerPoint),
  minimumToRedeem: bounded(LOYALTY_BOUNDS.minimumToRedeem),
  maxOrderPercent: bounded(LOYALTY_BOUNDS.maxOrderPercent),
  expiryMonths: bounded(LOYALTY_BOUNDS.expiryMonths),
  reviewPoints: bounded(LOYALTY_BOUNDS.reviewPoints),
  firstRenewalPoints: bounded(LOYALTY_BOUNDS.firstRenewalPoints),
  sources: z.array(z.enum(LOYALTY_EARN_SOURCES)).max(LOYALTY_EARN_SOURCES.length),
});
export type LoyaltySettings = z.output<typeof loyaltySettingsSchema>;

/**
 * Off until the owner turns it on. The rest is what small Romanian shops commonly run (decision 0189 cites them): a
 * point per 10 lei, worth 10 bani (1 % back), redeemable from 100 points, on up to half of an order, expiring 12
 * months after the last earn.
 */
export const DEFAULT_LOYALTY_SETTINGS: LoyaltySettings = {
  enabled: false,
  pointsPer100Lei: 10,
  baniPerPoint: 10,
  minimumToRedeem: 100,
  maxOrderPercent: 50,
  expiryMonths: 12,
  reviewPoints: 20,
  firstRenewalPoints: 50,
  sources: ["orders"],
};

/** Whether the program is on and earns from `source`. */
export function earnsFrom(settings: LoyaltySettings, source: LoyaltyEarnSource): boolean {
  return settings.enabled && settings.sources.includes(source);
}

/** The points an order earns on its goods paid, in lei minor units (shipping earns nothing): whole points, rounded down. */
export function pointsForGoods(goodsRonMinor: number, settings: Pick<LoyaltySettings, "pointsPer100Lei">): number {
  if (goodsRonMinor <= 0) return 0;
  return Math.floor((goodsRonMinor * settings.pointsPer100Lei) / 10_000);
}

/**
 * The points a refund takes back of what its order earned: the refund's share of the order's total, rounded up so
 * the refunds of a whole order take all of it back, never more than what is left to take back.
 */
export function pointsToReverse(refund: {
  earned: number;
  reversedBefore: number;
  refundedMinor: number;
  orderTotalMinor: number;
  whole: boolean;
}): number {
  const left = Math.max(refund.earned - refund.reversedBefore, 0);
  if (refund.whole || refund.orderTotalMinor <= 0) return left;
  const share = Math.ceil((refund.earned * refund.refundedMinor) / refund.orderTotalMinor);
  return Math.min(share, left);
}

/** What `points` are worth at checkout, in bani. */
export function pointsWorthRonMinor(points: number, settings: Pick<LoyaltySettings, "baniPerPoint">): number {
  return points * settings.baniPerPoint;
}

export const LOYALTY_ADJUSTMENT_MAX_POINTS = 100_000;
export const LOYALTY_REASON_MAX_LENGTH = 500;

/** A member of staff's adjustment: signed points and the reason, each refusal naming its field. */
export const loyaltyAdjustmentSchema = z.object({
  points: z
    .number({ error: "points" })
    .int("points")
    .min(-LOYALTY_ADJUSTMENT_MAX_POINTS, "points")
    .max(LOYALTY_ADJUSTMENT_MAX_POINTS, "points")
    .refine((value) => value !== 0, "points"),
  reason: z.string({ error: "reason" }).trim().min(1, "reason").max(LOYALTY_REASON_MAX_LENGTH, "reason"),
});

export const loyaltyAdjustedSchema = z.object({ balancePoints: z.number().int() });

/** A customer's points as the account and the admin's customer page read them; `enabled: false` while the program is off. */
export const customerPointsSchema = z.discriminatedUnion("enabled", [
  z.object({ enabled: z.literal(false) }),
  z.object({
    enabled: z.literal(true),
    balancePoints: z.number().int(),
    worthRonMinor: z.number().int(),
    expiresAt: z.string().nullable(),
    entries: z.array(
      z.object({
        id: z.number().int(),
        points: z.number().int(),
        unrecoveredPoints: z.number().int(),
        kind: z.enum(LOYALTY_ENTRY_KINDS),
        orderNumber: z.number().int().nullable(),
        reason: z.string().nullable(),
        createdAt: z.string(),
      }),
    ),
  }),
]);
export type CustomerPointsView = z.output<typeof customerPointsSchema>;
