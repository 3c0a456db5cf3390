/**
 * The authorisations a trader shows before the order (ANPC Order 225/2023: "the series and number of all
 * authorisations, approvals, certificates and licences needed for the activity, with their issuer"; issue 66 item 2,
 * decision 0141). A supplement shop holds at least the DSVSA registration, whose name the law fixes, so it is a kind
 * of its own; anything else the owner names in both languages. Each product's notification number is not here: it is
 * part of the product's mandatory information.
 */
import { z } from "zod";
import type { Language } from "./locale.ts";
import { isCalendarDate } from "./mandatory-information.ts";

export const LICENCE_KINDS = ["dsvsa", "other"] as const;
export type LicenceKind = (typeof LICENCE_KINDS)[number];

/** More than a handful is a typing accident: a shop this size holds two or three. */
export const LICENCES_MAX = 20;
export const LICENCE_NUMBER_MAX = 100;
export const LICENCE_TEXT_MAX = 200;
export const LICENCE_URL_MAX = 500;

/** The DSVSA registration's name, as the certificate and the law call it. */
export const DSVSA_NAME: Record<Language, string> = {
  ro: "Înregistrare sanitar-veterinară și pentru siguranța alimentelor (DSVSA)",
  en: "Sanitary-veterinary and food safety registration (DSVSA)",
};

const requiredText = (max: number) => z.string({ error: "required" }).trim().min(1, "required").max(max, "too_long");
const optionalName = z.string({ error: "required" }).trim().max(LICENCE_TEXT_MAX, "too_long");

/** One authorisation as the admin sends it; the issue date is asked, as the certificate prints one. */
export const licenceInputSchema = z
  .object({
    kind: z.enum(LICENCE_KINDS, { error: "kind" }),
    name: z.object({ ro: optionalName, en: optionalName }, { error: "required" }).default({ ro: "", en: "" }),
    number: requiredText(LICENCE_NUMBER_MAX),
    issuer: requiredText(LICENCE_TEXT_MAX),
    issuedOn: z
      .string({ error: "required" })
      .trim()
      .min(1, "required")
      .refine((value) => isCalendarDate(value), "date"),
    url: z
      .string({ error: "url" })
      .trim()
      .max(LICENCE_URL_MAX, "url")
      .refine((value) => value === "" || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value), "url")
      .default(""),
  })
  .superRefine((licence, context) => {
    if (licence.kind !== "other") return;
    for (const language of ["ro", "en"] as const)
      if (licence.name[language] === "") context.addIssue({ code: "custom", path: ["name", language], message: "required" });
  })
  // The DSVSA kind's name is the law's: whatever was typed for it is not kept.
  .transform((licence) => (licence.kind === "dsvsa" ? { ...licence, name: { ro: "", en: "" } } : licence));

/** POST /api/admin/settings/licences: the whole list, in the order the shopper reads it. */
export const licencesInputSchema = z.object({
  licences: z.array(licenceInputSchema, { error: "required" }).max(LICENCES_MAX, "too_many"),
});
export type LicencesInput = z.input<typeof licencesInputSchema>;

/**
 * One authorisation as stored. The issue date is null only on the entry carried over from the single DSVSA
 * registration of before (migration 0056), which never asked for it; saving the list again asks for it.
 */
export const storedLicenceSchema = z.object({
  kind: z.enum(LICENCE_KINDS),
  name: z.object({ ro: z.string(), en: z.string() }),
  number: z.string(),
  issuer: z.string(),
  issuedOn: z.string().nullable(),
  url: z.string(),
});
export type Licence = z.infer<typeof storedLicenceSchema>;
export const storedLicencesSchema = z.array(storedLicenceSchema);

/** The launch checklist's licences item and the start-up warning: the DSVSA registration is the one always needed. */
export function hasDsvsaRegistration(licences: readonly Licence[]): boolean {
  return licences.some((licence) => licence.kind === "dsvsa");
}

/** An authorisation as a shopper reads it, in one language. */
export const shownLicenceSchema = z.object({
  name: z.string(),
  number: z.string(),
  issuer: z.string(),
  /** `YYYY-MM-DD`; null while the owner has not recorded it. */
  issuedOn: z.string().nullable(),
  url: z.string().nullable(),
});
export type ShownLicence = z.infer<typeof shownLicenceSchema>;

export function licenceName(licence: Pick<Licence, "kind" | "name">, language: Language): string {
  return licence.kind === "dsvsa" ? DSVSA_NAME[language] : licence.name[language] || licence.name.ro;
}

export function shownLicences(licences: readonly Licence[], language: Language): ShownLicence[] {
  return licences.map((licence) => ({
    name: licenceName(licence, language),
    number: licence.number,
    issuer: licence.issuer,
    issuedOn: licence.issuedOn,
    url: licence.url || null,
  }));
}

/** A product's notification number (the mandatory information's), as the contact page and the checkout list it. */
export interface ProductNotification {
  handle: string;
  title: string;
  number: string;
  authority: string;
  /** `YYYY-MM-DD`, or null when the product's information has none. */
  date: string | null;
}
