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
