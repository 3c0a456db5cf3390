/**
 * The admin's orders list and its CSV export (issue 16 items 4 and 6): one filter, read from the URL,
 * answered a page at a time for the list and in batches for the export, so neither holds the whole
 * table in memory. Dates are the shop's days, in Europe/Bucharest.
 */
import { and, asc, desc, eq, exists, gte, inArray, lt, not, or, sql, type SQL } from "drizzle-orm";
import { ADMIN_ORDERS_PAGE_SIZE, type AdminOrderRow, type OrderFilter } from "#domain/admin/orders";
import type { AddressValues } from "#domain/account-forms";
import type { Database } from "#server/db/client";
import { orderLines, orders, payments } from "#server/db/schema";

export const SHOP_TIME_ZONE = "Europe/Bucharest";

export interface OrderListRow {
  id: number;
  orderNumber: number;
  createdAt: Date;
  name: string;
  email: string;
  phone: string;
  city: string;
  country: string;
  status: string;
  paymentMethod: string;
  /** The latest attempt's; null for an order no attempt was opened for. */
  paymentStatus: string | null;
  fulfilmentStatus: string;
  currencyCode: string;
  totalMinor: number;
  subtotalRonMinor: number;
  discountRonMinor: number;
  shippingRonMinor: number;
  taxRonMinor: number;
  totalRonMinor: number;
  /** The part of the total paid with the customer's store credit, in lei. */
  storeCreditRonMinor: number;
  discountCode: string | null;
  hasSubscription: boolean;
  carrier: string | null;
  trackingNumber: string | null;
  /** Stopped by the customer's legal withdrawal before shipping (decision 0075). */
  withdrawn: boolean;
}

/**
 * The outer query's order, spelled out: drizzle writes a single table's columns unqualified, and inside a
 * subquery over payments or lines a bare "id" would name the subquery's own row.
 */
export const OUTER_ORDER_ID = sql.raw(`"orders"."id"`);

const latestPaymentStatus = sql<
  string | null
>`(select latest.status from ${payments} latest where latest.order_id = ${OUTER_ORDER_ID} order by latest.attempt desc limit 1)`;

const hasSubscriptionLine = exists(
  sql`(select 1 from ${orderLines} line where line.order_id = ${OUTER_ORDER_ID} and line.is_subscription)`,
);

/** Midnight of a shop day, as an instant. */
const shopMidnight = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)})`;

/** `q`: an order number (with or without `#`), or part of an email, a name or a phone number. */
function searchCondition(q: string): SQL | undefined {
  const digits = q.replace(/\D/g, "");
  const phone =
    digits.length >= 4 ? sql`regexp_replace(${orders.shippingAddress}->>'phone', '[^0-9]', '', 'g') like ${`%${digits}%`}` : undefined;
  const number = /^#?\s*(\d{1,10})$/.exec(q);
  if (number) {
    const value = Number(number[1]);
    // Digits alone may be an order number or part of a phone number; `#` says which.
    const byNumber = value <= 2_147_483_647 ? eq(orders.orderNumber, value) : undefined;
    return q.startsWith("#") ? (byNumber ?? sql`false`) : or(byNumber, phone);
  }
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return or(
    sql`lower(${orders.email}) like ${pattern}`,
    sql`lower((${orders.shippingAddress}->>'firstName') || ' ' || (${orders.shippingAddress}->>'lastName')) like ${pattern}`,
    sql`lower((${orders.billingAddress}->>'firstName') || ' ' || (${orders.billingAddress}->>'lastName')) like ${pattern}`,
    phone,
  );
}

export function orderConditions(filter: OrderFilter): SQL | undefined {
  return and(
    filter.q ? searchCondition(filter.q) : undefined,
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.method ? eq(orders.paymentMethod, filter.method) : undefined,
    filter.payment ? sql`${latestPaymentStatus} = ${filter.payment}` : undefined,
    filter.fulfilment ? eq(orders.fulfilmentStatus, filter.fulfilment) : undefined,
    filter.from ? gte(orders.createdAt, shopMidnight(filter.from)) : undefined,
    filter.to ? lt(orders.createdAt, shopMidnight(filter.to, 1)) : undefined,
    filter.subscription === "yes" ? hasSubscriptionLine : filter.subscription === "no" ? not(hasSubscriptionLine) : undefined,
    filter.code ? sql`upper(${orders.discountCode}) = ${filter.code.toUpperCase()}` : undefined,
  );
}

