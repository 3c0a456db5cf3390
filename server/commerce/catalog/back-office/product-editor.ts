/**
 * The product editor's reading and saving (issue 17 item 1): every text the storefront shows for a product, both
 * languages, read from the rows the storefront reads (`product_translations`, and the `custom` metafields of the
 * product and its variants, as `catalog-load.ts` picks them) and written back to the same rows in one audited
 * transaction. A save compares the `updatedAt` the editor opened with the row's, locked: when someone saved in
 * between it changes nothing and answers the current product. Only what changed is written, and the audit entry
 * keeps exactly that, before and after.
 */
import { MAX_UNITS_PER_BOTTLE, MAX_UNITS_PER_DAY } from "#domain/days-of-supply";
import type { ClaimsFinding } from "#domain/claims-check";
import { productCopyTexts, publishClaimsRefusal } from "#domain/claims-copy";
import { chosenClaimRefusals, dailyNutrientsOf, type ClaimConditionRefusal } from "#domain/health-claims";
import { eq } from "drizzle-orm";
import {
  EDITOR_MAX_BENEFITS,
  EDITOR_MAX_FAQ_ITEMS,
  EDITOR_MAX_INGREDIENTS,
  parseUnits,
  parseWeightGrams,
  type EditableProduct,
  type ProductEdit,
} from "#domain/admin/product-editor";
import type { Language } from "#domain/locale";
import type { Database } from "#server/db/client";
import { productVariants, products } from "#server/db/schema";
import type { Clock } from "#server/commerce/shared/clock";
import type { StaffActor, StaffAudit } from "#server/commerce/shared/staff-audit";
import { missingMandatoryFields, type MandatoryInformation } from "#domain/mandatory-information";
import { mandatoryAfterEdit, writeMandatoryInformation } from "../mandatory-information.ts";
import { readEditableProduct } from "./editable-product.ts";
import { readProductClaims } from "./health-claims.ts";
import { storedValues, writeStored, type Shape, type Stored } from "./product-stored-texts.ts";
import { lockProduct, publishProductChange } from "./product-change.ts";

export type ProductEditOutcome =
  | { kind: "saved"; changed: boolean; product: EditableProduct }
  | { kind: "not_found" }
  /** A variant of the body is not this product's. */
  | { kind: "unknown_variant"; index: number }
  /** Someone saved the product since this editor opened it. */
  | { kind: "edited_meanwhile"; product: EditableProduct }
  /** The save would empty mandatory fields of a published product (decision 0096): `fields` names them. */
  | { kind: "mandatory_emptied"; fields: string[] }
  /** The product is published, and the new copy says what the law forbids a supplement's advertising to say. */
  | { kind: "forbidden_claims"; findings: ClaimsFinding[] }
  /**
   * The product is published, and the new nutrients table drops or lowers a nutrient below the condition of use of a
   * health claim it makes (decision 0097): the refusals name each nutrient and its condition.
   */
  | { kind: "claim_conditions"; refusals: ClaimConditionRefusal[] };

export interface ProductEditor {
  /** The product as the editor opens it, drafts too; null when there is no such product. */
  editable(id: number, language: Language): Promise<EditableProduct | null>;
  edit(id: number, input: ProductEdit, actor: StaffActor, language: Language): Promise<ProductEditOutcome>;
}

/** The mandatory information as flat names ("mandatory.texts.ro.storage"), for the audit log's before and after. */
function flatMandatory(information: MandatoryInformation): Map<string, string> {
  const flat = new Map<string, string>();
  const walk = (value: unknown, name: string) => {
    if (value !== null && typeof value === "object") for (const [key, inner] of Object.entries(value)) walk(inner, `${name}.${key}`);
    else flat.set(name, value === null ? "" : String(value));
  };
  walk(information, "mandatory");
  return flat;
}

/** A long text in the audit log: its start and its length, not a second copy of the page. */
function clip(value: string): string {
  return value.length <= 300 ? value : `${value.slice(0, 300)}… (${value.length})`;
}

function pad<T>(items: T[], length: number, empty: () => T): T[] {
  return Array.from({ length }, (_, index) => items[index] ?? empty());
}

