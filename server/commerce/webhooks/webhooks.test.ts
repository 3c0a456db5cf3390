/**
 * Outgoing webhooks (issue 70 item 1, decision 0171), on PGlite and PostgreSQL: an event becomes one delivery per
 * subscribed endpoint, signed so that the Standard Webhooks reference verifier accepts it, retried with the same
 * `webhook-id` until it succeeds or three days pass, sent once by two sweeping instances, kept after a sweep dies
 * mid-send, never sent to the store's own network in production, and an endpoint that keeps failing is disabled
 * with an email to the owner.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  WEBHOOK_DEAD_KEPT_DAYS,
  WEBHOOK_DELIVERED_KEPT_DAYS,
  WEBHOOK_DISABLE_AFTER_FAILURES,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_DELAYS_MS,
} from "#domain/webhooks";
import { publishDomainEvents } from "#server/commerce/shared/domain-events";
import {
  auditLog,
  domainEventHandlings,
  domainEvents,
  emailOutbox,
  staffMembers,
  webhookDeliveries,
  webhookEndpoints,
} from "#server/db/schema";
import { testClock } from "#tests/server/account-kit.ts";
import { testPlatform } from "#tests/server/platform-kit.ts";
import { insertOrderLineRow, insertOrderRow, romanianAddress } from "#tests/server/orders-kit.ts";
import { testDatabaseForFile } from "#tests/server/test-database.ts";
import type { WebhookPost } from "./module.ts";
import { queuedDelivery } from "./deliveries.ts";
import { guardedLookup, isPrivateAddress, urlRefusal } from "./url-safety.ts";

const database = testDatabaseForFile({
  emptyEachTest: [webhookDeliveries, webhookEndpoints, domainEventHandlings, domainEvents, emailOutbox, auditLog, staffMembers],
});
const actor = { staffId: 0, email: "owner@elara.test", client: "test" };

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** A local receiver answering each request with the next of `answers` (then 200), keeping what it got. */
function receiver() {
  const received: Received[] = [];
  const answers: number[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      received.push({ headers: request.headers as Record<string, string>, body });
      const status = answers.shift() ?? 200;
      if (status === 302) response.writeHead(302, { location: "http://127.0.0.1:1/elsewhere" });
      else response.writeHead(status, { "content-type": "text/plain" });
      response.end(status >= 400 ? `failure ${received.length}` : "ok");
    });
  });
  return {
    received,
    answers,
    server,
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
  };
}

const hook = receiver();
beforeAll(() => new Promise<void>((resolve) => hook.server.listen(0, "127.0.0.1", resolve)));
afterAll(() => new Promise<void>((resolve) => hook.server.close(() => resolve())));
beforeEach(async () => {
  hook.received.length = 0;
  hook.answers.length = 0;
  // The owner who makes the changes, and whom a disabled endpoint's email goes to.
  const [owner] = await database.db
    .insert(staffMembers)
    .values({ email: actor.email, name: "Ana", role: "owner", passwordHash: "x", language: "ro" })
    .returning();
  actor.staffId = owner!.id;
});

/** The platform at a moment of our choosing, a real one: the reference verifier checks the timestamp against now. */
function store(options: Parameters<typeof testPlatform>[1] = {}) {
  const clock = testClock(new Date(Date.now()));
  return { clock, platform: testPlatform(database.db, { clock, ...options }) };
}

async function endpointFor(platform: ReturnType<typeof testPlatform>, topics = ["order.paid"], url = hook.url()) {
  const saved = await platform.webhooks.admin.create({ url, topics }, actor);
  if (saved.kind !== "saved") throw new Error(`not saved: ${JSON.stringify(saved)}`);
  return { endpoint: saved.endpoint, secret: saved.secret! };
}

