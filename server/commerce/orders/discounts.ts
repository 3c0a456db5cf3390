/**
 * Discount codes the store honours. Only codes the store issued count (a row in `discount_codes`,
 * active); a code that merely fits the spec's format rule (`POPUP99`) is worth nothing here. The
 * browser's format rule decides what the cart shows; this service decides what an order is charged.
 */
import { and, eq } from "drizzle-orm";
import { normaliseDiscountCode } from "#domain/discount-code";
import type { Database } from "#server/db/client";
import { discountCodes, discountRedemptions } from "#server/db/schema";
import { normaliseEmail } from "#domain/email";

/** Why a code is refused: not issued (or withdrawn), already used by this email, or this email has ordered before. */
export type DiscountRefusal = "unknown" | "already_used" | "not_first_order";

export type DiscountValidation =
  { valid: true; code: string; percent: number } | { valid: false; code: string; percent: 0; reason: DiscountRefusal };

/**
 * Whether this (normalised) email has placed an order before, read inside the caller's transaction.
 * It is the orders issue's hook: until orders exist the default answers false, so a first-order
 * code is refused only once the email has redeemed it. Redemptions alone cannot answer this: a
 * shopper who ordered without a code has still had a first order.
 */
export type HasPreviousOrder = (email: string, tx: Database) => Promise<boolean>;

export class DiscountCodeRefusedError extends Error {
  override name = "DiscountCodeRefusedError";
  constructor(
    readonly code: string,
    readonly reason: DiscountRefusal,
  ) {
    super(`Discount code ${code} refused: ${reason}`);
  }
}

export interface DiscountService {
  /** Whether `code` is honoured, and for `email` (when given) whether that shopper may still use it. */
  validate(input: { code: string; email?: string | undefined }, tx?: Database): Promise<DiscountValidation>;
  /**
   * Records that `email` used `code` for an order, inside the caller's transaction (the order's),
   * and answers the percent to charge. Throws `DiscountCodeRefusedError` when the code is not
   * honoured for this email — also when a concurrent checkout redeemed it first: the unique
   * (code, email) index decides, so at most one of them ever succeeds.
   */
  redeem(input: { code: string; email: string; orderId: number | null }, tx: Database): Promise<{ code: string; percent: number }>;
}

export interface DiscountServiceOptions {
  db: Database;
  hasPreviousOrder?: HasPreviousOrder;
}

export function createDiscountService({ db, hasPreviousOrder = async () => false }: DiscountServiceOptions): DiscountService {
  const issuedCode = async (code: string, tx: Database) => {
    const [row] = await tx
      .select()
      .from(discountCodes)
      .where(and(eq(discountCodes.code, code), eq(discountCodes.active, true)));
    return row;
  };

  return {
    async validate(input, tx = db) {
      const code = normaliseDiscountCode(input.code);
      const row = await issuedCode(code, tx);
      if (!row) return { valid: false, code, percent: 0, reason: "unknown" };
      if (input.email !== undefined) {
        const email = normaliseEmail(input.email);
        if (row.oncePerEmail) {
          const [used] = await tx
            .select({ id: discountRedemptions.id })
            .from(discountRedemptions)
            .where(and(eq(discountRedemptions.code, code), eq(discountRedemptions.email, email)));
          if (used) return { valid: false, code, percent: 0, reason: "already_used" };
        }
        if (row.firstOrderOnly && (await hasPreviousOrder(email, tx))) return { valid: false, code, percent: 0, reason: "not_first_order" };
      }
      return { valid: true, code, percent: row.percent };
    },

    async redeem(input, tx) {
      const code = normaliseDiscountCode(input.code);
      const email = normaliseEmail(input.email);
      const row = await issuedCode(code, tx);
      if (!row) throw new DiscountCodeRefusedError(code, "unknown");
      if (row.firstOrderOnly && (await hasPreviousOrder(email, tx))) throw new DiscountCodeRefusedError(code, "not_first_order");
      // ON CONFLICT DO NOTHING rather than catching the unique violation: a concurrent insert of the
      // same (code, email) makes this one wait for it, then skip it, and the caller's transaction
      // stays usable (a failed statement would abort it on PostgreSQL).
      const inserted = await tx
        .insert(discountRedemptions)
        .values({ code, email, orderId: input.orderId })
        .onConflictDoNothing({ target: [discountRedemptions.code, discountRedemptions.email] })
        .returning({ id: discountRedemptions.id });
      // The table keeps one row per code and email, so a code usable repeatedly keeps its first use.
      if (inserted.length === 0 && row.oncePerEmail) throw new DiscountCodeRefusedError(code, "already_used");
      return { code, percent: row.percent };
    },
  };
}
