import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compression, negotiateEncoding } from "./compression.ts";

describe("negotiateEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(negotiateEncoding("gzip, deflate, br")).toBe("br");
    expect(negotiateEncoding("gzip, br;q=0")).toBe("gzip");
    expect(negotiateEncoding("identity")).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
    expect(negotiateEncoding("*")).toBe("br");
  });
});

describe("compression", () => {
  const body = "<p>Elara</p>".repeat(500);
  const app = new Hono().use(compression());
  app.get("/html", (c) => c.html(body));
  app.get("/tiny", (c) => c.body("ok", 200, { "Content-Type": "text/plain", "Content-Length": "2" }));
  app.get("/png", (c) => c.body(new Uint8Array(4096), 200, { "Content-Type": "image/png" }));

  it("never reads the body of an answer already encoded, which would turn a kept page's bytes into a stream", async () => {
    const encoded = new Hono().use(compression());
    encoded.get("/kept", () => {
      const response = new Response(new Uint8Array([1, 2, 3]), { headers: { "Content-Type": "text/html", "Content-Encoding": "br" } });
      Object.defineProperty(response, "body", {
        get() {
          throw new Error("the body was read");
        },
      });
      return response;
    });
    const res = await encoded.request("/kept", { headers: { "Accept-Encoding": "br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Encoding")).toBe("br");
  });

  it("never reads the body of a page it will not compress: a client without compression gets the kept bytes as they are", async () => {
    const kept = new Hono().use(compression());
    const headers = { "Content-Type": "text/html; charset=utf-8", "Content-Length": "6000" };
    kept.get("/page", () => unreadable(new Response(new Uint8Array(6000), { headers })));
    kept.get("/small", () => unreadable(new Response(new Uint8Array(6), { headers: { ...headers, "Content-Length": "6" } })));
    for (const acceptEncoding of [undefined, "identity", "gzip;q=0, br;q=0"]) {
      const res = await kept.request("/page", { headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} });
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Encoding")).toBeNull();
      expect(res.headers.get("Content-Length")).toBe("6000");
    }
    const small = await kept.request("/small", { headers: { "Accept-Encoding": "br" } });
    expect(small.headers.get("Content-Encoding")).toBeNull();
  });

  it("brotli-compresses HTML for a browser that accepts it", async () => {
    const res = await app.request("/html", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(res.headers.get("Content-Encoding")).toBe("br");
    expect(res.headers.get("Vary")).toContain("Accept-Encoding");
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(body);
  });

  it("gzips for a client without brotli", async () => {
    const res = await app.request("/html", { headers: { "Accept-Encoding": "gzip" } });
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(body);
  });

  it("leaves small bodies, images and clients without compression alone", async () => {
    expect((await app.request("/tiny", { headers: { "Accept-Encoding": "br" } })).headers.get("Content-Encoding")).toBeNull();
    expect((await app.request("/png", { headers: { "Accept-Encoding": "br" } })).headers.get("Content-Encoding")).toBeNull();
    const plain = await app.request("/html");
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await plain.text()).toBe(body);
  });
});

/** This response, its body throwing when read: what the middleware must never do unless it compresses. */
function unreadable(response: Response): Response {
  Object.defineProperty(response, "body", {
    get() {
      throw new Error("the body was read");
    },
  });
  return response;
}
