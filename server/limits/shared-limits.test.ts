/**
 * Two instances of the store on one database count one set of limits, and a restarted instance finds the
 * counts it left (decision 0026). On PostgreSQL (TEST_DATABASE_URL) each instance has its own connection
 * pool; on PGlite they share the one in-memory handle, which is how two platforms meet there.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { LOOKUPS_PER_MINUTE, ORDER_STATUS_PATH } from "#server/api/order-status";
import { createTestDatabase, type TestDatabase } from "#tests/server/test-database.ts";
import {
  buildAccountApp,
  linkFrom,
  postJson,
  recordingTransport,
  socketFrom,
  testClock,
  type TestClock,
} from "#tests/server/account-kit.ts";
import { freshRateLimitNamespace } from "#tests/server/platform-kit.ts";
import { AUTH_LIMIT_RULES } from "./auth-limits.ts";

const PASSWORD = "secret-password";

let database: TestDatabase;
let second: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  second = await database.anotherConnection();
});
afterAll(async () => {
  await second?.close();
  await database?.close();
});

/** An instance of the store: its own platform and app, counting in `namespace` with the store's own login rules. */
function instance(handle: DatabaseHandle, namespace: string, clock: TestClock) {
  const transport = recordingTransport();
  const built = buildAccountApp({ database: handle, clock, transport, limits: AUTH_LIMIT_RULES, rateLimitNamespace: namespace });
  return { ...built, sent: transport.sent };
}

/** Two instances of the store, one on each connection, counting in one fresh namespace on one clock. */
function twoInstances() {
  const namespace = freshRateLimitNamespace();
  const clock = testClock();
  return { a: instance(database, namespace, clock), b: instance(second, namespace, clock), clock };
}

type Instance = ReturnType<typeof instance>;

const login = (app: Instance, email: string, password: string, from: ReturnType<typeof socketFrom>) =>
  postJson(app.app, "/api/auth", { action: "create-customer-token", email, password }, { from });

let customerNumber = 0;
/** A fresh active account with PASSWORD, registered and activated through `app`. */
async function activeCustomer(app: Instance): Promise<string> {
  const email = `shared-${++customerNumber}@example.ro`;
  expect((await postJson(app.app, "/api/auth", { action: "create-account", email, firstName: "Ana" })).status).toBe(200);
  await app.platform.mailer.idle();
  const [, , , id, token] = linkFrom(app.sent, email, "/account/activate/").pathname.split("/");
  expect((await postJson(app.app, "/api/auth", { action: "activate-account", id, token, password: PASSWORD })).status).toBe(200);
  return email;
}

describe("rate limits shared through the database", () => {
  it("two instances enforce one login limit: attempts split across them are refused once the shared total is reached", async () => {
    const { a, b } = twoInstances();
    const email = await activeCustomer(a);
    const guesser = socketFrom("203.0.113.21");
    const perEmailAndClient = AUTH_LIMIT_RULES.login.perEmailAndClient;
    for (let attempt = 0; attempt < perEmailAndClient; attempt++) {
      const wrong = await login(attempt % 2 === 0 ? a : b, email, `guess-${attempt}`, guesser);
      expect(wrong.status).toBe(401);
    }
    expect((await login(a, email, PASSWORD, guesser)).status).toBe(429);
    expect((await login(b, email, PASSWORD, guesser)).status).toBe(429);
    // The owner, elsewhere, still gets in through either instance.
    expect((await login(b, email, PASSWORD, socketFrom("192.0.2.44"))).status).toBe(200);
  });

  it("two instances share the per-client limits of the other routes", async () => {
    const { a, b, clock } = twoInstances();
    const client = socketFrom("203.0.113.22");
    const lookup = (app: Instance) =>
      postJson(app.app, ORDER_STATUS_PATH, { orderNumber: "1001", email: "ana@example.ro" }, { from: client });
    for (let request = 0; request < LOOKUPS_PER_MINUTE; request++) {
      expect((await lookup(request % 2 === 0 ? a : b)).status).toBe(404);
    }
    const refused = await lookup(b);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    clock.advance(60_000);
    expect((await lookup(a)).status).toBe(404);
  });

  it("counters survive a restart: a new platform on the same database still refuses, until the window has passed", async () => {
    const namespace = freshRateLimitNamespace();
    const clock = testClock();
    const before = instance(second, namespace, clock);
    const email = await activeCustomer(before);
    const guesser = socketFrom("203.0.113.23");
    for (let attempt = 0; attempt < AUTH_LIMIT_RULES.login.perEmailAndClient; attempt++) {
      expect((await login(before, email, `guess-${attempt}`, guesser)).status).toBe(401);
    }
    // The instance goes away with its connection; a new one starts on the same database.
    await second.close();
    second = await database.anotherConnection();
    const after = instance(second, namespace, clock);
    const refused = await login(after, email, PASSWORD, guesser);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBe(AUTH_LIMIT_RULES.login.windowMs / 1000);
    clock.advance(AUTH_LIMIT_RULES.login.windowMs);
    expect((await login(after, email, PASSWORD, guesser)).status).toBe(200);
  });

  it("concurrent logins at the edge, split across two instances, let exactly the limit through", async () => {
    const { a, b } = twoInstances();
    const email = await activeCustomer(a);
    const guesser = socketFrom("203.0.113.24");
    const limit = AUTH_LIMIT_RULES.login.perEmailAndClient;
    for (let attempt = 0; attempt < limit - 3; attempt++) expect((await login(a, email, "guess", guesser)).status).toBe(401);
    const statuses = await Promise.all(Array.from({ length: 12 }, (_, n) => login(n % 2 === 0 ? a : b, email, "guess", guesser)));
    expect(statuses.filter((answer) => answer.status === 401)).toHaveLength(3);
    expect(statuses.filter((answer) => answer.status === 429)).toHaveLength(9);
  });
});
