import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { LogEntry, PerformanceMetric } from "#domain/monitoring-schemas";
import { loadConfig } from "#server/config";
import { clientLogEntries, clientMetrics } from "#server/db/schema";
import { buildTestApp } from "#tests/server/platform-kit.ts";
import { testDatabaseForFile } from "#tests/server/test-database.ts";
import { createLogger } from "#server/logger";
import { LOGS_PATH, LOGS_PER_MINUTE, METRICS_PATH } from "./monitoring.ts";
import { refusal } from "#tests/server/problem-kit.ts";

const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
const logger = createLogger("silent");

const database = testDatabaseForFile({ emptyEachTest: [clientLogEntries, clientMetrics] });

const newApp = (overrides: Partial<typeof config> = {}) => buildTestApp(database, { config: { ...config, ...overrides }, logger }).app;

// What @hono/node-server hands the app for a real socket; each test uses its own address so the
// per-client limits of one test never touch another.
let nextAddress = 1;
const socketFrom = (address = `198.51.100.${nextAddress++}`) => ({ incoming: { socket: { remoteAddress: address } } });

const validLog = (overrides: Record<string, unknown> = {}): LogEntry & Record<string, unknown> => ({
  id: "0b7f7c1e-4f55-4a33-9e43-2d2b4cfa0c11",
  timestamp: "2026-03-01T10:15:00.000Z",
  level: "error",
  message: "Cannot read properties of undefined (reading 'price')",
  error: { name: "TypeError", message: "Cannot read properties of undefined (reading 'price')", stack: "TypeError: …\n    at ProductView" },
  context: {
    url: "https://elara.ro/account/activate/42/secret-token?email=ana%40example.ro&lng=en",
    userAgent: "Mozilla/5.0",
    userId: "gid://shopify/Customer/7",
    sessionId: "s-1",
    component: "ProductView",
    action: "render",
  },
  tags: ["product"],
  metadata: { handle: "papillex", attempt: 2 },
  ...overrides,
});

const validMetric = (overrides: Record<string, unknown> = {}): PerformanceMetric & Record<string, unknown> => ({
  id: "v5-1700000000000-1234",
  name: "LCP",
  value: 1830.5,
  unit: "ms",
  timestamp: "2026-03-01T10:15:02.000Z",
  context: { url: "https://elara.ro/shop?utm_source=mail", userAgent: "Mozilla/5.0", sessionId: "s-1", navigationType: "navigate" },
  tags: ["rating:good"],
  ...overrides,
});

type App = ReturnType<typeof newApp>;

function post(app: App, path: string, body: string, { headers = {}, from = socketFrom() } = {}) {
  return app.request(path, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body }, from);
}

const rows = async (table: typeof clientLogEntries | typeof clientMetrics) => (await database.db.select({ n: count() }).from(table))[0]!.n;

