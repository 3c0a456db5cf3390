/**
 * A local fake of Meta's Conversions API (decision 0155): `POST /v25.0/{pixel id}/events` refusing, with Meta's error
 * shape (HTTP 400, `error.code` 100, its `error_user_msg`), what Meta refuses: a wrong access token (code 190), no
 * `data`, an event without `event_name`, an `event_time` older than 7 days or in the future, an `action_source` other
 * than Meta's values, a website event without `event_source_url`, `user_data` without any identifier, hashed fields
 * that are not SHA-256, and `custom_data` with a value but no currency. A batch with one bad event fails whole, as
 * Meta's does. Accepted: `{ events_received, messages, fbtrace_id }`. `failNext` makes the next answers a server error.
 */
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const META_API_VERSION = "v25.0";
const ACTION_SOURCES = new Set([
  "email",
  "website",
  "app",
  "phone_call",
  "chat",
  "physical_store",
  "system_generated",
  "business_messaging",
  "other",
]);
const IDENTIFIERS = ["em", "ph", "fn", "ln", "db", "ge", "ct", "st", "zp", "country", "external_id", "client_ip_address", "fbc", "fbp"];
const HASHED = ["em", "ph", "fn", "ln", "db", "ge", "ct", "st", "zp", "country"];
const SHA256 = /^[0-9a-f]{64}$/;
const SEVEN_DAYS_SECONDS = 7 * 24 * 3600;

export interface MetaEvent {
  event_name: string;
  event_time: number;
  event_id?: string;
  action_source: string;
  event_source_url?: string;
  user_data: Record<string, unknown>;
  custom_data?: Record<string, unknown>;
}

export interface FakeMeta {
  base: string;
  account: { pixelId: string; accessToken: string; testEventCode: string | undefined; apiBase: string };
  /** The events Meta accepted, with the test event code they came under. */
  received: (MetaEvent & { testEventCode: string | null })[];
  /** Each refusal's `error_user_msg`. */
  refusals: string[];
  failNext(status: number, times?: number): void;
  reset(): void;
  close(): Promise<void>;
}

/** What Meta would refuse in one event, or null. */
export function metaEventProblem(event: Partial<MetaEvent>, nowSeconds: number): string | null {
  if (typeof event.event_name !== "string" || event.event_name === "") return "The parameter event_name is required.";
  if (typeof event.event_time !== "number" || !Number.isInteger(event.event_time))
    return "The parameter event_time is required as a Unix time in seconds.";
  if (event.event_time < nowSeconds - SEVEN_DAYS_SECONDS) return "Event Timestamp Too Old: event_time is more than 7 days in the past.";
  if (event.event_time > nowSeconds + 60) return "Event Timestamp In Future: event_time is in the future.";
  if (typeof event.action_source !== "string" || !ACTION_SOURCES.has(event.action_source))
    return "The parameter action_source is required and must be one of Meta's values.";
  if (event.action_source === "website" && typeof event.event_source_url !== "string")
    return "The parameter event_source_url is required for website events.";
  const user = event.user_data;
  if (typeof user !== "object" || user === null || !IDENTIFIERS.some((key) => key in user))
    return "The parameter user_data must carry at least one customer information parameter.";
  for (const key of HASHED) {
    const value = (user as Record<string, unknown>)[key];
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    if (!values.every((entry) => typeof entry === "string" && SHA256.test(entry)))
      return `The parameter user_data.${key} must be SHA-256 hashed.`;
  }
  const custom = event.custom_data;
  if (custom && "value" in custom) {
    if (typeof custom.value !== "number") return "The parameter custom_data.value must be a number.";
    if (typeof custom.currency !== "string" || !/^[A-Z]{3}$/i.test(custom.currency))
      return "The parameter custom_data.currency is required with value.";
  }
  if (event.event_name === "Purchase" && !(custom && "value" in custom)) return "A Purchase event needs custom_data.value and currency.";
  return null;
}

export async function startFakeMeta({ now = () => Date.now() }: { now?: () => number } = {}): Promise<FakeMeta> {
  let failures = { status: 500, times: 0 };
  const fake = {
    received: [],
    refusals: [],
    failNext(status: number, times = 1) {
      failures = { status, times };
    },
    reset() {
      fake.received.length = 0;
      fake.refusals.length = 0;
      failures = { status: 500, times: 0 };
    },
  } as unknown as FakeMeta;
  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.statusCode = status;
    response.setHeader("Content-Type", "application/json");
    response.end(JSON.stringify(body));
  };
  const refuse = (response: ServerResponse, code: number, message: string) => {
    fake.refusals.push(message);
    answer(response, 400, {
      error: { message: "Invalid parameter", type: "OAuthException", code, error_user_msg: message, fbtrace_id: "AfakeTrace" },
    });
  };
  const server: Server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    request.on("end", () => {
      const match = /^\/v\d+\.\d+\/(\d+)\/events$/.exec(new URL(request.url!, "http://fake").pathname);
      if (request.method !== "POST" || !match || match[1] !== fake.account.pixelId) return answer(response, 404, {});
      if (failures.times > 0) {
        failures.times -= 1;
        return answer(response, failures.status, { error: { message: "An unexpected error has occurred.", code: 2, is_transient: true } });
      }
      let body: { data?: unknown; access_token?: unknown; test_event_code?: unknown };
      try {
        body = JSON.parse(raw) as typeof body;
      } catch {
        return refuse(response, 100, "The request body is not JSON.");
      }
      if (body.access_token !== fake.account.accessToken) return refuse(response, 190, "Invalid OAuth access token.");
      if (!Array.isArray(body.data) || body.data.length === 0 || body.data.length > 1000)
        return refuse(response, 100, "The parameter data is required (1 to 1000 events).");
      const nowSeconds = Math.floor(now() / 1000);
      for (const event of body.data as Partial<MetaEvent>[]) {
        const problem = metaEventProblem(event, nowSeconds);
        if (problem) return refuse(response, 100, problem);
      }
      const testEventCode = typeof body.test_event_code === "string" ? body.test_event_code : null;
      for (const event of body.data as MetaEvent[]) fake.received.push({ ...event, testEventCode });
      answer(response, 200, { events_received: body.data.length, messages: [], fbtrace_id: "AfakeTrace" });
    });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.account = {
    pixelId: "123456789012345",
    accessToken: "meta-access-token-xyz",
    testEventCode: undefined,
    apiBase: `${fake.base}/${META_API_VERSION}`,
  };
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
