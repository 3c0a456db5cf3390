/**
 * The real path of an email: SMTP_URL set, nodemailer speaking SMTP to a server (the smtp-server
 * package on a local port), the activation mail received, and its link followed to activate.
 */
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccountRuntime } from "../api/account-runtime.ts";
import { postJson, testClock, testConfig, testLimits } from "../api/account-test-kit.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { emailOutbox } from "../db/schema.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { createApp } from "../http/app.ts";
import { createLogger } from "../logger.ts";
import { createStorefrontApi } from "../storefront-api/storefront-api.ts";
import { linksIn } from "./outbox.ts";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let server: SMTPServer;
let port = 0;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.server.address() as { port: number }).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
});

/** The decoded text/plain part of a raw MIME message (quoted-printable or base64, as nodemailer chooses). */
function plainText(raw: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  const part = parts.find((candidate) => /content-type:\s*text\/plain/i.test(candidate));
  if (!part) throw new Error("no text/plain part");
  const [headers = "", ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join("\n\n");
  if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(content.replace(/\s+/g, ""), "base64").toString("utf8");
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = content
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return content;
}

describe("email over SMTP", () => {
  it("sends the activation mail to a real SMTP server, and its link activates the account", async () => {
    const config = { ...testConfig, smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: "Elara <no-reply@shop.example>" };
    const logger = createLogger("silent");
    const clock = testClock();
    const accounts = createAccountRuntime({ db: database.db, config, logger, clock, limits: testLimits() });
    const app = createApp({ config, logger, database, storefrontApi: createStorefrontApi({ db: database.db, config, logger }), accounts });

    const registered = await postJson(app, "/api/auth", { action: "create-account", email: "ana@example.ro", firstName: "Ana" });
    expect(registered.status).toBe(200);
    await accounts.mailer.idle();

    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.from).toBe("no-reply@shop.example");
    expect(mail.to).toEqual(["ana@example.ro"]);
    expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?Q\?Activeaz/m);
    expect(mail.raw).toMatch(/content-type: text\/html/i);
    const text = plainText(mail.raw);
    expect(text).toContain("Bună, Ana,");
    const link = new URL(linksIn(text).find((candidate) => candidate.includes("/account/activate/"))!);
    const [, , , id, token] = link.pathname.split("/");

    const [row] = await database.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: "sent", attempts: 1, sentAt: clock() });

    const activated = await postJson(app, "/api/auth", { action: "activate-account", id, token, password: "secret-password" });
    expect(activated.status).toBe(200);
    expect(activated.json.user).toMatchObject({ email: "ana@example.ro", isActivated: true, hasPassword: true });
  });
});
