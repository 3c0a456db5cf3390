/**
 * The consent sentences shown beside every form that asks for marketing consent, read from the browser's own
 * catalogues (`app/locales/{ro,en}/discount.json` `consent.popup` and `consent.footer`, the checkout's
 * `pages/checkout.json` `consent.marketing`, the account's `pages/account.json` `profile.marketing`, the back-in-stock
 * form's `pages/purchase.json` `backInStock.marketing`, the supplement finder's `pages/finder.json` `email.marketing`), so the
 * sentence stored with a subscriber is exactly the one the shopper read. Read once, at start-up.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { SUPPORTED_LANGUAGES, type Language } from "#domain/locale";
import { LOCALES_DIR } from "#server/commerce/shared/locale";

export type ConsentForm = "popup" | "footer" | "checkout" | "account" | "back_in_stock" | "finder";
export type ConsentTexts = (language: Language, form: ConsentForm) => string;

const sentence = z.string().trim().min(1);
const catalogueSchema = z.object({ consent: z.object({ popup: sentence, footer: sentence }) });
const checkoutSchema = z.object({ consent: z.object({ marketing: sentence }) });
const accountSchema = z.object({ profile: z.object({ marketing: sentence }) });
const purchaseSchema = z.object({ backInStock: z.object({ marketing: sentence }) });
const finderSchema = z.object({ email: z.object({ marketing: sentence }) });

function readCatalogue<T>(file: string, schema: z.ZodType<T>, keys: string): T {
  const parsed = schema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`${file}: ${keys} must be non-empty texts`);
  return parsed.data;
}

/** i18next's interpolation of the one variable the sentences use. */
const BRAND_PLACEHOLDER = /\{\{\s*brand\s*\}\}/g;

export function loadConsentTexts(brandName: string, localesDir: string = LOCALES_DIR): ConsentTexts {
  const texts = new Map<Language, Record<ConsentForm, string>>();
  for (const language of SUPPORTED_LANGUAGES) {
    const { consent } = readCatalogue(
      path.join(localesDir, language, "discount.json"),
      catalogueSchema,
      "consent.popup and consent.footer",
    );
    const checkout = readCatalogue(path.join(localesDir, language, "pages", "checkout.json"), checkoutSchema, "consent.marketing");
    const account = readCatalogue(path.join(localesDir, language, "pages", "account.json"), accountSchema, "profile.marketing");
    const purchase = readCatalogue(path.join(localesDir, language, "pages", "purchase.json"), purchaseSchema, "backInStock.marketing");
    const finder = readCatalogue(path.join(localesDir, language, "pages", "finder.json"), finderSchema, "email.marketing");
    texts.set(language, {
      ...consent,
      checkout: checkout.consent.marketing,
      account: account.profile.marketing,
      back_in_stock: purchase.backInStock.marketing,
      finder: finder.email.marketing,
    });
  }
  return (language, form) => texts.get(language)![form].replace(BRAND_PLACEHOLDER, brandName);
}
