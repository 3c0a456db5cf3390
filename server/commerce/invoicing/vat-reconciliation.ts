/**
 * The facts the month's reconciliation with e-Factura is computed from (issue 66 item 4, decision 0142): the month's
 * documents with what ANAF's signed copy of each accepted one holds, and the orders whose money or goods came back
 * after their invoice while the invoice still holds something (no credit note took it back).
 */
import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import { unzipSync } from "fflate";
import { DomUtils, parseDocument } from "htmlparser2";
import type { EfacturaStatus, InvoiceIssuerName, InvoiceKind, VatCategory } from "#domain/invoice";
import {
  reconcileVat,
  type GivenBackCause,
  type UncreditedOrder,
  type VatAmount,
  type VatReconciliation,
} from "#domain/vat-reconciliation";
import type { Database } from "#server/db/client";
import { invoices, orders } from "#server/db/schema";
import { documentsOfMonth, monthBounds } from "./invoice-month.ts";

const minorOf = (text: string) => Math.round(Number(text) * 100);

/**
 * The VAT per rate in ANAF's signed copy (the XML its answer ZIP holds beside `semnatura_*.xml`); null when the ZIP
 * holds no readable document.
 */
export function acceptedVatOf(zip: Buffer): VatAmount[] | null {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(new Uint8Array(zip));
  } catch {
    return null;
  }
  const main = Object.entries(files).find(([name]) => name.endsWith(".xml") && !/^semnatura_/i.test(name.split("/").at(-1) ?? ""));
  if (!main) return null;
  const nodes = parseDocument(Buffer.from(main[1]).toString("utf8"), { xmlMode: true }).children;
  const root = DomUtils.findOne((node) => /(^|:)(Invoice|CreditNote)$/.test(node.name), nodes, false);
  if (!root) return null;
  // The document's own TaxTotal (a direct child), not a line's: its subtotals are the VAT per rate.
  const taxTotal = root.children.find((node) => "name" in node && node.name === "cac:TaxTotal");
  if (!taxTotal || !("children" in taxTotal)) return [];
  const text = (parent: Parameters<typeof DomUtils.findOne>[1], name: string) => {
    const found = DomUtils.findOne((node) => node.name === name, parent);
    return found ? DomUtils.textContent(found).trim() : "";
  };
  return DomUtils.findAll((node) => node.name === "cac:TaxSubtotal", taxTotal.children).map((subtotal) => {
    const category = DomUtils.findOne((node) => node.name === "cac:TaxCategory", subtotal.children);
    return {
      category: (category ? text(category.children, "cbc:ID") : "S") as VatCategory,
      ratePercent: Number(category ? text(category.children, "cbc:Percent") : "0"),
      taxableRonMinor: minorOf(text(subtotal.children, "cbc:TaxableAmount")),
      vatRonMinor: minorOf(text(subtotal.children, "cbc:TaxAmount")),
    };
  });
}

/**
 * Orders invoiced by the month's end and since cancelled, refunded whole or brought back by the courier, whose
 * invoice still holds money: their credit note is missing.
 */
async function uncreditedOrders(db: Database, monthEnd: Date): Promise<UncreditedOrder[]> {
  const credited = sql<number>`coalesce((SELECT sum(notes.total_ron_minor) FROM ${invoices} AS notes WHERE notes.corrects_invoice_id = ${invoices.id}), 0)`;
  const rows = await db
    .select({
      orderNumber: orders.orderNumber,
      status: orders.status,
      fulfilment: orders.fulfilmentStatus,
      label: sql<string>`${invoices.document}->>'label'`,
      leftRonMinor: sql<number>`(${invoices.totalRonMinor} + ${credited})::int`.mapWith(Number),
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(
      and(
        eq(invoices.kind, "invoice"),
        lt(invoices.issuedAt, monthEnd),
        or(inArray(orders.status, ["cancelled", "refunded"]), eq(orders.fulfilmentStatus, "returned_to_sender")),
        sql`${invoices.totalRonMinor} + ${credited} > 0`,
      ),
    )
    .orderBy(orders.orderNumber);
  return rows.map((row) => ({
    orderNumber: row.orderNumber,
    invoiceLabel: row.label,
    cause: (row.status === "cancelled" ? "cancelled" : row.status === "refunded" ? "refunded" : "returned") satisfies GivenBackCause,
    leftRonMinor: row.leftRonMinor,
  }));
}

export async function monthReconciliation(db: Database, month: string): Promise<VatReconciliation> {
  const rows = await documentsOfMonth(db, month);
  const documents = rows.map((row) => ({
    label: row.document.label,
    kind: row.kind as InvoiceKind,
    orderNumber: row.document.orderNumber,
    issueDate: row.document.issueDate,
    efacturaStatus: row.efacturaStatus as EfacturaStatus,
    vatGroups: row.document.vatGroups,
    accepted: row.efacturaStatus === "accepted" && row.efacturaAnswer ? acceptedVatOf(row.efacturaAnswer) : null,
    issuer: row.issuer as InvoiceIssuerName,
    pending: row.issuerStatus === "pending",
  }));
  return reconcileVat(month, documents, await uncreditedOrders(db, monthBounds(month).to));
}
