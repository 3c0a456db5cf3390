/**
 * The invoices module's services (issue 21 item 7): the documents of an order for its customer and for staff, the
 * PDF and the e-Factura XML drawn from a stored document, sending to ANAF and asking how an upload stands (audited,
 * the owner's), the admin's list, and the sweep that heals and follows up (decision 0058, 0060; its deadline clock and
 * ANAF reconciliation, decision 0094).
 */
import type { AuditAction } from "#domain/audit-actions";
import { and, count, desc, eq, lte, ne, or, sql } from "drizzle-orm";
import {
  ADMIN_INVOICES_PAGE_SIZE,
  accountInvoicePdfUrl,
  adminInvoicePdfUrl,
  adminInvoiceXmlUrl,
  type AdminInvoiceFilter,
  type AdminInvoiceRow,
  type OrderInvoiceLink,
} from "#domain/admin/invoices";
import type { EfacturaStatus, InvoiceIssuerName, InvoiceKind } from "#domain/invoice";
import type { Database } from "#server/db/client";
import { domainEvents, invoices, orders } from "#server/db/schema";
import type { MailAttachment } from "#server/mail/outbox";
import type { Clock } from "#server/commerce/shared/clock";

import { invoiceAndMail, isNumbered, type InvoiceRow, type Invoicing } from "./invoice-issue.ts";
import type { OutsideIssue, OutsideIssueReport } from "./outside-issue.ts";
import { invoiceFileName, renderInvoicePdf } from "./invoice-pdf.ts";
import { renderEfacturaXml } from "./efactura-ubl.ts";
import { checkEfacturaRules, type RuleBreach } from "./efactura-rules.ts";
import { AnafError, type EfacturaGateway } from "./anaf-efactura.ts";
import { createEfacturaFollowUp, readAnswerZip, type FollowUpReport } from "./efactura-follow-up.ts";
import { monthArchive } from "./invoice-month.ts";
import { monthReconciliation } from "./vat-reconciliation.ts";
import { claimEfacturaUpload, moveEfacturaStatus, type EfacturaColumns, type EfacturaMove } from "./efactura-status.ts";
import type { NotifyStaff } from "#server/mail/staff-notice";
import type { StaffActor, StaffAudit } from "#server/commerce/shared/staff-audit";

export interface InvoiceFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

export type EfacturaOutcome =
  | { ok: true; invoice: AdminInvoiceRow }
  | {
      ok: false;
      problem: "not_found" | "not_configured" | "not_sendable" | "not_sent" | "breaks_rules" | "anaf_failed";
      detail?: string;
      breaches?: RuleBreach[];
    };

export interface InvoiceSweepReport {
  invoiced: number;
  /** Documents the outside issuer numbered, and those it failed to this time (decision 0177). */
  outside: OutsideIssueReport;
  checked: number;
  followUp: FollowUpReport;
}

/** The admin lists documents not accepted whose deadline ends within this first, marked. */
const DUE_SOON_MS = 48 * 3_600_000;

/** /metrics counts documents not accepted whose deadline ends within this: the alert's "due within 24 h". */
const EFACTURA_ALERT_WITHIN_MS = 24 * 3_600_000;

/** An upload older than this with no answer from the upload itself was cut off (a crash mid-call): it may be sent again. */
const INTERRUPTED_UPLOAD_MS = 10 * 60_000;
const SWEEP_BATCH = 20;

interface InvoicesOptions {
  db: Database;
  clock: Clock;
  invoicing: Invoicing;
  /** ANAF's e-Factura; undefined: not configured, sending is refused with that reason. */
  gateway: EfacturaGateway | undefined;
  audit: StaffAudit;
  /** Tells the owner a deadline is near or ANAF's refresh token is dying. */
  notifyStaff: NotifyStaff;
  /** `ANAF_REFRESH_TOKEN_ISSUED_ON`, with the gateway. */
  refreshTokenIssuedOn: string | undefined;
  onError: (details: object, message: string) => void;
  /** The outside issuer's asking (decision 0177). */
  outside: OutsideIssue;
}

