import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
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

  it("answers 400 for bad parameters and 404 for unknown or unsafe names", async () => {
    expect((await app.request("/images/seed/bottle.svg?width=99999")).status).toBe(400);
    expect((await app.request("/images/seed/bottle.svg?format=gif")).status).toBe(400);
    expect((await app.request("/images/seed/missing.svg")).status).toBe(404);
    expect((await app.request("/images/seed/..%2Fsecret.svg")).status).toBe(404);
    expect((await app.request("/images/seed/bottle.png")).status).toBe(404);
  });
});
