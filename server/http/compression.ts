/**
 * Brotli or gzip for every compressible response, chosen from Accept-Encoding. Hono's own compress
 * middleware relies on CompressionStream, which has no brotli on Node 20, hence zlib here.
 */
import { Duplex } from "node:stream";
import zlib from "node:zlib";
import type { MiddlewareHandler } from "hono";

const COMPRESSIBLE =
  /^\s*(?:text\/[^;\s]+|application\/(?:javascript|json|xml|x-javascript|manifest\+json|graphql-response\+json)|image\/svg\+xml)(?:[;\s]|$)/i;
/** Below this a compressed body is rarely smaller once headers are counted. */
const THRESHOLD_BYTES = 1024;

export type Encoding = "br" | "gzip";

/** Clients send a handful of distinct Accept-Encoding values: each is read once (a bounded number of them). */
const negotiated = new Map<string, Encoding | undefined>();
const MAX_NEGOTIATED = 64;

export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  if (negotiated.has(acceptEncoding)) return negotiated.get(acceptEncoding);
  const encoding = encodingOf(acceptEncoding);
  if (negotiated.size >= MAX_NEGOTIATED) negotiated.delete(negotiated.keys().next().value!);
  negotiated.set(acceptEncoding, encoding);
  return encoding;
}

function encodingOf(acceptEncoding: string): Encoding | undefined {
  const accepted = new Map(
    acceptEncoding.split(",").map((part) => {
      const [name = "", ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return [name.trim(), q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const weight = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (weight("br") > 0) return "br";
  if (weight("gzip") > 0) return "gzip";
  return undefined;
}

export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    // Headers and status only until there is something to compress: reading `body` turns @hono/node-server's light
    // response (a kept page's bytes, written as they are) into a web stream the server then pipes, which cost a third
    // of a page-cache hit, and for a client without compression (a bot, a feed reader, a monitor) more than half.
    if (
      c.req.method === "HEAD" ||
      res.status === 204 ||
      res.status === 304 ||
      res.headers.has("Content-Encoding") ||
      res.headers.get("Cache-Control")?.includes("no-transform") ||
      !COMPRESSIBLE.test(res.headers.get("Content-Type") ?? "")
    ) {
      return;
    }
    // A response that already varies by encoding (a kept answer) says so once.
    if (!/\baccept-encoding\b/i.test(res.headers.get("Vary") ?? "")) res.headers.append("Vary", "Accept-Encoding");
    if (Number(res.headers.get("Content-Length") ?? Number.POSITIVE_INFINITY) < THRESHOLD_BYTES) return;
    const encoding = negotiateEncoding(c.req.header("Accept-Encoding"));
    if (!encoding || !res.body) return;
    const compressor =
      encoding === "br"
        ? // Quality 4 compresses HTML nearly as well as 11 at a fraction of the CPU for per-request bodies.
          zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
        : zlib.createGzip({ level: 6 });
    const body = res.body.pipeThrough(Duplex.toWeb(compressor) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>);
    // Hono copies the previous response's headers onto the new one, so adjust them after assigning.
    c.res = new Response(body, res);
    c.res.headers.delete("Content-Length");
    c.res.headers.set("Content-Encoding", encoding);
  };
}
