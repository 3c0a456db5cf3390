/**
 * Which products an address has a subscription to (the refill reminder asks, decision 0114): any subscription not
 * cancelled — a paused or past-due one still brings its bottles, so a reminder to buy more would be wrong.
 */
import { and, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { subscriptions } from "#server/db/schema";

export async function subscribedProducts(tx: Database, email: string, handles: readonly string[]): Promise<Set<string>> {
  if (handles.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ handle: subscriptions.productHandle })
    .from(subscriptions)
    .where(
      and(
        sql`lower(${subscriptions.email}) = ${email.toLowerCase()}`,
        ne(subscriptions.status, "cancelled"),
        inArray(subscriptions.productHandle, [...handles]),
      ),
    );
  return new Set(rows.map((row) => row.handle));
}

/** Whether an address has any subscription not cancelled: a promotion for subscribers is theirs (decision 0172). */
export async function isSubscriber(tx: Database, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(sql`lower(${subscriptions.email}) = ${email.trim().toLowerCase()}`, ne(subscriptions.status, "cancelled")))
    .limit(1);
  return row !== undefined;
}
