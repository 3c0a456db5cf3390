/**
 * The flows' messages (issue 46, decision 0110): each planned flow email is a row of `flow_messages`, written in the
 * transaction of its reason and unique per flow, subject and step, so a replayed event plans nothing twice. The
 * sweep takes due rows one by one, each in a transaction that holds the row (FOR UPDATE SKIP LOCKED) and the
 * address (an advisory lock, for the frequency cap), decides consent, holdout and cap there, and writes the email to
 * the outbox in that same transaction: two instances never take one row, and a process killed mid-run leaves each
 * row either untouched or sent with its email, never one without the other.
 */
import { and, asc, desc, eq, gt, inArray, lte, notInArray, sql } from "drizzle-orm";
import { overrideOf, type FlowText, type FlowTextOverrides } from "#domain/flow-texts";
import type { Language } from "#domain/locale";
import { normaliseEmail } from "#domain/email";
import { withEmailCampaign } from "#domain/email-links";
import { ALL_FLOWS, type ConsentBasis, type Flow, type FlowSettings, type SuppressionReason } from "#domain/retention-flows";
import type { Database } from "#server/db/client";
import { flowMessages, flowSuppressions } from "#server/db/schema";
import type { Clock } from "#server/commerce/shared/clock";
import type { StaffActor } from "#server/commerce/shared/staff-audit";
import type { MailBranding, MailMessage } from "#server/mail/mail-types";
import type { Mailer } from "#server/mail/outbox";
import type { FlowLinks, UnsubscribeScope } from "./flow-links.ts";
import { holdoutGroup } from "./holdout.ts";

export type FlowMessageRow = typeof flowMessages.$inferSelect;

/** What the other modules say of an address, handed in by the platform. */
export interface AddressFacts {
  newsletterStanding(tx: Database, email: string): Promise<"subscribed" | "withdrawn" | "none">;
  /** Has an order with the shop (the existing-customer exception). */
  isCustomer(tx: Database, email: string): Promise<boolean>;
}

/** The owner's flow settings, kept in the store settings (`retention.flows`) so the admin can change them. */
export interface FlowSettingsStore {
  get(tx?: Database): Promise<FlowSettings>;
  set(value: FlowSettings, actor: StaffActor): Promise<FlowSettings>;
}

/**
 * A flow's email for a message due now, with the links every flow email carries and the owner's text of its flow,
 * step and language when there is one (decision 0116).
 */
export type FlowRenderer = (
  message: FlowMessageRow,
  tools: { branding: MailBranding; links: FlowLinks; text: FlowText | undefined },
) => MailMessage;

/**
 * What every flow email is given for its message: its recipient and language, the owner's text, and the ways out
 * tokened for it (this flow, every email, the one-click header).
 */
function flowMessageInput(message: FlowMessageRow, links: FlowLinks, text: FlowText | undefined) {
  return {
    to: message.recipient,
    language: message.language,
    unsubscribeFlowUrl: links.unsubscribeUrl(message.id, "flow", message.language),
    unsubscribeAllUrl: links.unsubscribeUrl(message.id, "all", message.language),
    oneClickUrl: links.oneClickUrl(message.id, "flow"),
    text,
  };
}

/**
 * A flow's renderer: its mail `template`, given what every flow email is given and what `fill` makes of the message's
 * content (stored as JSON, read back as the flow wrote it), with the message's click-tracked links.
 */
export function flowRenderer<Content, Own>(
  template: (branding: MailBranding, input: ReturnType<typeof flowMessageInput> & Own) => MailMessage,
  fill: (content: Content, message: FlowMessageRow, clickUrl: (path: string) => string) => Own,
): FlowRenderer {
  return (message, { branding, links, text }) => {
    const own = fill(message.content as unknown as Content, message, (path) => links.clickUrl(message.id, path));
    return template(branding, { ...flowMessageInput(message, links, text), ...own });
  };
}

