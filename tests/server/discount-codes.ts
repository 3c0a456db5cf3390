/**
 * Public discount codes for tests. A new store has none since decision 0080 (the popup and the footer issue personal
 * codes); these are the codes an older store kept and the owner may still make on purpose: ELARA10 (10 %) and
 * ELARA5 (5 %), for a first order, once per email, for anyone who types them.
 */
import type { Database } from "#server/db/client";
import { discountCodes } from "#server/db/schema";

export async function insertPublicCodes(db: Database): Promise<void> {
  await db
    .insert(discountCodes)
    .values([
      { code: "ELARA10", kind: "percent", percent: 10, source: "popup", firstOrderOnly: true, oncePerEmail: true },
      { code: "ELARA5", kind: "percent", percent: 5, source: "newsletter", firstOrderOnly: true, oncePerEmail: true },
    ])
    .onConflictDoNothing({ target: discountCodes.code });
}

/** ELARA10-7KQ2MXBD, Ana's personal code from the popup as a sign-up is sent one: 10 %, usable once and only by her. */
export async function insertAnasPopupCode(db: Database): Promise<void> {
  await db
    .insert(discountCodes)
    .values({ code: "ELARA10-7KQ2MXBD", percent: 10, source: "popup", usageLimit: 1, recipientEmail: "ana@example.ro" });
}
