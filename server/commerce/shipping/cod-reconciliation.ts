/**
 * What the admin's cash-on-delivery page shows (issue 43 item 7): the delivered parcels whose cash no courier has
 * transferred after N days, oldest first; the transfers that settled no order (no parcel of ours, another amount, a
 * parcel paid twice, an order that did not take the cash), newest first; and what each courier holds of the shop's
 * cash now. A parcel counts as unpaid while its order has no `paid_at`: staff's own "cash collected" settles it too.
 */
import { and, asc, count, desc, eq, isNotNull, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { CodCourierTotal, CodFilter, CodLateParcel, CodReconciliationView, CodTransfer } from "#domain/cod-reconciliation";
import { COD_PAGE_SIZE } from "#domain/cod-reconciliation";
import type { CourierId } from "#domain/shipments";
import type { Database } from "#server/db/client";
import { codRemittances, orders, shipments } from "#server/db/schema";
import type { Clock } from "#server/commerce/shared/clock";

const DAY_MS = 24 * 3_600_000;
/** The most rows a spreadsheet holds: years of a small shop's parcels, and still one bounded read. */
const EXPORT_LIMIT = 10_000;

/** A delivered parcel with cash to collect, its order unpaid, and no transfer of the courier naming it. */
const owedParcel = and(
  eq(shipments.kind, "outbound"),
  eq(shipments.status, "delivered"),
  isNotNull(shipments.deliveredAt),
  sql`${shipments.cashOnDeliveryMinor} > 0`,
  eq(orders.paymentMethod, "cod"),
  isNull(orders.paidAt),
  sql`NOT EXISTS (SELECT 1 FROM ${codRemittances} WHERE ${codRemittances.shipmentId} = ${shipments.id})`,
)!;

/** An earlier transfer of the same parcel that paid what it was to collect. */
const paidBefore = sql<boolean>`EXISTS (SELECT 1 FROM ${codRemittances} AS earlier WHERE earlier.courier = ${codRemittances.courier} AND earlier.awb = ${codRemittances.awb} AND earlier.id < ${codRemittances.id} AND earlier.amount_minor = ${shipments.cashOnDeliveryMinor})`;

const unsettling = or(
  isNull(codRemittances.shipmentId),
  ne(codRemittances.amountMinor, shipments.cashOnDeliveryMinor),
  isNull(orders.paidAt),
  paidBefore,
)!;

export function createCodReconciliation({ db, clock }: { db: Database; clock: Clock }) {
  async function late(days: number, page: { limit: number; offset: number }) {
    const now = clock();
    const cutoff = new Date(now.getTime() - days * DAY_MS);
    const where = and(owedParcel, lte(shipments.deliveredAt, cutoff));
    const [rows, [counted]] = await Promise.all([
      db
        .select({
          orderNumber: orders.orderNumber,
          courier: shipments.courier,
          awb: shipments.awb,
          amountMinor: shipments.cashOnDeliveryMinor,
          deliveredAt: shipments.deliveredAt,
        })
        .from(shipments)
        .innerJoin(orders, eq(orders.id, shipments.orderId))
        .where(where)
        .orderBy(asc(shipments.deliveredAt), asc(shipments.id))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ total: count() }).from(shipments).innerJoin(orders, eq(orders.id, shipments.orderId)).where(where),
    ]);
    return {
      rows: rows.map((row): CodLateParcel => ({
        orderNumber: row.orderNumber,
        courier: row.courier as CourierId,
        awb: row.awb!,
        amountMinor: row.amountMinor,
        deliveredAt: row.deliveredAt!.toISOString(),
        daysWaiting: Math.floor((now.getTime() - row.deliveredAt!.getTime()) / DAY_MS),
      })),
      total: counted?.total ?? 0,
    };
  }

  async function transfers(page: { limit: number; offset: number }) {
    const base = () =>
      db
        .select({
          id: codRemittances.id,
          courier: codRemittances.courier,
          awb: codRemittances.awb,
          amountMinor: codRemittances.amountMinor,
          paidOn: codRemittances.paidOn,
          bankReference: codRemittances.bankReference,
          expectedMinor: shipments.cashOnDeliveryMinor,
          orderNumber: orders.orderNumber,
          orderPaid: sql<boolean>`${orders.paidAt} IS NOT NULL`,
          paidBefore,
        })
        .from(codRemittances)
        .leftJoin(shipments, eq(shipments.id, codRemittances.shipmentId))
        .leftJoin(orders, eq(orders.id, shipments.orderId))
        .where(unsettling);
    const [rows, [counted]] = await Promise.all([
      base().orderBy(desc(codRemittances.paidOn), desc(codRemittances.id)).limit(page.limit).offset(page.offset),
      db
        .select({ total: count() })
        .from(codRemittances)
        .leftJoin(shipments, eq(shipments.id, codRemittances.shipmentId))
        .leftJoin(orders, eq(orders.id, shipments.orderId))
        .where(unsettling),
    ]);
    return {
      rows: rows.map((row): CodTransfer => ({
        id: row.id,
        courier: row.courier as CourierId,
        awb: row.awb,
        amountMinor: row.amountMinor,
        expectedMinor: row.expectedMinor,
        orderNumber: row.orderNumber,
        paidOn: row.paidOn,
        bankReference: row.bankReference,
        problem:
          row.expectedMinor === null
            ? "unmatched"
            : row.paidBefore
              ? "repeated"
              : row.amountMinor !== row.expectedMinor
                ? "amount_differs"
                : "order_not_settled",
      })),
      total: counted?.total ?? 0,
    };
  }

  async function couriers(days: number): Promise<CodCourierTotal[]> {
    const cutoff = new Date(clock().getTime() - days * DAY_MS);
    const isLate = sql`${shipments.deliveredAt} <= ${cutoff}`;
    const rows = await db
      .select({
        courier: shipments.courier,
        parcels: count(),
        owedMinor: sql<number>`sum(${shipments.cashOnDeliveryMinor})`.mapWith(Number),
        lateParcels: sql<number>`count(*) FILTER (WHERE ${isLate})`.mapWith(Number),
        lateMinor: sql<number>`coalesce(sum(${shipments.cashOnDeliveryMinor}) FILTER (WHERE ${isLate}), 0)`.mapWith(Number),
      })
      .from(shipments)
      .innerJoin(orders, eq(orders.id, shipments.orderId))
      .where(owedParcel)
      .groupBy(shipments.courier)
      .orderBy(shipments.courier);
    return rows.map((row) => ({ ...row, courier: row.courier as CourierId }));
  }

  const pageOf = (page: number) => ({ limit: COD_PAGE_SIZE, offset: (page - 1) * COD_PAGE_SIZE });
  const all = { limit: EXPORT_LIMIT, offset: 0 };

  return {
    /** The page's reading of its view. */
    async view(filter: CodFilter): Promise<CodReconciliationView> {
      const [lateParcels, unsettled, totals] = await Promise.all([
        late(filter.days, pageOf(filter.page)),
        transfers(pageOf(filter.transfersPage)),
        couriers(filter.days),
      ]);
      return { filter, late: lateParcels, transfers: unsettled, couriers: totals, pageSize: COD_PAGE_SIZE };
    },
    /** Every late parcel, oldest first, for the spreadsheet. */
    lateParcels: async (days: number) => (await late(days, all)).rows,
    /** Every transfer that settled no order, newest first, for the spreadsheet. */
    unsettledTransfers: async () => (await transfers(all)).rows,
  };
}

export type CodReconciliation = ReturnType<typeof createCodReconciliation>;
