/**
 * Save offers measured against a holdout (issue 68 item 6, decision 0170). When the cancel form opens for a reason the
 * server decides the arm — a hash of the subscription and the reason, so the same however often it opens, with a
 * share the owner sets held out — and keeps the attempt; the cancel, or the offer taken instead, closes it in the
 * action's transaction. The "too expensive" discount waits on the subscription until the next renewal takes it.
 */
import { createHash } from "node:crypto";
import { and, eq, gte, isNull, lt, ne } from "drizzle-orm";
import type { Language } from "#domain/locale";
import {
  discountAvailableFrom,
  SAVE_ANSWER_BY_REASON,
  saveResults,
  takesWeeksText,
  type CancelOfferView,
  type SaveAnswer,
  type SaveArm,
  type SaveOfferSettings,
  type SaveOutcome,
  type SaveReasonResult,
} from "#domain/save-offers";
import type { CancelReason } from "#domain/subscription-lifecycle";
import type { Database } from "#server/db/client";
import { subscriptionSaveAttempts, subscriptions } from "#server/db/schema";
import type { SubscriptionRow } from "./renewals.ts";

/** The owner's settings, read in the caller's transaction (the settings module's `subscriptions.saveOffers`). */
export type SaveOfferSettingsOf = (tx?: Database) => Promise<SaveOfferSettings>;

/** The label's daily portion of a variant's product in a language (the catalogue's mandatory information); null: none. */
export type DailyPortionOf = (variantId: number, language: Language, tx?: Database) => Promise<string | null>;

/** The first 32 bits of SHA-256 of the subscription and the reason, modulo 100, against the held-out share. */
export function saveArm(subscriptionId: number, reason: CancelReason, holdoutPercent: number): SaveArm {
  const bucket = createHash("sha256").update(`save-offer\u0000${subscriptionId}\u0000${reason}`, "utf8").digest().readUInt32BE(0) % 100;
  return bucket < holdoutPercent ? "holdout" : "offer";
}

/** Whether the subscription may have the discount now: none waiting, and none granted within the cooldown. */
export function discountAvailable(
  row: Pick<SubscriptionRow, "saveDiscountPercent" | "saveDiscountGrantedAt">,
  settings: SaveOfferSettings,
  now: Date,
): boolean {
  if (row.saveDiscountPercent !== null) return false;
  return row.saveDiscountGrantedAt === null || discountAvailableFrom(row.saveDiscountGrantedAt, settings.cooldownMonths) <= now;
}

/** The answer the offer arm sees: the reason's, but a skip for the price while the discount is not available. */
function offeredAnswer(reason: CancelReason, discountOk: boolean): SaveAnswer {
  const answer = SAVE_ANSWER_BY_REASON[reason];
  return answer === "discount" && !discountOk ? "skip" : answer;
}

/**
 * Opens (or finds open) the attempt of this reason, in the caller's transaction holding the subscription's row;
 * another reason's open attempt is left for this one (abandoned). Answers what the form shows.
 */
export async function openSaveAttempt(
  tx: Database,
  row: SubscriptionRow,
  reason: CancelReason,
  settings: SaveOfferSettings,
  now: Date,
  texts: { language: Language; dailyPortion: () => Promise<string | null> },
): Promise<CancelOfferView> {
  const arm = saveArm(row.id, reason, settings.holdoutPercent);
  const [open] = await tx
    .select()
    .from(subscriptionSaveAttempts)
    .where(
      and(
        eq(subscriptionSaveAttempts.subscriptionId, row.id),
        eq(subscriptionSaveAttempts.reason, reason),
        isNull(subscriptionSaveAttempts.outcome),
      ),
    );
  const answer = open
    ? (open.answer as SaveAnswer)
    : arm === "holdout"
      ? "none"
      : offeredAnswer(reason, discountAvailable(row, settings, now));
  await tx
    .update(subscriptionSaveAttempts)
    .set({ outcome: "abandoned", decidedAt: now })
    .where(
      and(
        eq(subscriptionSaveAttempts.subscriptionId, row.id),
        ne(subscriptionSaveAttempts.reason, reason),
        isNull(subscriptionSaveAttempts.outcome),
      ),
    );
  if (!open) await tx.insert(subscriptionSaveAttempts).values({ subscriptionId: row.id, reason, arm, answer, openedAt: now });
  const view: CancelOfferView = { reason, arm: (open?.arm as SaveArm | undefined) ?? arm, answer };
  if (answer === "discount") view.discountPercent = settings.discountPercent;
  if (answer === "takes_weeks") view.text = takesWeeksText(texts.language, await texts.dailyPortion());
  return view;
}

/**
 * Closes the subscription's open attempts in the action's transaction: the one of `reason` with `outcome`, any other
 * abandoned. An offer taken counts as saved only where it was offered; taken in the holdout (through another page of
 * the portal) it stays what the holdout is measured by, not cancelled.
 */
export async function closeSaveAttempts(tx: Database, subscriptionId: number, reason: CancelReason, outcome: SaveOutcome, now: Date) {
  const open = await tx
    .select()
    .from(subscriptionSaveAttempts)
    .where(and(eq(subscriptionSaveAttempts.subscriptionId, subscriptionId), isNull(subscriptionSaveAttempts.outcome)));
  for (const attempt of open) {
    const closed = attempt.reason === reason ? (outcome === "saved" && attempt.arm === "holdout" ? "abandoned" : outcome) : "abandoned";
    await tx.update(subscriptionSaveAttempts).set({ outcome: closed, decidedAt: now }).where(eq(subscriptionSaveAttempts.id, attempt.id));
  }
}

/** Grants the discount in the action's transaction; the caller has checked the arm and the cooldown. */
export function grantedDiscountColumns(settings: SaveOfferSettings, now: Date) {
  return { saveDiscountPercent: settings.discountPercent, saveDiscountGrantedAt: now };
}

/** In the renewal's transaction: the discount waiting, cleared so that it applies to this renewal only. */
export async function takeSaveDiscount(tx: Database, row: Pick<SubscriptionRow, "id" | "saveDiscountPercent">): Promise<number | null> {
  if (row.saveDiscountPercent === null) return null;
  await tx.update(subscriptions).set({ saveDiscountPercent: null }).where(eq(subscriptions.id, row.id));
  return row.saveDiscountPercent;
}

/**
 * The save discount is no code of the promotions' (an order's code names one of theirs): the order keeps its percent,
 * kind and amounts, with no code.
 */
export const SAVE_DISCOUNT_CODE = "";

/**
 * Each reason's results for the attempts opened in [start, end): an attempt still open counts as abandoned (the
 * subscriber has not cancelled).
 */
export async function saveOfferResults(db: Database, { start, end }: { start: Date; end: Date }): Promise<SaveReasonResult[]> {
  const rows = await db
    .select({ reason: subscriptionSaveAttempts.reason, arm: subscriptionSaveAttempts.arm, outcome: subscriptionSaveAttempts.outcome })
    .from(subscriptionSaveAttempts)
    .where(and(gte(subscriptionSaveAttempts.openedAt, start), lt(subscriptionSaveAttempts.openedAt, end)));
  return saveResults(
    rows.map((row) => ({
      reason: row.reason as CancelReason,
      arm: row.arm as SaveArm,
      outcome: (row.outcome ?? "abandoned") as SaveOutcome,
    })),
  );
}
