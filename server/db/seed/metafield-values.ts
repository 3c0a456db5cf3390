/** Builders for the seed's metafield values: one vocabulary for every seed product, so each file reads alike and types stay consistent. */
import type { Localized, SeedMetafieldValue } from "./catalog-types.ts";

/** A Romanian/English pair (titles, alt texts, option values). */
export const localized = (ro: string, en: string): Localized => ({ ro, en });

/** Localized single-line text. */
export const singleLine = (ro: string, en: string): SeedMetafieldValue => ({ type: "single_line_text_field", value: { ro, en } });

/** Localized multi-line text; an array is one line per item, joined with "\n". */
export const multiLine = (ro: string | string[], en: string | string[]): SeedMetafieldValue => ({
  type: "multi_line_text_field",
  value: { ro: [ro].flat().join("\n"), en: [en].flat().join("\n") },
});

/** The URL of a file under server/db/seed/images/, as the storefront serves it. */
export const imageUrl = (file: string): SeedMetafieldValue => ({ type: "url", value: `/images/seed/${file}` });

/** A whole number, e.g. a review count or a savings percentage. */
export const integer = (value: string): SeedMetafieldValue => ({ type: "number_integer", value });

/** A true/false flag, e.g. whether a variant is a subscription. */
export const flag = (value: boolean): SeedMetafieldValue => ({ type: "boolean", value: String(value) });

/** One of the storefront's benefit icons. */
export const icon = (name: "check" | "plus" | "minus"): SeedMetafieldValue => ({ type: "single_line_text_field", value: name });
