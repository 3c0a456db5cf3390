/**
 * Product pictures: the SVG sources kept in the repo, served as they are or rasterised by sharp to
 * the width and format a page asks for (`?width=400&format=webp`), so pages can use srcset. A raster
 * request without a format gets AVIF or WebP as the browser's `Accept` allows. `?lang=ro|en` writes the
 * picture's labels in that language (localize-svg.ts). A URL carrying the content version of what it
 * shows (`?v=`, see image-versions.ts) is cached for a year, immutable.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";
import { z } from "zod";
import { KEPT_FOR_A_YEAR } from "#domain/http-caching";
import { SUPPORTED_LANGUAGES, type Language } from "#domain/locale";
import { contentVersions, SEED_IMAGES_DIR } from "#server/storefront-api/image-versions";
import type { UploadStore } from "#server/uploads/upload-store";
import { localizeSvg } from "#server/http/localize-svg";

const FILE_NAME = /^[a-z0-9][a-z0-9-]*\.svg$/;
const MAX_DIMENSION = 2400;
const CACHE_ENTRIES = 300;
const CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";

const transformSchema = z.object({
  width: z.coerce.number().int().min(16).max(MAX_DIMENSION).optional(),
  height: z.coerce.number().int().min(16).max(MAX_DIMENSION).optional(),
  format: z.enum(["webp", "avif", "png", "jpg"]).optional(),
  lang: z.enum(SUPPORTED_LANGUAGES).optional(),
  v: z.string().max(64).optional(),
});

type Format = NonNullable<z.infer<typeof transformSchema>["format"]>;
type Transform = { width?: number; height?: number; format?: Format };

const CONTENT_TYPES = { svg: "image/svg+xml", webp: "image/webp", avif: "image/avif", png: "image/png", jpg: "image/jpeg" } as const;

interface Rendered {
  body: Uint8Array;
  contentType: string;
}

export function imageRoutes(imagesDir: string = SEED_IMAGES_DIR, uploads?: UploadStore): Hono {
  // Promises, so concurrent requests for a picture not yet rendered share one encode.
  const cache = new Map<string, Promise<Rendered | null>>();
  /** The picture `key` names, rendered once; only pictures are kept: a missing file may appear, and a failed encode is retried. */
  const cached = (key: string, produce: () => Promise<Rendered | null>) => {
    let pending = cache.get(key);
    if (!pending) {
      pending = produce();
      if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
      cache.set(key, pending);
      pending.then(
        (result) => result ?? cache.delete(key),
        () => cache.delete(key),
      );
    }
    return pending;
  };
  // Read once here, at start-up, like the Storefront API's copy: both hash the same files.
  const versions = contentVersions(imagesDir);
  const app = new Hono();

  app.get("/images/seed/:file", async (c) => {
    const file = c.req.param("file");
    const transform = transformSchema.safeParse(c.req.query());
    if (!FILE_NAME.test(file)) return c.json({ error: "Image not found" }, 404);
    if (!transform.success)
      return c.json(
        { error: "Invalid image parameters: width and height are 16–2400, format is webp, avif, png or jpg, lang is ro or en" },
        400,
      );

    const { v: version, lang: language, ...requested } = transform.data;
    const { negotiated, wanted } = negotiate(requested, c.req.header("Accept"));

    const key = `${file}?${JSON.stringify({ ...wanted, language })}`;
    const rendered = await cached(key, () =>
      readFile(path.join(imagesDir, file)).then(
        (source) => render(inLanguage(source, language), wanted),
        () => null,
      ),
    );
    if (!rendered) return c.json({ error: "Image not found" }, 404);
    return c.body(rendered.body as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": rendered.contentType,
      "Cache-Control": version !== undefined && version === versions.get(file)?.[language ?? "source"] ? KEPT_FOR_A_YEAR : CACHE_CONTROL,
      ...(negotiated ? { Vary: "Accept" } : {}),
      // An SVG opened directly must not run script or load anything.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
      "X-Content-Type-Options": "nosniff",
    });
  });

  // Uploaded pictures (upload-store.ts): WebP as stored, or resized like the drawings. Their names are random and
  // never reused, so each URL's picture never changes.
  app.get("/images/uploads/:kind/:file", async (c) => {
    const transform = transformSchema.safeParse(c.req.query());
    if (!transform.success)
      return c.json({ error: "Invalid image parameters: width and height are 16–2400, format is webp, avif, png or jpg" }, 400);
    const { v: _version, lang: _language, ...requested } = transform.data;
    const { negotiated, wanted } = negotiate(requested, c.req.header("Accept"));
    const kind = c.req.param("kind");
    const file = c.req.param("file");
    const key = `uploads/${kind}/${file}?${JSON.stringify(wanted)}`;
    const rendered = await cached(key, () =>
      (uploads ? uploads.read(kind, file) : Promise.resolve(null)).then(
        (source) => (source ? render(source, wanted, "webp") : null),
        () => null,
      ),
    );
    if (!rendered) return c.json({ error: "Image not found" }, 404);
    return c.body(rendered.body as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": rendered.contentType,
      "Cache-Control": KEPT_FOR_A_YEAR,
      ...(negotiated ? { Vary: "Accept" } : {}),
      "X-Content-Type-Options": "nosniff",
    });
  });

  return app;
}

function inLanguage(source: Buffer, language: Language | undefined): Buffer {
  return language ? Buffer.from(localizeSvg(source.toString("utf8"), language)) : source;
}

/** AVIF is a third smaller than WebP at the same quality; PNG is for the rare browser that takes neither. */
function preferredFormat(accept: string | undefined): Format {
  const types = (accept ?? "").toLowerCase();
  if (types.includes("image/avif")) return "avif";
  if (types.includes("image/webp")) return "webp";
  return "png";
}

/** A resize that names no format gets the best the browser accepts (and the answer varies by Accept). */
function negotiate(requested: Transform, accept: string | undefined): { negotiated: boolean; wanted: Transform } {
  const negotiated = requested.format === undefined && (requested.width !== undefined || requested.height !== undefined);
  return { negotiated, wanted: negotiated ? { ...requested, format: preferredFormat(accept) } : requested };
}

async function render(source: Buffer, transform: Transform, stored: "svg" | "webp" = "svg"): Promise<Rendered> {
  if (!transform.width && !transform.height && !transform.format) {
    return { body: source, contentType: CONTENT_TYPES[stored] };
  }
  const format = transform.format ?? "webp";
  // Loaded with the first resized picture, as uploads load it (upload-store.ts).
  const { default: sharp } = await import("sharp");
  // Rasterise at a density that keeps edges sharp at the requested size.
  let pipeline = sharp(source, { density: 144 }).resize({
    width: transform.width,
    height: transform.height,
    fit: "inside",
    withoutEnlargement: false,
  });
  pipeline =
    format === "jpg"
      ? pipeline.flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true })
      : format === "png"
        ? pipeline.png()
        : format === "avif"
          ? // Effort 2 encodes a 1200 px picture in about a third of the default's time, a few percent larger.
            pipeline.avif({ quality: 55, effort: 2 })
          : pipeline.webp({ quality: 80 });
  return { body: await pipeline.toBuffer(), contentType: CONTENT_TYPES[format] };
}
