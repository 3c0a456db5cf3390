/**
 * Whether an email has an account that is not disabled: a subscription's signed page then offers to sign in rather
 * than to register (the subscriptions module's `EnabledAccounts` port, decision 0134).
 */
import { and, eq, ne } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { customers } from "#server/db/schema";

export async function hasEnabledAccount(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.email, email), ne(customers.status, "disabled")))
    .limit(1);
  return row !== undefined;
}
