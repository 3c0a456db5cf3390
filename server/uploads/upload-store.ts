/**
 * The store's uploaded pictures (issue 17 item 1, for product images first and the article cover later): one
 * service that checks a picture with sharp (JPEG, PNG, WebP or AVIF; at most 5 MB; at least 800 × 800 px),
 * re-encodes it (turned upright by its EXIF orientation, then written as WebP without any metadata, so no camera,
 * place or date leaves with it) and keeps it under `DATA_DIR/uploads/{kind}/` by a random name. The image route
 * serves it from there with the same resizing as the seed's drawings (`/images/uploads/{kind}/{file}`).
 */
import { randomUUID } from "node:crypto";
import { mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Metadata } from "sharp";

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MIN_DIMENSION = 800;
/** Larger pictures are scaled down to this: more than any page shows, far less than a camera's. */
export const UPLOAD_MAX_DIMENSION = 2400;
export const UPLOAD_KINDS = ["products", "articles"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** The stored file's name: what `save` writes, and all the image route accepts. */
export const UPLOAD_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

export type UploadRefusal = "type" | "too_large" | "too_small";
export type UploadOutcome =
  { ok: true; src: string; width: number; height: number } | { ok: false; problem: UploadRefusal; width?: number; height?: number };

export interface UploadStore {
  /** Checks, re-encodes and keeps a picture; `src` is its path under the image route. */
  save(kind: UploadKind, bytes: Uint8Array): Promise<UploadOutcome>;
  /** The stored bytes of `uploads/{kind}/{file}`, or null. */
  read(kind: string, file: string): Promise<Buffer | null>;
  /** Removes a stored picture by its `src`; a missing one is not an error. */
  remove(src: string): Promise<void>;
}

/** sharp names AVIF "heif" (with AV1 compression). */
const ACCEPTED = new Set(["jpeg", "png", "webp", "heif"]);

export function createUploadStore(dataDir: string): UploadStore {
  const root = path.join(dataDir, "uploads");
  const place = (kind: string, file: string) =>
    (UPLOAD_KINDS as readonly string[]).includes(kind) && UPLOAD_FILE_NAME.test(file) ? path.join(root, kind, file) : null;

  return {
    async save(kind, bytes) {
      if (bytes.byteLength > UPLOAD_MAX_BYTES) return { ok: false, problem: "too_large" };
      let metadata: Metadata;
      try {
        metadata = await sharp(bytes, { failOn: "error" }).metadata();
      } catch {
        return { ok: false, problem: "type" };
      }
      if (!metadata.format || !ACCEPTED.has(metadata.format)) return { ok: false, problem: "type" };
      if (metadata.format === "heif" && metadata.compression !== "av1") return { ok: false, problem: "type" };
      // What the shopper will see: width and height as the picture stands once turned upright.
      const turned = (metadata.orientation ?? 1) >= 5;
      const width = (turned ? metadata.height : metadata.width) ?? 0;
      const height = (turned ? metadata.width : metadata.height) ?? 0;
      if (width < UPLOAD_MIN_DIMENSION || height < UPLOAD_MIN_DIMENSION) return { ok: false, problem: "too_small", width, height };
      const { data, info } = await sharp(bytes, { failOn: "error" })
        .rotate()
        .resize({ width: UPLOAD_MAX_DIMENSION, height: UPLOAD_MAX_DIMENSION, fit: "inside", withoutEnlargement: true })
        .webp({ quality: 86 })
        .toBuffer({ resolveWithObject: true });
      const file = `${randomUUID()}.webp`;
      await mkdir(path.join(root, kind), { recursive: true });
      await writeFile(path.join(root, kind, file), data);
      return { ok: true, src: `uploads/${kind}/${file}`, width: info.width, height: info.height };
    },

    async read(kind, file) {
      const where = place(kind, file);
      if (!where) return null;
      return readFile(where).catch(() => null);
    },

    async remove(src) {
      const [top, kind, file, ...rest] = src.split("/");
      const where = top === "uploads" && rest.length === 0 && kind && file ? place(kind, file) : null;
      if (where) await unlink(where).catch(() => undefined);
    },
  };
}
