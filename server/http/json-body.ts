/**
 * The one reader of JSON request bodies (decision 0069). Every route that takes JSON reads it here, so every
 * route refuses the same shapes, cheaply and before a schema, a walk or the database meets them:
 *
 * - nested deeper than MAX_JSON_DEPTH: found by a scan of the text, before JSON.parse (which spends most of a second
 *   on a 2 MB body nested a million deep);
 * - more than MAX_JSON_VALUES values: counted by an iterative walk of the parsed value;
 * - a string (key or value) holding a character XML 1.0 forbids (`domain/xml-text.ts`, decision 0132): a NUL or a lone
 *   UTF-16 surrogate, which PostgreSQL text cannot hold, a C0 control other than tab and line breaks, U+FFFE or
 *   U+FFFF, which would make the e-Factura XML drawn from it malformed: found by the same walk, which names its field
 *   ("shippingAddress.city", "lines.0.variantId"). So every route that stores text refuses them, whatever its schema.
 *
 * - a tab or line break in a field that is one line wherever the store takes it (`SINGLE_LINE_FIELDS`: a person's or
 *   company's name, an address's lines, an email, a phone): a name with a line break in it breaks the courier's
 *   label, the invoice's XML element and the CSV exports that carry it (issue 64).
 *
 * Neither the scan nor the walk recurses, so no body can overflow the stack, and a value that passed them is shallow
 * enough for zod's recursive parse.
 */
import type { Context } from "hono";
import { singleLineForbiddenCharacter, withoutXmlForbidden, xmlForbiddenCharacter } from "#domain/xml-text";

/**
 * The deepest body a form of this store sends is 5 levels (shipping zones: zones › services › bands › band); a
 * Storefront API client's variables (cart lines with attributes) about 6. 32 leaves room for any client and stays
 * far below what a recursive reader could not take.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * The biggest bodies the store's own pages send hold about 2,000 values: the shipping-zones form at its caps (10
 * zones of 5 services of 10 bands), an order of 50 lines with two addresses (about 300), the product editor with 50
 * variants (about 700). Ten thousand leaves five times that and bounds the walk and the schema's work on any body.
 */
export const MAX_JSON_VALUES = 10_000;

/** Why a body is not a usable JSON value, named as the request message catalogues name it. */
export type JsonBodyRefusal =
  | { problem: "notJson" }
  | { problem: "tooDeep" }
  | { problem: "tooManyValues" }
  /** A text the store cannot keep at `field`; `character` names it ("NUL", "U+0001", "U+D83D"). */
  | { problem: "unstorableText"; field: string; character: string }
  /** A tab or line break (`character`: "U+0009", "U+000A", "U+000D") in a field that is one line. */
  | { problem: "notOneLine"; field: string; character: string };

export type JsonValueBody = { ok: true; value: unknown } | ({ ok: false } & JsonBodyRefusal);

export type JsonObjectBody = { ok: true; value: Record<string, unknown> } | ({ ok: false } & (JsonBodyRefusal | { problem: "notObject" }));

/** The texts a route answers the refusals with, in the caller's language (each route's catalogue has them). */
export interface JsonBodyMessages {
  notJson: string;
  notObject: string;
  tooDeep: string;
  tooManyValues: string;
  unstorableText: (field: string, character: string) => string;
  notOneLine: (field: string) => string;
}

/** The sentence for a refused body, and the field it names when it names one. */
export function describeBodyRefusal(
  messages: JsonBodyMessages,
  refusal: JsonBodyRefusal | { problem: "notObject" },
): { error: string; field?: string } {
  if (refusal.problem === "unstorableText")
    return { error: messages.unstorableText(refusal.field, refusal.character), field: refusal.field };
  if (refusal.problem === "notOneLine") return { error: messages.notOneLine(refusal.field), field: refusal.field };
  return { error: messages[refusal.problem] };
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/** Whether `text` opens more than `maxDepth` objects or arrays inside one another; brackets in strings do not count. */
export function nestedDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) {
      // To the closing quote: an escape takes the character after it with it.
      for (index++; index < text.length; index++) {
        const inString = text.charCodeAt(index);
        if (inString === BACKSLASH) index++;
        else if (inString === QUOTE) break;
      }
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (++depth > maxDepth) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) depth--;
  }
  return false;
}

