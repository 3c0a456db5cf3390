/**
 * The mandatory information of a food supplement (issue 44 item 3; research §7.2; decision 0096): every label
 * particular Regulation 1169/2011 art. 9 and 14 and Law 56/2021 ask to be available before the purchase, kept as
 * fields, read by the same rules in the admin's browser and on the server. A save takes the fields as far as they are
 * written (each well formed); publishing asks `missingMandatoryFields` for none.
 */
import { z } from "zod";
import type { Language } from "./locale.ts";
import { allergenSegments } from "./allergens.ts";
import { CLAIM_NUTRIENTS } from "./health-claims.ts";

const LANGUAGES: readonly Language[] = ["ro", "en"];

/** Texts of one language, in the order the product page shows them. `warnings` holds only the product's own. */
export const MANDATORY_TEXT_KEYS = [
  "legalName",
  "categories",
  "ingredients",
  "characterising",
  "dailyPortion",
  "howToTake",
  "warnings",
  "netQuantity",
  "storage",
] as const;
export type MandatoryTextKey = (typeof MANDATORY_TEXT_KEYS)[number];
export type MandatoryTexts = Record<MandatoryTextKey, string>;

/** The product's own warnings (pregnancy, an interaction) are added where they apply; the law's three always show. */
const OPTIONAL_TEXTS: ReadonlySet<MandatoryTextKey> = new Set(["warnings"]);
const SINGLE_LINE_TEXTS: ReadonlySet<MandatoryTextKey> = new Set(["legalName", "categories", "dailyPortion", "netQuantity", "storage"]);
const TEXT_MAX: Record<MandatoryTextKey, number> = {
  legalName: 200,
  categories: 300,
  ingredients: 3_000,
  characterising: 1_500,
  dailyPortion: 200,
  howToTake: 1_000,
  warnings: 1_000,
  netQuantity: 200,
  storage: 300,
};

/** The words the name of the food must carry (Law 56/2021: "supliment alimentar"), in each language's label. */
export const LEGAL_NAME_WORDS: Record<Language, string> = { ro: "supliment alimentar", en: "food supplement" };

export const OPERATOR_FIELDS = [
  "operatorName",
  "operatorAddress",
  "notificationNumber",
  "notificationAuthority",
  "notificationDate",
] as const;
export type OperatorField = (typeof OPERATOR_FIELDS)[number];
const OPERATOR_MAX: Record<OperatorField, number> = {
  operatorName: 200,
  operatorAddress: 300,
  notificationNumber: 60,
  notificationAuthority: 200,
  notificationDate: 10,
};

export const MANDATORY_MAX_NUTRIENTS = 30;

/**
 * One row of the per-daily-portion table: the amount as written ("1,5"), its unit, and %NRV where one exists. `code`
 * names the nutrient where the register of health claims knows it (`vitamin_c`), chosen in the editor: the claims'
 * conditions of use read the row's %NRV by it (decision 0097). A plant extract or another substance has none.
 */
const nutrientViewSchema = z.object({
  code: z.enum(CLAIM_NUTRIENTS).nullable(),
  amount: z.string(),
  unit: z.string(),
  /** Percent of the nutrient reference value as written ("100"); empty where the nutrient has none. */
  nrv: z.string(),
  ro: z.object({ name: z.string() }),
  en: z.object({ name: z.string() }),
});
export type Nutrient = z.infer<typeof nutrientViewSchema>;

const textsViewSchema = z.object(
  Object.fromEntries(MANDATORY_TEXT_KEYS.map((key) => [key, z.string()])) as Record<MandatoryTextKey, z.ZodString>,
);

/** The photo of the full Romanian label, stored by the upload service; `src` is its path under `/images/`. */
export const labelPhotoSchema = z.object({ src: z.string(), width: z.number().int(), height: z.number().int() });
export type LabelPhoto = z.infer<typeof labelPhotoSchema>;

/** A product's mandatory information as the editor opens it. */
export const mandatoryInformationSchema = z
  .object({
    /** Seeded values the owner must replace with the product's real label before selling. */
    sample: z.boolean(),
    texts: z.object({ ro: textsViewSchema, en: textsViewSchema }),
    nutrients: z.array(nutrientViewSchema),
    operatorName: z.string(),
    operatorAddress: z.string(),
    notificationNumber: z.string(),
    notificationAuthority: z.string(),
    /** `YYYY-MM-DD`, empty when not given. */
    notificationDate: z.string(),
    labelPhoto: labelPhotoSchema.nullable(),
  })
  .meta({ id: "MandatoryInformation" });