describe("POST /api/monitoring/logs", () => {
  it("stores a valid entry and answers 202, without the client's address or the URL's secrets", async () => {
    const sent = validLog();
    const response = await post(newApp(), LOGS_PATH, JSON.stringify(sent), { from: socketFrom("203.0.113.9") });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ accepted: true });

    const [row] = await database.db.select().from(clientLogEntries);
    expect(row).toMatchObject({
      level: sent.level,
      message: sent.message,
      occurredAt: new Date(sent.timestamp),
      error: { name: "TypeError" },
      context: { ...sent.context, url: "https://elara.ro/account/activate/:id/:token?lng=en" },
      tags: sent.tags,
      metadata: sent.metadata,
    });
    expect(row!.clientId).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(row)).not.toContain("203.0.113.9");
  });

  it("accepts a warning and an info entry, with only the required fields", async () => {
    const app = newApp();
    const minimal = {
      id: "a",
      timestamp: "2026-03-01T10:15:00+02:00",
      message: "slow",
      context: { url: "/", userAgent: "", sessionId: "s" },
    };
    expect((await post(app, LOGS_PATH, JSON.stringify({ ...minimal, level: "warn" }))).status).toBe(202);
    expect((await post(app, LOGS_PATH, JSON.stringify({ ...minimal, level: "info" }))).status).toBe(202);
    expect(await rows(clientLogEntries)).toBe(2);
  });

  const { context, error } = validLog();
  const badInputs: [string, string, RegExp, string | undefined][] = [
    ["not JSON", "{level: error", /Corpul cererii nu este JSON valid/, undefined],
    ["a JSON array", "[]", /trebuie să fie un obiect JSON/, undefined],
    ["JSON null", "null", /trebuie să fie un obiect JSON/, undefined],
    ["a wrong level", JSON.stringify(validLog({ level: "fatal" })), /„level” trebuie să fie unul dintre: error, warn, info/, "level"],
    ["a missing message", JSON.stringify(validLog({ message: undefined })), /lipsește câmpul „message”/, "message"],
    ["an empty message", JSON.stringify(validLog({ message: "" })), /„message” este gol/, "message"],
    [
      "an oversized message",
      JSON.stringify(validLog({ message: "x".repeat(2001) })),
      /„message” are mai mult de 2000 de caractere/,
      "message",
    ],
    [
      "an oversized stack",
      JSON.stringify(validLog({ error: { ...error, stack: "s".repeat(8001) } })),
      /„error.stack” are mai mult de 8000 de caractere/,
      "error.stack",
    ],
    ["a numeric message", JSON.stringify(validLog({ message: 42 })), /„message” trebuie să fie un text/, "message"],
    ["a context that is a string", JSON.stringify(validLog({ context: "page" })), /„context” trebuie să fie un obiect/, "context"],
    ["a numeric url", JSON.stringify(validLog({ context: { ...context, url: 7 } })), /„context.url” trebuie să fie un text/, "context.url"],
    ["tags that are not a list", JSON.stringify(validLog({ tags: "a,b" })), /„tags” trebuie să fie o listă/, "tags"],
    [
      "too many tags",
      JSON.stringify(validLog({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) })),
      /„tags” are mai mult de 20 de elemente/,
      "tags",
    ],
    [
      "a timestamp that is no date",
      JSON.stringify(validLog({ timestamp: "yesterday" })),
      /„timestamp” nu este o dată și o oră ISO 8601/,
      "timestamp",
    ],
    [
      "nested metadata",
      JSON.stringify(validLog({ metadata: { customer: { email: "a@b.ro" } } })),
      /„metadata.customer” are o valoare greșită/,
      "metadata.customer",
    ],
  ];

  it.each(badInputs)("refuses %s with 400, a Romanian message and no row", async (_, body, message, field) => {
    const response = await post(newApp(), LOGS_PATH, body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string; field?: string };
    expect(answer.error).toMatch(message);
    expect(answer.field).toBe(field);
    expect(await rows(clientLogEntries)).toBe(0);
  });

  it("answers in English when the shopper chose it, by cookie first, then by Accept-Language", async () => {
    const app = newApp();
    const body = JSON.stringify(validLog({ message: undefined }));
    const byHeader = await post(app, LOGS_PATH, body, { headers: { "Accept-Language": "en-GB,en;q=0.9" } });
    expect(await byHeader.json()).toEqual(refusal(400, "invalid_field", 'Invalid log entry: "message" is missing.', "message"));

    const byCookie = await post(app, LOGS_PATH, body, { headers: { Cookie: "i18next=ro", "Accept-Language": "en" } });
    expect(((await byCookie.json()) as { error: string }).error).toBe("Înregistrarea de jurnal nu este validă: lipsește câmpul „message”.");
  });

  it("refuses a body over 16 KB with 413 and stores nothing", async () => {
    const huge = JSON.stringify(validLog({ metadata: { blob: "x".repeat(17 * 1024) } }));
    const response = await post(newApp(), LOGS_PATH, huge, { headers: { "Accept-Language": "en" } });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(refusal(413, "too_large", "The report is larger than 16 KB."));
    expect(await rows(clientLogEntries)).toBe(0);
  });

  it("limits each client to 120 reports a minute with 429 and Retry-After, other clients unaffected", async () => {
    const app = newApp();
    const flooder = socketFrom("203.0.113.77");
    for (let i = 0; i < LOGS_PER_MINUTE; i++) {
      // Refused bodies count too: the limit is checked before the body is read.
      expect((await post(app, LOGS_PATH, "{}", { from: flooder })).status).toBe(400);
    }
    const limited = await post(app, LOGS_PATH, JSON.stringify(validLog()), { from: flooder, headers: { "Accept-Language": "en" } });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(((await limited.json()) as { error: string }).error).toMatch(/^Too many reports\. Try again in \d+ seconds?\.$/);
    expect(await rows(clientLogEntries)).toBe(0);

    expect((await post(app, LOGS_PATH, JSON.stringify(validLog()), { from: socketFrom("203.0.113.78") })).status).toBe(202);
    // The same client over IPv6-mapped IPv4 is still the same client.
    expect((await post(app, LOGS_PATH, "{}", { from: socketFrom("::ffff:203.0.113.77") })).status).toBe(429);
  });

  it("believes X-Forwarded-For only behind a configured proxy", async () => {
    const proxy = socketFrom("10.0.0.1");
    const direct = newApp();
    for (let i = 0; i < LOGS_PER_MINUTE; i++)
      await post(direct, LOGS_PATH, "{}", { from: proxy, headers: { "X-Forwarded-For": `192.0.2.${i}` } });
    // Untrusted: every spoofed address is the proxy's socket, so the limit holds.
    expect((await post(direct, LOGS_PATH, "{}", { from: proxy, headers: { "X-Forwarded-For": "192.0.2.250" } })).status).toBe(429);

    const behindProxy = newApp({ trustProxyHops: 1 });
    for (let i = 0; i < LOGS_PER_MINUTE; i++)
      await post(behindProxy, LOGS_PATH, "{}", { from: proxy, headers: { "X-Forwarded-For": "192.0.2.1" } });
    expect((await post(behindProxy, LOGS_PATH, "{}", { from: proxy, headers: { "X-Forwarded-For": "192.0.2.1" } })).status).toBe(429);
    // A client-written entry left of the proxy's own is ignored; the proxy's entry is the client.
    expect((await post(behindProxy, LOGS_PATH, "{}", { from: proxy, headers: { "X-Forwarded-For": "192.0.2.1, 192.0.2.2" } })).status).toBe(
      400,
    );
  });

  it("answers other methods with 405 and Allow: POST", async () => {
    const response = await newApp().request(LOGS_PATH, { headers: { "Accept-Language": "en" } });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
    expect(await response.json()).toEqual(refusal(405, "method_not_allowed", "Only POST is supported."));
  });
});