function ordering(filter: OrderFilter): SQL[] {
  const direction = filter.dir === "asc" ? asc : desc;
  switch (filter.sort) {
    case "number":
      return [direction(orders.orderNumber)];
    case "total":
      return [direction(orders.totalRonMinor), desc(orders.id)];
    case "email":
      return [direction(orders.email), desc(orders.id)];
    default:
      return [direction(orders.createdAt), direction(orders.id)];
  }
}

const listColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  createdAt: orders.createdAt,
  shippingAddress: orders.shippingAddress,
  email: orders.email,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  paymentStatus: latestPaymentStatus,
  fulfilmentStatus: orders.fulfilmentStatus,
  currencyCode: orders.currencyCode,
  totalMinor: orders.totalMinor,
  subtotalRonMinor: orders.subtotalRonMinor,
  discountRonMinor: orders.discountRonMinor,
  shippingRonMinor: orders.shippingRonMinor,
  taxRonMinor: orders.taxRonMinor,
  totalRonMinor: orders.totalRonMinor,
  storeCreditRonMinor: orders.storeCreditRonMinor,
  discountCode: orders.discountCode,
  hasSubscription: sql<boolean>`${hasSubscriptionLine}`,
  carrier: orders.carrier,
  trackingNumber: orders.trackingNumber,
  withdrawnAt: orders.withdrawnAt,
};

type SelectedRow = { [K in keyof typeof listColumns]: unknown } & { shippingAddress: unknown };

function toListRow(row: SelectedRow): OrderListRow {
  const address = row.shippingAddress as AddressValues;
  return {
    id: row.id as number,
    orderNumber: row.orderNumber as number,
    createdAt: row.createdAt as Date,
    name: `${address.firstName} ${address.lastName}`.trim(),
    email: row.email as string,
    phone: address.phone ?? "",
    city: address.city ?? "",
    country: address.country ?? "",
    status: row.status as string,
    paymentMethod: row.paymentMethod as string,
    paymentStatus: (row.paymentStatus as string | null) ?? null,
    fulfilmentStatus: row.fulfilmentStatus as string,
    currencyCode: (row.currencyCode as string).trim(),
    totalMinor: row.totalMinor as number,
    subtotalRonMinor: row.subtotalRonMinor as number,
    discountRonMinor: row.discountRonMinor as number,
    shippingRonMinor: row.shippingRonMinor as number,
    taxRonMinor: row.taxRonMinor as number,
    totalRonMinor: row.totalRonMinor as number,
    storeCreditRonMinor: row.storeCreditRonMinor as number,
    discountCode: row.discountCode as string | null,
    hasSubscription: Boolean(row.hasSubscription),
    carrier: row.carrier as string | null,
    trackingNumber: row.trackingNumber as string | null,
    withdrawn: row.withdrawnAt !== null,
  };
}

export async function searchOrders(db: Database, filter: OrderFilter): Promise<{ rows: OrderListRow[]; total: number }> {
  const where = orderConditions(filter);
  const [rows, [count]] = await Promise.all([
    db
      .select(listColumns)
      .from(orders)
      .where(where)
      .orderBy(...ordering(filter))
      .limit(ADMIN_ORDERS_PAGE_SIZE)
      .offset((filter.page - 1) * ADMIN_ORDERS_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ]);
  return { rows: rows.map(toListRow), total: count?.total ?? 0 };
}

const EXPORT_BATCH = 500;

/**
 * Every order the filter matches, in the list's order, a batch at a time: the export streams them
 * without loading the table. Batches page by the order id seen last, so an order placed meanwhile
 * neither shifts nor repeats a row.
 */
export async function* exportOrders(db: Database, filter: OrderFilter): AsyncGenerator<OrderListRow[]> {
  const ids = await db
    .select({ id: orders.id })
    .from(orders)
    .where(orderConditions(filter))
    .orderBy(...ordering(filter));
  for (let start = 0; start < ids.length; start += EXPORT_BATCH) {
    const batch = ids.slice(start, start + EXPORT_BATCH).map((row) => row.id);
    const rows = await db.select(listColumns).from(orders).where(inArray(orders.id, batch));
    const byId = new Map(rows.map((row) => [row.id, toListRow(row)]));
    yield batch.map((id) => byId.get(id)!);
  }
}

export type OrderListRowJson = AdminOrderRow;

export function orderListRowJson(row: OrderListRow): AdminOrderRow {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