/**
 * The keys that hold one line in every body the store reads: the names, address lines, email and phone of the
 * checkout, the address book, the account, a subscription's delivery, the company's own data and a guest's proof of
 * an order. A key means the same thing wherever it appears, so the rule needs no route's schema.
 */
export const SINGLE_LINE_FIELDS: ReadonlySet<string> = new Set([
  "firstName",
  "lastName",
  "name",
  "company",
  "address1",
  "address2",
  "city",
  "province",
  "county",
  "zip",
  "postalCode",
  "country",
  "phone",
  "email",
]);

/** A value met by the walk, with the way back to the root: its path is spelled only when a problem names it. */
interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

function pathOf(visit: Visit, ownKey: string): string {
  const keys = [ownKey];
  for (let step = visit.parent; step?.parent; step = step.parent) keys.push(step.key);
  return keys.reverse().join(".");
}

/**
 * The first problem of an already parsed value, in document order: too many values, or a key or string the store
 * cannot keep; null when it has none. Iterative; the values are counted as their containers are opened, so at most
 * MAX_JSON_VALUES of them are ever visited.
 */
export function valueRefusal(root: unknown): JsonBodyRefusal | null {
  const pending: Visit[] = [{ value: root, key: "", parent: null }];
  let values = 1;
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const keyProblem = visit.parent ? xmlForbiddenCharacter(visit.key) : null;
    if (keyProblem !== null) {
      return { problem: "unstorableText", field: pathOf(visit, withoutXmlForbidden(visit.key)), character: keyProblem };
    }
    const { value } = visit;
    if (typeof value === "string") {
      const character = xmlForbiddenCharacter(value);
      if (character !== null) return { problem: "unstorableText", field: pathOf(visit, visit.key), character };
      if (SINGLE_LINE_FIELDS.has(visit.key)) {
        const lineBreaking = singleLineForbiddenCharacter(value);
        if (lineBreaking !== null) return { problem: "notOneLine", field: pathOf(visit, visit.key), character: lineBreaking };
      }
      continue;
    }
    if (typeof value !== "object" || value === null) continue;
    const keys = Array.isArray(value) ? null : Object.keys(value);
    const count = keys ? keys.length : (value as unknown[]).length;
    values += count;
    if (values > MAX_JSON_VALUES) return { problem: "tooManyValues" };
    // Pushed last to first, so the first key is looked at first.
    for (let index = count - 1; index >= 0; index--) {
      const key = keys ? keys[index]! : String(index);
      pending.push({ value: (value as Record<string, unknown>)[key], key, parent: visit });
    }
  }
  return null;
}

/** The text parsed, unless it is nested too deep or is not JSON; its values are not looked at yet. */
function parsed(text: string): JsonValueBody {
  if (nestedDeeperThan(text, MAX_JSON_DEPTH)) return { ok: false, problem: "tooDeep" };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, problem: "notJson" };
  }
}

/** Any JSON text, read by the rules above. */
export function parseJsonValue(text: string): JsonValueBody {
  const body = parsed(text);
  const refusal = body.ok ? valueRefusal(body.value) : null;
  return refusal ? { ok: false, ...refusal } : body;
}

/** A JSON text that must hold an object (every REST body; a multipart form's JSON field). */
export function parseJsonObject(text: string): JsonObjectBody {
  const body = parsed(text);
  if (!body.ok) return body;
  if (typeof body.value !== "object" || body.value === null || Array.isArray(body.value)) return { ok: false, problem: "notObject" };
  const refusal = valueRefusal(body.value);
  return refusal ? { ok: false, ...refusal } : { ok: true, value: body.value as Record<string, unknown> };
}

/** The request's body as a JSON object: every REST route accepts only that, and says which rule failed. */
export async function readJsonObject(c: Context): Promise<JsonObjectBody> {
  return parseJsonObject(await c.req.text());
}