export function createInvoices(options: InvoicesOptions) {
  const { db, clock, invoicing, gateway, notifyStaff, refreshTokenIssuedOn, onError } = options;
  const context = options;
  const followUp = createEfacturaFollowUp({
    db,
    clock,
    gateway,
    sellerCif: invoicing.settings.company.vatId,
    refreshTokenIssuedOn,
    notifyStaff,
    mailer: invoicing.mailer,
    onError,
  });
  const toAdminRow = (row: InvoiceRow): AdminInvoiceRow => rowJson(clock, row);
  const pdf = (row: InvoiceRow) => pdfOf(context, row);

  return {
    xmlOf,

    /** The document's PDF: Elara's own drawing, or the outside issuer's as kept. Only for a numbered document. */
    pdf,

    /** A numbered document (a pending one has no PDF yet): what the PDF routes serve. */
    async numbered(id: number): Promise<InvoiceRow | null> {
      const row = await find(context, id);
      return row && isNumbered(row) ? row : null;
    },

    find: (id: number) => find(context, id),

    /** An outbox message's invoice, rendered when the message is sent. */
    async renderAttachment(ref: { kind: "invoice"; invoiceId: number }): Promise<MailAttachment | null> {
      const row = await find(context, ref.invoiceId);
      return row && isNumbered(row) ? pdf(row) : null;
    },

    /** The documents of the order with this number; null when there is no such order. */
    async forOrderNumber(orderNumber: number): Promise<AdminInvoiceRow[] | null> {
      const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumber));
      if (!order) return null;
      const rows = await db.select().from(invoices).where(eq(invoices.orderId, order.id)).orderBy(invoices.id);
      return rows.map((row) => rowJson(clock, row));
    },

    /** The order's documents for its customer (the account's order page). */
    linksForOrder: (orderId: number, orderNumber: number) => linksForOrder(context, orderId, orderNumber),

    /** One numbered document of an order, if it is that order's (another's id, or one still pending, is simply not found). */
    async ofOrder(orderId: number, invoiceId: number): Promise<InvoiceRow | null> {
      const row = await find(context, invoiceId);
      return row && row.orderId === orderId && isNumbered(row) ? row : null;
    },

    list: (filter: Omit<AdminInvoiceFilter, "month">) => listInvoices(context, filter),

    rowJson: toAdminRow,

    /**
     * Store-wide, for /metrics: documents ANAF has not accepted whose e-Factura deadline (decision 0094) ends within
     * the next 24 hours, and those whose deadline has passed.
     */
    efacturaDeadlines: () => efacturaDeadlines(context),

    /**
     * Uploads one document to ANAF. The row is claimed first (its status moves to "sent" only if it was not sent, or
     * was refused, or its upload was cut off), so two clicks or two instances upload it once.
     */
    send: (id: number, actor: StaffActor) => sendToAnaf(context, id, actor),

    /** Asks ANAF how a sent document stands: accepted, rejected with its message, or still processing. */
    refresh: (id: number, actor: StaffActor) => refreshStatus(context, id, actor),

    /** ANAF's answer (a ZIP), as kept with the document; fetched and kept now if an earlier fetch failed. */
    async answer(id: number): Promise<InvoiceFile | null> {
      const found = await find(context, id);
      const row = found ? await keepAnswer(context, found) : null;
      if (!row?.efacturaAnswer) return null;
      return { filename: `anaf-${row.document.label}.zip`, contentType: "application/zip", content: row.efacturaAnswer };
    },

    keepAnswer: (row: InvoiceRow) => keepAnswer(context, row),

    /** The accountant's ZIP of a month (`YYYY-MM`, Romanian time): PDFs, XMLs, ANAF's answers and the ledger. */
    monthArchive: async (month: string) =>
      monthArchive(db, month, { pdf, xml: (row) => renderEfacturaXml(row.document) }, await monthReconciliation(db, month)),

    /** The month's VAT per rate beside what e-Factura accepted, and each difference with its cause (decision 0142). */
    reconciliation: (month: string) => monthReconciliation(db, month),

    /**
     * Heals and follows up, safe on several instances at once: an order that became due without its invoice (no
     * path of the store leaves one so, since each issues in its own transaction; this guards what a future path
     * might miss) is invoiced under a lock taken with SKIP LOCKED; only orders due since the store's first invoice,
     * so orders from before invoicing began are never invoiced after the fact. Then uploads still processing at ANAF
     * are asked about.
     */
    sweep: () => sweep(context, followUp),

    /** What the owner must know about e-Factura beyond the list: the refresh token's end, ANAF's unmatched messages. */
    notices: followUp.notices,
  };
}

async function linksForOrder(context: InvoicesOptions, orderId: number, orderNumber: number): Promise<OrderInvoiceLink[]> {
  const { db } = context;
  const rows = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.issuerStatus, "issued")))
    .orderBy(invoices.id);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as InvoiceKind,
    label: row.document.label,
    issueDate: row.document.issueDate,
    pdfUrl: accountInvoicePdfUrl(orderNumber, row.id),
    validatedByAnaf: row.efacturaStatus === "accepted",
    issuer: row.issuer as InvoiceIssuerName,
  }));
}

