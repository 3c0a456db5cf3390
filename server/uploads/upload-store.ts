/**
 * The store's uploaded pictures (issue 17 item 1, for product images first and the article cover later; issue 19
 * item 2 for the photos a customer adds to a return): one service that checks a picture with sharp, re-encodes it
 * (turned upright by its EXIF orientation, then written as WebP without any metadata, so no camera, place or date
 * leaves with it) and keeps it by a random name, each kind by its own rules.
 *
 * - Public kinds (`products`, `articles`): JPEG, PNG, WebP or AVIF; at most 5 MB; at least 800 × 800 px; kept under
 *   `DATA_DIR/uploads/{kind}/`, which the image route serves with the same resizing as the seed's drawings
 *   (`/images/uploads/{kind}/{file}`).
 * - Private kinds (`returns`): the rules in domain/customer-returns.ts (10 MB, 300 px on the short side, scaled to
 *   1600 px); kept under `DATA_DIR/private/{kind}/`, a folder the image route never reads (`read` knows only the
 *   public kinds), and served only by the routes that check who asks (`readPrivate`).
 */
import { randomUUID } from "node:crypto";
import { mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Metadata } from "sharp";
import { RETURN_PHOTO_MAX_BYTES, RETURN_PHOTO_MAX_SIDE, RETURN_PHOTO_MIN_SIDE } from "#domain/customer-returns";

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MIN_DIMENSION = 800;
/** Larger pictures are scaled down to this: more than any page shows, far less than a camera's. */
export const UPLOAD_MAX_DIMENSION = 2400;
/** The kinds the image route serves to anyone. */
export const UPLOAD_KINDS = ["products", "articles"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
/** The kinds kept apart and served only by routes that check who asks: never by the image route. */
export const PRIVATE_UPLOAD_KINDS = ["returns"] as const;
export type PrivateUploadKind = (typeof PRIVATE_UPLOAD_KINDS)[number];

export interface UploadRules {
  maxBytes: number;
  /** The shorter side, as the picture stands once turned upright. */
  minSide: number;
  /** Larger pictures are scaled down to fit this square. */
  maxSide: number;
  /** Decoded size refused before any decoding (a small file can unpack into gigabytes); sharp's own limit when absent. */
  maxPixels?: number;
  quality: number;
}

export const UPLOAD_RULES: Record<UploadKind | PrivateUploadKind, UploadRules> = {
  products: { maxBytes: UPLOAD_MAX_BYTES, minSide: UPLOAD_MIN_DIMENSION, maxSide: UPLOAD_MAX_DIMENSION, quality: 86 },
  articles: { maxBytes: UPLOAD_MAX_BYTES, minSide: UPLOAD_MIN_DIMENSION, maxSide: UPLOAD_MAX_DIMENSION, quality: 86 },
  // A customer's photo: any phone's (a 48 MP camera, a 64 MP panorama) fits within 100 MP; what staff need is the
  // detail, not the file, so 1600 px at quality 82 is a few hundred KB.
  returns: {
    maxBytes: RETURN_PHOTO_MAX_BYTES,
    minSide: RETURN_PHOTO_MIN_SIDE,
    maxSide: RETURN_PHOTO_MAX_SIDE,
    maxPixels: 100_000_000,
    quality: 82,
  },
};

/** The stored file's name: what `save` writes, and all the image route accepts. */
export const UPLOAD_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** `heic`: an HEVC-coded HEIF (an iPhone's or a Samsung's HEIC photo), which sharp's prebuilt libvips cannot decode. */
export type UploadRefusal = "type" | "heic" | "too_large" | "too_small";
export type UploadOutcome =
  { ok: true; src: string; width: number; height: number } | { ok: false; problem: UploadRefusal; width?: number; height?: number };
export type PrivateUploadOutcome =
  { ok: true; file: string; width: number; height: number } | { ok: false; problem: UploadRefusal; width?: number; height?: number };

export interface UploadStore {
  /** Checks, re-encodes and keeps a picture; `src` is its path under the image route. */
  save(kind: UploadKind, bytes: Uint8Array): Promise<UploadOutcome>;
  /** The stored bytes of `uploads/{kind}/{file}` for a public kind, or null: what the image route may serve. */
  read(kind: string, file: string): Promise<Buffer | null>;
  /** Removes a stored picture by its `src`; a missing one is not an error. */
  remove(src: string): Promise<void>;
  /** Checks, re-encodes and keeps a private picture; `file` is its name within the kind. */
  savePrivate(kind: PrivateUploadKind, bytes: Uint8Array): Promise<PrivateUploadOutcome>;
  /** The stored bytes of a private picture, or null; the caller has checked who asks. */
  readPrivate(kind: PrivateUploadKind, file: string): Promise<Buffer | null>;
  /** Removes a private picture; a missing one is not an error. */
  removePrivate(kind: PrivateUploadKind, file: string): Promise<void>;
}

/** sharp names AVIF "heif" (with AV1 compression). */
const ACCEPTED = new Set(["jpeg", "png", "webp", "heif"]);
/** ISO-BMFF brands of HEVC-coded HEIF files (`ftyp` at byte 4). AVIF's are `avif` and `avis`. */
const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs"]);

/** A HEIC by its container's brand, before sharp tries (and fails) to read it. */
function isHeic(bytes: Uint8Array): boolean {
  if (bytes.byteLength < 12) return false;
  const text = (from: number) => String.fromCharCode(...bytes.subarray(from, from + 4));
  return text(4) === "ftyp" && HEIC_BRANDS.has(text(8));
}

type Encoded =
  { ok: true; data: Buffer; width: number; height: number } | { ok: false; problem: UploadRefusal; width?: number; height?: number };

/** The checks and the re-encoding every kind shares, by its rules; nothing is written here. */
async function encode(bytes: Uint8Array, rules: UploadRules): Promise<Encoded> {
  if (bytes.byteLength > rules.maxBytes) return { ok: false, problem: "too_large" };
  if (isHeic(bytes)) return { ok: false, problem: "heic" };
  const options = { failOn: "error" as const, ...(rules.maxPixels ? { limitInputPixels: rules.maxPixels } : {}) };
  // Loaded with the first picture: libvips' binding takes a few hundred milliseconds to load, paid otherwise by every start.
  const { default: sharp } = await import("sharp");
  let metadata: Metadata;
  try {
    // The header only, whatever size it claims, so an oversized picture is told apart from a damaged one.
    metadata = await sharp(bytes, { failOn: "error", limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, problem: "type" };
  }
  if (!metadata.format || !ACCEPTED.has(metadata.format)) return { ok: false, problem: "type" };
  if (metadata.format === "heif" && metadata.compression === "hevc") return { ok: false, problem: "heic" };
  if (metadata.format === "heif" && metadata.compression !== "av1") return { ok: false, problem: "type" };
  if (rules.maxPixels && (metadata.width ?? 0) * (metadata.height ?? 0) > rules.maxPixels) return { ok: false, problem: "too_large" };
  // What the shopper will see: width and height as the picture stands once turned upright.
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = (turned ? metadata.height : metadata.width) ?? 0;
  const height = (turned ? metadata.width : metadata.height) ?? 0;
  if (Math.min(width, height) < rules.minSide) return { ok: false, problem: "too_small", width, height };
  try {
    // sharp writes no metadata unless asked (`keepMetadata`/`withMetadata`): no EXIF, GPS, XMP or ICC leaves.
    const { data, info } = await sharp(bytes, options)
      .rotate()
      .resize({ width: rules.maxSide, height: rules.maxSide, fit: "inside", withoutEnlargement: true })
      .webp({ quality: rules.quality })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, data, width: info.width, height: info.height };
  } catch {
    // The header read, the pixels did not: a truncated or damaged file.
    return { ok: false, problem: "type" };
  }
}

export function createUploadStore(dataDir: string): UploadStore {
  const root = path.join(dataDir, "uploads");
  const privateRoot = path.join(dataDir, "private");
  const place = (kind: string, file: string) =>
    (UPLOAD_KINDS as readonly string[]).includes(kind) && UPLOAD_FILE_NAME.test(file) ? path.join(root, kind, file) : null;
  const privatePlace = (kind: PrivateUploadKind, file: string) =>
    (PRIVATE_UPLOAD_KINDS as readonly string[]).includes(kind) && UPLOAD_FILE_NAME.test(file) ? path.join(privateRoot, kind, file) : null;

  async function keep(folder: string, data: Buffer): Promise<string> {
    const file = `${randomUUID()}.webp`;
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, file), data);
    return file;
  }

  return {
    async save(kind, bytes) {
      const encoded = await encode(bytes, UPLOAD_RULES[kind]);
      if (!encoded.ok) return encoded;
      const file = await keep(path.join(root, kind), encoded.data);
      return { ok: true, src: `uploads/${kind}/${file}`, width: encoded.width, height: encoded.height };
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

    async savePrivate(kind, bytes) {
      const encoded = await encode(bytes, UPLOAD_RULES[kind]);
      if (!encoded.ok) return encoded;
      const file = await keep(path.join(privateRoot, kind), encoded.data);
      return { ok: true, file, width: encoded.width, height: encoded.height };
    },

    async readPrivate(kind, file) {
      const where = privatePlace(kind, file);
      if (!where) return null;
      return readFile(where).catch(() => null);
    },

    async removePrivate(kind, file) {
      const where = privatePlace(kind, file);
      if (where) await unlink(where).catch(() => undefined);
    },
  };
}
