/**
 * Every email is written to `email_outbox` first, inside the transaction that created what it
 * carries (an account's activation token, an order), so a message exists exactly when its reason
 * does. Delivery happens after the commit and again from a periodic sweep. A row is claimed before
 * it is sent — one UPDATE that takes due rows with FOR UPDATE SKIP LOCKED, counts the attempt and
 * pushes the row's next attempt past a lease — so several server instances sweeping at once never
 * send the same message twice. A failure waits twice as long each time; after MAX_ATTEMPTS the row
 * is marked failed (and kept) for an operator to look at.
 */
import { and, asc, count, eq, inArray, lte, min, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { emailOutbox, type MailAttachmentRef } from "#server/db/schema";
import { withCampaignLinks } from "./campaign-links.ts";
import { STAFF_MAIL_KINDS, type MailMessage } from "./mail-types.ts";

/** A file as the transport sends it. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Sends one message; throws when the message was not accepted. */
export interface MailTransport {
  send(message: {
    from: string;
    to: string;
    subject: string;
    html: string;
    text: string;
    headers?: Record<string, string>;
    attachments?: MailAttachment[];
  }): Promise<void>;
}

/**
 * Renders an outbox message's attachment when it is sent (an invoice's PDF from its stored document): the outbox keeps
 * the reference only. Null when what it names is gone; the message then goes without it.
 */
export type AttachmentRenderer = (ref: MailAttachmentRef) => Promise<MailAttachment | null>;

/**
 * Told of a message the receiving server refused for good (an SMTP 5xx reply: no such mailbox, policy): the flows
 * stop mailing that address. Complaints reach the store by no path yet; the retention module takes them the same way.
 */
export type PermanentRejectionListener = (recipient: string, kind: MailMessage["kind"]) => Promise<void>;

/** An SMTP reply code of 500–599, as nodemailer reports it on the error it throws. */
export function isPermanentRejection(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

export interface MailerLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface Mailer {
  /**
   * Writes the message to the outbox in the caller's transaction, a customer email's links to the store's pages tagged
   * with its campaign (campaign-links.ts); answers its id for `deliver`.
   */
  enqueue(tx: Database, message: MailMessage): Promise<number>;
  /** Tries to send these messages now (after their transaction committed). Never throws. */
  deliver(ids: readonly number[]): Promise<void>;
  /** Where these messages stand (pending, sent, failed, stored), for an order's timeline. */
  statuses(ids: readonly number[]): Promise<Map<number, { status: string; sentAt: Date | null }>>;
  /** Sends what is due; answers how many were attempted. */
  sweep(): Promise<number>;
  /** Sweeps now and every `intervalMs` until `stop` (only with a transport: stored messages are never sent). */
  start(intervalMs?: number): void;
  /** Stops sweeping and waits for a delivery in progress. */
  stop(): Promise<void>;
  /** Resolves when every delivery started so far has finished (requests do not wait for SMTP; tests do). */
  idle(): Promise<void>;
  /**
   * Messages waiting to be sent, store-wide, and when the oldest of them was written: for /metrics. Stored
   * messages (no SMTP) and those given up on are not waiting.
   */
  backlog(): Promise<{ pending: number; oldestPendingAt: Date | null }>;
}

export interface MailerOptions {
  db: Database;
  /** null: no SMTP configured; messages are stored, not sent, and their links logged (outside production). */
  transport: MailTransport | null;
  from: string;
  /** The store's public origin: a customer email's links to its pages are tagged with the email's campaign. */
  baseUrl: string;
  logger: MailerLogger;
  /** Whether a stored message's links may go to the log: they are live login links, so never in production. */
  logLinks: boolean;
  now?: () => Date;
  /** Without it, messages go without their attachments (a tool that only sends account emails). */
  renderAttachment?: AttachmentRenderer;
  /**
   * Where a customer's answer goes (SUPPORT_EMAIL): every customer email says "reply to this email", and the
   * sender is a no-reply address. Staff emails go without it.
   */
  replyTo?: string;
  onPermanentRejection?: PermanentRejectionListener;
}

export const MAX_ATTEMPTS = 10;
/** Longer than nodemailer's own timeouts, so a claimed row is never sent again while its first send runs. */
export const CLAIM_LEASE_MS = 5 * 60_000;
const SWEEP_BATCH = 20;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 6 * 60 * 60_000;

/** 1, 2, 4 … minutes after the nth failed attempt, at most six hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

const LINK = /https?:\/\/[^\s<>"]+/g;

export function linksIn(text: string): string[] {
  return [...new Set(text.match(LINK) ?? [])];
}

type OutboxRow = typeof emailOutbox.$inferSelect;

export function createMailer({
  db,
  transport,
  from,
  baseUrl,
  logger,
  logLinks,
  now = () => new Date(),
  renderAttachment,
  replyTo,
  onPermanentRejection,
}: MailerOptions): Mailer {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  async function claim(onlyIds?: readonly number[]): Promise<OutboxRow[]> {
    const time = now();
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.status, "pending"),
          lte(emailOutbox.nextAttemptAt, time),
          onlyIds ? inArray(emailOutbox.id, [...onlyIds]) : undefined,
        ),
      )
      .orderBy(asc(emailOutbox.nextAttemptAt))
      .limit(SWEEP_BATCH)
      .for("update", { skipLocked: true });
    return db
      .update(emailOutbox)
      .set({ attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: new Date(time.getTime() + CLAIM_LEASE_MS) })
      .where(inArray(emailOutbox.id, due))
      .returning();
  }

  async function attachmentsOf(row: OutboxRow): Promise<MailAttachment[]> {
    if (!row.attachments?.length || !renderAttachment) return [];
    const rendered = await Promise.all(row.attachments.map((ref) => renderAttachment(ref)));
    return rendered.filter((file): file is MailAttachment => file !== null);
  }

  async function send(row: OutboxRow, via: MailTransport): Promise<void> {
    try {
      const attachments = await attachmentsOf(row);
      await via.send({
        from,
        to: row.recipient,
        subject: row.subject,
        html: row.html,
        text: row.text,
        ...(row.headers ? { headers: row.headers } : {}),
        ...(attachments.length > 0 ? { attachments } : {}),
      });
      await db.update(emailOutbox).set({ status: "sent", sentAt: now(), lastError: null }).where(eq(emailOutbox.id, row.id));
      logger.info({ mailId: row.id, kind: row.kind, attempts: row.attempts }, "email sent");
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const gaveUp = row.attempts >= MAX_ATTEMPTS;
      await db
        .update(emailOutbox)
        .set({
          status: gaveUp ? "failed" : "pending",
          lastError: reason.slice(0, 1000),
          nextAttemptAt: new Date(now().getTime() + retryDelayMs(row.attempts)),
        })
        .where(eq(emailOutbox.id, row.id));
      const details = { mailId: row.id, kind: row.kind, attempts: row.attempts, reason };
      if (onPermanentRejection && isPermanentRejection(error)) {
        await onPermanentRejection(row.recipient, row.kind as MailMessage["kind"]).catch((failure: unknown) =>
          logger.error({ err: failure, mailId: row.id }, "a permanent rejection could not be recorded"),
        );
      }
      if (gaveUp) logger.error(details, "email failed for good; it stays in the outbox");
      else logger.warn(details, "email not sent; it will be retried");
    }
  }

  async function sendClaimed(onlyIds?: readonly number[]): Promise<number> {
    if (!transport) return 0;
    const rows = await claim(onlyIds);
    for (const row of rows) await send(row, transport);
    return rows.length;
  }

  async function announceStored(ids: readonly number[]): Promise<void> {
    const rows = await db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.id, [...ids]));
    for (const row of rows) {
      if (logLinks)
        logger.info({ mailId: row.id, kind: row.kind, to: row.recipient, links: linksIn(row.text) }, "email stored (SMTP_URL is not set)");
      else logger.warn({ mailId: row.id, kind: row.kind }, "email stored, not sent: SMTP_URL is not set");
    }
  }

  // Deliveries and sweeps of one process run one after another: simpler to reason about, and the
  // claim already keeps separate processes apart.
  function serialise<T>(work: () => Promise<T>): Promise<T> {
    const result = running.then(work, work);
    running = result.catch(() => undefined);
    return result;
  }

  const sweep = () => serialise(() => sendClaimed());

  return {
    async enqueue(tx, given) {
      const message = withCampaignLinks(given, baseUrl);
      const headers = { ...(replyTo && !STAFF_MAIL_KINDS.has(message.kind) ? { "Reply-To": replyTo } : {}), ...message.headers };
      const [row] = await tx
        .insert(emailOutbox)
        .values({
          kind: message.kind,
          recipient: message.to,
          language: message.language,
          subject: message.subject,
          html: message.html,
          text: message.text,
          headers: Object.keys(headers).length > 0 ? headers : null,
          attachments: message.attachments?.length ? [...message.attachments] : null,
          status: transport ? "pending" : "stored",
          createdAt: now(),
          nextAttemptAt: now(),
        })
        .returning({ id: emailOutbox.id });
      return row!.id;
    },

    async deliver(ids) {
      if (ids.length === 0) return;
      try {
        await serialise<unknown>(() => (transport ? sendClaimed(ids) : announceStored(ids)));
      } catch (error) {
        // The row is safe in the outbox; the sweep picks it up.
        logger.error({ err: error, mailIds: ids }, "email delivery failed; the sweep will retry");
      }
    },

    async statuses(ids) {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: emailOutbox.id, status: emailOutbox.status, sentAt: emailOutbox.sentAt })
        .from(emailOutbox)
        .where(inArray(emailOutbox.id, [...ids]));
      return new Map(rows.map((row) => [row.id, { status: row.status, sentAt: row.sentAt }]));
    },

    sweep,

    start(intervalMs = 30_000) {
      if (timer || !transport) return;
      const run = () => void sweep().catch((error: unknown) => logger.error({ err: error }, "outbox sweep failed"));
      // At once too: messages left by the previous run (a crash, a stop mid-send) go out without waiting.
      run();
      timer = setInterval(run, intervalMs);
      timer.unref();
    },

    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },

    async idle() {
      await running;
    },

    async backlog() {
      // The due index's first column is the status: the pending rows alone are read, however long the outbox grows.
      const [row] = await db
        .select({ pending: count(), oldestPendingAt: min(emailOutbox.createdAt) })
        .from(emailOutbox)
        .where(eq(emailOutbox.status, "pending"));
      return { pending: row?.pending ?? 0, oldestPendingAt: row?.oldestPendingAt ?? null };
    },
  };
}