async function refreshStatus(context: InvoicesOptions, id: number, actor: StaffActor): Promise<EfacturaOutcome> {
  const { gateway, clock } = context;
  const row = await find(context, id);
  if (!row) return { ok: false, problem: "not_found" };
  if (!gateway) return { ok: false, problem: "not_configured" };
  if (row.efacturaStatus !== "sent" || !row.efacturaUploadId) return { ok: false, problem: "not_sent" };
  try {
    return { ok: true, invoice: rowJson(clock, await refreshRow(context, row, actor)) };
  } catch (error) {
    const message = error instanceof AnafError ? error.message : "ANAF could not be reached";
    return { ok: false, problem: "anaf_failed", detail: message };
  }
}

async function listInvoices(
  context: InvoicesOptions,
  filter: Omit<AdminInvoiceFilter, "month">,
): Promise<{ rows: AdminInvoiceRow[]; total: number; notSent: number }> {
  const { db, clock } = context;
  const where = filter.efactura ? eq(invoices.efacturaStatus, filter.efactura) : undefined;
  const dueSoon = sql`${invoices.efacturaStatus} <> 'accepted' AND ${invoices.efacturaDueAt} <= ${new Date(clock().getTime() + DUE_SOON_MS)}`;
  const [rows, totals, unsent] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(where)
      // What is due within 48 h and not accepted comes first, the nearest deadline on top.
      .orderBy(
        sql`CASE WHEN ${dueSoon} THEN 0 ELSE 1 END`,
        sql`CASE WHEN ${dueSoon} THEN ${invoices.efacturaDueAt} END`,
        desc(invoices.issuedAt),
        desc(invoices.id),
      )
      .limit(ADMIN_INVOICES_PAGE_SIZE)
      .offset((filter.page - 1) * ADMIN_INVOICES_PAGE_SIZE),
    db.select({ total: count() }).from(invoices).where(where),
    // The outside issuer sends its own documents to ANAF: only Elara's wait for the store to send them.
    db
      .select({ notSent: count() })
      .from(invoices)
      .where(and(eq(invoices.efacturaStatus, "not_sent"), eq(invoices.issuer, "elara"))),
  ]);
  return { rows: rows.map((row) => rowJson(clock, row)), total: Number(totals[0]?.total ?? 0), notSent: Number(unsent[0]?.notSent ?? 0) };
}

async function efacturaDeadlines(context: InvoicesOptions): Promise<{ dueWithinDay: number; overdue: number }> {
  const { db, clock } = context;
  const now = clock();
  const [row] = await db
    .select({
      dueWithinDay: sql<number>`count(*) FILTER (WHERE ${invoices.efacturaDueAt} > ${now})`.mapWith(Number),
      overdue: sql<number>`count(*) FILTER (WHERE ${invoices.efacturaDueAt} <= ${now})`.mapWith(Number),
    })
    .from(invoices)
    // Read through the deadline's index: every document due by tomorrow, accepted ones passed over on their row. A
    // few thousand a year is a millisecond's work; an index of the unaccepted alone would be the next step (0103).
    .where(and(lte(invoices.efacturaDueAt, new Date(now.getTime() + EFACTURA_ALERT_WITHIN_MS)), ne(invoices.efacturaStatus, "accepted")));
  return { dueWithinDay: row?.dueWithinDay ?? 0, overdue: row?.overdue ?? 0 };
}

async function sendToAnaf(context: InvoicesOptions, id: number, actor: StaffActor): Promise<EfacturaOutcome> {
  const { db, clock, gateway, onError } = context;
  const row = await find(context, id);
  if (!row) return { ok: false, problem: "not_found" };
  // The outside issuer sends its documents to ANAF itself (decision 0177).
  if (row.issuer !== "elara") return { ok: false, problem: "not_sendable" };
  if (!gateway) return { ok: false, problem: "not_configured" };
  const { xml, breaches } = xmlOf(row);
  if (breaches.length > 0) return { ok: false, problem: "breaks_rules", breaches };
  const now = clock();
  const claimed = await claimEfacturaUpload(db, id, now, new Date(now.getTime() - INTERRUPTED_UPLOAD_MS));
  if (!claimed) return { ok: false, problem: "not_sendable" };
  const sent = claimed.efacturaStatus as EfacturaStatus;
  let outcome;
  try {
    outcome = await gateway.upload(xml, {
      sellerCif: row.document.seller.vatId,
      creditNote: row.kind === "credit_note",
      consumer: !row.document.buyer.vatId,
      foreignBuyer: row.document.buyer.address.countryCode !== "RO",
    });
  } catch (error) {
    const message = error instanceof AnafError ? error.message : "ANAF could not be reached";
    onError({ invoice: row.document.label, err: error instanceof AnafError ? error.message : String(error) }, "e-Factura upload failed");
    await record(
      context,
      row,
      actor,
      "invoice.efactura_send",
      { action: "upload_unreached", from: sent, to: row.efacturaStatus as EfacturaStatus },
      { efacturaSentAt: row.efacturaSentAt, efacturaMessage: message },
    );
    return { ok: false, problem: "anaf_failed", detail: message };
  }
  const updated = await record(
    context,
    row,
    actor,
    "invoice.efactura_send",
    outcome.ok ? { action: "upload_taken", from: sent, to: "sent" } : { action: "upload_refused", from: sent, to: "rejected" },
    outcome.ok ? { efacturaUploadId: outcome.uploadId } : { efacturaMessage: outcome.message.slice(0, 2000), efacturaCheckedAt: now },
  );
  return { ok: true, invoice: rowJson(clock, updated) };
}