/** The owner's texts of the flow emails (`retention.texts`), read when a message is sent, so an edit applies to it. */
export interface FlowTextsStore {
  get(tx?: Database): Promise<FlowTextOverrides>;
  set(value: FlowTextOverrides, actor: StaffActor): Promise<FlowTextOverrides>;
}

/**
 * A flow's own question when its message is due (the refill reminder: has the address subscribed, or ordered again?),
 * asked in the sweep's transaction before consent: `suppress` stops it with that reason; `content` sends it with
 * what is still true (products left out); nothing sends it as planned.
 */
export type DueCheck = (
  tx: Database,
  message: FlowMessageRow,
) => Promise<{ suppress: SuppressionReason } | { content: Record<string, unknown> } | null>;

export interface PlannedMessage {
  flow: Flow;
  step?: number;
  /** `kind:id` of what it is about (`order:42`). */
  subject: string;
  recipient: string;
  language: Language;
  content: Record<string, unknown>;
  dueAt: Date;
}

export type ConsentDecision = { allowed: true; basis: ConsentBasis } | { allowed: false; reason: SuppressionReason };

export interface SweepCounts {
  sent: number;
  heldOut: number;
  suppressed: number;
  postponed: number;
}

export type UnsubscribeOutcome = { kind: "done"; flow: Flow; scope: UnsubscribeScope; language: Language } | { kind: "unknown" };

export interface FlowMessages {
  /** Plans a message in the caller's transaction; nothing when it is planned already or its flow is off. */
  plan(tx: Database, message: PlannedMessage): Promise<void>;
  /**
   * Plans a message, or moves one still planned to this recipient, content and time (a checkout that changed);
   * nothing once it is decided, or while its flow is off.
   */
  replan(tx: Database, message: PlannedMessage): Promise<void>;
  /** Cancels the flow's messages about `subject` that are still planned. */
  cancel(tx: Database, flow: Flow, subject: string): Promise<void>;
  /** Whether `flow` may email `recipient` now, and on what basis. */
  consentOf(tx: Database, flow: Flow, recipient: string): Promise<ConsentDecision>;
  /**
   * Sends, holds out or suppresses what is due by `at` (now); postpones what the frequency cap holds back; then
   * deletes what the flows keep past its time. It takes `capacity.batch` rows a pass, each flow's in turn, and makes
   * passes while full batches come, `capacity.maxPasses` at most.
   */
  sweep(at?: Date, capacity?: SweepCapacity): Promise<SweepCounts>;
  /**
   * The path a click token opens, with its flow's campaign tags, after counting the message's first click; null for a
   * bad token.
   */
  click(token: string): Promise<{ target: string } | null>;
  /** What an unsubscribe link would stop, for its confirmation page; nothing changes. */
  describeUnsubscribe(token: string): Promise<UnsubscribeOutcome>;
  unsubscribe(token: string): Promise<UnsubscribeOutcome>;
  /** A permanent rejection or a complaint: no flow emails the address again. */
  suppressAddress(recipient: string, reason: "bounced" | "complained"): Promise<void>;
  settings: FlowSettingsStore;
  texts: FlowTextsStore;
}

export interface SweepCapacity {
  /** Rows one pass takes. */
  batch: number;
  /** Passes one sweep makes at most while full batches keep coming. */
  maxPasses: number;
}

/**
 * 200 rows a pass, as one sweep took before; up to ten passes while the backlog fills them (decision 0133): the 6,000
 * rows a flood planned are decided in three runs rather than thirty, and a run still ends.
 */
export const SWEEP_CAPACITY: SweepCapacity = { batch: 200, maxPasses: 10 };

interface FlowMessagesOptions {
  db: Database;
  clock: Clock;
  mailer: Pick<Mailer, "enqueue" | "deliver">;
  branding: MailBranding;
  links: FlowLinks;
  settings: FlowSettingsStore;
  texts: FlowTextsStore;
  facts: AddressFacts;
  renderers: Record<Flow, FlowRenderer>;
  dueChecks?: Partial<Record<Flow, DueCheck>>;
  /** Deletes what a flow keeps past its time (the abandoned checkouts' snapshots), after each sweep. */
  forget?: (now: Date) => Promise<void>;
  onError: (details: object, message: string) => void;
}

