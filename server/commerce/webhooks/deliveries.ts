/**
 * Turning domain events into deliveries, and sending them (decision 0171). The handler writes one row per endpoint
 * that hears the event's topic, in the event's own transaction, its `webhook-id` derived from the event and the
 * endpoint so a retry or a resend carries the same one. The sweep claims due rows with SKIP LOCKED, one at a time in
 * a transaction that holds the row while it POSTs, and writes the outcome before it commits: a second instance skips
 * the row, and a process killed mid-send leaves it pending for the next sweep (the receiver may then see the same
 * `webhook-id` twice, which Standard Webhooks asks it to keep once).
 */
import { createHash } from "node:crypto";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { and, asc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import {
  WEBHOOK_DEAD_KEPT_DAYS,
  WEBHOOK_DELIVERED_KEPT_DAYS,
  WEBHOOK_DISABLE_AFTER_FAILURES,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_PAYLOAD_VERSION,
  WEBHOOK_RETRY_DELAYS_MS,
  WEBHOOK_TOPIC_EVENTS,
  familyOfTopic,
  topicOfEvent,
  type WebhookFamily,
  type WebhookTopic,
} from "#domain/webhooks";
import type { DomainEvent, EventHandler } from "#server/commerce/shared/domain-events";
import type { Clock } from "#server/commerce/shared/clock";
import type { Database } from "#server/db/client";
import { webhookDeliveries, webhookEndpoints } from "#server/db/schema";
import { signedHeaders } from "./signing.ts";
import { guardedLookup, resolveAll, urlRefusal, type Resolve } from "./url-safety.ts";

/** An order as a webhook tells of it: no name, email, phone or address (the receiver asks the admin for those). */
export interface WebhookOrderFacts {
  orderNumber: number;
  currencyCode: string;
  totalMinor: number;
  lines: Array<{ sku: string; quantity: number; totalMinor: number; discountMinor: number }>;
}

/** Orders' `conversionFacts`, of which only the fields above are sent. */
export type WebhookOrderFactsOf = (tx: Database, orderId: number) => Promise<WebhookOrderFacts | null>;

/**
 * The identifiers and states an event's payload may pass on, by the topic's family; anything else (an order's emails,
 * actors, reasons) stays home. Only the newsletter's topics carry an email: the subscriber's, which is their point.
 */
const ORDER_FAMILY = [
  "orderId",
  "orderNumber",
  "status",
  "fulfilment",
  "subscriptionId",
  "returnId",
  "invoiceId",
  "kind",
  "label",
  "uploadId",
];
const PASSED_ON: Record<WebhookFamily, readonly string[]> = {
  order: ORDER_FAMILY,
  subscription: ORDER_FAMILY,
  return: ORDER_FAMILY,
  invoice: ORDER_FAMILY,
  product: ["productId", "handle", "status", "change"],
  stock: ["variantId", "productId", "sku", "stock", "change", "cause"],
  newsletter: ["subscriberId", "email", "language", "via"],
  test: [],
};

export async function webhookData(
  tx: Database,
  topic: WebhookTopic,
  event: Pick<DomainEvent, "payload">,
  orderFactsOf: WebhookOrderFactsOf,
) {
  const data: Record<string, unknown> = {};
  for (const key of PASSED_ON[familyOfTopic(topic)]) if (key in event.payload) data[key] = event.payload[key];
  const orderId = event.payload.orderId;
  if (typeof orderId === "number" && typeof event.payload.subscriptionId !== "number") {
    const order = await orderFactsOf(tx, orderId);
    if (order) {
      data.orderNumber = order.orderNumber;
      data.currency = order.currencyCode;
      data.totalMinor = order.totalMinor;
      data.lines = order.lines.map((line) => ({
        sku: line.sku,
        quantity: line.quantity,
        totalMinor: line.totalMinor - line.discountMinor,
      }));
    }
  }
  return data;
}

export function webhookIdOf(eventId: number | string, endpointId: number): string {
  return `msg_${createHash("sha256").update(`${eventId}:${endpointId}`).digest("base64url").slice(0, 26)}`;
}

export function webhookBody(topic: string, id: string, at: Date, data: Record<string, unknown>): string {
  return JSON.stringify({ type: topic, version: WEBHOOK_PAYLOAD_VERSION, id, timestamp: at.toISOString(), data });
}

export function webhookHandler(orderFactsOf: WebhookOrderFactsOf): EventHandler {
  return {
    name: "webhooks.queue-deliveries",
    types: Object.values(WEBHOOK_TOPIC_EVENTS),
    async handle(tx, event, now) {
      const topic = topicOfEvent(event.type);
      if (!topic) return;
      const endpoints = await tx
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.enabled, true), sql`${webhookEndpoints.topics} @> ${JSON.stringify([topic])}::jsonb`));
      if (endpoints.length === 0) return;
      const data = await webhookData(tx, topic, event, orderFactsOf);
      await tx
        .insert(webhookDeliveries)
        .values(endpoints.map((endpoint) => queuedDelivery(endpoint.id, event.id, topic, event.createdAt, data, now)))
        .onConflictDoNothing();
    },
  };
}

