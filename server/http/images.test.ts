import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { contentHash } from "#server/storefront-api/image-versions";
import { imageRoutes } from "./images.ts";

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800" fill="#7a2e4d"/></svg>`;

describe("image route", () => {
  let app: ReturnType<typeof imageRoutes>;
  beforeAll(async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "elara-images-"));
    await writeFile(path.join(dir, "bottle.svg"), SVG);
    app = imageRoutes(dir);
  });

  it("serves the SVG source untouched, locked down against script", async () => {
    const res = await app.request("/images/seed/bottle.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(res.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    expect(await res.text()).toBe(SVG);
  });

  it("rasterises to the requested width and format", async () => {
    const res = await app.request("/images/seed/bottle.svg?width=400&format=webp");
    expect(res.headers.get("Content-Type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(400);
  });

  it("picks AVIF, then WebP, then PNG by Accept when no format is asked for, and says it varies", async () => {
    const chrome = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
    for (const [accept, type] of [
      [chrome, "image/avif"],
      ["image/webp,*/*", "image/webp"],
      ["*/*", "image/png"],
    ] as const) {
      const res = await app.request("/images/seed/bottle.svg?width=400", { headers: { Accept: accept } });
      expect(res.headers.get("Content-Type")).toBe(type);
      expect(res.headers.get("Vary")).toBe("Accept");
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.width).toBe(400);
    }
    // An explicit format is the same answer for everyone.
    const explicit = await app.request("/images/seed/bottle.svg?width=400&format=webp", { headers: { Accept: chrome } });
    expect(explicit.headers.get("Content-Type")).toBe("image/webp");
    expect(explicit.headers.get("Vary")).toBeNull();
  });

  it("caches a URL carrying the file's content version for a year, and any other for a day", async () => {
    const current = await app.request(`/images/seed/bottle.svg?width=400&format=webp&v=${contentHash(SVG)}`);
    expect(current.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const stale = await app.request("/images/seed/bottle.svg?width=400&format=webp&v=old0000000");
    expect(stale.status).toBe(200);
    expect(stale.headers.get("Cache-Control")).toMatch(/^public, max-age=86400\b/);
    const unversioned = await app.request("/images/seed/bottle.svg");
    expect(unversioned.headers.get("Cache-Control")).toMatch(/^public, max-age=86400\b/);
  });

  it("answers 400 for bad parameters and 404 for unknown or unsafe names", async () => {
    expect((await app.request("/images/seed/bottle.svg?width=99999")).status).toBe(400);
    expect((await app.request("/images/seed/bottle.svg?format=gif")).status).toBe(400);
    expect((await app.request("/images/seed/missing.svg")).status).toBe(404);
    expect((await app.request("/images/seed/..%2Fsecret.svg")).status).toBe(404);
    expect((await app.request("/images/seed/bottle.png")).status).toBe(404);
  });
});
