/**
 * The one writer of a document's e-Factura state (issue 65 item 4): every change of `invoices.efactura_status` goes
 * through here, from where the table of domain/invoice-lifecycle.ts allows. A document starts `not_sent` by the
 * column's default; a test fails if any other file under server/ writes the column.
 */
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { INVOICE_ACCEPTED_BY_ANAF, invoiceLabel, type EfacturaStatus } from "#domain/invoice";
import { efacturaActionFrom, efacturaAllows, type EfacturaAction } from "#domain/invoice-lifecycle";
import type { Database } from "#server/db/client";
import { invoices } from "#server/db/schema";
import { publishDomainEvents } from "#server/commerce/shared/domain-events";

type InvoiceRow = typeof invoices.$inferSelect;

/** What a move writes beside the status: ANAF's ids, its message, when it was asked. */
export type EfacturaColumns = Omit<Partial<typeof invoices.$inferInsert>, "efacturaStatus">;

const from = (action: EfacturaAction) => inArray(invoices.efacturaStatus, [...efacturaActionFrom(action)]);

/**
 * Claims a document for its upload: not sent yet, refused, or claimed by an upload cut off before `cutOffBefore`.
 * Undefined when it is none of those (accepted, or an upload in flight): two clicks or two instances upload it once.
 */
export async function claimEfacturaUpload(db: Database, id: number, now: Date, cutOffBefore: Date): Promise<InvoiceRow | undefined> {
  const [claimed] = await db
    .update(invoices)
    .set({ efacturaStatus: "sent", efacturaSentAt: now, efacturaUploadId: null, efacturaDownloadId: null, efacturaMessage: null })
    .where(
      and(
        eq(invoices.id, id),
        or(
          from("upload"),
          and(from("take_over_upload"), isNull(invoices.efacturaUploadId), sql`${invoices.efacturaSentAt} < ${cutOffBefore}`),
        ),
      ),
    )
    .returning();
  return claimed;
}

export interface EfacturaMove {
  action: EfacturaAction;
  /** Where the caller found the document: its claim, or the row it read. */
  from: EfacturaStatus;
  to: EfacturaStatus;
}

/** Writes a move the table allows, with its columns, in the caller's transaction; throws on one it does not. */
export async function moveEfacturaStatus(
  tx: Database,
  id: number,
  move: EfacturaMove,
  columns: EfacturaColumns,
  now: Date,
): Promise<InvoiceRow> {
  if (!efacturaAllows(move.from, move.action, move.to))
    throw new Error(`Invoice ${id}'s e-Factura state cannot ${move.action} from ${move.from} to ${move.to}`);
  const [row] = await tx
    .update(invoices)
    .set({ ...columns, efacturaStatus: move.to })
    .where(eq(invoices.id, id))
    .returning();
  if (move.to === "accepted" && move.from !== "accepted") await publishAcceptance(tx, row!, now);
  return row!;
}

/** ANAF's verdict, found in its list of messages, on a document it had not accepted yet: a run racing the owner's own check changes nothing twice. */
export async function recordEfacturaAnswer(
  db: Database,
  id: number,
  to: "accepted" | "rejected",
  columns: EfacturaColumns,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(invoices)
      .set({ ...columns, efacturaStatus: to })
      .where(and(eq(invoices.id, id), from("answer_found")))
      .returning();
    if (row && to === "accepted") await publishAcceptance(tx, row, now);
  });
}

/** `invoice.accepted_by_anaf`, in the transaction that records the verdict, so it is told once per document. */
async function publishAcceptance(tx: Database, row: InvoiceRow, now: Date) {
  await publishDomainEvents(
    tx,
    { type: "invoice", id: row.id },
    [
      {
        type: INVOICE_ACCEPTED_BY_ANAF,
        payload: {
          invoiceId: row.id,
          orderId: row.orderId,
          kind: row.kind,
          label: row.number === null ? null : invoiceLabel(row.series, row.number),
          uploadId: row.efacturaUploadId,
        },
      },
    ],
    now,
  );
}
