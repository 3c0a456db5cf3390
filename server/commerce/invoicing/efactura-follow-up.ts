/**
 * e-Factura's deadline clock and its reconciliation with ANAF (issue 44 item 2, decision 0094), run by a job in each
 * instance:
 * - a document not accepted within 24 h of its deadline (issue + 5 Romanian working days) gets the owner one email,
 *   claimed with SKIP LOCKED and marked in the transaction that writes the email, so several instances and a kill at
 *   any moment send it once;
 * - once a day, under a lease, ANAF's message list of the last 60 days is compared with what the store sent: an upload
 *   whose answer the store never read is recorded (accepted or refused, with ANAF's ZIP kept), an upload that landed
 *   while the store believed it failed is found by the invoice number inside ANAF's signed copy, and a message the
 *   store cannot match is kept for the owner;
 * - 30 days before ANAF's refresh token dies (365 days after its issue) the owner gets one email, and the admin says so.
 */
import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { DomUtils, parseDocument } from "htmlparser2";
import { unzipSync } from "fflate";
import { SHOP_TIME_ZONE } from "#domain/admin/dashboard";
import type { EfacturaNoticesView } from "#domain/admin/invoices";
import { efacturaDueDate, endOfShopDay, plusDays } from "#domain/romanian-working-days";
import type { Database } from "#server/db/client";
import { efacturaJobs, efacturaUnmatched, invoices } from "#server/db/schema";
import type { Mailer } from "#server/mail/outbox";
import type { NotifyStaff } from "#server/mail/staff-notice";
import type { Clock } from "#server/commerce/shared/clock";
import { ANAF_MESSAGE_DAYS_MAX, type AnafMessage, type EfacturaGateway } from "./anaf-efactura.ts";
import type { InvoiceRow } from "./invoice-issue.ts";
import { recordEfacturaAnswer } from "./efactura-status.ts";

const DAY_MS = 24 * 3_600_000;
/** The owner is emailed when a deadline ends within this and the document is not accepted. */
const WARN_WITHIN_MS = DAY_MS;
const RECONCILE_EVERY_MS = DAY_MS;
/** Long enough for a day's list and its downloads; a killed run's lease runs out and the next instance takes over. */
const RECONCILE_LEASE_MS = 15 * 60_000;
const REFRESH_TOKEN_DAYS = 365;
const REFRESH_TOKEN_WARN_DAYS = 30;
const BATCH = 20;
const RECONCILE_KEY = "reconcile";

export interface FollowUpReport {
  dated: number;
  warned: number;
  reconciled: { recorded: number; unmatched: number } | null;
  tokenWarned: boolean;
}

const shopDay = (date: Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(date);

/** The invoice's own number (its first `cbc:ID`) in ANAF's signed copy, and the refusal's messages in its error list. */
export function readAnswerZip(zip: Buffer): { label: string | null; errors: string } {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(new Uint8Array(zip));
  } catch {
    return { label: null, errors: "" };
  }
  const main = Object.entries(files).find(([name]) => name.endsWith(".xml") && !/^semnatura_/i.test(name.split("/").at(-1) ?? ""));
  if (!main) return { label: null, errors: "" };
  const nodes = parseDocument(Buffer.from(main[1]).toString("utf8"), { xmlMode: true }).children;
  const root = DomUtils.findOne((node) => /(^|:)(Invoice|CreditNote)$/.test(node.name), nodes, false);
  const id = root ? DomUtils.findOne((node) => node.name === "cbc:ID" || node.name === "ID", root.children, false) : null;
  const errors = DomUtils.findAll((node) => /(^|:)Error$/.test(node.name), nodes)
    .map((node) => node.attribs.errorMessage ?? "")
    .filter(Boolean)
    .join("; ");
  return { label: id ? DomUtils.textContent(id).trim() : null, errors };
}

