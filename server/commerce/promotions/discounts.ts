/**
 * Discount codes the store honours. Only codes the store issued count (a row in `discount_codes`,
 * active); a code that merely fits the spec's format rule (`POPUP99`) is worth nothing here. The
 * browser's format rule decides what the cart shows for the brand's codes; this service decides what
 * an order is charged, with every condition the owner set on the code (dates, uses, minimum, products,
 * first order, once per mailbox).
 */
import { randomInt } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import { normaliseDiscountCode, PERSONAL_CODE_ALPHABET, PERSONAL_CODE_SUFFIX_LENGTH, personalCodePrefix } from "#domain/discount-code";
import { normaliseEmail, redemptionIdentity } from "#domain/email";
import { orderEventPayload } from "#domain/order-lifecycle";
import type { Database } from "#server/db/client";
import { discountCodeProducts, discountCodes, discountRedemptions } from "#server/db/schema";
import type { DISCOUNT_REFUSAL_REASONS } from "#domain/order-schemas";
import type { Clock } from "#server/commerce/shared/clock";
import type { EventHandler } from "#server/commerce/shared/domain-events";

export type DiscountRefusal = (typeof DISCOUNT_REFUSAL_REASONS)[number];

/** What an honoured code takes off. */
export interface DiscountOffer {
  code: string;
  kind: "percent" | "fixed";
  /** 1–100 for a percent code, else null. */
  percent: number | null;
  /** Lei minor units for a fixed code, else null. */
  amountRonMinor: number | null;
  /** The products it applies to; null for every product. */
  productIds: number[] | null;
}

export type DiscountValidation =
  | { valid: true; code: string; offer: DiscountOffer }
  /** `minimumRonMinor` comes with `minimum_not_reached`, for the shopper's message. */
  | { valid: false; code: string; reason: DiscountRefusal; minimumRonMinor?: number };

/** A line as the code's conditions read it: its product and its total in lei before any discount. */
export interface DiscountedLine {
  productId: number;
  totalRonMinor: number;
}

/**
 * Whether this (normalised) email has placed an order before, read inside the caller's transaction.
 * Redemptions alone cannot answer this: a shopper who ordered without a code has still had a first order.
 */
export type HasPreviousOrder = (email: string, tx: Database) => Promise<boolean>;

export class DiscountCodeRefusedError extends Error {
  override name = "DiscountCodeRefusedError";
  constructor(
    readonly code: string,
    readonly reason: DiscountRefusal,
    readonly minimumRonMinor?: number,
  ) {
    super(`Discount code ${code} refused: ${reason}`);
  }
}

/** The channels that issue personal codes, as `discount_codes.source` names them. */
/** A cancelled order gives its code back: its use no longer counts against the code's limits or the shopper's. */
export const releaseDiscountOfOrder: EventHandler = {
  name: "promotions.release-discount",
  types: ["order.cancelled"],
  async handle(tx, event) {
    await tx.delete(discountRedemptions).where(eq(discountRedemptions.orderId, orderEventPayload(event).orderId));
  },
};

export type PersonalCodeChannel = "popup" | "newsletter";

/**
 * A sign-up's personal code (decision 0080), inside the sign-up's transaction: `kept` when the caller already
 * gave this address one (the subscriber's row names it), which is answered again rather than a new one minted.
 */
export type IssuePersonalCode = (
  tx: Database,
  request: { email: string; percent: number; channel: PersonalCodeChannel; kept: string | null },
) => Promise<{ code: string; percent: number }>;