/** An order paid, its event published and delivered to the handlers as a service would. */
async function paidOrder(platform: ReturnType<typeof testPlatform>, now: Date) {
  const order = await insertOrderRow(database.db, {
    status: "paid",
    paidAt: now,
    shippingAddress: romanianAddress(),
    billingAddress: romanianAddress(),
  });
  await insertOrderLineRow(database.db, order, {
    sku: "ELR-MAG-60",
    productHandle: "magneziu",
    title: "Magneziu",
    variantTitle: "60 capsule",
  });
  await database.db.transaction((tx) =>
    publishDomainEvents(
      tx,
      { type: "order", id: order.id },
      [
        {
          type: "order.paid",
          payload: {
            orderId: order.id,
            orderNumber: order.orderNumber,
            status: "paid",
            fulfilment: "unfulfilled",
            actor: { email: "staff@elara.test" },
          },
        },
      ],
      now,
    ),
  );
  await platform.events.deliverAggregate({ type: "order", id: order.id });
  return order;
}

const deliveries = () => database.db.select().from(webhookDeliveries).orderBy(webhookDeliveries.id);

describe("a delivery", () => {
  it("that fails twice then succeeds reaches the receiver once in effect, with one webhook-id, verified by the reference library", async () => {
    const { clock, platform } = store();
    const { secret } = await endpointFor(platform);
    const order = await paidOrder(platform, clock());
    hook.answers.push(500, 503);

    expect(await platform.webhooks.sweep()).toEqual({ delivered: 0, failed: 1, dead: 0 });
    // Not due before its backoff.
    expect(await platform.webhooks.sweep()).toEqual({ delivered: 0, failed: 0, dead: 0 });
    clock.advance(WEBHOOK_RETRY_DELAYS_MS[0]);
    expect(await platform.webhooks.sweep()).toEqual({ delivered: 0, failed: 1, dead: 0 });
    clock.advance(WEBHOOK_RETRY_DELAYS_MS[1]);
    expect(await platform.webhooks.sweep()).toEqual({ delivered: 1, failed: 0, dead: 0 });
    expect(await platform.webhooks.sweep()).toEqual({ delivered: 0, failed: 0, dead: 0 });

    expect(hook.received).toHaveLength(3);
    const ids = new Set(hook.received.map((request) => request.headers["webhook-id"]));
    expect(ids.size).toBe(1);
    const bodies = new Set(hook.received.map((request) => request.body));
    expect(bodies.size).toBe(1);
    const last = hook.received[2]!;
    const verified = new Webhook(secret).verify(last.body, last.headers) as Record<string, unknown>;
    expect(verified).toMatchObject({
      type: "order.paid",
      version: 1,
      id: last.headers["webhook-id"],
      data: {
        orderId: order.id,
        orderNumber: order.orderNumber,
        status: "paid",
        currency: order.currencyCode,
        lines: [{ sku: "ELR-MAG-60", quantity: 1 }],
      },
    });
    // No personal data: the event's actor and the order's email and address stay home.
    expect(last.body).not.toContain("@");
    expect(last.body).not.toContain("staff");
    const [row] = await deliveries();
    expect(row).toMatchObject({ status: "delivered", attempts: 3, lastStatusCode: 200, lastResponse: "ok", nextAttemptAt: null });
    const [endpointRow] = await database.db.select().from(webhookEndpoints);
    expect(endpointRow!.consecutiveFailures).toBe(0);
  });

  it("is queued only for endpoints that hear its topic, and a signature from a wrong secret is refused", async () => {
    const { clock, platform } = store();
    const { secret } = await endpointFor(platform, ["order.paid"]);
    await endpointFor(platform, ["order.cancelled"]);
    await paidOrder(platform, clock());
    expect(await deliveries()).toHaveLength(1);
    await platform.webhooks.sweep();
    const [request] = hook.received;
    // Another first character, whatever the random secret's was (replacing it with a fixed one fails 1 time in 64).
    const wrongSecret = secret.replace(/^whsec_(.)/, (_, first: string) => `whsec_${first === "A" ? "B" : "A"}`);
    expect(wrongSecret).not.toBe(secret);
    expect(() => new Webhook(wrongSecret).verify(request!.body, request!.headers)).toThrow();
  });

  it("is retried on the backoff's schedule for about three days, then dead-lettered", async () => {
    const { clock, platform } = store({ webhookTransport: { post: failing } });
    await endpointFor(platform);
    await paidOrder(platform, clock());
    const first = clock().getTime();
    for (let attempt = 1; attempt <= WEBHOOK_MAX_ATTEMPTS; attempt++) {
      const [row] = await deliveries();
      clock.set(row!.nextAttemptAt!);
      expect(await platform.webhooks.sweep()).toEqual({
        delivered: 0,
        failed: attempt < WEBHOOK_MAX_ATTEMPTS ? 1 : 0,
        dead: attempt < WEBHOOK_MAX_ATTEMPTS ? 0 : 1,
      });
    }
    const hours = (clock().getTime() - first) / 3_600_000;
    expect(hours).toBeGreaterThan(70);
    expect(hours).toBeLessThanOrEqual(72);
    const [row] = await deliveries();
    expect(row).toMatchObject({ status: "dead", attempts: WEBHOOK_MAX_ATTEMPTS, nextAttemptAt: null, lastStatusCode: 500 });
    const [endpoint] = await platform.webhooks.admin.list();
    expect(endpoint).toMatchObject({ dead: 1, pending: 0 });
    clock.advance(86_400_000);
    expect(await platform.webhooks.sweep()).toEqual({ delivered: 0, failed: 0, dead: 0 });
  });

  it("sent again by the owner carries the same webhook-id and body", async () => {
    const { clock, platform } = store();
    const { endpoint } = await endpointFor(platform);
    await paidOrder(platform, clock());
    await platform.webhooks.sweep();
    const [row] = await deliveries();
    expect(await platform.webhooks.admin.resend(endpoint.id, row!.id, actor)).toMatchObject({ kind: "queued" });
    await platform.webhooks.sweep();
    expect(hook.received.map((request) => request.headers["webhook-id"])).toEqual([row!.webhookId, row!.webhookId]);
    expect(hook.received[0]!.body).toBe(hook.received[1]!.body);
  });

  it("is signed with both secrets during a rotation's overlap, and with the new one alone after it", async () => {
    const { clock, platform } = store();
    const { endpoint, secret: old } = await endpointFor(platform);
    const rotated = await platform.webhooks.admin.rotateSecret(endpoint.id, actor);
    if (rotated.kind !== "saved") throw new Error("not rotated");
    const fresh = rotated.secret!;
    expect(fresh).not.toBe(old);
    await paidOrder(platform, clock());
    await platform.webhooks.sweep();
    const [during] = hook.received;
    expect(during!.headers["webhook-signature"]!.split(" ")).toHaveLength(2);
    expect(new Webhook(old).verify(during!.body, during!.headers)).toBeTruthy();
    expect(new Webhook(fresh).verify(during!.body, during!.headers)).toBeTruthy();

    clock.advance(24 * 3_600_000 + 1);
    await platform.webhooks.admin.sendTest(endpoint.id, actor);
    await platform.webhooks.sweep();
    const after = hook.received[1]!;
    expect(after.headers["webhook-signature"]!.split(" ")).toHaveLength(1);
    // The reference verifier checks the timestamp against the real clock: judge the signature alone.
    const expected = new Webhook(fresh).sign(
      after.headers["webhook-id"]!,
      new Date(Number(after.headers["webhook-timestamp"]) * 1000),
      after.body,
    );
    expect(after.headers["webhook-signature"]).toBe(expected);
  });

  it("does not follow a redirect: it counts as a failure", async () => {
    const { clock, platform } = store();
    await endpointFor(platform);
    await paidOrder(platform, clock());
    hook.answers.push(302);
    expect(await platform.webhooks.sweep()).toEqual({ delivered: 0, failed: 1, dead: 0 });
    expect(hook.received).toHaveLength(1);
    const [row] = await deliveries();
    expect(row).toMatchObject({ status: "pending", lastStatusCode: 302 });
    expect(row!.lastResponse).toContain("redirect not followed");
  });

  it("is sent once by two instances sweeping together", async () => {
    const { clock, platform } = store();
    const other = testPlatform(database.db, { clock });
    await endpointFor(platform);
    for (let n = 0; n < 4; n++) await paidOrder(platform, clock());
    const counts = await Promise.all([platform.webhooks.sweep(), other.webhooks.sweep()]);
    expect(counts[0].delivered + counts[1].delivered).toBe(4);
    expect(hook.received).toHaveLength(4);
    expect(new Set(hook.received.map((request) => request.headers["webhook-id"])).size).toBe(4);
  });

  it("survives a sweep that dies mid-send: the row stays pending and the next sweep delivers it", async () => {
    const { clock, platform } = store({
      webhookTransport: {
        post: () => {
          throw new Error("killed");
        },
      },
    });
    await endpointFor(platform);
    await paidOrder(platform, clock());
    await expect(platform.webhooks.sweep()).rejects.toThrow("killed");
    const [kept] = await deliveries();
    expect(kept).toMatchObject({ status: "pending", attempts: 0 });

    const restarted = testPlatform(database.db, { clock });
    // Claimed for a minute by the dead instance, then anyone's.
    expect(await restarted.webhooks.sweep()).toEqual({ delivered: 0, failed: 0, dead: 0 });
    clock.advance(60_000);
    expect(await restarted.webhooks.sweep()).toEqual({ delivered: 1, failed: 0, dead: 0 });
    expect(hook.received).toHaveLength(1);
    expect(hook.received[0]!.headers["webhook-id"]).toBe(kept!.webhookId);
  });

  it("disables an endpoint after repeated failures and emails the owner, in their language", async () => {
    const { clock, platform } = store({ webhookTransport: { post: failing } });
    const { endpoint } = await endpointFor(platform);
    for (let n = 0; n < WEBHOOK_DISABLE_AFTER_FAILURES; n++) await paidOrder(platform, clock());
    await platform.webhooks.sweep();
    const [row] = await platform.webhooks.admin.list();
    expect(row).toMatchObject({
      id: endpoint.id,
      enabled: false,
      disabledReason: "failures",
      consecutiveFailures: WEBHOOK_DISABLE_AFTER_FAILURES,
    });
    const mails = await database.db.select().from(emailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: "owner@elara.test", language: "ro" });
    expect(mails[0]!.subject).toContain("webhook");
    expect(mails[0]!.text).toContain("127.0.0.1");
    // Nothing more is sent to it until the owner enables it again.
    clock.advance(86_400_000);
    expect(await platform.webhooks.sweep()).toEqual({ delivered: 0, failed: 0, dead: 0 });
    await platform.webhooks.admin.setEnabled(endpoint.id, true, actor);
    expect((await platform.webhooks.sweep()).failed).toBeGreaterThan(0);
  });
});

