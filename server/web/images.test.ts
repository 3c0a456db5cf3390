import { readFileSync } from "node:fs";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { contentHash, contentVersions, SEED_IMAGES_DIR } from "#server/storefront-api/image-versions";
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
    const badLanguage = await app.request("/images/seed/bottle.svg?lang=de");
    expect(badLanguage.status).toBe(400);
    expect(await badLanguage.json()).toEqual({ error: expect.stringContaining("lang is ro or en") });
    expect((await app.request("/images/seed/missing.svg")).status).toBe(404);
    expect((await app.request("/images/seed/..%2Fsecret.svg")).status).toBe(404);
    expect((await app.request("/images/seed/bottle.png")).status).toBe(404);
  });
});

describe("image route in the page's language", () => {
  const app = imageRoutes(SEED_IMAGES_DIR);
  const svgOf = async (url: string) => {
    const res = await app.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/svg+xml");
    return res.text();
  };

  it("writes a bottle's label in Romanian", async () => {
    const svg = await svgOf("/images/seed/papillex-1.svg?lang=ro");
    for (const english of ["CERVICAL SUPPORT", "60 capsules", "Papillex by Elara"]) expect(svg).not.toContain(english);
    expect(svg).toContain(">SUPORT CERVICAL</text>");
    expect(svg).toContain(">60 de capsule</text>");
    expect(svg).toContain("<title>Papillex de la Elara, 60 de capsule</title>");
    const facts = await svgOf("/images/seed/ahcc-3.svg?lang=ro");
    expect(facts).not.toContain("DIETARY SUPPLEMENT");
    expect(facts).not.toContain("Supplement Facts");
    expect(await svgOf("/images/seed/ahcc-1.svg?lang=ro")).toContain(">SUPLIMENT ALIMENTAR</text>");
  });

  it("shows a showcase's tagline once, in the language asked for", async () => {
    const english = await svgOf("/images/seed/ahcc-showcase.svg?lang=en");
    expect(english).not.toContain("Suport imunitar și sănătate masculină");
    // The picture's text is XML: its apostrophe is written as the entity every reader turns back into one.
    expect(english.match(/Immune support and men&apos;s health<\/text>/g)).toHaveLength(1);
    const romanian = await svgOf("/images/seed/pco-well-showcase.svg?lang=ro");
    expect(romanian).toContain(">Suport ovarian și echilibru hormonal</text>");
    expect(romanian).not.toContain("Ovarian support and hormonal balance</text>");
  });

  it("escapes what it writes", async () => {
    expect(await svgOf("/images/seed/papillex-3.svg?lang=en")).toContain(">Vegan capsule · Gluten &amp; lactose free</text>");
  });

  it("serves the file as drawn without a language", async () => {
    expect(await svgOf("/images/seed/papillex-1.svg")).toBe(readFileSync(path.join(SEED_IMAGES_DIR, "papillex-1.svg"), "utf8"));
  });

  it("rasterises the translated drawing, not the English one", async () => {
    const png = async (url: string) => {
      const res = await app.request(url);
      expect(res.headers.get("Content-Type")).toBe("image/png");
      return Buffer.from(await res.arrayBuffer());
    };
    const romanian = await png("/images/seed/papillex-1.svg?width=400&format=png&lang=ro");
    expect((await sharp(romanian).metadata()).width).toBe(400);
    expect(romanian.equals(await png("/images/seed/papillex-1.svg?width=400&format=png&lang=en"))).toBe(false);
  });

  it("caches a URL for a year only with the version of that language's drawing", async () => {
    const versions = contentVersions(SEED_IMAGES_DIR).get("papillex-1.svg")!;
    expect(versions.ro).not.toBe(versions.en);
    const cacheControl = async (query: string) => (await app.request(`/images/seed/papillex-1.svg?${query}`)).headers.get("Cache-Control");
    expect(await cacheControl(`lang=ro&v=${versions.ro}`)).toBe("public, max-age=31536000, immutable");
    expect(await cacheControl(`lang=en&v=${versions.en}`)).toBe("public, max-age=31536000, immutable");
    expect(await cacheControl(`lang=en&v=${versions.ro}`)).toMatch(/^public, max-age=86400\b/);
    expect(await cacheControl(`v=${versions.ro}`)).toMatch(/^public, max-age=86400\b/);
  });
});
