/**
 * A local fake of GA4's Measurement Protocol (decision 0155). `/mp/collect` answers 204 to anything, as Google's does,
 * and keeps each payload with what Google's validation server would say of it; `/debug/mp/collect` answers those
 * `validationMessages` as the validation server does. The rules are the validation server's documented ones: a
 * client id, 1 to 25 events, event and parameter names (40 characters, a letter first, letters, digits and
 * underscores, none reserved), at most 25 parameters, string values of at most 100 characters, items (at most 200,
 * each with an id or a name) and a currency with any value. `failNext` makes the next answers a server error.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface Ga4ValidationMessage {
  fieldPath: string;
  description: string;
  validationCode: "VALUE_INVALID" | "VALUE_REQUIRED" | "NAME_INVALID" | "NAME_RESERVED" | "VALUE_OUT_OF_BOUNDS" | "EXCEEDED_MAX_ENTITIES";
}

export interface Ga4Hit {
  debug: boolean;
  measurementId: string | null;
  apiSecret: string | null;
  body: { client_id?: string; events?: { name: string; params?: Record<string, unknown> }[] } & Record<string, unknown>;
  validationMessages: Ga4ValidationMessage[];
}

export interface FakeGa4 {
  base: string;
  account: { measurementId: string; apiSecret: string; apiBase: string };
  hits: Ga4Hit[];
  /** The events of the hits Google would keep (no validation message), by name. */
  events(name: string): { clientId: string; params: Record<string, unknown> }[];
  failNext(status: number, times?: number): void;
  reset(): void;
  close(): Promise<void>;
}

const RESERVED_EVENT_NAMES = new Set([
  "ad_activeview", "ad_click", "ad_exposure", "ad_query", "ad_reward", "adunit_exposure", "app_background", "app_clear_data",
  "app_exception", "app_remove", "app_store_refund", "app_store_subscription_cancel", "app_store_subscription_convert",
  "app_store_subscription_renew", "app_update", "app_upgrade", "dynamic_link_app_open", "dynamic_link_app_update",
  "dynamic_link_first_open", "error", "first_open", "first_visit", "in_app_purchase", "notification_dismiss",
  "notification_foreground", "notification_open", "notification_receive", "os_update", "session_start",
  "session_start_with_rollout", "user_engagement",
]); // prettier-ignore
const RESERVED_PREFIXES = ["_", "firebase_", "ga_", "google_", "gtag."];
const NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
const CURRENCY = /^[A-Z]{3}$/;

