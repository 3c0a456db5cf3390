/**
 * The customer auth routes over one test file's database: an app per test with its own recording transport,
 * `auth(body)` posting to POST /api/auth, and a customer who registered and activated their account.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { customers, emailOutbox } from "#server/db/schema";
import { buildAccountApp, linkFrom, postJson, recordingTransport } from "./account-kit.ts";
import { createTestDatabase, emptyTables } from "./test-database.ts";

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export type AuthKit = ReturnType<ReturnType<typeof authRoutesForFile>["setup"]>;

/** Opens the file's database before its tests, empties its customers and mail before each, and closes it after them. */
export function authRoutesForFile() {
  const database = {} as DatabaseHandle;
  beforeAll(async () => {
    Object.assign(database, await createTestDatabase());
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await emptyTables(database.db, emailOutbox, customers);
  });

  function setup(options: Partial<Parameters<typeof buildAccountApp>[0]> = {}) {
    const transport = recordingTransport();
    const built = buildAccountApp({ database, transport, ...options });
    const auth = (body: Record<string, unknown>, init?: Parameters<typeof postJson>[3]) => postJson(built.app, "/api/auth", body, init);
    return { ...built, transport, auth, sent: transport.sent };
  }

  const statusOf = async (email: string) => (await database.db.select().from(customers).where(eq(customers.email, email)))[0]?.status;

  return { database, setup, statusOf };
}

/** Registers and activates an account; answers the signed-in user. */
export async function activeCustomer(kit: AuthKit, email = "ana@example.ro", password = "secret-password") {
  await kit.auth({ action: "create-account", email, firstName: "Ana", lastName: "Pop" });
  await kit.platform.mailer.idle();
  const [, , , id, token] = linkFrom(kit.sent, email, "/account/activate/").pathname.split("/");
  const activated = await kit.auth({ action: "activate-account", id, token, password });
  expect(activated.status).toBe(200);
  return activated.json.user as { id: string; accessToken: string; expiresAt: string; hasPassword: boolean; isActivated: boolean };
}
