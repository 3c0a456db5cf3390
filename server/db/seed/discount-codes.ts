import { sql } from "drizzle-orm";
import { issuedDiscountCode, NEWSLETTER_DISCOUNT_PERCENT, POPUP_DISCOUNT_PERCENT } from "#domain/discount-code";
import type { Database } from "#server/db/client";
import { discountCodes } from "#server/db/schema";

/** The offers the store makes (spec §9): the popup's 10 % and the footer newsletter's 5 %, each for a first order, once per email. */
export function issuedDiscountCodes(brandName: string) {
  return [
    {
      code: issuedDiscountCode(brandName, POPUP_DISCOUNT_PERCENT),
      kind: "percent",
      percent: POPUP_DISCOUNT_PERCENT,
      source: "popup",
      firstOrderOnly: true,
      oncePerEmail: true,
    },
    {
      code: issuedDiscountCode(brandName, NEWSLETTER_DISCOUNT_PERCENT),
      kind: "percent",
      percent: NEWSLETTER_DISCOUNT_PERCENT,
      source: "newsletter",
      firstOrderOnly: true,
      oncePerEmail: true,
    },
  ] as const;
}

/**
 * Every start: the brand's issued codes exist with the offer's terms, so a data directory made
 * before discounts existed, or before a brand change, gains them, worth what their names say (the
 * spec's format rule, which the cart shows). `active`, dates, limits and the owner's note are left as
 * found: they are the owner's to set in the admin, and a restart must not undo them.
 */
export async function upsertIssuedDiscountCodes(db: Database, brandName: string): Promise<void> {
  await db
    .insert(discountCodes)
    .values([...issuedDiscountCodes(brandName)])
    .onConflictDoUpdate({
      target: discountCodes.code,
      set: {
        kind: sql`excluded.kind`,
        percent: sql`excluded.percent`,
        amountRonMinor: null,
        source: sql`excluded.source`,
        firstOrderOnly: sql`excluded.first_order_only`,
        oncePerEmail: sql`excluded.once_per_email`,
      },
    });
}
