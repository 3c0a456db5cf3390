/**
 * Writes the store's own pictures in a shopper's language: each `<text>` and `<title>` whose words are in
 * the label dictionary (image-labels.ts) takes that language's words, or goes when they are empty. The
 * SVGs are machine-written, with no markup inside a text, so matching the elements as strings is enough.
 */
import type { Language } from "#domain/locale";
import { xmlText } from "#domain/xml-text";
import { IMAGE_LABELS, type ImageLabel } from "./image-labels.ts";

/** A `<text …>` or `<title>` holding only characters: a text with markup inside is left as drawn. */
const LABEL_ELEMENT = /<(text|title)\b([^>]*)>([^<]*)<\/\1>/g;

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const ENTITY = /&(?:#(\d+)|#x([\da-f]+)|(\w+));/gi;

export function localizeSvg(svg: string, language: Language, labels: Readonly<Record<string, ImageLabel>> = IMAGE_LABELS): string {
  return svg.replace(LABEL_ELEMENT, (element, name: string, attributes: string, content: string) => {
    const label = labels[decodeXml(content)];
    if (!label) return element;
    const words = label[language];
    return words === "" ? "" : `<${name}${attributes}>${xmlText(words)}</${name}>`;
  });
}

/** Every text and title an SVG shows, decoded, in document order. */
export function svgLabels(svg: string): string[] {
  return [...svg.matchAll(LABEL_ELEMENT)].map((match) => decodeXml(match[3]!));
}

function decodeXml(text: string): string {
  return text.replace(ENTITY, (entity, decimal?: string, hex?: string, name?: string) => {
    if (decimal) return String.fromCodePoint(Number(decimal));
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    return ENTITIES[name!] ?? entity;
  });
}
