import type { TFunction } from "#app/lib/i18n/translator.ts";

/** A tag's label in the page's language; a tag the catalogue does not know is shown as written. */
export function tagLabel(t: TFunction, tag: string): string {
  const key = `blog:tags.${tag}`;
  const label = t(key);
  return label === `tags.${tag}` ? tag : label;
}
