/**
 * The outbox: a message is stored before it is sent, a failed send is retried later with a growing
 * delay and never lost, two sweepers never send one message twice, and without SMTP the message is
 * stored with its links logged (outside production only).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testClock } from "#tests/server/account-kit.ts";
import { emailOutbox } from "#server/db/schema";
import { testDatabaseForFile } from "#tests/server/test-database.ts";
import type { MailMessage } from "./mail-types.ts";
import { CLAIM_LEASE_MS, createMailer, MAX_ATTEMPTS, retryDelayMs, type MailerLogger, type MailTransport } from "./outbox.ts";

const database = testDatabaseForFile({ emptyEachTest: [emailOutbox] });

const message = (to = "ana@example.ro"): MailMessage => ({
  kind: "magic_link",
  to,
  language: "ro",
  subject: "Linkul tău de autentificare Elara",
  html: "<p>html</p>",
  text: "Autentifică-te: https://shop.example/verify-magic-link?token=abc\n",
});

function recordingLogger() {
  const lines: { level: string; details: object; message: string }[] = [];
  const logger: MailerLogger = {
    info: (details, text) => lines.push({ level: "info", details, message: text }),
    warn: (details, text) => lines.push({ level: "warn", details, message: text }),
    error: (details, text) => lines.push({ level: "error", details, message: text }),
  };
  return { logger, lines };
}

/** Fails the first `failures` sends, then accepts; counts every send. */
function flakyTransport(failures: number) {
  const sent: string[] = [];
  let calls = 0;
  const transport: MailTransport = {
    async send(mail) {
      calls += 1;
      if (calls <= failures) throw new Error("421 Service not available");
      sent.push(mail.to);
    },
  };
  return { transport, sent, calls: () => calls };
}

async function enqueue(mailer: ReturnType<typeof createMailer>, to?: string): Promise<number> {
  return database.db.transaction((tx) => mailer.enqueue(tx, message(to)));
}

/** The database and the store's address every mailer here is made with (the database is opened before each test). */
const store = () => ({ db: database.db, baseUrl: "https://shop.example" });