export function createFlowMessages(options: FlowMessagesOptions): FlowMessages {
  const context = { ...options, dueChecks: options.dueChecks ?? {} };
  const { db, clock, settings, texts } = context;
  return {
    async plan(tx, message) {
      const row = await rowOf(context, tx, message);
      if (row) await tx.insert(flowMessages).values(row).onConflictDoNothing();
    },

    async replan(tx, message) {
      const row = await rowOf(context, tx, message);
      if (!row) return;
      const { recipient, language, content, group, dueAt } = row;
      await tx
        .insert(flowMessages)
        .values(row)
        .onConflictDoUpdate({
          target: [flowMessages.flow, flowMessages.subject, flowMessages.step],
          set: { recipient, language, content, group, dueAt },
          setWhere: eq(flowMessages.state, "planned"),
        });
    },

    async cancel(tx, flow, subject) {
      await tx
        .update(flowMessages)
        .set({ state: "cancelled", decidedAt: clock() })
        .where(and(eq(flowMessages.flow, flow), eq(flowMessages.subject, subject), eq(flowMessages.state, "planned")));
    },

    consentOf: (tx, flow, recipient) => consentOf(context, tx, flow, recipient),
    sweep: (at = clock(), capacity = SWEEP_CAPACITY) => sweep(context, at, capacity),
    click: (token) => click(context, token),

    async describeUnsubscribe(token) {
      const target = await unsubscribeTarget(context, token);
      if (!target) return { kind: "unknown" };
      return { kind: "done", flow: target.row.flow, scope: target.scope, language: target.row.language };
    },

    unsubscribe: (token) => unsubscribe(context, token),

    async suppressAddress(recipient, reason) {
      await db
        .insert(flowSuppressions)
        .values({ recipient: normaliseEmail(recipient), scope: ALL_FLOWS, reason, at: clock() })
        .onConflictDoNothing();
    },

    settings,
    texts,
  };
}

/** The factory's options, with no due checks standing for none. */
type FlowMessagesContext = FlowMessagesOptions & { dueChecks: Partial<Record<Flow, DueCheck>> };

async function consentOf({ facts }: FlowMessagesContext, tx: Database, flow: Flow, recipient: string): Promise<ConsentDecision> {
  const objections = await tx
    .select({ reason: flowSuppressions.reason })
    .from(flowSuppressions)
    .where(and(eq(flowSuppressions.recipient, recipient), inArray(flowSuppressions.scope, [flow, ALL_FLOWS])));
  // An address that cannot take mail says so before one that objected: both stop it, the first for every sender.
  const objection = objections.find((row) => row.reason !== "unsubscribed") ?? objections[0];
  if (objection) return { allowed: false, reason: objection.reason as SuppressionReason };
  const standing = await facts.newsletterStanding(tx, recipient);
  if (standing === "subscribed") return { allowed: true, basis: "newsletter" };
  // Withdrawing the newsletter's consent objects to marketing: the existing-customer exception ends there too.
  if (standing === "withdrawn") return { allowed: false, reason: "unsubscribed" };
  if (await facts.isCustomer(tx, recipient)) return { allowed: true, basis: "customer" };
  return { allowed: false, reason: "no_consent" };
}

/** What became of a due row; counted once its transaction has committed. */
type Decision = { outcome: keyof SweepCounts; outboxId: number | null };

