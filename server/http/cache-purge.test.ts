import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createCachePurge, CACHE_TAG_HEADER } from "./cache-purge.ts";
import { createPageCache } from "./page-cache.ts";

/** What the fake shared cache received, and what it answers next. */
interface Received {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: string;
}

const received: Received[] = [];
let answer: { status: number; body: string; delayMs?: number } = { status: 200, body: "" };
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received.push({ method: request.method ?? "", path: request.url ?? "", headers: request.headers, body });
      setTimeout(() => response.writeHead(answer.status, { "content-type": "application/json" }).end(answer.body), answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received.length = 0;
  answer = { status: 200, body: "" };
});

const ZONE = "0123456789abcdef0123456789abcdef";
const logger = () => ({ warn: vi.fn() });

describe("the Varnish purge", () => {
  it("sends one PURGE naming the invalidation's tags, and `html` for every page", async () => {
    const log = logger();
    const purge = createCachePurge({ target: { style: "varnish", url: `${base}/`, token: undefined }, logger: log });
    await purge.purge(["catalog"]);
    await purge.purge(["*"]);
    await purge.purge(["catalog", "blog"]);
    expect(received.map(({ method, path, headers }) => [method, path, headers["x-purge-tags"]])).toEqual([
      ["PURGE", "/", "catalog"],
      ["PURGE", "/", "html"],
      ["PURGE", "/", "catalog,blog"],
    ]);
    expect(purge.stats()).toEqual({ purged: 3, failed: 0 });
    expect(log.warn).not.toHaveBeenCalled();
  });

  it("sends nothing for a change that drops no page", async () => {
    const purge = createCachePurge({ target: { style: "varnish", url: `${base}/`, token: undefined }, logger: logger() });
    await purge.purge([]);
    expect(received).toEqual([]);
    expect(purge.stats()).toEqual({ purged: 0, failed: 0 });
  });

  it("logs and counts a refused purge without throwing", async () => {
    answer = { status: 405, body: "Not allowed" };
    const log = logger();
    const purge = createCachePurge({ target: { style: "varnish", url: `${base}/`, token: undefined }, logger: log });
    await expect(purge.purge(["blog"])).resolves.toBeUndefined();
    expect(purge.stats()).toEqual({ purged: 0, failed: 1 });
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ style: "varnish", tags: ["blog"], problem: "405 Not allowed" }),
      expect.stringContaining("s-maxage"),
    );
  });

  it("counts an unreachable or silent cache as failed", async () => {
    const log = logger();
    const closed = createCachePurge({ target: { style: "varnish", url: "http://127.0.0.1:1/", token: undefined }, logger: log });
    await closed.purge(["catalog"]);
    answer = { status: 200, body: "", delayMs: 300 };
    const slow = createCachePurge({ target: { style: "varnish", url: `${base}/`, token: undefined }, logger: log, timeoutMs: 50 });
    await slow.purge(["catalog"]);
    expect([closed.stats(), slow.stats()]).toEqual([
      { purged: 0, failed: 1 },
      { purged: 0, failed: 1 },
    ]);
    expect(log.warn).toHaveBeenCalledTimes(2);
  });
});

describe("the Cloudflare purge", () => {
  const target = () => ({
    style: "cloudflare" as const,
    url: `${base}/client/v4/zones/${ZONE}/purge_cache`,
    token: "cf-token-0123456789abcdef",
  });

  it("posts the tags to the zone's purge_cache with the API token, `html` for every page", async () => {
    answer = { status: 200, body: JSON.stringify({ success: true, errors: [], messages: [], result: { id: ZONE } }) };
    const purge = createCachePurge({ target: target(), logger: logger() });
    await purge.purge(["catalog", "blog"]);
    await purge.purge(["*"]);
    expect(
      received.map(({ method, path, headers, body }) => [method, path, headers.authorization, headers["content-type"], JSON.parse(body)]),
    ).toEqual([
      [
        "POST",
        `/client/v4/zones/${ZONE}/purge_cache`,
        "Bearer cf-token-0123456789abcdef",
        "application/json",
        { tags: ["catalog", "blog"] },
      ],
      ["POST", `/client/v4/zones/${ZONE}/purge_cache`, "Bearer cf-token-0123456789abcdef", "application/json", { tags: ["html"] }],
    ]);
    expect(purge.stats()).toEqual({ purged: 2, failed: 0 });
  });

  it("counts an answer that is not `success: true` as failed, whatever its status", async () => {
    const log = logger();
    const purge = createCachePurge({ target: target(), logger: log });
    answer = { status: 200, body: JSON.stringify({ success: false, errors: [{ code: 1134, message: "rate limited" }] }) };
    await purge.purge(["catalog"]);
    answer = { status: 403, body: JSON.stringify({ success: false, errors: [{ code: 10000, message: "Authentication error" }] }) };
    await purge.purge(["catalog"]);
    answer = { status: 200, body: "<html>gateway</html>" };
    await purge.purge(["catalog"]);
    expect(purge.stats()).toEqual({ purged: 0, failed: 3 });
    expect(log.warn.mock.calls.map(([fields]) => (fields as { problem: string }).problem)).toEqual([
      expect.stringContaining("rate limited"),
      expect.stringMatching(/^403 .*Authentication error/),
      expect.stringContaining("not JSON"),
    ]);
  });
});

describe("a kept page's Cache-Tag", () => {
  it("names `html` and the page's own tags, so that a purge finds it", async () => {
    const cache = createPageCache({ maxBytes: 1_000_000, freshMs: 60_000, staleMs: 300_000 });
    const response = await cache.serve({
      key: "ro|RON|/shop",
      open: false,
      tags: ["catalog"],
      acceptEncoding: undefined,
      ifNoneMatch: undefined,
      head: false,
      render: async () => new Response("<!doctype html><p>shop</p>", { headers: { "content-type": "text/html; charset=utf-8" } }),
    });
    expect(response.headers.get(CACHE_TAG_HEADER)).toBe("html,catalog");
  });
});
