/**
 * Content versions of the store's own pictures: a short hash of each file, read once at start-up.
 * The Storefront API puts it in every image URL (`?v=`) and the image route answers a URL whose
 * version matches the file with a year of immutable caching; a changed file gets a new URL.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const SEED_IMAGES_DIR = path.resolve("server/db/seed/images");
/** Where seed pictures live in the catalogue's `src` (`seed/papillex-1.svg`). */
const SEED_PREFIX = "seed/";
const VERSION_LENGTH = 10;

const versionsByDir = new Map<string, ReadonlyMap<string, string>>();

/** File name → version, for every SVG in the directory; a missing directory has none. */
export function contentVersions(dir: string): ReadonlyMap<string, string> {
  let versions = versionsByDir.get(dir);
  if (!versions) {
    const files = readdirSafe(dir).filter((file) => file.endsWith(".svg"));
    versions = new Map(files.map((file) => [file, contentHash(readFileSync(path.join(dir, file)))]));
    versionsByDir.set(dir, versions);
  }
  return versions;
}

/** The version of a catalogue image `src`, when it is one of the seed files. */
export function imageVersion(src: string, dir: string = SEED_IMAGES_DIR): string | undefined {
  return src.startsWith(SEED_PREFIX) ? contentVersions(dir).get(src.slice(SEED_PREFIX.length)) : undefined;
}

export function contentHash(content: Buffer | string): string {
  return createHash("sha256").update(content).digest("base64url").slice(0, VERSION_LENGTH);
}

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
