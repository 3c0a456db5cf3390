/**
 * The consent sentences shown beside the newsletter forms, read from the browser's own catalogues
 * (`app/locales/{ro,en}/discount.json`, keys `consent.popup` and `consent.footer`), so the sentence
 * stored with a subscriber is exactly the one the shopper read. Read once, at start-up.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { SUPPORTED_LANGUAGES, type Language } from "#domain/locale";

export const LOCALES_DIR = path.resolve("app/locales");

export type ConsentForm = "popup" | "footer";
export type ConsentTexts = (language: Language, form: ConsentForm) => string;

const catalogueSchema = z.object({
  consent: z.object({ popup: z.string().trim().min(1), footer: z.string().trim().min(1) }),
});

/** i18next's interpolation of the one variable the sentences use. */
const BRAND_PLACEHOLDER = /\{\{\s*brand\s*\}\}/g;

export function loadConsentTexts(brandName: string, localesDir: string = LOCALES_DIR): ConsentTexts {
  const texts = new Map<Language, z.output<typeof catalogueSchema>["consent"]>();
  for (const language of SUPPORTED_LANGUAGES) {
    const file = path.join(localesDir, language, "discount.json");
    const parsed = catalogueSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (!parsed.success) throw new Error(`${file}: consent.popup and consent.footer must be non-empty texts`);
    texts.set(language, parsed.data.consent);
  }
  return (language, form) => texts.get(language)![form].replace(BRAND_PLACEHOLDER, brandName);
}
