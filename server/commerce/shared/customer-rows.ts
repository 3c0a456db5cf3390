import { and, eq, isNull, or, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * A customer's rows of a table with `customerId` and `email`: those their account holds, and those made as a guest
 * with their email that no account holds (a guest's orders, subscriptions and returns before the account existed).
 */
export function heldByCustomer(table: { customerId: AnyPgColumn; email: AnyPgColumn }, customer: { id: number; email: string }): SQL {
  return or(eq(table.customerId, customer.id), and(isNull(table.customerId), eq(table.email, customer.email)))!;
}
