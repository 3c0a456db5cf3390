/**
 * Asking the outside issuer (decision 0177) to number the documents written pending for it: the handler of
 * `invoice.issue_requested` asks as soon as the row has committed, and the invoices' periodic sweep asks again for
 * any still pending, so a failure or a crash only delays a document. Safe on several instances: a document is claimed
 * first (`FOR UPDATE SKIP LOCKED`, then a lease in `issuer_retry_at`), so one instance asks about it at a time.
 *
 * Never numbered twice: Oblio answers a retried `idempotencyKey` with the document it issued; for SmartBill the next
 * number is recorded before asking, and a retry first looks for a document with that number and the same total and
 * adopts it. Once numbered, the document takes the issuer's series and number, its PDF is kept, the e-Factura send is
 * asked of Oblio, `invoice.issued` (or `invoice.credit_note_issued`) is published and the customer's email written.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { INVOICE_EVENT_TYPE_OF_KIND, INVOICE_ISSUE_REQUESTED, invoiceLabel, type InvoiceKind } from "#domain/invoice";
import { SHOP_TIME_ZONE } from "#domain/admin/dashboard";
import type { Database } from "#server/db/client";
import { invoices, orders } from "#server/db/schema";
import type { Clock } from "#server/commerce/shared/clock";
import { publishDomainEvents, type EventHandler } from "#server/commerce/shared/domain-events";
import { mailDocument, type InvoiceRow, type Invoicing } from "./invoice-issue.ts";
import { IssuerError, issuerRequest, type InvoiceIssuer, type IssuedDocument, type OutsideIssuerName } from "./invoice-issuer.ts";

/** How long one attempt holds its document: longer than an attempt's calls take (each has a 30 s limit). */
const LEASE_MS = 3 * 60_000;
/** After a failure, the next attempt waits this times the attempts so far, at most a day. */
const BACK_OFF_MS = 5 * 60_000;
const MAX_BACK_OFF_MS = 24 * 3_600_000;
const BATCH = 10;

const issueDay = new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

export interface OutsideIssueOptions {
  db: Database;
  clock: Clock;
  invoicing: Invoicing;
  /** The issuers whose accounts are configured. */
  issuers: Partial<Record<OutsideIssuerName, InvoiceIssuer>>;
  onError: (details: object, message: string) => void;
}

export interface OutsideIssueReport {
  issued: number;
  failed: number;
}

