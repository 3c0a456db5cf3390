/**
 * The characters XML 1.0 forbids (its `Char` production), which no text the store keeps may hold (issue 64 item 6,
 * decision 0132): the C0 controls other than tab, line feed and carriage return, the non-characters U+FFFE and U+FFFF,
 * and a UTF-16 surrogate without its other half. One e-Factura XML holding any of them is not well-formed, so ANAF
 * refuses it; PostgreSQL cannot hold NUL or a lone surrogate at all. Tab, line feed and carriage return are XML's own
 * whitespace and stay allowed here; the single-line fields refuse them by their own rules.
 */

/** With the `u` flag `\p{Cs}` matches only a surrogate that is not one half of a pair. */
// eslint-disable-next-line no-control-regex -- the control characters are what it is for
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/u;
const FORBIDDEN_ALL = new RegExp(FORBIDDEN.source, "gu");

/** How an error names a character: "NUL" for U+0000 (as the store always has), otherwise its code point, "U+0001". */
export function characterName(character: string): string {
  const code = character.codePointAt(0) ?? 0;
  return code === 0 ? "NUL" : `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
}

/** The first character of `text` XML 1.0 forbids, named as `characterName` names it; null when there is none. */
export function xmlForbiddenCharacter(text: string): string | null {
  const found = FORBIDDEN.exec(text);
  return found ? characterName(found[0]) : null;
}

/** Where the first forbidden character is in `text` (a UTF-16 index), or -1. */
export function xmlForbiddenIndex(text: string): number {
  return FORBIDDEN.exec(text)?.index ?? -1;
}

/** `text` without the characters XML 1.0 forbids: what the store writes out of text kept before it refused them. */
export function withoutXmlForbidden(text: string): string {
  return FORBIDDEN.test(text) ? text.replace(FORBIDDEN_ALL, "") : text;
}

const MARKUP_ESCAPES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/**
 * `text` as XML character data or a quoted attribute's value: the forbidden characters dropped, since no escape can
 * write them in XML 1.0, and the five markup characters escaped. A writer that must refuse rather than drop (the
 * e-Factura XML) checks the text before it comes here.
 */
export function xmlText(text: string): string {
  return withoutXmlForbidden(text).replace(/[&<>"']/g, (character) => MARKUP_ESCAPES[character]!);
}

/** Tab, line feed and carriage return: XML allows them, but a name, an address line or an email is one line. */
const LINE_BREAKING = /[\t\n\r]/;

/** The first character a single-line text may not hold (a forbidden one, or a tab or line break); null when none. */
export function singleLineForbiddenCharacter(text: string): string | null {
  const forbidden = xmlForbiddenCharacter(text);
  if (forbidden !== null) return forbidden;
  const breaking = LINE_BREAKING.exec(text);
  return breaking ? characterName(breaking[0]) : null;
}

/**
 * A JSON-like value (a stored invoice document, a row) with every string in it, keys aside, without the forbidden
 * characters: how a writer takes text kept before they were refused.
 */
export function withoutXmlForbiddenIn<Value>(value: Value): Value {
  if (typeof value === "string") return withoutXmlForbidden(value) as Value;
  if (Array.isArray(value)) return value.map((item: unknown) => withoutXmlForbiddenIn(item)) as Value;
  if (typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutXmlForbiddenIn(item)])) as Value;
  return value;
}