export type MandatoryInformation = z.infer<typeof mandatoryInformationSchema>;

export function emptyMandatoryInformation(): MandatoryInformation {
  const texts = () => Object.fromEntries(MANDATORY_TEXT_KEYS.map((key) => [key, ""])) as MandatoryTexts;
  return {
    sample: false,
    texts: { ro: texts(), en: texts() },
    nutrients: [],
    operatorName: "",
    operatorAddress: "",
    notificationNumber: "",
    notificationAuthority: "",
    notificationDate: "",
    labelPhoto: null,
  };
}

const text = (max: number) => z.string({ error: "invalid" }).trim().max(max, { error: "too_long" }).default("");

/** A decimal amount as a label writes it: "300", "1,5", "0.25". */
const AMOUNT = /^\d{1,6}(?:[.,]\d{1,3})?$/;
const NRV = /^(?:[1-9]\d{0,4}|0)$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written `YYYY-MM-DD`. */
export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/**
 * The editor's mandatory section as sent: each field well formed, none yet required (a draft is filled in over
 * several saves); `labelPhoto` is uploaded by its own route and `sample` is the owner's switch.
 */
export const mandatoryEditSchema = z
  .object({
    sample: z.boolean({ error: "invalid" }).default(false),
    texts: z.object(
      Object.fromEntries(
        LANGUAGES.map((language) => [
          language,
          z.object(
            Object.fromEntries(MANDATORY_TEXT_KEYS.map((key) => [key, text(TEXT_MAX[key])])) as Record<
              MandatoryTextKey,
              ReturnType<typeof text>
            >,
          ),
        ]),
      ) as Record<Language, z.ZodObject<Record<MandatoryTextKey, ReturnType<typeof text>>>>,
    ),
    nutrients: z
      .array(
        z.object({
          code: z.enum(CLAIM_NUTRIENTS, { error: "invalid" }).nullable().default(null),
          amount: text(10),
          unit: text(12),
          nrv: text(5),
          ro: z.object({ name: text(120) }),
          en: z.object({ name: text(120) }),
        }),
      )
      .max(MANDATORY_MAX_NUTRIENTS, { error: "too_many" })
      .default([]),
    ...(Object.fromEntries(OPERATOR_FIELDS.map((field) => [field, text(OPERATOR_MAX[field])])) as Record<
      OperatorField,
      ReturnType<typeof text>
    >),
  })
  .superRefine((input, context) => {
    const issue = (path: (string | number)[], message: string) => context.addIssue({ code: "custom", path, message });
    for (const language of LANGUAGES) {
      const texts = input.texts[language];
      for (const key of MANDATORY_TEXT_KEYS)
        if (SINGLE_LINE_TEXTS.has(key) && /[\r\n]/.test(texts[key])) issue(["texts", language, key], "single_line");
      if (texts.legalName !== "" && !texts.legalName.toLocaleLowerCase(language).includes(LEGAL_NAME_WORDS[language]))
        issue(["texts", language, "legalName"], "legal_name");
      if (allergenSegments(texts.ingredients) === null) issue(["texts", language, "ingredients"], "allergen_marks");
    }
    input.nutrients.forEach((nutrient, index) => {
      // One row per nutrient of the register: a second would leave the claims two %NRV to choose from.
      if (nutrient.code !== null && input.nutrients.findIndex((other) => other.code === nutrient.code) !== index)
        issue(["nutrients", index, "code"], "duplicate_code");
      if (nutrient.amount !== "" && !AMOUNT.test(nutrient.amount)) issue(["nutrients", index, "amount"], "amount");
      if (nutrient.nrv !== "" && !NRV.test(nutrient.nrv)) issue(["nutrients", index, "nrv"], "nrv");
      if (/[\r\n]/.test(nutrient.unit)) issue(["nutrients", index, "unit"], "single_line");
    });
    for (const field of OPERATOR_FIELDS) if (field !== "operatorAddress" && /[\r\n]/.test(input[field])) issue([field], "single_line");
    if (input.notificationDate !== "" && !isCalendarDate(input.notificationDate)) issue(["notificationDate"], "date");
  });