const row = async (id: number) => (await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;

describe("the outbox", () => {
  it("retries a failed send later, with a delay that doubles, until it goes through", async () => {
    const clock = testClock();
    const { transport, sent } = flakyTransport(2);
    const { logger, lines } = recordingLogger();
    const mailer = createMailer({ ...store(), transport, from: "Elara <no-reply@shop.example>", logger, logLinks: false, now: clock });

    const id = await enqueue(mailer);
    expect(await row(id)).toMatchObject({ status: "pending", attempts: 0 });
    await mailer.deliver([id]);
    expect(await row(id)).toMatchObject({ status: "pending", attempts: 1, lastError: "421 Service not available" });
    expect((await row(id)).nextAttemptAt).toEqual(new Date(clock().getTime() + retryDelayMs(1)));
    expect(lines.at(-1)).toMatchObject({ level: "warn", message: "email not sent; it will be retried" });

    // Not due yet: the sweep leaves it alone.
    expect(await mailer.sweep()).toBe(0);
    clock.advance(retryDelayMs(1));
    expect(await mailer.sweep()).toBe(1);
    expect(await row(id)).toMatchObject({ status: "pending", attempts: 2 });
    expect((await row(id)).nextAttemptAt).toEqual(new Date(clock().getTime() + 2 * retryDelayMs(1)));

    clock.advance(retryDelayMs(2));
    await mailer.sweep();
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 3, lastError: null, sentAt: clock() });
    expect(sent).toEqual(["ana@example.ro"]);
    expect(await mailer.sweep()).toBe(0);
  });

  it("grows the delay to at most six hours and keeps a message that never goes through, marked failed", async () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(20)).toBe(6 * 60 * 60_000);

    const clock = testClock();
    const { transport, calls } = flakyTransport(Infinity);
    const { logger, lines } = recordingLogger();
    const mailer = createMailer({ ...store(), transport, from: "x", logger, logLinks: false, now: clock });
    const id = await enqueue(mailer);
    for (let attempt = 0; attempt < MAX_ATTEMPTS + 3; attempt++) {
      await mailer.sweep();
      clock.advance(retryDelayMs(MAX_ATTEMPTS));
    }
    expect(calls()).toBe(MAX_ATTEMPTS);
    expect(await row(id)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect(lines.at(-1)).toMatchObject({ level: "error", message: "email failed for good; it stays in the outbox" });
  });

  it("never lets two sweepers send the same message, and picks up one whose sender died after its lease", async () => {
    const clock = testClock();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: string[] = [];
    const slow: MailTransport = {
      async send(mail) {
        await gate;
        sent.push(mail.to);
      },
    };
    const { logger } = recordingLogger();
    const first = createMailer({ ...store(), transport: slow, from: "x", logger, logLinks: false, now: clock });
    const second = createMailer({ ...store(), transport: slow, from: "x", logger, logLinks: false, now: clock });
    for (const to of ["a@example.ro", "b@example.ro", "c@example.ro"]) await enqueue(first, to);

    const running = first.sweep();
    // The first sweeper holds all three (claimed, send in progress): the second finds nothing due.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await second.sweep()).toBe(0);
    release();
    expect(await running).toBe(3);
    expect(await second.sweep()).toBe(0);
    expect(sent.sort()).toEqual(["a@example.ro", "b@example.ro", "c@example.ro"]);

    // A claimed row whose sender vanished (no status change) is due again once the lease is over.
    const orphan = await enqueue(first, "d@example.ro");
    await database.db
      .update(emailOutbox)
      .set({ attempts: 1, nextAttemptAt: new Date(clock().getTime() + CLAIM_LEASE_MS) })
      .where(eq(emailOutbox.id, orphan));
    expect(await second.sweep()).toBe(0);
    clock.advance(CLAIM_LEASE_MS);
    expect(await second.sweep()).toBe(1);
    expect(await row(orphan)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("without SMTP stores the message and logs its links, but not in production", async () => {
    const development = recordingLogger();
    const mailer = createMailer({ ...store(), transport: null, from: "x", logger: development.logger, logLinks: true });
    const id = await enqueue(mailer);
    await mailer.deliver([id]);
    expect(await row(id)).toMatchObject({ status: "stored", attempts: 0 });
    expect(development.lines).toEqual([
      {
        level: "info",
        details: {
          mailId: id,
          kind: "magic_link",
          to: "ana@example.ro",
          links: ["https://shop.example/verify-magic-link?token=abc&utm_source=elara&utm_medium=email&utm_campaign=magic_link"],
        },
        message: "email stored (SMTP_URL is not set)",
      },
    ]);
    expect(await mailer.sweep()).toBe(0);

    const production = recordingLogger();
    const quiet = createMailer({ ...store(), transport: null, from: "x", logger: production.logger, logLinks: false });
    const other = await enqueue(quiet);
    await quiet.deliver([other]);
    expect(JSON.stringify(production.lines)).not.toContain("token=");
    expect(production.lines[0]).toMatchObject({ level: "warn", details: { mailId: other, kind: "magic_link" } });
  });

  it("stores and sends a customer email with its links to the store tagged, a staff email and the headers as written", async () => {
    const sent: Parameters<MailTransport["send"]>[0][] = [];
    const transport: MailTransport = { send: async (mail) => void sent.push(mail) };
    const mailer = createMailer({ ...store(), transport, from: "x", logger: recordingLogger().logger, logLinks: false });
    const oneClick = "https://shop.example/email/unsubscribe/7.flow.abcdefghijklmnopqrstuvwx";
    const welcome: MailMessage = {
      kind: "welcome_series",
      to: "ana@example.ro",
      language: "en",
      subject: "Welcome",
      html: `<a href="https://shop.example/shop?lng=en">Shop</a> <a href="https://www.fancourier.ro/?awb=1&#38;x=2">AWB</a> <a href="${oneClick}">Stop</a>`,
      text: `Shop: https://shop.example/shop?lng=en\nStop: ${oneClick}\n`,
      headers: { "List-Unsubscribe": `<${oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    };
    const alert: MailMessage = {
      ...message("owner@example.ro"),
      kind: "low_stock_alert",
      html: '<a href="https://shop.example/admin">Admin</a>',
    };
    const [welcomeId, alertId] = await database.db.transaction(async (tx) => [
      await mailer.enqueue(tx, welcome),
      await mailer.enqueue(tx, alert),
    ]);
    await mailer.deliver([welcomeId!, alertId!]);

    const tagged = "https://shop.example/shop?lng=en&utm_source=elara&utm_medium=email&utm_campaign=welcome";
    const stored = await row(welcomeId!);
    expect(stored.html).toBe(
      `<a href="${tagged.replaceAll("&", "&#38;")}">Shop</a> <a href="https://www.fancourier.ro/?awb=1&#38;x=2">AWB</a> <a href="${oneClick}">Stop</a>`,
    );
    expect(stored.text).toBe(`Shop: ${tagged}\nStop: ${oneClick}\n`);
    expect(stored.headers).toEqual(welcome.headers);
    expect(sent.find((mail) => mail.to === welcome.to)).toMatchObject({ html: stored.html, text: stored.text, headers: welcome.headers });
    expect(await row(alertId!)).toMatchObject({ html: alert.html, text: alert.text });
  });

  it("writes nothing when the transaction that carries the message rolls back", async () => {
    const mailer = createMailer({ ...store(), transport: null, from: "x", logger: recordingLogger().logger, logLinks: false });
    await expect(
      database.db.transaction(async (tx) => {
        await mailer.enqueue(tx, message());
        throw new Error("the account could not be created");
      }),
    ).rejects.toThrow("the account could not be created");
    expect(await database.db.select().from(emailOutbox)).toEqual([]);
  });
});