describe("POST /api/monitoring/metrics", () => {
  it("stores a Core Web Vital and answers 202", async () => {
    const response = await post(newApp(), METRICS_PATH, JSON.stringify(validMetric()));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ accepted: true });
    const [row] = await database.db.select().from(clientMetrics);
    expect(row).toMatchObject({
      name: "LCP",
      value: 1830.5,
      unit: "ms",
      tags: ["rating:good"],
      context: { url: "https://elara.ro/shop", navigationType: "navigate" },
    });
  });

  it("accepts a beacon's body whatever its content type", async () => {
    const app = newApp();
    const body = JSON.stringify(validMetric({ name: "CLS", unit: "score", value: 0.02 }));
    const response = await app.request(
      METRICS_PATH,
      { method: "POST", headers: { "Content-Type": "text/plain;charset=UTF-8" }, body },
      socketFrom(),
    );
    expect(response.status).toBe(202);
  });

  it.each([
    ["an unknown vital", validMetric({ name: "FID" }), "name"],
    ["CLS in ms", validMetric({ name: "CLS", unit: "ms", value: 0.1 }), "unit"],
    ["a negative value", validMetric({ value: -1 }), "value"],
    ["a value as text", validMetric({ value: "1830" }), "value"],
    ["no context", validMetric({ context: undefined }), "context"],
  ])("refuses %s with 400 and no row", async (_, metric, field) => {
    const response = await post(newApp(), METRICS_PATH, JSON.stringify(metric), { headers: { "Accept-Language": "en" } });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string; field: string };
    expect(answer.error).toMatch(/^Invalid performance metric: /);
    expect(answer.field).toBe(field);
    expect(await rows(clientMetrics)).toBe(0);
  });
});

describe("GET /metrics", () => {
  it("exposes request counts by route pattern, client reports, and process metrics, never cached", async () => {
    const app = newApp();
    await app.request("/healthz");
    await app.request("/images/seed/papillex-1.svg");
    await post(app, LOGS_PATH, JSON.stringify(validLog()));
    await post(app, METRICS_PATH, JSON.stringify(validMetric()));

    const response = await app.request("/metrics");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toContain('http_requests_total{method="GET",route="/healthz",status="200"} 1');
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/images\/seed\/:file",status="\d+"\} 1/);
    expect(text).toContain('http_requests_total{method="POST",route="/api/monitoring/logs",status="202"} 1');
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/healthz",status="200"\} 1/);
    expect(text).toContain('client_log_entries_total{level="error"} 1');
    expect(text).toContain("web_vitals_lcp_seconds_count 1");
    expect(text).toContain('web_vitals_lcp_seconds_bucket{le="2"} 1');
    expect(text).toContain("process_cpu_user_seconds_total");
    expect(text).not.toContain("papillex-1.svg");
  });

  it("keeps a registry per app, so two apps count on their own", async () => {
    const first = newApp();
    const second = newApp();
    await first.request("/healthz");
    const text = await (await second.request("/metrics")).text();
    expect(text).not.toContain('route="/healthz"');
  });
});