const failing: WebhookPost = async () => ({ ok: false, statusCode: 500, latencyMs: 1, excerpt: "down" });

describe("where the store sends, in production", () => {
  const publicAddress = async () => ["93.184.215.14"];

  it.each([
    ["http://127.0.0.1:8080/hooks", "scheme"],
    ["https://127.0.0.1/hooks", "private_address"],
    ["https://10.1.2.3/hooks", "private_address"],
    ["https://169.254.169.254/latest/meta-data", "private_address"],
    ["https://[::1]/hooks", "private_address"],
    ["https://[::ffff:192.168.1.1]/hooks", "private_address"],
    ["https://localhost/hooks", "private_address"],
    ["http://hooks.example.com/in", "scheme"],
    ["https://user:pass@hooks.example.com/in", "credentials"],
    ["not a url", "invalid"],
  ])("refuses %s at registration (%s)", async (url, problem) => {
    const platform = testPlatform(database.db, { config: { nodeEnv: "production" }, webhookTransport: { resolve: publicAddress } });
    expect(await platform.webhooks.admin.create({ url, topics: ["order.paid"] }, actor)).toEqual({
      kind: "invalid",
      problem: { field: "url", problem },
    });
    expect(await database.db.select().from(webhookEndpoints)).toEqual([]);
  });

  it("refuses a name that resolves to a private address, and accepts a public one", async () => {
    expect(await urlRefusal("https://hooks.example.com/in", true, async () => ["93.184.215.14", "10.0.0.5"])).toBe("private_address");
    expect(await urlRefusal("https://hooks.example.com/in", true, async () => ["100.64.3.4"])).toBe("private_address");
    expect(await urlRefusal("https://hooks.example.com/in", true, async () => ["fd00::1"])).toBe("private_address");
    expect(await urlRefusal("https://hooks.example.com/in", true, async () => ["93.184.215.14"])).toBeNull();
    expect(await urlRefusal("https://hooks.example.com/in", true, async () => Promise.reject(new Error("ENOTFOUND")))).toBe("unresolvable");
    expect(await urlRefusal("http://127.0.0.1:3000/in", false)).toBeNull();
    expect(
      ["127.0.0.1", "10.0.0.1", "172.16.0.1", "192.168.0.1", "169.254.1.1", "::1", "fe80::1", "fc00::1", "0.0.0.0"].filter(
        (address) => !isPrivateAddress(address),
      ),
    ).toEqual([]);
    expect(isPrivateAddress("2a00:1450:4001::1")).toBe(false);
  });

  it("checks again at send time: a name that now resolves to a private address is not sent to", async () => {
    let addresses = ["93.184.215.14"];
    const sent: string[] = [];
    const clock = testClock(new Date(Date.now()));
    const platform = testPlatform(database.db, {
      clock,
      config: { nodeEnv: "production" },
      webhookTransport: {
        resolve: async () => addresses,
        post: async (url) => {
          sent.push(url);
          return { ok: true, statusCode: 200, latencyMs: 1, excerpt: "" };
        },
      },
    });
    const { endpoint } = await endpointFor(platform, ["order.paid"], "https://hooks.example.com/in");
    addresses = ["127.0.0.1"];
    await platform.webhooks.admin.sendTest(endpoint.id, actor);
    expect(await platform.webhooks.sweep()).toEqual({ delivered: 0, failed: 1, dead: 0 });
    expect(sent).toEqual([]);
    const [row] = await deliveries();
    expect(row!.lastResponse).toBe("refused before sending: private_address");
    addresses = ["93.184.215.14"];
    clock.advance(WEBHOOK_RETRY_DELAYS_MS[0]);
    expect(await platform.webhooks.sweep()).toEqual({ delivered: 1, failed: 0, dead: 0 });
    expect(sent).toEqual(["https://hooks.example.com/in"]);
  });
});

