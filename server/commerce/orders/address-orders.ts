/**
 * The orders these addresses placed in a time range (not cancelled or refunded), with what each came to in lei, for
 * the retention flows' results (issue 46 item 6, decision 0113): orders within 5 days of a flow's decision, in the
 * group it emailed and in its holdout. The platform hands it to the retention module, which reads no order table.
 */
import { and, gte, inArray, lt, notInArray } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { orders } from "#server/db/schema";

export interface AddressOrder {
  email: string;
  placedAt: Date;
  totalRonMinor: number;
}

export type AddressOrders = (emails: readonly string[], range: { start: Date; end: Date }) => Promise<AddressOrder[]>;

/** Addresses asked about in one query; a longer list is asked in several. */
const EMAILS_PER_QUERY = 1000;

export function createAddressOrders(db: Database): AddressOrders {
  return async (emails, { start, end }) => {
    const unique = [...new Set(emails)];
    const found: AddressOrder[] = [];
    for (let offset = 0; offset < unique.length; offset += EMAILS_PER_QUERY) {
      const rows = await db
        .select({ email: orders.email, placedAt: orders.createdAt, totalRonMinor: orders.totalRonMinor })
        .from(orders)
        .where(
          and(
            inArray(orders.email, unique.slice(offset, offset + EMAILS_PER_QUERY)),
            gte(orders.createdAt, start),
            lt(orders.createdAt, end),
            notInArray(orders.status, ["cancelled", "refunded"]),
          ),
        );
      found.push(...rows);
    }
    return found;
  };
}
