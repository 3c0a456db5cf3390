/**
 * Product pictures: the SVG sources kept in the repo, served as they are or rasterised by sharp to
 * the width and format a page asks for (`?width=400&format=webp`), so pages can use srcset.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";
import sharp from "sharp";
import { z } from "zod";

export const SEED_IMAGES_DIR = path.resolve("server/db/seed/images");

const FILE_NAME = /^[a-z0-9][a-z0-9-]*\.svg$/;
const MAX_DIMENSION = 2400;
const CACHE_ENTRIES = 300;
const CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";

const transformSchema = z.object({
  width: z.coerce.number().int().min(16).max(MAX_DIMENSION).optional(),
  height: z.coerce.number().int().min(16).max(MAX_DIMENSION).optional(),
  format: z.enum(["webp", "avif", "png", "jpg"]).optional(),
});

const CONTENT_TYPES = { svg: "image/svg+xml", webp: "image/webp", avif: "image/avif", png: "image/png", jpg: "image/jpeg" } as const;

interface Rendered {
  body: Uint8Array;
  contentType: string;
}

export function imageRoutes(imagesDir: string = SEED_IMAGES_DIR): Hono {
  const cache = new Map<string, Rendered>();
  const app = new Hono();

  app.get("/images/seed/:file", async (c) => {
    const file = c.req.param("file");
    const transform = transformSchema.safeParse(c.req.query());
    if (!FILE_NAME.test(file)) return c.json({ error: "Image not found" }, 404);
    if (!transform.success)
      return c.json({ error: "Invalid image parameters: width and height are 16–2400, format is webp, avif, png or jpg" }, 400);

    const key = `${file}?${JSON.stringify(transform.data)}`;
    let rendered = cache.get(key);
    if (!rendered) {
      const source = await readFile(path.join(imagesDir, file)).catch(() => undefined);
      if (!source) return c.json({ error: "Image not found" }, 404);
      rendered = await render(source, transform.data);
      if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
      cache.set(key, rendered);
    }
    return c.body(rendered.body as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": rendered.contentType,
      "Cache-Control": CACHE_CONTROL,
      // An SVG opened directly must not run script or load anything.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
      "X-Content-Type-Options": "nosniff",
    });
  });

  return app;
}

async function render(source: Buffer, transform: z.infer<typeof transformSchema>): Promise<Rendered> {
  if (!transform.width && !transform.height && !transform.format) {
    return { body: source, contentType: CONTENT_TYPES.svg };
  }
  const format = transform.format ?? "webp";
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
          ? pipeline.avif({ quality: 55 })
          : pipeline.webp({ quality: 80 });
  return { body: await pipeline.toBuffer(), contentType: CONTENT_TYPES[format] };
}
