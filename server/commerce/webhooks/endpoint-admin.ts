/**
 * The owner's webhook endpoints (issue 70 item 1, decision 0171): register one (its secret shown once), change its
 * topics, disable and enable it, rotate its secret with a day's overlap, send it a test event, read its deliveries
 * and send one again. Every change is audited, never with a secret.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { WEBHOOK_ROTATION_OVERLAP_MS, WEBHOOK_TEST_TOPIC, WEBHOOK_TOPICS, isWebhookTopic, type WebhookTopic } from "#domain/webhooks";
import type { StaffActor } from "#domain/staff-roles";
import type { Clock } from "#server/commerce/shared/clock";
import type { StaffAudit } from "#server/commerce/shared/staff-audit";
import type { Database } from "#server/db/client";
import { webhookDeliveries, webhookEndpoints } from "#server/db/schema";
import { queuedDelivery } from "./deliveries.ts";
import { newWebhookSecret } from "./signing.ts";
import { urlRefusal, type Resolve, type UrlRefusal } from "./url-safety.ts";

export interface WebhookEndpointView {
  id: number;
  url: string;
  description: string;
  topics: WebhookTopic[];
  enabled: boolean;
  disabledReason: "owner" | "failures" | null;
  consecutiveFailures: number;
  /** Until when the rotated-out secret still signs; null outside an overlap. */
  previousSecretExpiresAt: string | null;
  pending: number;
  dead: number;
  createdAt: string;
}

export interface WebhookDeliveryView {
  id: number;
  webhookId: string;
  topic: string;
  status: "pending" | "delivered" | "dead";
  attempts: number;
  nextAttemptAt: string | null;
  lastStatusCode: number | null;
  lastLatencyMs: number | null;
  lastResponse: string | null;
  lastAttemptAt: string | null;
  createdAt: string;
}

export type WebhookFormProblem = { field: "url"; problem: UrlRefusal | "too_long" } | { field: "topics"; problem: "none" | "unknown" };

export interface WebhookForm {
  url: string;
  description?: string;
  topics: string[];
}

export type WebhookSaveOutcome =
  | { kind: "saved"; endpoint: WebhookEndpointView; secret?: string }
  | { kind: "not_found" }
  | { kind: "invalid"; problem: WebhookFormProblem };

export interface WebhookAdmin {
  list(): Promise<WebhookEndpointView[]>;
  create(form: WebhookForm, actor: StaffActor): Promise<WebhookSaveOutcome>;
  update(id: number, form: Pick<WebhookForm, "topics" | "description">, actor: StaffActor): Promise<WebhookSaveOutcome>;
  setEnabled(id: number, enabled: boolean, actor: StaffActor): Promise<WebhookSaveOutcome>;
  /** A new secret, answered once; the old one keeps signing beside it for a day. */
  rotateSecret(id: number, actor: StaffActor): Promise<WebhookSaveOutcome>;
  remove(id: number, actor: StaffActor): Promise<{ kind: "deleted" } | { kind: "not_found" }>;
  /** Queues a `webhook.test` delivery to this endpoint, sent by the next sweep. */
  sendTest(id: number, actor: StaffActor): Promise<{ kind: "queued"; delivery: WebhookDeliveryView } | { kind: "not_found" }>;
  deliveries(id: number, status?: "pending" | "delivered" | "dead"): Promise<WebhookDeliveryView[] | null>;
  /** Sends a delivery again with its `webhook-id` and body: a dead one comes back to life with its attempts counted anew. */
  resend(
    id: number,
    deliveryId: number,
    actor: StaffActor,
  ): Promise<{ kind: "queued"; delivery: WebhookDeliveryView } | { kind: "not_found" }>;
}

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const LOG_LIMIT = 100;