export interface DiscountService {
  /**
   * Whether `code` is honoured now; with `email`, for that shopper; with `lines`, for that cart (its
   * products and minimum). A condition whose facts are not given is not checked.
   */
  validate(
    input: { code: string; email?: string | undefined; lines?: readonly DiscountedLine[] | undefined },
    tx?: Database,
  ): Promise<DiscountValidation>;
  /**
   * Records that `email` used `code` for an order with these lines, inside the caller's transaction
   * (the order's), and answers what to take off. Throws `DiscountCodeRefusedError` when any condition
   * fails — also when a concurrent checkout took the last use or this mailbox's only one first: the
   * code's row is locked while its uses are counted, and the once-per-email index decides the rest.
   */
  redeem(
    input: { code: string; email: string; orderId: number | null; lines: readonly DiscountedLine[] },
    tx: Database,
  ): Promise<{ offer: DiscountOffer; redemptionId: number }>;
  /** Names the order a redemption made before the order existed was for, in the order's transaction. */
  attachToOrder(tx: Database, redemptionId: number, orderId: number): Promise<void>;
  issuePersonalCode: IssuePersonalCode;
}

export interface DiscountServiceOptions {
  db: Database;
  clock: Clock;
  /** The personal codes carry the brand (`ELARA10-…`). */
  brandName?: string;
  hasPreviousOrder?: HasPreviousOrder;
}

type CodeRow = typeof discountCodes.$inferSelect;

/** Uses so far: one redemption row per order that used the code (a cancelled order's row is gone). */
async function usesOf(code: string, tx: Database): Promise<number> {
  const [row] = await tx.select({ uses: count() }).from(discountRedemptions).where(eq(discountRedemptions.code, code));
  return row?.uses ?? 0;
}

async function offerOf(row: CodeRow, tx: Database): Promise<DiscountOffer> {
  const productIds =
    row.productScope === "chosen"
      ? (
          await tx
            .select({ productId: discountCodeProducts.productId })
            .from(discountCodeProducts)
            .where(eq(discountCodeProducts.code, row.code))
        ).map((product) => product.productId)
      : null;
  return {
    code: row.code,
    kind: row.kind === "fixed" ? "fixed" : "percent",
    percent: row.percent,
    amountRonMinor: row.amountRonMinor,
    productIds,
  };
}

function personalSuffix(): string {
  let suffix = "";
  for (let index = 0; index < PERSONAL_CODE_SUFFIX_LENGTH; index += 1)
    suffix += PERSONAL_CODE_ALPHABET[randomInt(PERSONAL_CODE_ALPHABET.length)];
  return suffix;
}