/** What a save would change, worked out before anything is written: the texts, the columns, the mandatory information. */
interface EditPlan {
  id: number;
  before: EditableProduct;
  /** Every stored text as it was, by its audit name. */
  old: Map<string, Stored>;
  /** The stored texts whose value the save changes, by their audit name. */
  changes: [string, Stored][];
  mandatory: MandatoryInformation;
  oldMandatory: Map<string, string>;
  newMandatory: Map<string, string>;
  mandatoryChanges: string[];
  vatClass: EditableProduct["vatClass"] | null;
  weights: { id: number; was: number | null; grams: number }[];
  supply: Partial<Record<SupplyKey, number | null>>;
  supplyChanged: SupplyKey[];
}

type SupplyKey = "unitsPerBottle" | "unitsPerDay";
const SUPPLY_COLUMN = { unitsPerBottle: "units_per_bottle", unitsPerDay: "units_per_day" } as const;

/** The editable shape the body asks for, its lists padded to their full length so a removed item empties its rows. */
function editedShape(before: EditableProduct, input: ProductEdit): Shape {
  const emptyTitled = () => ({ ro: { title: "", description: "" }, en: { title: "", description: "" } });
  return {
    texts: input.texts,
    benefits: pad(input.benefits, EDITOR_MAX_BENEFITS, () => ({ icon: "check" as const, ...emptyTitled() })),
    ingredients: pad(input.ingredients, EDITOR_MAX_INGREDIENTS, emptyTitled).map((ingredient, index) => ({
      ...ingredient,
      image: before.ingredients[index]?.image ?? "",
    })),
    faq: pad(input.faq, EDITOR_MAX_FAQ_ITEMS, () => ({ ro: { question: "", answer: "" }, en: { question: "", answer: "" } })),
    // A variant the body leaves out keeps its texts.
    variants: before.variants.map((variant) => input.variants.find((sent) => sent.id === variant.id) ?? variant),
  };
}

/** Compares the save with the product as it is: what it changes of the texts, the mandatory information and the columns. */
function planEdit(id: number, before: EditableProduct, after: Shape, input: ProductEdit): EditPlan {
  const old = storedValues(id, before);
  const changes = [...storedValues(id, after)].filter(([name, stored]) => old.get(name)?.value !== stored.value);
  const mandatory = input.mandatory ? mandatoryAfterEdit(before.mandatory, input.mandatory) : before.mandatory;
  const oldMandatory = flatMandatory(before.mandatory);
  const newMandatory = flatMandatory(mandatory);
  const mandatoryChanges = [...new Set([...oldMandatory.keys(), ...newMandatory.keys()])].filter(
    (name) => oldMandatory.get(name) !== newMandatory.get(name),
  );
  // The VAT class and the weights are columns (decisions 0055, 0056), audited beside the texts.
  const vatClass = input.vatClass !== undefined && input.vatClass !== before.vatClass ? input.vatClass : null;
  const weights = input.variants.flatMap((sent) => {
    const grams = sent.weightGrams === undefined ? null : parseWeightGrams(sent.weightGrams);
    const was = before.variants.find((variant) => variant.id === sent.id)!.weightGrams;
    return grams !== null && grams !== was ? [{ id: sent.id, was, grams }] : [];
  });
  // The days of supply's numbers are columns too (decision 0114); empty means unknown.
  const supply: Partial<Record<SupplyKey, number | null>> = {};
  const bottle = input.unitsPerBottle === undefined ? undefined : parseUnits(input.unitsPerBottle, MAX_UNITS_PER_BOTTLE);
  if (bottle !== undefined && bottle !== before.unitsPerBottle) supply.unitsPerBottle = bottle;
  const day = input.unitsPerDay === undefined ? undefined : parseUnits(input.unitsPerDay, MAX_UNITS_PER_DAY);
  if (day !== undefined && day !== before.unitsPerDay) supply.unitsPerDay = day;
  const supplyChanged = Object.keys(supply) as SupplyKey[];
  return { id, before, old, changes, mandatory, oldMandatory, newMandatory, mandatoryChanges, vatClass, weights, supply, supplyChanged };
}

/**
 * A published product keeps what publishing asked for: a save may fill gaps, never open new ones. Null when the new
 * mandatory information may be saved.
 */
async function publishedMandatoryRefusal(tx: Database, plan: EditPlan): Promise<ProductEditOutcome | null> {
  const missingBefore = new Set(missingMandatoryFields(plan.before.mandatory));
  const emptied = missingMandatoryFields(plan.mandatory).filter((field) => !missingBefore.has(field));
  if (emptied.length > 0) return { kind: "mandatory_emptied", fields: emptied };
  // The claims it makes read their %NRV from this table: it may not take away what a claim stands on.
  const claims = await readProductClaims(tx, plan.id);
  const refusedBefore = new Set(chosenClaimRefusals(claims.register, claims.chosen, claims.daily).map((refusal) => refusal.claimId));
  const refusals = chosenClaimRefusals(claims.register, claims.chosen, dailyNutrientsOf(plan.mandatory.nutrients)).filter(
    (refusal) => !refusedBefore.has(refusal.claimId),
  );
  return refusals.length > 0 ? { kind: "claim_conditions", refusals } : null;
}

