/**
 * A non-food product's safety information (GPSR, Regulation (EU) 2023/988, Art. 19; issue 66 item 5, decision 0144):
 * who made it, who answers for it in the EU, what identifies it and how to use it safely. Food, and so a supplement, is
 * outside the regulation (Art. 2(2)(b)); a pill organiser, shaker or tote is inside. The same rules run in the editor
 * and on the server: what is well formed (`productSafetyEditSchema`) and what is still missing before publishing
 * (`missingSafetyFields`).
 */
import { z } from "zod";
import type { Language } from "./locale.ts";
import type { ProductSafety } from "./product-safety-fields.ts";
import { isEuCountry } from "./vat.ts";

/** A supplement (every product of the seed, the default) or a non-food product the GPSR covers. */
export const PRODUCT_KINDS = ["supplement", "non_food"] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export function isProductKind(value: unknown): value is ProductKind {
  return typeof value === "string" && (PRODUCT_KINDS as readonly string[]).includes(value);
}

export const SAFETY_LINE_MAX_LENGTH = 200;
export const SAFETY_ADDRESS_MAX_LENGTH = 500;
export const SAFETY_WARNINGS_MAX_LENGTH = 5_000;

/** The fields a refusal or the editor names, in the editor's order. */
export const SAFETY_FIELDS = [
  "safety.manufacturer.name",
  "safety.manufacturer.address",
  "safety.manufacturer.contact",
  "safety.manufacturer.country",
  "safety.responsible.name",
  "safety.responsible.address",
  "safety.responsible.contact",
  "safety.identifiers",
  "safety.warnings.ro",
  "safety.warnings.en",
  "images",
] as const;
export type SafetyField = (typeof SAFETY_FIELDS)[number];

/**
 * What publishing still needs (Art. 19): the manufacturer in full, the EU responsible person unless the manufacturer is
 * in the EU, one identifier at least, the warnings in both languages, and a picture of the product.
 */
export function missingSafetyFields(safety: ProductSafety, pictures: number): SafetyField[] {
  const missing: SafetyField[] = [];
  const { manufacturer, responsible, identifiers, warnings } = safety;
  if (!manufacturer.name) missing.push("safety.manufacturer.name");
  if (!manufacturer.address) missing.push("safety.manufacturer.address");
  if (!manufacturer.contact) missing.push("safety.manufacturer.contact");
  if (!manufacturer.country) missing.push("safety.manufacturer.country");
  // A manufacturer established in a member state needs no separate EU responsible person (Art. 16 and Regulation
  // 2019/1020 Art. 4): the same 27 as VAT's; the EEA and special cases are the owner's lawyer's call.
  if (!isEuCountry(manufacturer.country)) {
    if (!responsible.name) missing.push("safety.responsible.name");
    if (!responsible.address) missing.push("safety.responsible.address");
    if (!responsible.contact) missing.push("safety.responsible.contact");
  }
  if (!identifiers.model && !identifiers.batch && !identifiers.gtin) missing.push("safety.identifiers");
  if (!warnings.ro) missing.push("safety.warnings.ro");
  if (!warnings.en) missing.push("safety.warnings.en");
  if (pictures === 0) missing.push("images");
  return missing;
}

/** A GTIN-8, -12, -13 or -14 whose last digit is its check digit (GS1's mod-10 weighting of 3 and 1 from the right). */
export function isGtin(value: string): boolean {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(value)) return false;
  const digits = [...value].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

const line = (max: number) =>
  z
    .string({ error: "invalid" })
    .trim()
    .max(max, { error: "too_long" })
    .refine((value) => !/[\r\n]/.test(value), { error: "single_line" })
    .default("");
const lines = (max: number) => z.string({ error: "invalid" }).trim().max(max, { error: "too_long" }).default("");
const contact = line(SAFETY_LINE_MAX_LENGTH).refine((value) => value === "" || /^\S+@\S+\.\S+$|^https?:\/\/\S+$/.test(value), {
  error: "contact",
});

/**
 * The editor's safety section as sent: each field well formed, none required yet (a draft is filled in over several
 * saves; publishing asks `missingSafetyFields`).
 */
