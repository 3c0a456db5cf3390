/**
 * Test support for the account routes: the app over a test database with a clock the test moves,
 * a transport that keeps what it "sends" (or none, like a machine without SMTP_URL), and limits
 * small enough to reach.
 */
import type { Config } from "#server/config";
import type { DatabaseHandle } from "#server/db/client";
import { linksIn, type MailTransport } from "#server/mail/outbox";
import { AUTH_LIMIT_RULES, type AuthLimitName, type LimitRule } from "#server/limits/auth-limits";
import { buildTestApp, testConfig } from "./platform-kit.ts";
import { requestApp, type AppRequestOptions } from "./app-request.ts";

export { socketFrom } from "./app-request.ts";

export interface SentMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

/** A transport that accepts everything and keeps it, for reading the links back. */
export function recordingTransport(): MailTransport & { sent: SentMail[] } {
  const sent: SentMail[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

export interface TestClock {
  (): Date;
  advance(ms: number): void;
  set(date: Date): void;
}

export function testClock(start = new Date("2026-03-01T10:00:00.000Z")): TestClock {
  let current = start;
  const clock = (() => current) as TestClock;
  clock.advance = (ms) => {
    current = new Date(current.getTime() + ms);
  };
  clock.set = (date) => {
    current = date;
  };
  return clock;
}

/** Login limits so generous a test never meets them, except the ones it names; they count by the platform's clock. */
export function testLimits(overrides: Partial<Record<AuthLimitName, LimitRule>> = {}): Record<AuthLimitName, LimitRule> {
  const roomy = Object.fromEntries(
    Object.entries(AUTH_LIMIT_RULES).map(([name, rule]: [string, LimitRule]) => [
      name,
      {
        ...rule,
        perClient: 10_000,
        ...(rule.perEmailAndClient === undefined ? {} : { perEmailAndClient: 10_000 }),
        ...(rule.perEmail === undefined ? {} : { perEmail: 10_000 }),
      },
    ]),
  ) as Record<AuthLimitName, LimitRule>;
  return { ...roomy, ...overrides };
}

export function buildAccountApp({
  database,
  clock = testClock(),
  transport = recordingTransport(),
  limits = testLimits(),
  config = testConfig,
  rateLimitNamespace,
}: {
  database: DatabaseHandle;
  clock?: TestClock;
  transport?: (MailTransport & { sent?: SentMail[] }) | null;
  limits?: Record<AuthLimitName, LimitRule>;
  config?: Config;
  /** Two apps given the same namespace share their rate-limit counters, like two instances of the store. */
  rateLimitNamespace?: string;
}) {
  const { app, platform, storefrontApi } = buildTestApp(database, {
    config,
    clock,
    mailTransport: transport,
    authLimitRules: limits,
    ...(rateLimitNamespace === undefined ? {} : { rateLimitNamespace }),
  });
  return { app, platform, clock, storefrontApi };
}

type App = ReturnType<typeof buildAccountApp>["app"];

/** A POST as the store's pages send it, naming the store's origin (the session refresh requires it). */
export const postJson = (app: App, path: string, body: unknown, { headers, from }: Pick<AppRequestOptions, "headers" | "from"> = {}) =>
  requestApp<Record<string, unknown> & { success: boolean }>(app, "POST", path, { body, headers, from, origin: true });

export const sendJson = (
  app: App,
  method: string,
  path: string,
  accessToken: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
) => requestApp<Record<string, unknown> & { success: boolean }>(app, method, path, { accessToken, body, headers });

export const CUSTOMER_PASSWORD = "secret-password";

/**
 * A customer who created their account through the routes and activated it from the email's link: their id and
 * the access token the activation signed them in with.
 */
export async function signedInCustomer(
  kit: { app: App; platform: { mailer: { idle(): Promise<void> } }; transport?: { sent: SentMail[] } | null },
  email: string,
  { firstName = "Ana", lastName = "Pop" }: { firstName?: string; lastName?: string } = {},
): Promise<{ id: number; accessToken: string }> {
  await postJson(kit.app, "/api/auth", { action: "create-account", email, firstName, lastName });
  await kit.platform.mailer.idle();
  const [, , , id, token] = linkFrom(kit.transport!.sent, email, "/account/activate/").pathname.split("/");
  const answer = await postJson(kit.app, "/api/auth", { action: "activate-account", id, token, password: CUSTOMER_PASSWORD });
  return { id: Number(id), accessToken: (answer.json.user as { accessToken: string }).accessToken };
}

/** Asks a login link for `email` as the login page does, and reads the token of the link mailed (into `sent`). */
export async function mailedLoginToken(
  kit: { app: App; platform: { mailer: { idle(): Promise<void> } } },
  sent: readonly SentMail[],
  email: string,
): Promise<string> {
  await postJson(kit.app, "/api/send-magic-link", { email });
  await kit.platform.mailer.idle();
  return linkFrom(sent, email, "/verify-magic-link").searchParams.get("token")!;
}

/** The link of the newest mail sent to `to` whose URL contains `pathPart`. */
export function linkFrom(sent: readonly SentMail[], to: string, pathPart: string): URL {
  const mail = [...sent].reverse().find((message) => message.to === to && message.text.includes(pathPart));
  if (!mail) throw new Error(`No mail to ${to} with a link to ${pathPart}`);
  const link = linksIn(mail.text).find((candidate) => candidate.includes(pathPart));
  return new URL(link!);
}
