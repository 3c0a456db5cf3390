/**
 * Replays a courier's recorded HTTP answers (tests/fixtures/couriers/<courier>/<scenario>.json) as `fetch`: each
 * request takes the first unused exchange with its method and a path it starts with, and a request that none
 * matches fails the test with what was asked. The requests are kept so a test can check what the adapter sent.
 */
import { readFileSync } from "node:fs";

export interface RecordedExchange {
  /** Why this exchange is in the recording (which documented call, which case). */
  note?: string;
  method: string;
  /** The path and query the request must start with, after the courier's base URL. */
  path: string;
  status: number;
  /** A JSON answer, or a string answered as text. */
  body?: unknown;
  /** An answer that is a document: a minimal PDF is answered. */
  pdf?: boolean;
}

export interface Recording {
  /** Where the shapes come from: the courier's documentation or SDK, with the page or file. */
  source: string;
  exchanges: RecordedExchange[];
}

export interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

const MINIMAL_PDF =
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";

export function loadRecording(courier: string, scenario: string): Recording {
  const file = new URL(`../fixtures/couriers/${courier}/${scenario}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, "utf8")) as Recording;
}

export function replay(
  baseUrl: string,
  recording: Recording,
): { fetch: typeof fetch; sent: SentRequest[]; unused: () => RecordedExchange[] } {
  const used = new Set<number>();
  const sent: SentRequest[] = [];
  const replayed: typeof fetch = async (input, init) => {
    const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
    const method = (init?.method ?? "GET").toUpperCase();
    const body = typeof init?.body === "string" ? init.body : init?.body ? String(init.body) : "";
    sent.push({ method, url, headers: new Headers(init?.headers), body });
    const path = url.href.slice(baseUrl.length);
    const index = recording.exchanges.findIndex(
      (exchange, i) => !used.has(i) && exchange.method === method && path.startsWith(exchange.path),
    );
    if (index < 0) throw new Error(`No recorded answer for ${method} ${path}`);
    used.add(index);
    const exchange = recording.exchanges[index]!;
    if (exchange.pdf) return new Response(MINIMAL_PDF, { status: exchange.status, headers: { "Content-Type": "application/pdf" } });
    if (typeof exchange.body === "string") return new Response(exchange.body, { status: exchange.status });
    return new Response(exchange.body === undefined ? null : JSON.stringify(exchange.body), {
      status: exchange.status,
      headers: { "Content-Type": "application/json" },
    });
  };
  return { fetch: replayed, sent, unused: () => recording.exchanges.filter((_, i) => !used.has(i)) };
}