export type MandatoryEditInput = z.input<typeof mandatoryEditSchema>;
export type MandatoryEdit = z.output<typeof mandatoryEditSchema>;

/** The editor's values of the information as opened (what it sends back unchanged). */
export function mandatoryEditValues(information: MandatoryInformation): MandatoryEditInput {
  const { labelPhoto: _photo, ...values } = information;
  return structuredClone(values);
}

/** A nutrient row the owner left wholly empty is dropped, not stored. */
export function isBlankNutrient(nutrient: Omit<Nutrient, "nrv" | "code"> & { nrv?: string; code?: string | null }): boolean {
  return [nutrient.code ?? "", nutrient.amount, nutrient.unit, nutrient.nrv ?? "", nutrient.ro.name, nutrient.en.name].every(
    (value) => value === "",
  );
}

/**
 * Every required field that is empty, named as the editor's form names its box ("mandatory.texts.en.storage",
 * "mandatory.nutrients.0.amount", "mandatory.nutrients" for a table with no row, "mandatory.labelPhoto"), in the
 * editor's order. What publishing refuses over (the product rule `mandatory_information`).
 */
export function missingMandatoryFields(information: Omit<MandatoryInformation, "sample">): string[] {
  const missing: string[] = [];
  for (const key of MANDATORY_TEXT_KEYS) {
    if (OPTIONAL_TEXTS.has(key)) continue;
    for (const language of LANGUAGES)
      if (information.texts[language][key].trim() === "") missing.push(`mandatory.texts.${language}.${key}`);
  }
  const rows = information.nutrients.filter((nutrient) => !isBlankNutrient(nutrient));
  if (rows.length === 0) missing.push("mandatory.nutrients");
  information.nutrients.forEach((nutrient, index) => {
    if (isBlankNutrient(nutrient)) return;
    for (const language of LANGUAGES)
      if (nutrient[language].name.trim() === "") missing.push(`mandatory.nutrients.${index}.${language}.name`);
    if (nutrient.amount.trim() === "") missing.push(`mandatory.nutrients.${index}.amount`);
    if (nutrient.unit.trim() === "") missing.push(`mandatory.nutrients.${index}.unit`);
  });
  for (const field of OPERATOR_FIELDS) if (information[field].trim() === "") missing.push(`mandatory.${field}`);
  if (information.labelPhoto === null) missing.push("mandatory.labelPhoto");
  return missing;
}

/** The information in one language as the product page shows it; null when the product has none yet. */
export interface MandatoryView {
  /**
   * Still the seed's sample (decision 0127): the page says so, and the operator and the notification, which the seed
   * invents, are left out (empty) rather than shown as if a real label said them.
   */
  sample: boolean;
  texts: MandatoryTexts;
  nutrients: Array<{ name: string; amount: string; unit: string; nrv: string }>;
  operatorName: string;
  operatorAddress: string;
  notificationNumber: string;
  notificationAuthority: string;
  notificationDate: string;
  labelPhoto: LabelPhoto | null;
}

/** One language's view of the stored information; a text missing in `language` shows the Romanian one. */
export function mandatoryView(information: MandatoryInformation, language: Language): MandatoryView | null {
  const texts = Object.fromEntries(
    MANDATORY_TEXT_KEYS.map((key) => [key, information.texts[language][key] || information.texts.ro[key]]),
  ) as MandatoryTexts;
  const view: MandatoryView = {
    sample: information.sample,
    texts,
    nutrients: information.nutrients.map((nutrient) => ({
      name: nutrient[language].name || nutrient.ro.name,
      amount: nutrient.amount,
      unit: nutrient.unit,
      nrv: nutrient.nrv,
    })),
    ...(information.sample
      ? { operatorName: "", operatorAddress: "", notificationNumber: "", notificationAuthority: "", notificationDate: "" }
      : {
          operatorName: information.operatorName,
          operatorAddress: information.operatorAddress,
          notificationNumber: information.notificationNumber,
          notificationAuthority: information.notificationAuthority,
          notificationDate: information.notificationDate,
        }),
    labelPhoto: information.labelPhoto,
  };
  const written = Object.values(texts).some(Boolean) || view.nutrients.length > 0 || OPERATOR_FIELDS.some((field) => view[field] !== "");
  return written || view.labelPhoto ? view : null;
}
