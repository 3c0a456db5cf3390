/**
 * A product's health claims (issue 44 item 4, decision 0097): chosen in the product editor from the EU Register's
 * authorised claims (`authorised_health_claims`, seeded by migration 0046), each refused while the product's daily
 * portion does not meet its condition of use. The product's nutrients per daily portion are the label's nutrients
 * table (the mandatory information, decision 0096): its rows that carry a nutrient code of the register.
 */
import { asc, eq, inArray } from "drizzle-orm";
import {
  chosenClaimRefusals,
  claimConditionRefusal,
  dailyNutrientsOf,
  isClaimNutrient,
  type AuthorisedClaim,
  type ClaimConditionRefusal,
  type DailyNutrient,
  type ProductClaimsView,
} from "#domain/health-claims";
import type { Database } from "#server/db/client";
import { authorisedHealthClaims, productHealthClaims, products } from "#server/db/schema";
import { readTogether } from "#server/db/reads";
import type { Clock } from "#server/commerce/shared/clock";
import type { StaffActor, StaffAudit } from "#server/commerce/shared/staff-audit";
import { readMandatoryInformation } from "../mandatory-information.ts";
import { lockProduct, recordProductChange } from "./product-change.ts";

export type ProductClaimsOutcome =
  | { kind: "saved"; changed: boolean; claims: ProductClaimsView }
  | { kind: "not_found" }
  /** An id the register does not hold; `index` is its place in the body. */
  | { kind: "unknown_claim"; index: number }
  /** Claims whose nutrient the daily portion lacks or gives below the condition of use. */
  | { kind: "claim_conditions"; refusals: ClaimConditionRefusal[] };

type ClaimRow = typeof authorisedHealthClaims.$inferSelect;

function claimView(row: ClaimRow): AuthorisedClaim | null {
  if (!isClaimNutrient(row.nutrient)) return null;
  return {
    id: row.id,
    nutrient: row.nutrient,
    text: { ro: row.textRo, en: row.textEn },
    minNrvPercent: row.minNrvPercent,
    source: row.source,
  };
}

async function dailyNutrients(tx: Database, productId: number): Promise<DailyNutrient[]> {
  return dailyNutrientsOf((await readMandatoryInformation(tx, productId)).nutrients);
}

/** Every claim the register holds, in a stable order: by nutrient, then as seeded. */
async function register(tx: Database): Promise<AuthorisedClaim[]> {
  const rows = await tx.select().from(authorisedHealthClaims).orderBy(asc(authorisedHealthClaims.nutrient), asc(authorisedHealthClaims.id));
  return rows.flatMap((row) => claimView(row) ?? []);
}

/** The product's claims, the register, and its daily portion, read inside the caller's transaction. */
export async function readProductClaims(tx: Database, productId: number): Promise<ProductClaimsView> {
  const [all, chosen, daily] = await readTogether(tx, [
    () => register(tx),
    () =>
      tx
        .select({ claimId: productHealthClaims.claimId })
        .from(productHealthClaims)
        .where(eq(productHealthClaims.productId, productId))
        .orderBy(asc(productHealthClaims.position)),
    () => dailyNutrients(tx, productId),
  ]);
  return { register: all, chosen: chosen.map((row) => row.claimId), daily };
}

/** The product's chosen claims whose condition of use its daily portion does not meet: publishing waits for them. */
export async function productClaimRefusals(tx: Database, productId: number): Promise<ClaimConditionRefusal[]> {
  const { register: all, chosen, daily } = await readProductClaims(tx, productId);
  return chosenClaimRefusals(all, chosen, daily);
}

export function createHealthClaims({ db, clock, audit }: { db: Database; clock: Clock; audit: StaffAudit }) {
  return {
    /** Null for an unknown product. */
    async productClaims(productId: number): Promise<ProductClaimsView | null> {
      const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
      return product ? readProductClaims(db, productId) : null;
    },

    setProductClaims: (productId: number, claimIds: readonly number[], actor: StaffActor) =>
      db.transaction(async (tx): Promise<ProductClaimsOutcome> => {
        const locked = await lockProduct(tx, productId);
        if (!locked) return { kind: "not_found" };
        const ids = [...new Set(claimIds)];
        const known = ids.length === 0 ? [] : await tx.select().from(authorisedHealthClaims).where(inArray(authorisedHealthClaims.id, ids));
        const unknown = claimIds.findIndex((id) => !known.some((row) => row.id === id));
        if (unknown !== -1) return { kind: "unknown_claim", index: unknown };
        const daily = await dailyNutrients(tx, productId);
        const refusals = ids.flatMap((id) => {
          const claim = claimView(known.find((row) => row.id === id)!);
          const refusal = claim ? claimConditionRefusal(claim, daily) : null;
          return refusal ? [refusal] : [];
        });
        if (refusals.length > 0) return { kind: "claim_conditions", refusals };
        const before = await readProductClaims(tx, productId);
        if (before.chosen.join(",") === ids.join(",")) return { kind: "saved", changed: false, claims: before };
        await tx.delete(productHealthClaims).where(eq(productHealthClaims.productId, productId));
        if (ids.length > 0) await tx.insert(productHealthClaims).values(ids.map((claimId, position) => ({ productId, claimId, position })));
        await recordProductChange(tx, { clock, audit }, productId, actor, {
          action: "product.claims",
          before: { claims: before.chosen },
          after: { claims: ids },
        });
        return { kind: "saved", changed: true, claims: await readProductClaims(tx, productId) };
      }),
  };
}

export type HealthClaims = ReturnType<typeof createHealthClaims>;
