/**
 * What the orders read of the invoices (`InvoiceFacts`, decision 0134): the invoice a confirmation email carries,
 * and the VAT the documents issued in a period declare, for the accountant's report.
 */
import { and, eq, sql } from "drizzle-orm";
import type { ReportPeriod, VatRow } from "#domain/admin/reports";
import type { Database } from "#server/db/client";
import { invoices } from "#server/db/schema";
import { SHOP_ZONE, bigintSum, withinPeriod } from "#server/commerce/shared/shop-period-sql";

export interface InvoiceFacts {
  /** The id of the order's own invoice (not a credit note, nor an addition's), read in the caller's transaction; null before it is issued. */
  invoiceOf(tx: Database, orderId: number): Promise<number | null>;
  /** The invoices and credit notes issued in the period, per month and VAT rate, the month first and the highest rate first. */
  vatByMonthAndRate(db: Database, period: ReportPeriod): Promise<VatRow[]>;
}

export const invoiceFacts: InvoiceFacts = {
  async invoiceOf(tx, orderId) {
    const [invoice] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      // A document still waiting for its outside issuer's number is mailed on its own once numbered (decision 0177).
      .where(and(eq(invoices.orderId, orderId), eq(invoices.sourceKey, `order:${orderId}`), eq(invoices.issuerStatus, "issued")));
    return invoice?.id ?? null;
  },
  async vatByMonthAndRate(db, period) {
    const group = sql.raw("vat_group");
    const rows = await db
      .select({
        month: sql<string>`to_char(${invoices.issuedAt} at time zone ${SHOP_ZONE}, 'YYYY-MM')`,
        ratePercent: sql<number>`(${group}->>'ratePercent')::numeric`.mapWith(Number),
        documents: sql<number>`count(distinct ${invoices.id})`.mapWith(Number),
        taxableRonMinor: bigintSum(sql`(${group}->>'taxableRonMinor')::bigint`),
        vatRonMinor: bigintSum(sql`(${group}->>'vatRonMinor')::bigint`),
      })
      .from(sql`${invoices} cross join lateral jsonb_array_elements(${invoices.document}->'vatGroups') as ${group}`)
      .where(withinPeriod(invoices.issuedAt, period))
      .groupBy(sql`1`, sql`2`)
      .orderBy(sql`1`, sql`2 desc`);
    return rows.map((row) => ({ ...row, grossRonMinor: row.taxableRonMinor + row.vatRonMinor }));
  },
};
