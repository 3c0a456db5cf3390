/**
 * Outgoing webhooks through the admin API (issue 70 item 1, decision 0171): only the owner reads and changes them;
 * the form's problems are named by field in the member's language and change nothing; the secret is answered on
 * registration and rotation only; a production store refuses an endpoint on its own machine. On PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, emailOutbox, staffMembers, webhookDeliveries, webhookEndpoints } from "#server/db/schema";
import { testClock } from "#tests/server/account-kit.ts";
import { testConfig } from "#tests/server/platform-kit.ts";
import { eachRole, signedInStaffEachTest } from "#tests/server/staff-kit.ts";
import { emptyTables, testDatabaseForFile } from "#tests/server/test-database.ts";

const database = testDatabaseForFile();
const clock = testClock(new Date("2026-11-30T09:00:00.000Z"));
let production = false;

beforeEach(async ({ task }) => {
  // Before the app is built for the test: the production store's tests get a production platform.
  production = task.suite?.name === "a production store";
  await emptyTables(database.db, webhookDeliveries, webhookEndpoints, emailOutbox, auditLog, staffMembers);
});
const { call, members } = signedInStaffEachTest(
  () => ({ database, clock, config: { ...testConfig, nodeEnv: production ? "production" : "test" } }),
  ["owner", "fulfilment", "support"],
);

const FORM = { url: "http://127.0.0.1:9/hooks", description: "ERP", topics: ["order.paid", "order.cancelled"] };
const endpoints = () => database.db.select().from(webhookEndpoints);

describe("the admin's webhooks", () => {
  it.each(eachRole({ owner: [true, 201], fulfilment: [false, 403], support: [false, 403] }))(
    "are the owner's alone: %s reads them: %s, registers one: %s",
    async (role, reads, status) => {
      const list = await call("GET", "/api/admin/webhooks", { member: members[role] });
      expect(list.status).toBe(reads ? 200 : 403);
      const created = await call("POST", "/api/admin/webhooks", { member: members[role], body: FORM });
      expect(created.status).toBe(status);
      expect(await endpoints()).toHaveLength(status === 201 ? 1 : 0);
    },
  );

  it("answers the secret once, on registration, and never in the list", async () => {
    const created = await call("POST", "/api/admin/webhooks", { member: members.owner, body: FORM });
    expect(created.status).toBe(201);
    expect(created.json.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    expect(created.json.endpoint).toMatchObject({ url: FORM.url, topics: ["order.paid", "order.cancelled"], enabled: true });
    const list = await call("GET", "/api/admin/webhooks", { member: members.owner });
    expect(JSON.stringify(list.json)).not.toContain(created.json.secret.slice(6));
    const rotated = await call("POST", `/api/admin/webhooks/${created.json.endpoint.id}/rotate`, { member: members.owner });
    expect(rotated.status).toBe(200);
    expect(rotated.json.secret).not.toBe(created.json.secret);
    expect(rotated.json.endpoint.previousSecretExpiresAt).toBe("2026-12-01T09:00:00.000Z");
  });

  it.each([
    ["ro", { ...FORM, topics: [] }, "topics", "Evenimentele: alege cel puțin unul."],
    ["en", { ...FORM, topics: ["order.eaten"] }, "topics", "Events: one of them does not exist."],
    ["en", { ...FORM, url: "" }, "url", "Address (URL) is required."],
    ["ro", { ...FORM, url: "ftp://hooks.example.com/x" }, "url", "Adresa (URL) trebuie să înceapă cu https://."],
    ["en", { ...FORM, url: "not a url" }, "url", "Address (URL) is not valid."],
  ] as const)("refuses a bad form in %s, naming the field, and saves nothing (%j)", async (language, form, field, error) => {
    const answer = await call("POST", "/api/admin/webhooks", { member: members.owner, body: form, language });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ field, error });
    expect(await endpoints()).toEqual([]);
  });

  it("refuses a bad change of topics and keeps the old ones; 404 for an unknown endpoint", async () => {
    const created = await call("POST", "/api/admin/webhooks", { member: members.owner, body: FORM });
    const id = created.json.endpoint.id as number;
    const refused = await call("POST", `/api/admin/webhooks/${id}`, { member: members.owner, body: { topics: [] } });
    expect(refused.status).toBe(400);
    expect(refused.json.field).toBe("topics");
    const [row] = await endpoints();
    expect(row!.topics).toEqual(["order.paid", "order.cancelled"]);
    const changed = await call("POST", `/api/admin/webhooks/${id}`, { member: members.owner, body: { topics: ["invoice.issued"] } });
    expect(changed.json.endpoint.topics).toEqual(["invoice.issued"]);
    expect((await call("POST", "/api/admin/webhooks/999999/disable", { member: members.owner })).status).toBe(404);
    expect((await call("POST", "/api/admin/webhooks/abc/test", { member: members.owner })).status).toBe(404);
  });

  it("disables, enables, queues a test event, lists and resends it, and deletes", async () => {
    const created = await call("POST", "/api/admin/webhooks", { member: members.owner, body: FORM });
    const id = created.json.endpoint.id as number;
    const disabled = await call("POST", `/api/admin/webhooks/${id}/disable`, { member: members.owner });
    expect(disabled.json.endpoint).toMatchObject({ enabled: false, disabledReason: "owner" });
    const enabled = await call("POST", `/api/admin/webhooks/${id}/enable`, { member: members.owner });
    expect(enabled.json.endpoint).toMatchObject({ enabled: true, disabledReason: null });
    const test = await call("POST", `/api/admin/webhooks/${id}/test`, { member: members.owner });
    expect(test.status).toBe(202);
    expect(test.json.delivery).toMatchObject({ topic: "webhook.test", status: "pending", attempts: 0 });
    const log = await call("GET", `/api/admin/webhooks/${id}/deliveries`, { member: members.owner });
    expect(log.json.deliveries).toHaveLength(1);
    const dead = await call("GET", `/api/admin/webhooks/${id}/deliveries?status=dead`, { member: members.owner });
    expect(dead.json.deliveries).toEqual([]);
    const resent = await call("POST", `/api/admin/webhooks/${id}/deliveries/${test.json.delivery.id}/resend`, { member: members.owner });
    expect(resent.json.delivery.webhookId).toBe(test.json.delivery.webhookId);
    expect((await call("POST", `/api/admin/webhooks/${id}/deliveries/999999/resend`, { member: members.owner })).json.field).toBe(
      "deliveryId",
    );
    expect((await call("DELETE", `/api/admin/webhooks/${id}`, { member: members.owner })).status).toBe(204);
    expect(await endpoints()).toEqual([]);
    expect(await database.db.select().from(webhookDeliveries)).toEqual([]);
  });
});

describe("a production store", () => {
  it.each([
    ["http://127.0.0.1:8080/hooks", "Address (URL) must start with https://."],
    [
      "https://127.0.0.1:8080/hooks",
      "Address (URL) leads to a private network or to the server itself; the store sends only to public addresses.",
    ],
    ["https://[::1]/hooks", "Address (URL) leads to a private network or to the server itself; the store sends only to public addresses."],
  ])("refuses %s at registration", async (url, error) => {
    const answer = await call("POST", "/api/admin/webhooks", { member: members.owner, body: { ...FORM, url } });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ field: "url", error });
    expect(await endpoints()).toEqual([]);
  });
});