export const productSafetyEditSchema = z.object({
  manufacturer: z.object({
    name: line(SAFETY_LINE_MAX_LENGTH),
    address: lines(SAFETY_ADDRESS_MAX_LENGTH),
    contact,
    country: z
      .string({ error: "invalid" })
      .trim()
      .toUpperCase()
      .refine((value) => value === "" || /^[A-Z]{2}$/.test(value), { error: "country" })
      .default(""),
  }),
  responsible: z.object({ name: line(SAFETY_LINE_MAX_LENGTH), address: lines(SAFETY_ADDRESS_MAX_LENGTH), contact }),
  identifiers: z.object({
    model: line(SAFETY_LINE_MAX_LENGTH),
    batch: line(SAFETY_LINE_MAX_LENGTH),
    gtin: line(14).refine((value) => value === "" || isGtin(value), { error: "gtin" }),
  }),
  warnings: z.object({ ro: lines(SAFETY_WARNINGS_MAX_LENGTH), en: lines(SAFETY_WARNINGS_MAX_LENGTH) }),
});
export type ProductSafetyEdit = z.output<typeof productSafetyEditSchema>;

const partySchema = z.object({ name: z.string(), address: z.string(), contact: z.string() });
/** The information as the editor opens it. */
export const productSafetySchema = z
  .object({
    manufacturer: partySchema.extend({ country: z.string() }),
    responsible: partySchema,
    identifiers: z.object({ model: z.string(), batch: z.string(), gtin: z.string() }),
    warnings: z.object({ ro: z.string(), en: z.string() }),
  })
  .meta({ id: "ProductSafety" });

/** The editor's labels of the safety fields, also the names a refusal gives (Romanian "tu"). */
export const SAFETY_FIELD_LABELS: Record<
  Language,
  Record<SafetyField | "safety.identifiers.model" | "safety.identifiers.batch" | "safety.identifiers.gtin", string>
> = {
  ro: {
    "safety.manufacturer.name": "Producător: nume",
    "safety.manufacturer.address": "Producător: adresă poștală",
    "safety.manufacturer.contact": "Producător: email sau site",
    "safety.manufacturer.country": "Producător: țara (cod din două litere)",
    "safety.responsible.name": "Persoana responsabilă din UE: nume",
    "safety.responsible.address": "Persoana responsabilă din UE: adresă poștală",
    "safety.responsible.contact": "Persoana responsabilă din UE: email sau site",
    "safety.identifiers": "Identificare: tip/model, lot sau serie, ori GTIN (cel puțin unul)",
    "safety.identifiers.model": "Tip sau model",
    "safety.identifiers.batch": "Lot sau număr de serie",
    "safety.identifiers.gtin": "GTIN (cod de bare)",
    "safety.warnings.ro": "Avertismente și informații de siguranță (română)",
    "safety.warnings.en": "Avertismente și informații de siguranță (engleză)",
    images: "O fotografie a produsului",
  },
  en: {
    "safety.manufacturer.name": "Manufacturer: name",
    "safety.manufacturer.address": "Manufacturer: postal address",
    "safety.manufacturer.contact": "Manufacturer: email or website",
    "safety.manufacturer.country": "Manufacturer: country (two-letter code)",
    "safety.responsible.name": "EU responsible person: name",
    "safety.responsible.address": "EU responsible person: postal address",
    "safety.responsible.contact": "EU responsible person: email or website",
    "safety.identifiers": "Identification: type/model, batch or serial, or GTIN (at least one)",
    "safety.identifiers.model": "Type or model",
    "safety.identifiers.batch": "Batch or serial number",
    "safety.identifiers.gtin": "GTIN (barcode)",
    "safety.warnings.ro": "Warnings and safety information (Romanian)",
    "safety.warnings.en": "Warnings and safety information (English)",
    images: "A picture of the product",
  },
};

export function safetyFieldLabel(language: Language, field: string): string {
  return (SAFETY_FIELD_LABELS[language] as Record<string, string>)[field] ?? field;
}

/** The body of the editor's safety save: `{safety}`, so a wrong field is named as the refusals name it (`safety.…`). */
export const productSafetySaveSchema = z.object({ safety: productSafetyEditSchema });