function changesNothing(plan: EditPlan): boolean {
  return (
    plan.changes.length === 0 &&
    plan.vatClass === null &&
    plan.weights.length === 0 &&
    plan.mandatoryChanges.length === 0 &&
    plan.supplyChanged.length === 0
  );
}

/** Writes what the plan changes and audits exactly that, before and after. */
async function saveEdit(tx: Database, audit: StaffAudit, actor: StaffActor, plan: EditPlan, now: Date) {
  const { id, before, old, changes, vatClass, weights, supply, supplyChanged, mandatoryChanges } = plan;
  for (const [, stored] of changes) await writeStored(tx, stored);
  if (mandatoryChanges.length > 0) await writeMandatoryInformation(tx, id, plan.mandatory, now);
  for (const weight of weights)
    await tx.update(productVariants).set({ weightGrams: weight.grams }).where(eq(productVariants.id, weight.id));
  await tx
    .update(products)
    .set({ updatedAt: now, ...(vatClass ? { vatClass } : {}), ...supply })
    .where(eq(products.id, id));
  await audit(
    tx,
    actor,
    {
      action: "product.edit",
      target: { type: "product", id },
      before: {
        ...Object.fromEntries(changes.map(([name]) => [name, clip(old.get(name)?.value ?? "")])),
        ...(vatClass ? { vat_class: before.vatClass } : {}),
        ...Object.fromEntries(supplyChanged.map((key) => [SUPPLY_COLUMN[key], before[key]])),
        ...Object.fromEntries(weights.map((weight) => [`variant ${weight.id} weight_grams`, weight.was])),
        ...Object.fromEntries(mandatoryChanges.map((name) => [name, clip(plan.oldMandatory.get(name) ?? "")])),
      },
      after: {
        ...Object.fromEntries(changes.map(([name, stored]) => [name, clip(stored.value)])),
        ...(vatClass ? { vat_class: vatClass } : {}),
        ...Object.fromEntries(supplyChanged.map((key) => [SUPPLY_COLUMN[key], supply[key]])),
        ...Object.fromEntries(weights.map((weight) => [`variant ${weight.id} weight_grams`, weight.grams])),
        ...Object.fromEntries(mandatoryChanges.map((name) => [name, clip(plan.newMandatory.get(name) ?? "")])),
      },
    },
    now,
  );
  await publishProductChange(tx, id, "edit", now);
}

export function createProductEditor({ db, clock, audit }: { db: Database; clock: Clock; audit: StaffAudit }): ProductEditor {
  return {
    editable: (id, language) => readEditableProduct(db, id, language),

    edit: (id, input, actor, language) =>
      db.transaction(async (tx): Promise<ProductEditOutcome> => {
        const locked = await lockProduct(tx, id);
        if (!locked) return { kind: "not_found" };
        const before = (await readEditableProduct(tx, id, language))!;
        if (input.version !== before.updatedAt) return { kind: "edited_meanwhile", product: before };
        const known = new Set(before.variants.map((variant) => variant.id));
        const unknown = input.variants.findIndex((variant) => !known.has(variant.id));
        if (unknown !== -1) return { kind: "unknown_variant", index: unknown };

        const after = editedShape(before, input);
        // Saving a published supplement publishes its copy, so it must pass the claims checker; a draft may hold
        // anything, and a non-food product is no food's advertising (decision 0144).
        const publishedFood = before.status === "active" && before.kind === "supplement";
        const findings = publishedFood ? publishClaimsRefusal(productCopyTexts(after)) : null;
        if (findings) return { kind: "forbidden_claims", findings };
        const plan = planEdit(id, before, after, input);
        if (publishedFood && plan.mandatoryChanges.length > 0) {
          const refusal = await publishedMandatoryRefusal(tx, plan);
          if (refusal) return refusal;
        }
        if (changesNothing(plan)) return { kind: "saved", changed: false, product: before };

        await saveEdit(tx, audit, actor, plan, clock());
        return { kind: "saved", changed: true, product: (await readEditableProduct(tx, id, language))! };
      }),
  };
}