async function decide(context: FlowMessagesContext, tx: Database, planned: FlowMessageRow, now: Date): Promise<Decision> {
  const { settings, dueChecks, texts, mailer, renderers, branding, links } = context;
  const decided = { decidedAt: now };
  let row = planned;
  const flowSettings = await settings.get(tx);
  if (!flowSettings.flows[row.flow].enabled) {
    await tx
      .update(flowMessages)
      .set({ ...decided, state: "suppressed", suppressedReason: "flow_off" })
      .where(eq(flowMessages.id, row.id));
    return { outcome: "suppressed", outboxId: null };
  }
  const check = await dueChecks[row.flow]?.(tx, row);
  if (check && "suppress" in check) {
    await tx
      .update(flowMessages)
      .set({ ...decided, state: "suppressed", suppressedReason: check.suppress })
      .where(eq(flowMessages.id, row.id));
    return { outcome: "suppressed", outboxId: null };
  }
  if (check) {
    // The row keeps what the email said, for the owner's record of it.
    await tx.update(flowMessages).set({ content: check.content }).where(eq(flowMessages.id, row.id));
    row = { ...row, content: check.content };
  }
  const consent = await consentOf(context, tx, row.flow, row.recipient);
  if (!consent.allowed) {
    await tx
      .update(flowMessages)
      .set({ ...decided, state: "suppressed", suppressedReason: consent.reason })
      .where(eq(flowMessages.id, row.id));
    return { outcome: "suppressed", outboxId: null };
  }
  if (row.group === "holdout") {
    await tx
      .update(flowMessages)
      .set({ ...decided, state: "held_out", consentBasis: consent.basis })
      .where(eq(flowMessages.id, row.id));
    return { outcome: "heldOut", outboxId: null };
  }
  const capMs = flowSettings.frequencyCapHours * 60 * 60_000;
  const [lastSent] = await tx
    .select({ at: flowMessages.decidedAt })
    .from(flowMessages)
    .where(
      and(
        eq(flowMessages.recipient, row.recipient),
        eq(flowMessages.state, "sent"),
        gt(flowMessages.decidedAt, new Date(now.getTime() - capMs)),
      ),
    )
    .orderBy(desc(flowMessages.decidedAt))
    .limit(1);
  if (lastSent?.at) {
    await tx
      .update(flowMessages)
      .set({ dueAt: new Date(lastSent.at.getTime() + capMs) })
      .where(eq(flowMessages.id, row.id));
    return { outcome: "postponed", outboxId: null };
  }
  const text = overrideOf(await texts.get(tx), row.flow, row.step, row.language);
  const outboxId = await mailer.enqueue(tx, renderers[row.flow](row, { branding, links, text }));
  await tx
    .update(flowMessages)
    .set({ ...decided, state: "sent", consentBasis: consent.basis, outboxId })
    .where(eq(flowMessages.id, row.id));
  return { outcome: "sent", outboxId };
}

/**
 * The next due rows, each flow's oldest first and the flows taken in turn (the first due row of every flow, then the
 * second …), so a backlog of one flow — thousands of abandoned checkouts planned by a script — cannot hold back
 * another flow's emails due meanwhile. Rows that failed in this sweep wait for the next one.
 */
async function dueBatch({ db }: FlowMessagesContext, now: Date, batch: number, failed: number[]): Promise<number[]> {
  const ranked = db
    .select({
      id: flowMessages.id,
      dueAt: flowMessages.dueAt,
      turn: sql<number>`row_number() over (partition by ${flowMessages.flow} order by ${flowMessages.dueAt}, ${flowMessages.id})`.as(
        "turn",
      ),
    })
    .from(flowMessages)
    .where(
      and(
        eq(flowMessages.state, "planned"),
        lte(flowMessages.dueAt, now),
        failed.length > 0 ? notInArray(flowMessages.id, failed) : undefined,
      ),
    )
    .as("due");
  const rows = await db.select({ id: ranked.id }).from(ranked).orderBy(asc(ranked.turn), asc(ranked.dueAt), asc(ranked.id)).limit(batch);
  return rows.map((row) => row.id);
}