export function ga4ValidationMessages(body: unknown): Ga4ValidationMessage[] {
  const messages: Ga4ValidationMessage[] = [];
  const say = (fieldPath: string, validationCode: Ga4ValidationMessage["validationCode"], description: string) =>
    messages.push({ fieldPath, validationCode, description });
  if (typeof body !== "object" || body === null) {
    say("", "VALUE_INVALID", "Unable to parse Measurement Protocol JSON payload.");
    return messages;
  }
  const payload = body as Record<string, unknown>;
  if (typeof payload.client_id !== "string" || payload.client_id === "") say("client_id", "VALUE_REQUIRED", "client_id is required.");
  const events = payload.events;
  if (!Array.isArray(events) || events.length === 0) {
    say("events", "VALUE_REQUIRED", "At least one event is required.");
    return messages;
  }
  if (events.length > 25) say("events", "EXCEEDED_MAX_ENTITIES", "A request can have a maximum of 25 events.");
  events.forEach((event: { name?: unknown; params?: Record<string, unknown> }, index) => {
    const path = `events[${index}]`;
    const name = typeof event.name === "string" ? event.name : "";
    if (!NAME.test(name)) say(`${path}.name`, "NAME_INVALID", `Event at index: [${index}] has invalid name [${name}].`);
    else if (RESERVED_EVENT_NAMES.has(name) || RESERVED_PREFIXES.some((prefix) => name.startsWith(prefix)))
      say(`${path}.name`, "NAME_RESERVED", `Event at index: [${index}] has name [${name}] which is reserved.`);
    const params = event.params ?? {};
    const names = Object.keys(params);
    if (names.length > 25) say(`${path}.params`, "EXCEEDED_MAX_ENTITIES", "An event can have a maximum of 25 parameters.");
    for (const param of names) {
      const value = params[param];
      if (!NAME.test(param) || RESERVED_PREFIXES.some((prefix) => param.startsWith(prefix)))
        say(`${path}.params.${param}`, "NAME_INVALID", `Event param [${param}] has invalid name.`);
      if (typeof value === "string" && value.length > 100)
        say(`${path}.params.${param}`, "VALUE_OUT_OF_BOUNDS", `Event param [${param}] has a value longer than 100 characters.`);
    }
    if ("value" in params) {
      if (typeof params.value !== "number") say(`${path}.params.value`, "VALUE_INVALID", "value must be a number.");
      if (typeof params.currency !== "string" || !CURRENCY.test(params.currency))
        say(`${path}.params.currency`, "VALUE_REQUIRED", "currency is required with value, as an ISO 4217 code.");
    }
    if ((name === "purchase" || name === "refund") && (typeof params.transaction_id !== "string" || params.transaction_id === ""))
      say(`${path}.params.transaction_id`, "VALUE_REQUIRED", `transaction_id is required for ${name}.`);
    if ("items" in params) {
      const items = params.items;
      if (!Array.isArray(items)) say(`${path}.params.items`, "VALUE_INVALID", "items must be an array.");
      else {
        if (items.length > 200) say(`${path}.params.items`, "EXCEEDED_MAX_ENTITIES", "An event can have a maximum of 200 items.");
        items.forEach((item: Record<string, unknown>, itemIndex) => {
          const itemPath = `${path}.params.items[${itemIndex}]`;
          if (typeof item.item_id !== "string" && typeof item.item_name !== "string")
            say(itemPath, "VALUE_REQUIRED", "An item needs an item_id or an item_name.");
          for (const key of ["price", "quantity"] as const)
            if (key in item && typeof item[key] !== "number") say(`${itemPath}.${key}`, "VALUE_INVALID", `${key} must be a number.`);
          if (typeof item.item_name === "string" && item.item_name.length > 100)
            say(`${itemPath}.item_name`, "VALUE_OUT_OF_BOUNDS", "item_name is longer than 100 characters.");
        });
      }
    }
  });
  return messages;
}

export async function startFakeGa4(): Promise<FakeGa4> {
  let failures: { status: number; times: number } = { status: 500, times: 0 };
  const fake = {
    hits: [] as Ga4Hit[],
    events(name: string) {
      return fake.hits
        .filter((hit) => !hit.debug && hit.validationMessages.length === 0 && hit.apiSecret === fake.account.apiSecret)
        .flatMap((hit) =>
          (hit.body.events ?? [])
            .filter((event) => event.name === name)
            .map((event) => ({ clientId: hit.body.client_id!, params: event.params ?? {} })),
        );
    },
    failNext(status: number, times = 1) {
      failures = { status, times };
    },
    reset() {
      fake.hits.length = 0;
      failures = { status: 500, times: 0 };
    },
  } as FakeGa4;
  const server: Server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    request.on("end", () => {
      const url = new URL(request.url!, "http://fake");
      const debug = url.pathname === "/debug/mp/collect";
      if (request.method !== "POST" || (!debug && url.pathname !== "/mp/collect")) {
        response.statusCode = 404;
        response.end();
        return;
      }
      if (failures.times > 0) {
        failures.times -= 1;
        response.statusCode = failures.status;
        response.end();
        return;
      }
      let body: unknown = null;
      try {
        body = JSON.parse(raw);
      } catch {
        // Validated below as Google does: an unparsable payload.
      }
      const validationMessages = ga4ValidationMessages(body);
      fake.hits.push({
        debug,
        measurementId: url.searchParams.get("measurement_id"),
        apiSecret: url.searchParams.get("api_secret"),
        body: (body ?? {}) as Ga4Hit["body"],
        validationMessages,
      });
      if (debug) {
        response.setHeader("Content-Type", "application/json");
        response.end(JSON.stringify({ validationMessages }));
        return;
      }
      response.statusCode = 204;
      response.end();
    });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.account = { measurementId: "G-TEST1234", apiSecret: "ga4-secret-abc", apiBase: fake.base };
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
