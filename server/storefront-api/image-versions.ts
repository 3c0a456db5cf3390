/**
 * Content versions of the store's own pictures: a short hash of each file as it is and as drawn in each
 * language, read once at start-up. The Storefront API puts the language's version in every image URL
 * (`?lang=ro&v=`) and the image route answers a URL whose version matches with a year of immutable
 * caching. Hashing the drawing rather than the file gives a new URL when the file or its words change.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Language } from "#domain/locale";
import { localizeSvg } from "#server/http/localize-svg";

export const SEED_IMAGES_DIR = path.resolve("server/db/seed/images");
/** Where seed pictures live in the catalogue's `src` (`seed/papillex-1.svg`). */
const SEED_PREFIX = "seed/";
const VERSION_LENGTH = 10;

/** The file as it is (`source`), and as drawn in each language. */
export type ImageVersions = Readonly<Record<"source" | Language, string>>;

/** What the Storefront API adds to a seed picture's URL: the shopper's language and that drawing's version. */
export interface SeedImageParams {
  lang: Language;
  v?: string;
}

const versionsByDir = new Map<string, ReadonlyMap<string, ImageVersions>>();

/** File name → versions, for every SVG in the directory; a missing directory has none. */
export function contentVersions(dir: string): ReadonlyMap<string, ImageVersions> {
  let versions = versionsByDir.get(dir);
  if (!versions) {
    const files = readdirSafe(dir).filter((file) => file.endsWith(".svg"));
    versions = new Map(files.map((file) => [file, versionsOf(readFileSync(path.join(dir, file), "utf8"))]));
    versionsByDir.set(dir, versions);
  }
  return versions;
}

/** The parameters of a catalogue image `src` in `language`, when it is one of the seed files; others have no words to translate. */
export function seedImageParams(src: string, language: Language, dir: string = SEED_IMAGES_DIR): SeedImageParams | undefined {
  if (!src.startsWith(SEED_PREFIX)) return undefined;
  return { lang: language, v: contentVersions(dir).get(src.slice(SEED_PREFIX.length))?.[language] };
}

export function contentHash(content: Buffer | string): string {
  return createHash("sha256").update(content).digest("base64url").slice(0, VERSION_LENGTH);
}

function versionsOf(svg: string): ImageVersions {
  return { source: contentHash(svg), ro: contentHash(localizeSvg(svg, "ro")), en: contentHash(localizeSvg(svg, "en")) };
}

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