async function sweep(context: InvoicesOptions, followUp: ReturnType<typeof createEfacturaFollowUp>): Promise<InvoiceSweepReport> {
  const { db, clock, invoicing, gateway, onError, outside } = context;
  const [first] = await db.select({ issuedAt: invoices.issuedAt }).from(invoices).orderBy(invoices.issuedAt).limit(1);
  let invoiced = 0;
  if (first) {
    const since = first.issuedAt;
    const mailIds = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(orders)
        .where(
          and(
            or(
              sql`${orders.paidAt} >= ${since}`,
              and(eq(orders.paymentMethod, "cod"), eq(orders.fulfilmentStatus, "delivered"), sql`${orders.deliveredAt} >= ${since}`),
            ),
            sql`NOT EXISTS (SELECT 1 FROM ${invoices} WHERE ${invoices.orderId} = ${orders.id} AND ${invoices.kind} = 'invoice')`,
            // Its confirmation's handlers, still to run, issue it and send it with the confirmation email.
            sql`NOT EXISTS (SELECT 1 FROM ${domainEvents} WHERE ${domainEvents.aggregateType} = 'order'
                AND ${domainEvents.aggregateId} = ${orders.id}::text AND ${domainEvents.type} = 'order.confirmed'
                AND ${domainEvents.state} = 'pending')`,
          ),
        )
        .orderBy(orders.id)
        .limit(SWEEP_BATCH)
        .for("update", { skipLocked: true });
      const ids: number[] = [];
      for (const order of due) {
        const written = await invoiceAndMail(tx, invoicing, order, clock());
        invoiced += written.length;
        ids.push(...written);
      }
      return ids;
    });
    await invoicing.mailer.deliver(mailIds);
  }
  let checked = 0;
  if (gateway) {
    const pending = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.efacturaStatus, "sent"), sql`${invoices.efacturaUploadId} IS NOT NULL`))
      .orderBy(invoices.efacturaCheckedAt)
      .limit(SWEEP_BATCH);
    for (const row of pending) {
      try {
        await refreshRow(context, row, null);
        checked += 1;
      } catch (error) {
        onError(
          { invoice: row.document.label, err: error instanceof Error ? error.message : String(error) },
          "e-Factura status check failed",
        );
      }
    }
  }
  // After the healing above, which may have written pending documents of its own.
  const outsideReport = await outside.sweep();
  return { invoiced, outside: outsideReport, checked, followUp: await followUp.followUp() };
}

async function find(context: InvoicesOptions, id: number): Promise<InvoiceRow | null> {
  const { db } = context;
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row ?? null;
}

/** Writes the e-Factura state (its move, if it moves) in its own transaction, with the owner's audit entry. */
async function record(
  context: InvoicesOptions,
  row: InvoiceRow,
  actor: StaffActor | null,
  action: AuditAction,
  move: EfacturaMove | null,
  changes: EfacturaColumns,
) {
  const { db, clock, audit } = context;
  const now = clock();
  const [updated] = await db.transaction(async (tx) => {
    const result = move
      ? [await moveEfacturaStatus(tx, row.id, move, changes, now)]
      : await tx.update(invoices).set(changes).where(eq(invoices.id, row.id)).returning();
    if (actor)
      await audit(
        tx,
        actor,
        {
          action,
          target: { type: "invoice", id: row.document.label },
          before: { status: row.efacturaStatus, uploadId: row.efacturaUploadId },
          after: { status: result[0]!.efacturaStatus, uploadId: result[0]!.efacturaUploadId, message: result[0]!.efacturaMessage },
        },
        now,
      );
    return result;
  });
  return updated!;
}

