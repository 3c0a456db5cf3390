/**
 * Invoices and credit notes, their numbering, and the VAT rates: the invoicing module's tables, which only its code
 * (server/commerce/invoicing/) writes.
 */
import {
  type AnyPgColumn,
  char,
  check,
  customType,
  date,
  index,
  jsonb,
  numeric,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { EFACTURA_STATUSES, INVOICE_ISSUERS, type InvoiceDocument } from "#domain/invoice";
import { localeEnum, sqlList, belongsTo, timestamptz } from "#server/db/schema/columns";
import { staffReference } from "#server/db/schema/staff";
import { orders } from "#server/db/schema/orders";

/** Bytes as they came (ANAF's signed ZIP), read back as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * VAT rates by country (decision 0055): the standard rate and the reduced rate a product of the reduced
 * class carries there, in percent with two decimals. Romania's row prices every order below the EU
 * distance-selling threshold; the other states' rows, orders to them under OSS. The owner edits them.
 */
export const vatRates = pgTable(
  "vat_rates",
  {
    country: char("country", { length: 2 }).primaryKey(),
    standardPercent: numeric("standard_percent", { precision: 5, scale: 2, mode: "number" }).notNull(),
    reducedPercent: numeric("reduced_percent", { precision: 5, scale: 2, mode: "number" }).notNull(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
    /** Who set these rates in the admin; null for the seed's. */
    updatedByStaffId: staffReference("updated_by_staff_id"),
  },
  (t) => [check("vat_rates_range", sql`${t.standardPercent} BETWEEN 0 AND 100 AND ${t.reducedPercent} BETWEEN 0 AND ${t.standardPercent}`)],
);

/**
 * The last number issued in each invoice series (issue 21 item 7, decision 0058). An invoice takes its number by
 * locking its series' row in the transaction that writes it, so numbers are consecutive with no gap and no repeat
 * however many instances issue at once: a transaction that rolls back gives its number back with its lock.
 */
export const invoiceSeries = pgTable(
  "invoice_series",
  {
    series: text("series").primaryKey(),
    lastNumber: integer("last_number").notNull().default(0),
  },
  (t) => [check("invoice_series_last_number", sql`${t.lastNumber} >= 0`)],
);

/**
 * Invoices and credit notes, as issued: the number in its series, and the document itself (every figure in lei, the
 * seller and buyer as they were), from which the PDF and the e-Factura XML are drawn each time they are asked for.
 * Never deleted, never changed but for the e-Factura status: a mistake is corrected by a credit note.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    series: text("series").notNull(),
    /** Null only while an outside issuer has not answered yet (`issuer_status` pending, decision 0177). */
    number: integer("number"),
    /**
     * Who numbers it (decision 0177): `elara`, the store's own series; `oblio` or `smartbill`, the owner's invoicing
     * software, which then also sends it to ANAF. A credit note follows its invoice's issuer.
     */
    issuer: text("issuer").notNull().default("elara"),
    /** `pending`: written in the transaction it became due in, waiting for the outside issuer's number; else `issued`. */
    issuerStatus: text("issuer_status").notNull().default("issued"),
    /** The outside issuer's link to its PDF, as it answered (kept for staff; the account streams the stored PDF). */
    issuerLink: text("issuer_link"),
    /** The outside issuer's PDF, as fetched once it numbered the document. */
    issuerPdf: bytea("issuer_pdf"),
    /** SmartBill's next number read before asking it to issue: a retry adopts the document with this number (decision 0177). */
    issuerExpectedNumber: integer("issuer_expected_number"),
    /** A pending document is not asked about again before this (an attempt under way, or the back-off after a failure). */
    issuerRetryAt: timestamptz("issuer_retry_at"),
    /** How many times the issuer was asked, and its last words on a failure. */
    issuerAttempts: integer("issuer_attempts").notNull().default(0),
    issuerMessage: text("issuer_message"),
    // The store never deletes an order (accounts going away only unlink theirs); tests that empty the tables do.
    orderId: belongsTo("order_id", () => orders.id),
    /** A credit note's invoice. */
    correctsInvoiceId: integer("corrects_invoice_id").references((): AnyPgColumn => invoices.id, { onDelete: "cascade" }),
    /**
     * Why it was issued, once: `order:{id}` for the order's invoice (one per order: this key is unique), `refund:{id}`,
     * `return-credit:{id}` or `order-credit:{id}` for a credit note, followed by `:invoice-{id}` for each further invoice
     * one refund reaches (decision 0176). A replayed webhook, a retried refund or the sweep finds it and issues nothing.
     */
    sourceKey: text("source_key").notNull(),
    language: localeEnum("language").notNull(),
    issuedAt: timestamptz("issued_at").notNull(),
    /** The document's total in lei minor units: negative for a credit note. */
    totalRonMinor: integer("total_ron_minor").notNull(),
    document: jsonb("document").$type<InvoiceDocument>().notNull(),
    /** Where it stands at ANAF's e-Factura (decision 0060). */
    efacturaStatus: text("efactura_status").notNull().default("not_sent"),
    /** ANAF's `index_incarcare` for the upload, and its `id_descarcare` for the answer. */
    efacturaUploadId: text("efactura_upload_id"),
    efacturaDownloadId: text("efactura_download_id"),
    /** ANAF's words on a refusal or an error, as it gave them. */
    efacturaMessage: text("efactura_message"),
    efacturaSentAt: timestamptz("efactura_sent_at"),
    efacturaCheckedAt: timestamptz("efactura_checked_at"),
    /**
     * The last day it may reach e-Factura (issue + 5 Romanian working days, decision 0094) and the instant that day
     * ends in Bucharest, which the admin's order and the owner's reminder read.
     */
    efacturaDueOn: date("efactura_due_on", { mode: "string" }),
    efacturaDueAt: timestamptz("efactura_due_at"),
    /** When the owner was emailed that it is due within 24 h and not accepted: once per document. */
    efacturaDueWarnedAt: timestamptz("efactura_due_warned_at"),
    /** ANAF's answer as it sent it (the ZIP with the signed invoice and `semnatura_*.xml`, or its errors): the legal record. */
    efacturaAnswer: bytea("efactura_answer"),
  },
  (t) => [
    uniqueIndex("invoices_issuer_number_key").on(t.issuer, t.series, t.number),
    index("invoices_issuer_pending_idx")
      .on(t.issuerRetryAt)
      .where(sql`${t.issuerStatus} = 'pending'`),
    uniqueIndex("invoices_source_key").on(t.sourceKey),
    index("invoices_order_idx").on(t.orderId),
    index("invoices_issued_idx").on(t.issuedAt),
    index("invoices_efactura_due_idx").on(t.efacturaDueAt),
    check("invoices_kind", sql`${t.kind} IN ('invoice', 'credit_note')`),
    check("invoices_number_positive", sql`${t.number} > 0`),
    check("invoices_issuer", sql`${t.issuer} IN ${sqlList(INVOICE_ISSUERS)}`),
    check(
      "invoices_issuer_status",
      sql`(${t.issuerStatus} = 'issued' AND ${t.number} IS NOT NULL) OR (${t.issuerStatus} = 'pending' AND ${t.number} IS NULL AND ${t.issuer} <> 'elara')`,
    ),
    check("invoices_efactura_status", sql`${t.efacturaStatus} IN ${sqlList(EFACTURA_STATUSES)}`),
    check(
      "invoices_credit_note_corrects",
      sql`(${t.kind} = 'invoice' AND ${t.correctsInvoiceId} IS NULL AND ${t.totalRonMinor} >= 0) OR (${t.kind} = 'credit_note' AND ${t.correctsInvoiceId} IS NOT NULL AND ${t.totalRonMinor} < 0)`,
    ),
  ],
);

/**
 * The e-Factura jobs that must run once across instances (decision 0094): `reconcile`, the daily comparison with
 * ANAF's message list, claimed by a lease so an instance killed mid-run leaves it to the next; and one row per
 * refresh token warned about (`refresh-token-warning:{issued on}`), written in the transaction that emails the owner.
 */
export const efacturaJobs = pgTable("efactura_jobs", {
  key: text("key").primaryKey(),
  leasedUntil: timestamptz("leased_until"),
  doneAt: timestamptz("done_at"),
});

/**
 * What ANAF's message list holds that the store cannot match to a document it sent (an upload whose answer was
 * lost with an unknown index, or one made outside the store): kept for the owner to look into, once per message.
 */
export const efacturaUnmatched = pgTable("efactura_unmatched", {
  /** ANAF's message `id` (its `id_descarcare`). */
  messageId: text("message_id").primaryKey(),
  uploadId: text("upload_id").notNull(),
  /** `FACTURA TRIMISA`, `ERORI FACTURA`. */
  type: text("type").notNull(),
  details: text("details").notNull(),
  foundAt: timestamptz("found_at").notNull(),
});