export function queuedDelivery(
  endpointId: number,
  eventId: number | string,
  topic: WebhookTopic | string,
  eventAt: Date,
  data: Record<string, unknown>,
  now: Date,
): typeof webhookDeliveries.$inferInsert {
  const webhookId = webhookIdOf(eventId, endpointId);
  return { endpointId, webhookId, topic, body: webhookBody(topic, webhookId, eventAt, data), eventAt, nextAttemptAt: now };
}

export interface SendOutcome {
  ok: boolean;
  statusCode: number | null;
  latencyMs: number;
  excerpt: string;
}

export type WebhookPost = (url: string, headers: Record<string, string>, body: string) => Promise<SendOutcome>;

const TIMEOUT_MS = 10_000;
const EXCERPT_MAX = 500;

/**
 * One POST: 10 seconds at most, a redirect never followed (it counts as a failure), a 2xx the only success. In
 * production the connection is made only to the addresses the guarded lookup allowed (`guardedLookup`), so a name that
 * resolves elsewhere between the send-time check and the connection (a DNS rebind) cannot reach the store's network.
 */
export function webhookPoster({ production, resolve = resolveAll }: { production: boolean; resolve?: Resolve }): WebhookPost {
  const lookup = production ? guardedLookup(resolve) : undefined;
  return (url, headers, body) => {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    return new Promise<SendOutcome>((settle) => {
      const target = new URL(url);
      const request = (target.protocol === "https:" ? httpsRequest : httpRequest)(
        target,
        {
          method: "POST",
          headers: {
            ...headers,
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
            "user-agent": "Elara-Webhooks/1",
          },
          lookup,
          timeout: TIMEOUT_MS,
        },
        (response) => {
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => {
            if (text.length < EXCERPT_MAX) text += chunk;
          });
          response.on("error", (error) => settle(failed(error, elapsed())));
          response.on("end", () => {
            const status = response.statusCode ?? 0;
            const redirected = status >= 300 && status < 400;
            settle({
              ok: status >= 200 && status < 300,
              statusCode: status,
              latencyMs: elapsed(),
              excerpt: ((redirected ? `redirect not followed: ${response.headers.location ?? ""} ` : "") + text).slice(0, EXCERPT_MAX),
            });
          });
        },
      );
      request.on("timeout", () => request.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} seconds`)));
      request.on("error", (error) => settle(failed(error, elapsed())));
      request.end(body);
    });
  };
}

function failed(error: unknown, latencyMs: number): SendOutcome {
  return { ok: false, statusCode: null, latencyMs, excerpt: errorText(error) };
}

function errorText(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error instanceof Error ? error.message : String(error)}${cause}`.slice(0, EXCERPT_MAX);
}

export interface SweepOptions {
  db: Database;
  clock: Clock;
  production: boolean;
  post: WebhookPost;
  resolve?: Resolve;
  /** Told once when an endpoint is disabled for its failures, in the transaction that disables it. */
  onDisabled(tx: Database, endpoint: { id: number; url: string; failures: number }): Promise<() => Promise<void>>;
}

const BATCH = 20;

/** Sends what is due, one delivery per transaction; answers how many were attempted. */
export async function sweepWebhookDeliveries(options: SweepOptions): Promise<{ delivered: number; failed: number; dead: number }> {
  const counts = { delivered: 0, failed: 0, dead: 0 };
  for (let n = 0; n < BATCH; n++) {
    const outcome = await attemptOne(options);
    if (!outcome) break;
    counts[outcome]++;
  }
  return counts;
}

/**
 * How long a claimed delivery is an instance's own: longer than a POST may take, so another instance never sends it
 * meanwhile; a process killed mid-send leaves it pending, due again once this has passed.
 */
export const WEBHOOK_CLAIM_MS = 60_000;

interface Claimed {
  delivery: typeof webhookDeliveries.$inferSelect;
  endpoint: typeof webhookEndpoints.$inferSelect;
  now: Date;
}

/** Takes the next due delivery for this instance: a short transaction, so no connection is held while it POSTs. */
async function claimOne(db: Database, clock: Clock): Promise<Claimed | null> {
  return db.transaction(async (tx) => {
    const now = clock();
    const [due] = await tx
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(and(eq(webhookDeliveries.status, "pending"), lte(webhookDeliveries.nextAttemptAt, now), eq(webhookEndpoints.enabled, true)))
      .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
      .limit(1)
      .for("update", { of: webhookDeliveries, skipLocked: true });
    if (!due) return null;
    await tx
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date(now.getTime() + WEBHOOK_CLAIM_MS) })
      .where(eq(webhookDeliveries.id, due.delivery.id));
    return { ...due, now };
  });
}