/** One due row in a transaction of its own; null when another instance has it, or it is no longer due. */
async function sweepOne(context: FlowMessagesContext, id: number, now: Date): Promise<Decision | null> {
  return context.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(flowMessages)
      .where(and(eq(flowMessages.id, id), eq(flowMessages.state, "planned"), lte(flowMessages.dueAt, now)))
      .for("update", { skipLocked: true });
    if (!row) return null;
    // Two messages to one address, taken by two instances at once, would each find nothing sent today.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`flow-address:${row.recipient}`}))`);
    return decide(context, tx, row, now);
  });
}

async function sweep(context: FlowMessagesContext, at: Date, { batch, maxPasses }: SweepCapacity): Promise<SweepCounts> {
  const { mailer, forget, clock, onError } = context;
  const now = at;
  const counts: SweepCounts = { sent: 0, heldOut: 0, suppressed: 0, postponed: 0 };
  const failed = new Set<number>();
  for (let pass = 0; pass < maxPasses; pass++) {
    const due = await dueBatch(context, now, batch, [...failed]);
    const written: number[] = [];
    for (const id of due) {
      try {
        const decision = await sweepOne(context, id, now);
        if (!decision) continue;
        counts[decision.outcome]++;
        if (decision.outboxId !== null) written.push(decision.outboxId);
      } catch (error) {
        // Its transaction rolled back: the row is still planned and the next sweep tries it again.
        failed.add(id);
        onError({ err: error, flowMessageId: id }, "a flow message could not be decided; the next sweep tries again");
      }
    }
    // Each pass's emails go at once, not after the whole backlog.
    await mailer.deliver(written);
    if (due.length < batch) break;
  }
  try {
    // By the clock, not the sweep's `at`: a sweep run as of a later day must not delete what is still kept.
    await forget?.(clock());
  } catch (error) {
    onError({ err: error }, "what a flow keeps could not be tidied; the next sweep tries again");
  }
  return counts;
}

/**
 * The click link is the store's redirect, which counts no visit: the page it opens carries the flow's campaign tags, so
 * the visit there counts as this flow's email.
 */
async function click({ db, clock, links, branding }: FlowMessagesContext, token: string): Promise<{ target: string } | null> {
  const read = links.readClick(token);
  if (!read) return null;
  const [row] = await db
    .update(flowMessages)
    .set({ firstClickedAt: sql`coalesce(${flowMessages.firstClickedAt}, ${clock()})` })
    .where(eq(flowMessages.id, read.messageId))
    .returning({ flow: flowMessages.flow });
  return row ? { target: withEmailCampaign(read.target, { storeUrl: branding.baseUrl, campaign: row.flow }) } : null;
}

async function unsubscribe(context: FlowMessagesContext, token: string): Promise<UnsubscribeOutcome> {
  const target = await unsubscribeTarget(context, token);
  if (!target) return { kind: "unknown" };
  const { row, scope } = target;
  await context.db
    .insert(flowSuppressions)
    .values({ recipient: row.recipient, scope: scope === "all" ? ALL_FLOWS : row.flow, reason: "unsubscribed", at: context.clock() })
    .onConflictDoNothing();
  return { kind: "done", flow: row.flow, scope, language: row.language };
}

async function unsubscribeTarget(
  { db, links }: FlowMessagesContext,
  token: string,
): Promise<{ row: FlowMessageRow; scope: UnsubscribeScope } | null> {
  const read = links.readUnsubscribe(token);
  if (!read) return null;
  const [row] = await db.select().from(flowMessages).where(eq(flowMessages.id, read.messageId));
  return row ? { row, scope: read.scope } : null;
}

/** The row a planned message becomes; null while its flow is off. */
async function rowOf({ settings }: FlowMessagesContext, tx: Database, message: PlannedMessage) {
  const flowSettings = await settings.get(tx);
  if (!flowSettings.flows[message.flow].enabled) return null;
  const recipient = normaliseEmail(message.recipient);
  return {
    flow: message.flow,
    step: message.step ?? 1,
    subject: message.subject,
    recipient,
    language: message.language,
    content: message.content,
    group: holdoutGroup(message.flow, recipient, flowSettings.holdoutPercent),
    dueAt: message.dueAt,
  };
}
