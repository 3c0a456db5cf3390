/**
 * What the shopper-facing discount and newsletter routes share: the shopper's language, reading a
 * JSON body into a schema, and the texts for a body that is not even an object.
 */
import type { Context } from "hono";
import { shopperLanguage } from "#server/http/shopper-language";
import type { z } from "zod";
import type { Language } from "#domain/locale";
import { romanianCount } from "#domain/romanian-count";
import { describeBodyRefusal, MAX_JSON_DEPTH, MAX_JSON_VALUES, readJsonObject } from "#server/http/json-body";

/** The bodies are a code and an email: a few hundred bytes. */
export const SHOPPER_BODY_LIMIT = 4 * 1024;

const roSeconds = (n: number) => (n === 1 ? "o secundă" : romanianCount(n, "secunde"));

export const REQUEST_MESSAGES = {
  ro: {
    notJson: "Corpul cererii nu este JSON valid.",
    notObject: "Corpul cererii trebuie să fie un obiect JSON.",
    tooDeep: `Corpul cererii are prea multe niveluri unul în altul (cel mult ${MAX_JSON_DEPTH}).`,
    tooManyValues: `Corpul cererii are prea multe valori (cel mult ${MAX_JSON_VALUES.toLocaleString("ro-RO")}).`,
    unstorableText: (field: string, character: string) => `Câmpul „${field}” conține un caracter care nu poate fi salvat (${character}).`,
    tooLarge: `Cererea depășește ${SHOPPER_BODY_LIMIT / 1024} KB.`,
    tooMany: (seconds: number) => `Prea multe încercări. Încearcă din nou peste ${roSeconds(seconds)}.`,
    methodNotAllowed: "Este acceptată doar metoda POST.",
    emailRequired: "Adresa de e-mail este obligatorie",
    emailInvalid: "Introdu o adresă de e-mail validă",
  },
  en: {
    notJson: "The request body is not valid JSON.",
    notObject: "The request body must be a JSON object.",
    tooDeep: `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`,
    tooManyValues: `The request body holds too many values (at most ${MAX_JSON_VALUES.toLocaleString("en-GB")}).`,
    unstorableText: (field: string, character: string) => `The field "${field}" contains a character that cannot be stored (${character}).`,
    tooLarge: `The request is larger than ${SHOPPER_BODY_LIMIT / 1024} KB.`,
    tooMany: (seconds: number) => `Too many attempts. Please try again in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`,
    methodNotAllowed: "Only POST is supported.",
    // The discount popup's texts (spec §5), so the shopper reads the same words from browser and server.
    emailRequired: "Email address is required",
    emailInvalid: "Please enter a valid email address",
  },
} satisfies Record<Language, unknown>;

export type BodyError = { error: string; field?: string };
type Parsed<T> = { ok: true; value: T } | ({ ok: false } & BodyError);

/**
 * The body as `schema` reads it, or the error to answer 400 with: `describe` turns the first problem
 * into the shopper's words; `missing` tells it whether the field was absent (or null).
 */
export async function parseShopperBody<S extends z.ZodType>(
  c: Context,
  schema: S,
  describe: (field: string, issue: z.core.$ZodIssue, missing: boolean) => string,
): Promise<Parsed<z.output<S>>> {
  const messages = REQUEST_MESSAGES[shopperLanguage(c)];
  const body = await readJsonObject(c);
  if (!body.ok) return { ok: false, ...describeBodyRefusal(messages, body) };
  const json = body.value;
  const parsed = await schema.safeParseAsync(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0]!;
  const field = issue.path.length > 0 ? String(issue.path[0]) : undefined;
  const value = field === undefined ? json : json[field];
  return { ok: false, error: describe(field ?? "", issue, value === undefined || value === null), ...(field ? { field } : {}) };
}
