/**
 * The real path of an email: SMTP_URL set, nodemailer speaking SMTP to a server (the smtp-server
 * package, through the mail catcher), the activation mail received, and its link followed to activate.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, testClock, testLimits } from "#tests/server/account-kit.ts";
import { buildTestApp, testConfig } from "#tests/server/platform-kit.ts";
import type { DatabaseHandle } from "#server/db/client";
import { emailOutbox } from "#server/db/schema";
import { createTestDatabase } from "#tests/server/test-database.ts";
import { createLogger } from "#server/logger";
import { startMailCatcher, type MailCatcher } from "./mail-catcher.ts";

let catcher: MailCatcher;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  catcher = await startMailCatcher();
});

afterAll(async () => {
  await catcher.close();
  await database.close();
});

describe("email over SMTP", () => {
  it("sends the activation mail to a real SMTP server, and its link activates the account", async () => {
    const config = { ...testConfig, smtpUrl: catcher.url, mailFrom: "Elara <no-reply@shop.example>", supportEmail: "ajutor@shop.example" };
    const logger = createLogger("silent");
    const clock = testClock();
    const { app, platform } = buildTestApp(database, { config, logger, clock, authLimitRules: testLimits() });

    const registered = await postJson(app, "/api/auth", { action: "create-account", email: "ana@example.ro", firstName: "Ana" });
    expect(registered.status).toBe(200);
    await platform.mailer.idle();

    expect(catcher.messages).toHaveLength(1);
    const mail = catcher.messages[0]!;
    expect(mail).toMatchObject({ from: "no-reply@shop.example", to: ["ana@example.ro"], subject: "Activează-ți contul Elara" });
    expect(mail.raw).toMatch(/content-type: text\/html/i);
    // The email says "reply to this email": the answer reaches the owner's support address, not the no-reply sender.
    expect(mail.raw).toMatch(/^reply-to: ajutor@shop\.example\r?$/im);
    expect(mail.text).toContain("Bună, Ana,");
    const link = new URL(mail.links.find((candidate) => candidate.includes("/account/activate/"))!);
    const [, , , id, token] = link.pathname.split("/");

    const [row] = await database.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: "sent", attempts: 1, sentAt: clock() });

    const activated = await postJson(app, "/api/auth", { action: "activate-account", id, token, password: "secret-password" });
    expect(activated.status).toBe(200);
    expect(activated.json.user).toMatchObject({ email: "ana@example.ro", isActivated: true, hasPassword: true });
  });

  it("decodes the subject and the links of an English mail, as a browser test would read them", async () => {
    const config = { ...testConfig, smtpUrl: catcher.url };
    const logger = createLogger("silent");
    const { app, platform } = buildTestApp(database, { config, logger, authLimitRules: testLimits() });
    await postJson(app, "/api/auth?lng=en", { action: "reset-password", email: "ana@example.ro" });
    // The reset is written after the answer (decision 0070): wait for it before the mail.
    await platform.customers.auth.resetsSettled();
    await platform.mailer.idle();
    const mail = catcher.messages.at(-1)!;
    expect(mail.subject).toBe("Reset your Elara password");
    expect(mail.links).toEqual([
      expect.stringMatching(
        /^https:\/\/shop\.example\/set-password\?token=[A-Za-z0-9_-]{43}&lng=en&utm_source=elara&utm_medium=email&utm_campaign=[a-z_]+$/,
      ),
    ]);
  });

  it("sends a newsletter code with List-Unsubscribe headers a mail client can POST to, and that POST unsubscribes", async () => {
    const config = { ...testConfig, smtpUrl: catcher.url };
    const { app, platform } = buildTestApp(database, { config, logger: createLogger("silent"), authLimitRules: testLimits() });
    const signup = await postJson(app, "/api/newsletter-signup", { email: "ioana@example.ro", acceptsMarketing: true, source: "footer" });
    expect(signup.status).toBe(200);
    await platform.mailer.idle();
    const mail = catcher.messages.at(-1)!;
    expect(mail.subject).toBe("Codul tău de 5% reducere – Elara");
    const unfolded = mail.raw.replace(/\r?\n[ \t]+/g, " ");
    expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const oneClick = /^List-Unsubscribe: <([^>]+)>$/m.exec(unfolded)?.[1];
    expect(oneClick).toMatch(/^https:\/\/shop\.example\/api\/newsletter-unsubscribe\?token=[0-9a-f]{64}$/);

    const url = new URL(oneClick!);
    const response = await app.request(
      `${url.pathname}${url.search}`,
      { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" },
      { incoming: { socket: { remoteAddress: "198.51.100.200" } } },
    );
    expect(response.status).toBe(200);
  });
});