describe("the connection, in production", () => {
  it("goes only to the addresses its own lookup allowed: a name rebound to a private address after the check is not reached", async () => {
    // The send-time check sees a public address; the connection's lookup, a moment later, the store's own network.
    const answers = [["93.184.215.14"], ["127.0.0.1"]];
    const asked: string[] = [];
    const platform = testPlatform(database.db, {
      config: { nodeEnv: "production" },
      webhookTransport: {
        resolve: async (host) => {
          asked.push(host);
          return answers.shift() ?? ["127.0.0.1"];
        },
      },
    });
    const created = await platform.webhooks.admin.create({ url: "https://hooks.example.com/in", topics: ["order.paid"] }, actor);
    if (created.kind !== "saved") throw new Error(JSON.stringify(created));
    answers.unshift(["93.184.215.14"]);
    await platform.webhooks.admin.sendTest(created.endpoint.id, actor);
    expect(await platform.webhooks.sweep()).toEqual({ delivered: 0, failed: 1, dead: 0 });
    const [row] = await deliveries();
    expect(row!.lastResponse).toBe("refused at connection: private_address");
    expect(asked).toEqual(["hooks.example.com", "hooks.example.com", "hooks.example.com"]);
    expect(hook.received).toEqual([]);
  });

  it("answers the socket's lookup with every allowed address, or the one of the family asked, and refuses a private one", async () => {
    const lookup = guardedLookup(async () => ["93.184.215.14", "2606:2800:21f:cb07::1"]);
    const ask = (options: { all?: boolean; family?: number }) =>
      new Promise<unknown>((resolve) =>
        lookup("hooks.example.com", options, (error, address, family) => resolve(error ?? { address, family })),
      );
    expect(await ask({ all: true })).toEqual({
      address: [
        { address: "93.184.215.14", family: 4 },
        { address: "2606:2800:21f:cb07::1", family: 6 },
      ],
      family: undefined,
    });
    expect(await ask({ family: 6 })).toEqual({ address: "2606:2800:21f:cb07::1", family: 6 });
    const refused = guardedLookup(async () => ["93.184.215.14", "192.168.1.10"]);
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      refused("hooks.example.com", { all: true }, (failed) => resolve(failed)),
    );
    expect(error).toMatchObject({ message: "refused at connection: private_address", code: "PRIVATE_ADDRESS" });
  });
});

