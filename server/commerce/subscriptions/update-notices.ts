/**
 * The changes waiting for a subscription's next email (decision 0083). A customer who skips, moves, changes the
 * quantity and the address in three minutes gets one email listing the four, not four emails: each action appends
 * its receipt to the subscription's one pending row in the action's own transaction, and the sweep writes the email
 * once nothing has changed for `SUBSCRIPTION_UPDATE_QUIET_MS`. The sweep claims rows FOR UPDATE SKIP LOCKED and
 * deletes them in the transaction that writes the email to the outbox, so several instances and a process killed at
 * any moment send each change once: an action racing the sweep either lands before the claim (and is in this email)
 * or waits for the delete and starts the next email's row.
 */
import { asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { subscriptionUpdateNotices } from "#server/db/schema";
import type { SubscriptionReceipt, TimedReceipt } from "#server/mail/subscription-updates";

/** Long enough for a customer going through the portal's actions one after another; short enough to read as a receipt. */
export const SUBSCRIPTION_UPDATE_QUIET_MS = 10 * 60_000;
/** A customer changing something every few minutes still hears within the hour. */
export const SUBSCRIPTION_UPDATE_LONGEST_WAIT_MS = 60 * 60_000;

type StoredReceipt = { at: string; receipt: SubscriptionReceipt };

const timed = (stored: unknown): TimedReceipt[] => (stored as StoredReceipt[]).map(({ at, receipt }) => ({ at: new Date(at), receipt }));

/** In the action's transaction, which holds the subscription's row: the change joins the pending email. */
export async function addPendingReceipt(tx: Database, subscriptionId: number, receipt: SubscriptionReceipt, now: Date): Promise<void> {
  const entry: StoredReceipt[] = [{ at: now.toISOString(), receipt }];
  await tx
    .insert(subscriptionUpdateNotices)
    .values({ subscriptionId, receipts: entry, firstChangeAt: now, lastChangeAt: now })
    .onConflictDoUpdate({
      target: subscriptionUpdateNotices.subscriptionId,
      set: { receipts: sql`${subscriptionUpdateNotices.receipts} || excluded.receipts`, lastChangeAt: now },
    });
}

/**
 * In the transaction of an email sent at once (a cancellation, a new card): the changes still waiting, oldest first,
 * taken out so that email lists them and the sweep does not send them again.
 */
export async function takePendingReceipts(tx: Database, subscriptionId: number): Promise<TimedReceipt[]> {
  const [row] = await tx
    .delete(subscriptionUpdateNotices)
    .where(eq(subscriptionUpdateNotices.subscriptionId, subscriptionId))
    .returning({ receipts: subscriptionUpdateNotices.receipts });
  return row ? timed(row.receipts) : [];
}

/**
 * The pending emails due as of `asOf` (quiet long enough, or waiting since the longest wait), claimed for this
 * transaction and deleted with it: the caller writes each one's email before committing.
 */
export async function claimQuietNotices(
  tx: Database,
  asOf: Date,
  limit: number,
): Promise<Array<{ subscriptionId: number; receipts: TimedReceipt[] }>> {
  const quietSince = new Date(asOf.getTime() - SUBSCRIPTION_UPDATE_QUIET_MS);
  const waitingSince = new Date(asOf.getTime() - SUBSCRIPTION_UPDATE_LONGEST_WAIT_MS);
  const due = await tx
    .select()
    .from(subscriptionUpdateNotices)
    .where(or(lte(subscriptionUpdateNotices.lastChangeAt, quietSince), lte(subscriptionUpdateNotices.firstChangeAt, waitingSince)))
    .orderBy(asc(subscriptionUpdateNotices.lastChangeAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  if (due.length > 0)
    await tx.delete(subscriptionUpdateNotices).where(
      inArray(
        subscriptionUpdateNotices.subscriptionId,
        due.map((row) => row.subscriptionId),
      ),
    );
  return due.map((row) => ({ subscriptionId: row.subscriptionId, receipts: timed(row.receipts) }));
}
