/**
 * Authorised health claims (issue 44 item 4, decision 0097): a product's claims are chosen from the EU Register's
 * authorised claims, which are authorised for a nutrient, not a product, under conditions of use. For the vitamins and
 * minerals this store sells the condition is that the food is at least a "source of" the nutrient: 15 % of its
 * nutrient reference value in the recommended daily portion (Reg. 1924/2006 Annex, "source of"; Reg. 1169/2011
 * Annex XIII Part A point 2; for a supplement the amount is the daily portion's, Dir. 2002/46 art. 8). Botanical
 * claims are "on hold" at the Commission, not authorised, so none is offered.
 */
import { z } from "zod";
import type { Language } from "./locale.ts";

/** The nutrients the register's table holds claims for: the vitamins and minerals in the store's products. */
export const CLAIM_NUTRIENTS = [
  "vitamin_c",
  "vitamin_d",
  "zinc",
  "selenium",
  "folate",
  "chromium",
  "magnesium",
  "vitamin_b6",
  "vitamin_b12",
  "iodine",
] as const;
export type ClaimNutrient = (typeof CLAIM_NUTRIENTS)[number];

export const NUTRIENT_NAMES: Record<ClaimNutrient, Record<Language, string>> = {
  vitamin_c: { ro: "vitamina C", en: "vitamin C" },
  vitamin_d: { ro: "vitamina D", en: "vitamin D" },
  zinc: { ro: "zinc", en: "zinc" },
  selenium: { ro: "seleniu", en: "selenium" },
  folate: { ro: "folat", en: "folate" },
  chromium: { ro: "crom", en: "chromium" },
  magnesium: { ro: "magneziu", en: "magnesium" },
  vitamin_b6: { ro: "vitamina B6", en: "vitamin B6" },
  vitamin_b12: { ro: "vitamina B12", en: "vitamin B12" },
  iodine: { ro: "iod", en: "iodine" },
};

export function isClaimNutrient(value: unknown): value is ClaimNutrient {
  return typeof value === "string" && (CLAIM_NUTRIENTS as readonly string[]).includes(value);
}

/** "Source of": the least share of the nutrient reference value a daily portion must give for a claim on it. */
export const SOURCE_OF_MIN_NRV_PERCENT = 15;

/** An authorised claim as the product editor offers it. */
export const authorisedClaimSchema = z.object({
  id: z.number().int(),
  nutrient: z.enum(CLAIM_NUTRIENTS),
  text: z.object({ ro: z.string(), en: z.string() }),
  /** The condition of use: the least %NRV of the nutrient per daily portion. */
  minNrvPercent: z.number().int(),
  /** Where the register publishes it. */
  source: z.string(),
});
export type AuthorisedClaim = z.infer<typeof authorisedClaimSchema>;

/**
 * A nutrient of the register in a product's recommended daily portion, as a share of its reference value: read off the
 * label's nutrients table (decision 0096, `domain/mandatory-information.ts`), the one place a product states them.
 */
export const dailyNutrientSchema = z.object({
  nutrient: z.enum(CLAIM_NUTRIENTS),
  /** As the label states it: "10 mg", "25 µg". */
  amount: z.string(),
  /** Null where the label's row gives no %NRV. */
  nrvPercent: z.number().int().nullable(),
});
export type DailyNutrient = z.infer<typeof dailyNutrientSchema>;

/** A row of the label's nutrients table as the claims read it: its nutrient code (none for, say, a plant extract). */
export interface LabelNutrientRow {
  code: ClaimNutrient | null;
  amount: string;
  unit: string;
  /** The %NRV as written: "100", or "" where none is given. */
  nrv: string;
}

/** The daily portion's nutrients of the register, from the label's table: its rows that carry a nutrient code. */
export function dailyNutrientsOf(rows: readonly LabelNutrientRow[]): DailyNutrient[] {
  return rows.flatMap((row) =>
    row.code === null
      ? []
      : [{ nutrient: row.code, amount: `${row.amount} ${row.unit}`.trim(), nrvPercent: /^\d+$/.test(row.nrv) ? Number(row.nrv) : null }],
  );
}

/** Why a chosen claim cannot be made for this product: its nutrient is missing or below the condition. */
export interface ClaimConditionRefusal {
  claimId: number;
  nutrient: ClaimNutrient;
  minNrvPercent: number;
  /** The product's %NRV per daily portion; null when its label's nutrients table gives none for the nutrient. */
  nrvPercent: number | null;
}

/** The refusal of one claim for a product's daily portion, or null when its condition of use is met. */
export function claimConditionRefusal(claim: AuthorisedClaim, daily: readonly DailyNutrient[]): ClaimConditionRefusal | null {
  const present = daily.find((row) => row.nutrient === claim.nutrient);
  if (present && present.nrvPercent !== null && present.nrvPercent >= claim.minNrvPercent) return null;
  return { claimId: claim.id, nutrient: claim.nutrient, minNrvPercent: claim.minNrvPercent, nrvPercent: present?.nrvPercent ?? null };
}

/** The refusals of the chosen claims (ids of `register`) for a daily portion, in the order they were chosen. */
export function chosenClaimRefusals(
  register: readonly AuthorisedClaim[],
  chosen: readonly number[],
  daily: readonly DailyNutrient[],
): ClaimConditionRefusal[] {
  return chosen.flatMap((id) => {
    const claim = register.find((row) => row.id === id);
    const refusal = claim ? claimConditionRefusal(claim, daily) : null;
    return refusal ? [refusal] : [];
  });
}

/** The refusal in the owner's language, naming the nutrient and the condition. */
export function describeClaimRefusal(refusal: ClaimConditionRefusal, language: Language): string {
  const nutrient = NUTRIENT_NAMES[refusal.nutrient][language];
  if (language === "ro")
    return refusal.nrvPercent === null
      ? `Afirmația despre ${nutrient} cere cel puțin ${refusal.minNrvPercent} % din VNR în porția zilnică; tabelul de nutrienți al etichetei nu dă %VNR pentru ${nutrient}.`
      : `Afirmația despre ${nutrient} cere cel puțin ${refusal.minNrvPercent} % din VNR în porția zilnică; produsul are ${refusal.nrvPercent} %.`;
  return refusal.nrvPercent === null
    ? `The ${nutrient} claim needs at least ${refusal.minNrvPercent}% of the NRV per daily portion; the label's nutrients table gives no %NRV for ${nutrient}.`
    : `The ${nutrient} claim needs at least ${refusal.minNrvPercent}% of the NRV per daily portion; the product has ${refusal.nrvPercent}%.`;
}

/** The most claims a product carries: more is a list nobody reads. */
export const PRODUCT_CLAIMS_MAX = 12;

/** The editor's choice of claims: the register's ids, in the order the product shows them. */
export const productClaimsSchema = z.object({
  claimIds: z
    .array(
      z.number({ error: "invalid" }).int({ error: "invalid" }).positive({ error: "invalid" }).max(2_147_483_647, { error: "invalid" }),
      {
        error: "invalid",
      },
    )
    .max(PRODUCT_CLAIMS_MAX, { error: "too_many" }),
});

/** A product's claims as the editor shows them: the register to choose from, the chosen, and the label's nutrients of the register. */
export const productClaimsViewSchema = z
  .object({
    register: z.array(authorisedClaimSchema),
    chosen: z.array(z.number().int()),
    daily: z.array(dailyNutrientSchema),
  })
  .meta({ id: "ProductClaims" });
export type ProductClaimsView = z.infer<typeof productClaimsViewSchema>;
