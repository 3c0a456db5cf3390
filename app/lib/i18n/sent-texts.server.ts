import type { Catalogue, SentTexts } from "./translator.ts";

/** Each catalogue object is written once: the shell's and the pages' are made once per language, a content page's once per edit. */
const sent = new WeakMap<Catalogue, SentTexts>();

/** A catalogue as a loader sends it (see `SentTexts`). */
export function sendTexts(catalogue: Catalogue): SentTexts {
  let text = sent.get(catalogue);
  if (text === undefined) sent.set(catalogue, (text = JSON.stringify(catalogue) as SentTexts));
  return text;
}