export function deliveryView(row: DeliveryRow): WebhookDeliveryView {
  return {
    id: row.id,
    webhookId: row.webhookId,
    topic: row.topic,
    status: row.status as WebhookDeliveryView["status"],
    attempts: row.attempts,
    nextAttemptAt: row.status === "pending" ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    lastStatusCode: row.lastStatusCode,
    lastLatencyMs: row.lastLatencyMs,
    lastResponse: row.lastResponse,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of an endpoint: never its secrets. */
function audited(row: EndpointRow) {
  return { url: row.url, description: row.description, topics: row.topics, enabled: row.enabled };
}

function topicsProblem(topics: readonly string[]): WebhookFormProblem | null {
  if (topics.length === 0) return { field: "topics", problem: "none" };
  if (!topics.every(isWebhookTopic)) return { field: "topics", problem: "unknown" };
  return null;
}

/** The topics in the store's order, each once. */
function orderedTopics(topics: readonly string[]): WebhookTopic[] {
  return WEBHOOK_TOPICS.filter((topic) => topics.includes(topic));
}

/** An endpoint as the owner sees it: its state and how many of its deliveries wait or failed for good. */
async function endpointView(tx: Database, row: EndpointRow, now: Date): Promise<WebhookEndpointView> {
  const [counts] = await tx
    .select({
      pending: sql<number>`count(*) filter (where ${webhookDeliveries.status} = 'pending')`.mapWith(Number),
      dead: sql<number>`count(*) filter (where ${webhookDeliveries.status} = 'dead')`.mapWith(Number),
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, row.id));
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    topics: orderedTopics(row.topics),
    enabled: row.enabled,
    disabledReason: row.disabledReason as WebhookEndpointView["disabledReason"],
    consecutiveFailures: row.consecutiveFailures,
    previousSecretExpiresAt:
      row.previousSecret && row.previousSecretExpiresAt && row.previousSecretExpiresAt > now
        ? row.previousSecretExpiresAt.toISOString()
        : null,
    pending: counts?.pending ?? 0,
    dead: counts?.dead ?? 0,
    createdAt: row.createdAt.toISOString(),
  };
}
export function createWebhookAdmin({
  db,
  clock,
  audit,
  production,
  resolve,
}: {
  db: Database;
  clock: Clock;
  audit: StaffAudit;
  production: boolean;
  resolve?: Resolve;
}): WebhookAdmin {
  const view = (row: EndpointRow, tx: Database = db) => endpointView(tx, row, clock());

  /** Locks the endpoint, applies `change`, audits it; not_found when it is gone. */
  async function change(
    id: number,
    actor: StaffActor,
    action: "webhook.update" | "webhook.disable" | "webhook.enable" | "webhook.rotate",
    values: (row: EndpointRow, now: Date) => Partial<EndpointRow>,
    secret?: string,
  ): Promise<WebhookSaveOutcome> {
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).for("update");
      if (!row) return { kind: "not_found" as const };
      const now = clock();
      const [after] = await tx
        .update(webhookEndpoints)
        .set({ ...values(row, now), updatedAt: now })
        .where(eq(webhookEndpoints.id, id))
        .returning();
      await audit(tx, actor, { action, target: { type: "webhook", id }, before: audited(row), after: audited(after!) }, now);
      return { kind: "saved" as const, endpoint: await view(after!, tx), ...(secret ? { secret } : {}) };
    });
  }

  return {
    async list() {
      const rows = await db.select().from(webhookEndpoints).orderBy(webhookEndpoints.id);
      return Promise.all(rows.map((row) => view(row)));
    },

    async create(form, actor) {
      const url = form.url.trim();
      if (url.length > 2_000) return { kind: "invalid", problem: { field: "url", problem: "too_long" } };
      const refused = await urlRefusal(url, production, resolve);
      if (refused) return { kind: "invalid", problem: { field: "url", problem: refused } };
      const topics = topicsProblem(form.topics);
      if (topics) return { kind: "invalid", problem: topics };
      const secret = newWebhookSecret();
      return db.transaction(async (tx) => {
        const now = clock();
        const [row] = await tx
          .insert(webhookEndpoints)
          .values({
            url,
            description: form.description?.trim() ?? "",
            topics: orderedTopics(form.topics),
            secret,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await audit(tx, actor, { action: "webhook.create", target: { type: "webhook", id: row!.id }, after: audited(row!) }, now);
        return { kind: "saved" as const, endpoint: await view(row!, tx), secret };
      });
    },

    async update(id, form, actor) {
      const topics = topicsProblem(form.topics);
      if (topics) return { kind: "invalid", problem: topics };
      return change(id, actor, "webhook.update", (row) => ({
        topics: orderedTopics(form.topics),
        description: form.description?.trim() ?? row.description,
      }));
    },

    setEnabled(id, enabled, actor) {
      return change(id, actor, enabled ? "webhook.enable" : "webhook.disable", () =>
        enabled ? { enabled: true, disabledReason: null, consecutiveFailures: 0 } : { enabled: false, disabledReason: "owner" },
      );
    },

    rotateSecret(id, actor) {
      const secret = newWebhookSecret();
      return change(
        id,
        actor,
        "webhook.rotate",
        (row, now) => ({
          secret,
          previousSecret: row.secret,
          previousSecretExpiresAt: new Date(now.getTime() + WEBHOOK_ROTATION_OVERLAP_MS),
        }),
        secret,
      );
    },

    async remove(id, actor) {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning();
        if (!row) return { kind: "not_found" as const };
        await audit(tx, actor, { action: "webhook.delete", target: { type: "webhook", id }, before: audited(row) }, clock());
        return { kind: "deleted" as const };
      });
    },

    ...deliveryLog({ db, clock, audit }),
  };
}

/** The owner's view of an endpoint's deliveries and the steps on them: a test event, a resend. */
function deliveryLog({
  db,
  clock,
  audit,
}: {
  db: Database;
  clock: Clock;
  audit: StaffAudit;
}): Pick<WebhookAdmin, "sendTest" | "deliveries" | "resend"> {
  return {
    async sendTest(id, actor) {
      return db.transaction(async (tx) => {
        const [row] = await tx.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
        if (!row) return { kind: "not_found" as const };
        const now = clock();
        const [delivery] = await tx
          .insert(webhookDeliveries)
          .values(queuedDelivery(id, `test:${now.getTime()}:${Math.random()}`, WEBHOOK_TEST_TOPIC, now, { test: true }, now))
          .returning();
        await audit(tx, actor, { action: "webhook.resend", target: { type: "webhook", id }, after: { topic: WEBHOOK_TEST_TOPIC } }, now);
        return { kind: "queued" as const, delivery: deliveryView(delivery!) };
      });
    },

    async deliveries(id, status) {
      const [endpoint] = await db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
      if (!endpoint) return null;
      const rows = await db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.endpointId, id), status ? eq(webhookDeliveries.status, status) : undefined))
        .orderBy(desc(webhookDeliveries.id))
        .limit(LOG_LIMIT);
      return rows.map(deliveryView);
    },

    async resend(id, deliveryId, actor) {
      return db.transaction(async (tx) => {
        const now = clock();
        const [row] = await tx
          .update(webhookDeliveries)
          .set({ status: "pending", attempts: 0, nextAttemptAt: now, deliveredAt: null, updatedAt: now })
          .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, id)))
          .returning();
        if (!row) return { kind: "not_found" as const };
        await audit(tx, actor, { action: "webhook.resend", target: { type: "webhook", id }, after: { webhookId: row.webhookId } }, now);
        return { kind: "queued" as const, delivery: deliveryView(row) };
      });
    },
  };
}