describe("the delivery log's keeping", () => {
  it("prunes delivered deliveries after their days and dead ones after theirs, never a pending one", async () => {
    const { clock, platform } = store();
    const { endpoint } = await endpointFor(platform);
    const now = clock();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const rows = [
      { name: "delivered, just past", status: "delivered", at: daysAgo(WEBHOOK_DELIVERED_KEPT_DAYS + 1) },
      { name: "delivered, still kept", status: "delivered", at: daysAgo(WEBHOOK_DELIVERED_KEPT_DAYS - 1) },
      { name: "dead, just past", status: "dead", at: daysAgo(WEBHOOK_DEAD_KEPT_DAYS + 1) },
      { name: "dead, still kept", status: "dead", at: daysAgo(WEBHOOK_DELIVERED_KEPT_DAYS + 1) },
      { name: "pending, old", status: "pending", at: daysAgo(WEBHOOK_DEAD_KEPT_DAYS + 10) },
    ] as const;
    for (const [index, row] of rows.entries())
      await database.db.insert(webhookDeliveries).values({
        ...queuedDelivery(endpoint.id, `prune-${index}`, "order.paid", row.at, { name: row.name }, row.at),
        status: row.status,
        deliveredAt: row.status === "delivered" ? row.at : null,
        updatedAt: row.at,
        createdAt: row.at,
      });
    expect(await platform.webhooks.prune()).toBe(2);
    const kept = (await deliveries()).map((delivery) => (JSON.parse(delivery.body) as { data: { name: string } }).data.name);
    expect(kept).toEqual(["delivered, still kept", "dead, still kept", "pending, old"]);
    expect(await platform.webhooks.prune()).toBe(0);
  });
});

describe("the endpoint's records", () => {
  it("keep no secret in the audit log", async () => {
    const { platform } = store();
    const { endpoint, secret } = await endpointFor(platform);
    await platform.webhooks.admin.rotateSecret(endpoint.id, actor);
    const entries = await database.db.select().from(auditLog);
    expect(entries.map((entry) => entry.action)).toEqual(["webhook.create", "webhook.rotate"]);
    expect(JSON.stringify(entries)).not.toContain(secret.slice(6));
    expect(await database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id))).toHaveLength(1);
  });
});