export function createDiscountService({
  db,
  clock,
  brandName = "Elara",
  hasPreviousOrder = async () => false,
}: DiscountServiceOptions): DiscountService {
  /**
   * The first condition the code fails for these facts, or null. `lockedUses` is the count read under
   * the row lock when redeeming; validating counts without one.
   */
  async function refusal(
    row: CodeRow,
    offer: DiscountOffer,
    facts: { email?: string | undefined; lines?: readonly DiscountedLine[] | undefined },
    tx: Database,
  ): Promise<{ reason: DiscountRefusal; minimumRonMinor?: number } | null> {
    const now = clock();
    // Someone else's personal code says so before anything about it is told (its dates, its uses).
    if (row.recipientEmail !== null && facts.email !== undefined && redemptionIdentity(facts.email) !== row.recipientEmail)
      return { reason: "not_recipient" };
    if (row.startsAt && now < row.startsAt) return { reason: "not_started" };
    if (row.endsAt && now >= row.endsAt) return { reason: "expired" };
    // A personal code's one use was its recipient's: "already used" is what they need to read.
    if (row.usageLimit !== null && (await usesOf(row.code, tx)) >= row.usageLimit)
      return { reason: row.recipientEmail === null ? "used_up" : "already_used" };
    if (facts.lines) {
      const eligible = offer.productIds ? facts.lines.filter((line) => offer.productIds!.includes(line.productId)) : facts.lines;
      if (eligible.length === 0) return { reason: "no_eligible_product" };
      const eligibleRonMinor = eligible.reduce((sum, line) => sum + line.totalRonMinor, 0);
      if (row.minSubtotalRonMinor !== null && eligibleRonMinor < row.minSubtotalRonMinor)
        return { reason: "minimum_not_reached", minimumRonMinor: row.minSubtotalRonMinor };
    }
    if (facts.email !== undefined) {
      const email = normaliseEmail(facts.email);
      if (row.oncePerEmail) {
        const [used] = await tx
          .select({ id: discountRedemptions.id })
          .from(discountRedemptions)
          .where(and(eq(discountRedemptions.code, row.code), eq(discountRedemptions.email, redemptionIdentity(email))))
          .limit(1);
        if (used) return { reason: "already_used" };
      }
      if (row.firstOrderOnly && (await hasPreviousOrder(email, tx))) return { reason: "not_first_order" };
    }
    return null;
  }

  return {
    async validate(input, tx = db) {
      const code = normaliseDiscountCode(input.code);
      const [row] = await tx
        .select()
        .from(discountCodes)
        .where(and(eq(discountCodes.code, code), eq(discountCodes.active, true)));
      if (!row) return { valid: false, code, reason: "unknown" };
      const offer = await offerOf(row, tx);
      const refused = await refusal(row, offer, input, tx);
      return refused ? { valid: false, code, ...refused } : { valid: true, code, offer };
    },

    async redeem(input, tx) {
      const code = normaliseDiscountCode(input.code);
      // A code with a limit on its uses is counted under an exclusive lock, so two checkouts cannot both
      // take its last use; any other is read under a shared lock, so checkouts with it run side by side
      // while the owner's edit of it waits for them (and they for it).
      const limited = await tx.select({ usageLimit: discountCodes.usageLimit }).from(discountCodes).where(eq(discountCodes.code, code));
      const query = tx
        .select()
        .from(discountCodes)
        .where(and(eq(discountCodes.code, code), eq(discountCodes.active, true)));
      const [row] = await (limited[0]?.usageLimit != null ? query.for("update") : query.for("share"));
      if (!row) throw new DiscountCodeRefusedError(code, "unknown");
      const offer = await offerOf(row, tx);
      const refused = await refusal(row, offer, { email: input.email, lines: input.lines }, tx);
      if (refused) throw new DiscountCodeRefusedError(code, refused.reason, refused.minimumRonMinor);
      // ON CONFLICT DO NOTHING rather than catching the unique violation: a concurrent insert for the
      // same mailbox makes this one wait for it, then skip it, and the caller's transaction stays
      // usable (a failed statement would abort it on PostgreSQL).
      const inserted = await tx
        .insert(discountRedemptions)
        .values({ code, email: redemptionIdentity(input.email), oncePerEmail: row.oncePerEmail, orderId: input.orderId })
        .onConflictDoNothing({
          target: [discountRedemptions.code, discountRedemptions.email],
          where: sql`${discountRedemptions.oncePerEmail}`,
        })
        .returning({ id: discountRedemptions.id });
      if (!inserted[0]) throw new DiscountCodeRefusedError(code, "already_used");
      return { offer, redemptionId: inserted[0].id };
    },

    async attachToOrder(tx, redemptionId, orderId) {
      await tx.update(discountRedemptions).set({ orderId }).where(eq(discountRedemptions.id, redemptionId));
    },

    async issuePersonalCode(tx, { email, percent, channel, kept }) {
      const recipient = redemptionIdentity(email);
      if (kept !== null) {
        const [row] = await tx
          .select({ code: discountCodes.code, percent: discountCodes.percent })
          .from(discountCodes)
          .where(and(eq(discountCodes.code, kept), eq(discountCodes.recipientEmail, recipient)));
        if (row) return { code: row.code, percent: row.percent ?? percent };
      }
      // Terms as the offer says (first order, once per mailbox) and one use in all, for this mailbox alone.
      // A clash of suffixes (one in ~10^12) draws again rather than failing the sign-up.
      for (;;) {
        const code = `${personalCodePrefix(brandName, percent)}${personalSuffix()}`;
        const [row] = await tx
          .insert(discountCodes)
          .values({
            code,
            kind: "percent",
            percent,
            source: channel,
            firstOrderOnly: true,
            oncePerEmail: true,
            usageLimit: 1,
            recipientEmail: recipient,
            createdAt: clock(),
            updatedAt: clock(),
          })
          .onConflictDoNothing({ target: discountCodes.code })
          .returning({ code: discountCodes.code });
        if (row) return { code: row.code, percent };
      }
    },
  };
}