/**
 * Fetches ANAF's answer and keeps it with the document, the legal record; a refusal's message becomes the errors the
 * ZIP lists (`stareMesaj` only says "nok"). A failure leaves it to the next ask (the status stands either way).
 */
async function keepAnswer(context: InvoicesOptions, row: InvoiceRow): Promise<InvoiceRow> {
  const { db, gateway, onError } = context;
  if (!gateway || !row.efacturaDownloadId || row.efacturaAnswer) return row;
  try {
    const zip = await gateway.download(row.efacturaDownloadId);
    const { errors } = readAnswerZip(zip);
    const [kept] = await db
      .update(invoices)
      .set(
        row.efacturaStatus === "rejected" && errors
          ? { efacturaAnswer: zip, efacturaMessage: errors.slice(0, 2000) }
          : { efacturaAnswer: zip },
      )
      .where(eq(invoices.id, row.id))
      .returning();
    return kept ?? row;
  } catch (error) {
    onError(
      { invoice: row.document.label, err: error instanceof Error ? error.message : String(error) },
      "ANAF's answer could not be fetched",
    );
    return row;
  }
}

async function refreshRow(context: InvoicesOptions, row: InvoiceRow, actor: StaffActor | null): Promise<InvoiceRow> {
  const { gateway, clock } = context;
  const outcome = await gateway!.status(row.efacturaUploadId!);
  const now = clock();
  if (outcome.state === "processing") return record(context, row, actor, "invoice.efactura_check", null, { efacturaCheckedAt: now });
  const from = row.efacturaStatus as EfacturaStatus;
  const efacturaMessage = outcome.state === "accepted" ? null : outcome.message.slice(0, 2000);
  return keepAnswer(
    context,
    await record(
      context,
      row,
      actor,
      "invoice.efactura_check",
      { action: "verdict", from, to: outcome.state },
      { efacturaDownloadId: outcome.downloadId, efacturaMessage, efacturaCheckedAt: now },
    ),
  );
}

function rowJson(clock: Clock, row: InvoiceRow): AdminInvoiceRow {
  return {
    id: row.id,
    kind: row.kind as InvoiceKind,
    label: row.document.label,
    orderNumber: row.document.orderNumber,
    issueDate: row.document.issueDate,
    buyerName: row.document.buyer.name,
    totalRonMinor: row.totalRonMinor,
    issuer: { name: row.issuer as InvoiceIssuerName, pending: !isNumbered(row), message: row.issuerMessage },
    efactura: {
      status: row.efacturaStatus as EfacturaStatus,
      message: row.efacturaMessage,
      sentAt: row.efacturaSentAt?.toISOString() ?? null,
      checkedAt: row.efacturaCheckedAt?.toISOString() ?? null,
      hasAnswer: row.efacturaDownloadId !== null,
    },
    pdfUrl: adminInvoicePdfUrl(row.id),
    xmlUrl: adminInvoiceXmlUrl(row.id),
    deadline: {
      dueOn: row.efacturaDueOn,
      soon:
        row.efacturaStatus !== "accepted" && row.efacturaDueAt !== null && row.efacturaDueAt.getTime() <= clock().getTime() + DUE_SOON_MS,
    },
  };
}

/**
 * Elara's own PDF of its document; an outside issuer's PDF as it drew it, kept when it numbered the document (fetched
 * now if that failed). Should the issuer be unreachable then, the store's drawing of the same document (with the
 * issuer's number) stands in, so the customer is never refused their invoice.
 */
async function pdfOf(context: InvoicesOptions, row: InvoiceRow): Promise<InvoiceFile> {
  const filename = invoiceFileName(row.document);
  if (row.issuer !== "elara") {
    try {
      const kept = await context.outside.pdfOf(row);
      if (kept) return { filename, contentType: "application/pdf", content: kept };
    } catch (error) {
      context.onError(
        { invoice: row.id, err: error instanceof Error ? error.message : String(error) },
        "the issuer's PDF could not be fetched",
      );
    }
  }
  return { filename, contentType: "application/pdf", content: await renderInvoicePdf(row.document) };
}

/** The XML as e-Factura receives it, and the offline rules it breaks (none, for a document the store drew right). */
function xmlOf(row: InvoiceRow): { xml: string; breaches: RuleBreach[] } {
  const xml = renderEfacturaXml(row.document);
  return { xml, breaches: checkEfacturaRules(xml) };
}

export type InvoiceService = ReturnType<typeof createInvoices>;