export function createEfacturaFollowUp({
  db,
  clock,
  gateway,
  sellerCif,
  refreshTokenIssuedOn,
  notifyStaff,
  mailer,
  onError,
}: {
  db: Database;
  clock: Clock;
  gateway: EfacturaGateway | undefined;
  sellerCif: string;
  refreshTokenIssuedOn: string | undefined;
  notifyStaff: NotifyStaff;
  mailer: Pick<Mailer, "deliver">;
  onError: (details: object, message: string) => void;
}) {
  const refreshTokenExpiresOn = refreshTokenIssuedOn ? plusDays(refreshTokenIssuedOn, REFRESH_TOKEN_DAYS) : null;
  const tokenExpiringSoon = () =>
    refreshTokenExpiresOn !== null && shopDay(clock()) >= plusDays(refreshTokenExpiresOn, -REFRESH_TOKEN_WARN_DAYS);

  /** Documents issued before the deadline was kept get theirs. */
  async function dateMissing(): Promise<number> {
    const rows = await db
      .select({ id: invoices.id, document: invoices.document })
      .from(invoices)
      .where(isNull(invoices.efacturaDueOn))
      .limit(100);
    for (const row of rows) {
      const dueOn = efacturaDueDate(row.document.issueDate);
      await db
        .update(invoices)
        .set({ efacturaDueOn: dueOn, efacturaDueAt: endOfShopDay(dueOn) })
        .where(eq(invoices.id, row.id));
    }
    return rows.length;
  }

  async function warnDue(): Promise<number> {
    const mailIds = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(invoices)
        .where(
          and(
            sql`${invoices.efacturaStatus} <> 'accepted'`,
            isNull(invoices.efacturaDueWarnedAt),
            sql`${invoices.efacturaDueAt} <= ${new Date(clock().getTime() + WARN_WITHIN_MS)}`,
          ),
        )
        .orderBy(asc(invoices.efacturaDueAt))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      const ids: number[] = [];
      for (const row of due) {
        ids.push(
          ...(await notifyStaff(tx, {
            kind: "efactura_due",
            label: row.document.label,
            orderNumber: row.document.orderNumber,
            dueOn: row.efacturaDueOn!,
            status: row.efacturaStatus as "not_sent" | "sent" | "rejected",
          })),
        );
        await tx.update(invoices).set({ efacturaDueWarnedAt: clock() }).where(eq(invoices.id, row.id));
      }
      return { ids, count: due.length };
    });
    await mailer.deliver(mailIds.ids);
    return mailIds.count;
  }

  async function warnToken(): Promise<boolean> {
    if (!refreshTokenIssuedOn || !tokenExpiringSoon()) return false;
    const ids = await db.transaction(async (tx) => {
      // The row's key makes the warning once per token, whichever instance gets here first.
      const [claimed] = await tx
        .insert(efacturaJobs)
        .values({ key: `refresh-token-warning:${refreshTokenIssuedOn}`, doneAt: clock() })
        .onConflictDoNothing()
        .returning();
      return claimed ? notifyStaff(tx, { kind: "anaf_token_expiring", expiresOn: refreshTokenExpiresOn! }) : null;
    });
    if (!ids) return false;
    await mailer.deliver(ids);
    return true;
  }

  /** Takes the day's reconciliation if it is due and no live lease holds it. */
  async function claimReconciliation(): Promise<boolean> {
    const now = clock();
    await db.insert(efacturaJobs).values({ key: RECONCILE_KEY }).onConflictDoNothing();
    const [claimed] = await db
      .update(efacturaJobs)
      .set({ leasedUntil: new Date(now.getTime() + RECONCILE_LEASE_MS) })
      .where(
        and(
          eq(efacturaJobs.key, RECONCILE_KEY),
          or(isNull(efacturaJobs.doneAt), lt(efacturaJobs.doneAt, new Date(now.getTime() - RECONCILE_EVERY_MS))),
          or(isNull(efacturaJobs.leasedUntil), lt(efacturaJobs.leasedUntil, now)),
        ),
      )
      .returning();
    return claimed !== undefined;
  }

  /** Records one message's verdict on the document it answers; false when no document of the store is its upload. */
  async function recordMessage(message: AnafMessage, known: InvoiceRow | undefined): Promise<boolean> {
    const accepted = message.type === "FACTURA TRIMISA";
    const zip = await gateway!.download(message.id);
    const { label, errors } = readAnswerZip(zip);
    // An upload that landed while the store believed it failed or was cut off: its number is in ANAF's signed copy.
    const row =
      known ??
      (accepted && label
        ? (
            await db
              .select()
              .from(invoices)
              .where(
                and(
                  sql`${invoices.document}->>'label' = ${label}`,
                  or(
                    inArray(invoices.efacturaStatus, ["not_sent", "rejected"]),
                    and(eq(invoices.efacturaStatus, "sent"), isNull(invoices.efacturaUploadId)),
                  ),
                ),
              )
          )[0]
        : undefined);
    if (!row) return false;
    const now = clock();
    await recordEfacturaAnswer(
      db,
      row.id,
      accepted ? "accepted" : "rejected",
      {
        efacturaUploadId: message.uploadId,
        efacturaDownloadId: message.id,
        efacturaAnswer: zip,
        efacturaMessage: accepted ? null : (errors || message.details).slice(0, 2000),
        efacturaCheckedAt: now,
      },
      now,
    );
    return true;
  }

  async function reconcile(): Promise<{ recorded: number; unmatched: number } | null> {
    if (!gateway || !(await claimReconciliation())) return null;
    let recorded = 0;
    let unmatched = 0;
    try {
      const messages = (await gateway.messages(sellerCif, ANAF_MESSAGE_DAYS_MAX)).filter(
        (message) => message.type === "FACTURA TRIMISA" || message.type === "ERORI FACTURA",
      );
      const uploadIds = messages.map((message) => message.uploadId);
      const known = uploadIds.length ? await db.select().from(invoices).where(inArray(invoices.efacturaUploadId, uploadIds)) : [];
      const seen = messages.length
        ? new Set(
            (
              await db
                .select({ messageId: efacturaUnmatched.messageId })
                .from(efacturaUnmatched)
                .where(
                  inArray(
                    efacturaUnmatched.messageId,
                    messages.map((message) => message.id),
                  ),
                )
            ).map((row) => row.messageId),
          )
        : new Set<string>();
      for (const message of messages) {
        const row = known.find((candidate) => candidate.efacturaUploadId === message.uploadId);
        // Answered already (accepted, or refused and not sent again), or kept as unmatched before.
        if (row && (row.efacturaStatus === "accepted" || (row.efacturaStatus === "rejected" && row.efacturaAnswer))) continue;
        if (!row && seen.has(message.id)) continue;
        if (await recordMessage(message, row)) recorded += 1;
        else {
          await db
            .insert(efacturaUnmatched)
            .values({
              messageId: message.id,
              uploadId: message.uploadId,
              type: message.type,
              details: message.details.slice(0, 2000),
              foundAt: clock(),
            })
            .onConflictDoNothing();
          unmatched += 1;
        }
      }
      await db.update(efacturaJobs).set({ doneAt: clock(), leasedUntil: null }).where(eq(efacturaJobs.key, RECONCILE_KEY));
    } catch (error) {
      // The lease is given back without `doneAt`: the next run of any instance tries again.
      await db.update(efacturaJobs).set({ leasedUntil: null }).where(eq(efacturaJobs.key, RECONCILE_KEY));
      throw error;
    }
    return { recorded, unmatched };
  }

  return {
    async followUp(): Promise<FollowUpReport> {
      const dated = await dateMissing();
      const warned = await warnDue();
      const tokenWarned = await warnToken();
      let reconciled = null;
      try {
        reconciled = await reconcile();
      } catch (error) {
        onError({ err: error instanceof Error ? error.message : String(error) }, "e-Factura reconciliation failed");
      }
      return { dated, warned, reconciled, tokenWarned };
    },

    /**
     * The refresh token's last day (null: ANAF not configured), ANAF's messages the store could not match (newest
     * first), and when the list was last compared.
     */
    async notices(): Promise<EfacturaNoticesView> {
      const [unmatched, [job]] = await Promise.all([
        db.select().from(efacturaUnmatched).orderBy(desc(efacturaUnmatched.foundAt), desc(efacturaUnmatched.messageId)).limit(BATCH),
        db.select().from(efacturaJobs).where(eq(efacturaJobs.key, RECONCILE_KEY)),
      ]);
      return {
        refreshToken: refreshTokenExpiresOn ? { expiresOn: refreshTokenExpiresOn, expiringSoon: tokenExpiringSoon() } : null,
        unmatched: unmatched.map((row) => ({ ...row, foundAt: row.foundAt.toISOString() })),
        reconciledAt: job?.doneAt?.toISOString() ?? null,
      };
    },
  };
}

export type EfacturaFollowUp = ReturnType<typeof createEfacturaFollowUp>;
