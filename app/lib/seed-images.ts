/**
 * The store's own drawings (served under /images/seed/) carry words, which the image route writes in the
 * language a URL names (`?lang=`). URLs the app builds or reads from metafields name the page's language
 * here; the Storefront API's image URLs already do.
 */
import type { Language } from "#domain/locale";
import type { ResponsiveImage } from "./storefront-fragments.ts";

const SEED_IMAGE_PATH = /^(?:https?:\/\/[^/?#]+)?\/images\/seed\//;

/** `url` in `language` when it is one of the store's drawings; any other picture as it is. */
export function withImageLanguage(url: string, language: Language): string {
  if (!SEED_IMAGE_PATH.test(url)) return url;
  return `${url}${url.includes("?") ? "&" : "?"}lang=${language}`;
}

/** The sizes a ResponsiveImage offers, for the drawing `file`, in `language`. */
export function seedImageSizes(file: string, language: Language): Pick<ResponsiveImage, "small" | "medium" | "large"> {
  const source = `/images/seed/${file}`;
  return {
    small: withImageLanguage(`${source}?width=400`, language),
    medium: withImageLanguage(`${source}?width=800`, language),
    large: withImageLanguage(`${source}?width=1200`, language),
  };
}
