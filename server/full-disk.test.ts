/**
 * Issue 39 item 4: on a full disk the store answers writes 503 with a sentence in the shopper's language, not 500,
 * and /healthz turns 503 at the first such write, not at its next probe. The fault is injected in the database
 * (tests/server/full-disk.ts); server/full-disk-tmpfs.test.ts does the same on a real full file system.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fillDisk, freeDisk } from "#tests/server/full-disk.ts";
import { buildTestApp } from "#tests/server/platform-kit.ts";
import { createTestDatabase, type TestDatabase } from "#tests/server/test-database.ts";
import { newsletterSubscribers } from "#server/db/schema";
import { NEWSLETTER_SIGNUP_PATH } from "./api/newsletter.ts";
import { STORAGE_FULL_MESSAGES, STORAGE_FULL_RETRY_AFTER_SECONDS } from "./http/storage-full.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await freeDisk(database.db);
  await database.close();
});

let nextAddress = 1;
function signUp(app: ReturnType<typeof buildTestApp>["app"], email: string, language: "ro" | "en") {
  return app.request(
    NEWSLETTER_SIGNUP_PATH,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": language },
      body: JSON.stringify({ email, acceptsMarketing: true, source: "footer" }),
    },
    { incoming: { socket: { remoteAddress: `198.51.100.${nextAddress++}` } } },
  );
}

describe("a full disk", () => {
  it("answers writes 503 in the shopper's language, turns /healthz 503 at once, and keeps what was saved", async () => {
    const { app } = buildTestApp(database);
    expect((await signUp(app, "ana@example.ro", "ro")).status).toBe(200);
    expect((await app.request("/healthz")).status).toBe(200);

    await fillDisk(database.db);
    for (const language of ["ro", "en"] as const) {
      const refused = await signUp(app, `${language}@example.ro`, language);
      expect([refused.status, await refused.json()]).toEqual([
        503,
        { success: false, status: 503, code: "storage_full", error: STORAGE_FULL_MESSAGES[language] },
      ]);
      expect(refused.headers.get("Retry-After")).toBe(String(STORAGE_FULL_RETRY_AFTER_SECONDS));
    }
    // The "ok" of a moment ago would otherwise be shared for a few more seconds.
    const health = await app.request("/healthz");
    expect([health.status, await health.json()]).toEqual([503, { status: "error", db: "ok", write: "failing" }]);

    await freeDisk(database.db);
    const saved = await database.db.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers);
    expect(saved).toEqual([{ email: "ana@example.ro" }]);
  });
});