export function createOutsideIssue(options: OutsideIssueOptions) {
  const { db, clock, invoicing, issuers, onError } = options;

  /** Claims pending documents due an attempt (one, or a batch), each for one instance, under a lease. */
  async function claim(id?: number): Promise<InvoiceRow[]> {
    const now = clock();
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(
          and(
            eq(invoices.issuerStatus, "pending"),
            sql`(${invoices.issuerRetryAt} IS NULL OR ${invoices.issuerRetryAt} <= ${now})`,
            id === undefined ? undefined : eq(invoices.id, id),
            // A credit note waits for its invoice's number: the issuer reverses the invoice by it.
            sql`NOT EXISTS (SELECT 1 FROM ${invoices} AS original WHERE original.id = ${invoices.correctsInvoiceId} AND original.issuer_status = 'pending')`,
          ),
        )
        .orderBy(asc(invoices.id))
        .limit(id === undefined ? BATCH : 1)
        .for("update", { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(invoices)
        .set({ issuerRetryAt: new Date(now.getTime() + LEASE_MS), issuerAttempts: sql`${invoices.issuerAttempts} + 1` })
        .where(
          inArray(
            invoices.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  /** Asks the issuer for one claimed document; answers whether it is numbered now. Never throws. */
  async function attempt(row: InvoiceRow): Promise<boolean> {
    const issuer = issuers[row.issuer as OutsideIssuerName];
    try {
      if (!issuer) throw new IssuerError(`${row.issuer} is not configured (its variables are not set)`, false);
      const original = row.correctsInvoiceId === null ? null : await find(row.correctsInvoiceId);
      const request = issuerRequest(
        row,
        issueDay.format(clock()),
        original && {
          series: original.series,
          number: original.number!,
          issueDate: original.document.issueDate,
          totalRonMinor: original.totalRonMinor,
        },
      );
      let document = await issuer.recover(request, row.issuerExpectedNumber);
      if (!document) {
        const expected = await issuer.expect(request);
        if (expected !== null) await db.update(invoices).set({ issuerExpectedNumber: expected }).where(eq(invoices.id, row.id));
        document = await issuer.issue(request);
      }
      await numbered(row, original, document, request.issueDate, issuer);
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryable = !(error instanceof IssuerError) || error.retryable;
      const wait = Math.min(MAX_BACK_OFF_MS, BACK_OFF_MS * row.issuerAttempts * (retryable ? 1 : 12));
      onError({ invoice: row.id, issuer: row.issuer, err: message }, "the invoice issuer could not issue a document; the sweep asks again");
      await db
        .update(invoices)
        .set({ issuerMessage: message.slice(0, 2000), issuerRetryAt: new Date(clock().getTime() + wait) })
        .where(and(eq(invoices.id, row.id), eq(invoices.issuerStatus, "pending")));
      return false;
    }
  }

  /** Keeps the issuer's number, its PDF (when it answers) and its link, publishes the document and writes its email. */
  async function numbered(
    row: InvoiceRow,
    original: InvoiceRow | null,
    document: IssuedDocument,
    issueDate: string,
    issuer: InvoiceIssuer,
  ) {
    let pdf: Buffer | null = null;
    try {
      pdf = await issuer.pdf(document);
    } catch (error) {
      // Fetched again when first asked for (pdfOf).
      onError(
        { invoice: row.id, err: error instanceof Error ? error.message : String(error) },
        "the issuer's PDF could not be fetched yet",
      );
    }
    let message: string | null = null;
    try {
      await issuer.sendToAnaf(document);
    } catch (error) {
      message = `e-Factura: ${error instanceof Error ? error.message : String(error)}`.slice(0, 2000);
      onError({ invoice: row.id, err: message }, "the issuer did not take the e-Factura send; send it from the issuer's account");
    }
    const now = clock();
    const label = invoiceLabel(document.series, document.number);
    const mailIds = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(invoices)
        .set({
          series: document.series,
          number: document.number,
          issuedAt: now,
          document: {
            ...row.document,
            series: document.series,
            number: document.number,
            label,
            issueDate,
            corrects: original ? { label: original.document.label, issueDate: original.document.issueDate } : row.document.corrects,
          },
          issuerStatus: "issued",
          issuerLink: document.link,
          issuerPdf: pdf,
          issuerRetryAt: null,
          issuerMessage: message,
        })
        .where(and(eq(invoices.id, row.id), eq(invoices.issuerStatus, "pending")))
        .returning();
      if (!updated) return [];
      const kind = updated.kind as InvoiceKind;
      await publishDomainEvents(
        tx,
        { type: "invoice", id: updated.id },
        [
          {
            type: INVOICE_EVENT_TYPE_OF_KIND[kind],
            payload: { invoiceId: updated.id, orderId: updated.orderId, kind, label, totalRonMinor: updated.totalRonMinor },
          },
        ],
        now,
      );
      const [order] = await tx.select().from(orders).where(eq(orders.id, updated.orderId));
      return order ? [await mailDocument(tx, invoicing, updated, order)] : [];
    });
    await invoicing.mailer.deliver(mailIds);
  }

  async function find(id: number): Promise<InvoiceRow | null> {
    const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
    return row ?? null;
  }

  return {
    /** Asks for one document now (the handler, after its row committed); false when another instance has it or it failed. */
    async issueOne(id: number): Promise<boolean> {
      const [row] = await claim(id);
      return row ? attempt(row) : false;
    },

    /** Asks for the pending documents due an attempt, a batch at a time (the sweep). */
    async sweep(): Promise<OutsideIssueReport> {
      const report: OutsideIssueReport = { issued: 0, failed: 0 };
      for (const row of await claim()) {
        if (await attempt(row)) report.issued += 1;
        else report.failed += 1;
      }
      return report;
    },

    /** The PDF an outside issuer drew: as kept, or fetched now (and kept) if the first fetch failed; null while pending. */
    async pdfOf(row: InvoiceRow): Promise<Buffer | null> {
      if (row.issuerStatus !== "issued" || row.issuer === "elara") return null;
      if (row.issuerPdf) return row.issuerPdf;
      const issuer = issuers[row.issuer as OutsideIssuerName];
      if (!issuer) return null;
      const pdf = await issuer.pdf({ series: row.series, number: row.number!, link: row.issuerLink });
      await db.update(invoices).set({ issuerPdf: pdf }).where(eq(invoices.id, row.id));
      return pdf;
    },
  };
}

export type OutsideIssue = ReturnType<typeof createOutsideIssue>;

/** Asks the issuer once a pending document's transaction has committed (the sweep asks again if this fails). */
export function issueOnRequest(outside: () => OutsideIssue): EventHandler {
  return {
    name: "invoicing.outside-issue",
    types: [INVOICE_ISSUE_REQUESTED],
    async handle(_tx, event) {
      const invoiceId = Number(event.payload.invoiceId);
      return async () => {
        await outside().issueOne(invoiceId);
      };
    },
  };
}