/** The secrets that sign now: the current one, and the rotated-out one until its overlap ends. */
export function signingSecrets(endpoint: typeof webhookEndpoints.$inferSelect, now: Date): string[] {
  const secrets = [endpoint.secret];
  if (endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now)
    secrets.push(endpoint.previousSecret);
  return secrets;
}

async function attemptOne({ db, clock, production, post, resolve, onDisabled }: SweepOptions) {
  const claimed = await claimOne(db, clock);
  if (!claimed) return null;
  const { delivery, endpoint, now } = claimed;
  const refused = await urlRefusal(endpoint.url, production, resolve);
  const sent: SendOutcome = refused
    ? { ok: false, statusCode: null, latencyMs: 0, excerpt: `refused before sending: ${refused}` }
    : await post(endpoint.url, { ...signedHeaders(signingSecrets(endpoint, now), delivery.webhookId, now, delivery.body) }, delivery.body);
  let after: (() => Promise<void>) | undefined;
  const attempts = delivery.attempts + 1;
  const status = sent.ok ? "delivered" : attempts >= WEBHOOK_MAX_ATTEMPTS ? "dead" : "pending";
  await db.transaction(async (tx) => {
    const at = clock();
    const [written] = await tx
      .update(webhookDeliveries)
      .set({
        status,
        attempts,
        nextAttemptAt: status === "pending" ? new Date(now.getTime() + WEBHOOK_RETRY_DELAYS_MS[attempts - 1]!) : null,
        lastStatusCode: sent.statusCode,
        lastLatencyMs: sent.latencyMs,
        lastResponse: sent.excerpt.slice(0, EXCERPT_MAX),
        lastAttemptAt: now,
        deliveredAt: sent.ok ? at : null,
        updatedAt: at,
      })
      // Only the attempt this instance claimed: a resend in between started the count again.
      .where(
        and(
          eq(webhookDeliveries.id, delivery.id),
          eq(webhookDeliveries.attempts, delivery.attempts),
          eq(webhookDeliveries.status, "pending"),
        ),
      )
      .returning({ id: webhookDeliveries.id });
    if (!written) return;
    const [counted] = await tx
      .update(webhookEndpoints)
      .set({ consecutiveFailures: sent.ok ? 0 : sql`${webhookEndpoints.consecutiveFailures} + 1`, updatedAt: at })
      .where(eq(webhookEndpoints.id, endpoint.id))
      .returning({ failures: webhookEndpoints.consecutiveFailures, enabled: webhookEndpoints.enabled });
    if (!sent.ok && counted?.enabled && counted.failures >= WEBHOOK_DISABLE_AFTER_FAILURES) {
      await tx
        .update(webhookEndpoints)
        .set({ enabled: false, disabledReason: "failures", updatedAt: at })
        .where(eq(webhookEndpoints.id, endpoint.id));
      after = await onDisabled(tx, { id: endpoint.id, url: endpoint.url, failures: counted.failures });
    }
  });
  if (after) await after();
  return sent.ok ? ("delivered" as const) : status === "dead" ? ("dead" as const) : ("failed" as const);
}

const DAY_MS = 86_400_000;
/** Rows deleted per transaction: a kill mid-prune loses one batch's work, and no sweep waits long behind it. */
const PRUNE_BATCH = 500;

/**
 * Deletes what the log no longer keeps (`WEBHOOK_DELIVERED_KEPT_DAYS`, `WEBHOOK_DEAD_KEPT_DAYS`), oldest first, in
 * short batches; a row another instance holds is passed over, not waited for. Pending rows are never touched.
 */
export async function pruneWebhookDeliveries(db: Database, now: Date, batch = PRUNE_BATCH): Promise<number> {
  const deliveredBefore = new Date(now.getTime() - WEBHOOK_DELIVERED_KEPT_DAYS * DAY_MS);
  const deadBefore = new Date(now.getTime() - WEBHOOK_DEAD_KEPT_DAYS * DAY_MS);
  let pruned = 0;
  for (;;) {
    const expired = db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        or(
          and(eq(webhookDeliveries.status, "delivered"), lt(webhookDeliveries.deliveredAt, deliveredBefore)),
          and(eq(webhookDeliveries.status, "dead"), lt(webhookDeliveries.updatedAt, deadBefore)),
        ),
      )
      .orderBy(asc(webhookDeliveries.id))
      .limit(batch)
      .for("update", { skipLocked: true });
    const deleted = await db
      .delete(webhookDeliveries)
      .where(inArray(webhookDeliveries.id, expired))
      .returning({ id: webhookDeliveries.id });
    pruned += deleted.length;
    if (deleted.length < batch) return pruned;
  }
}
