/**
 * The catalogue as the owner runs it (issue 17 item 1): every product, drafts too, with its variants'
 * prices, price histories and stock; a variant's price, stock and sale switch changed in one audited
 * transaction (the price through its history, decision 0140, so no "was" price is ever typed); a product published or taken back to draft. Nothing caches the catalogue between requests,
 * so the product page, the cart's next quote and the next order read the new values at once.
 */
import { and, asc, eq, ilike, inArray, isNotNull, lte, or, type SQL } from "drizzle-orm";
import type { AdminProduct, ProductFilter, ProductStatus, VariantChange } from "#domain/admin/products";
import { LOW_STOCK_THRESHOLD } from "#domain/admin/dashboard";
import type { ClaimsFinding } from "#domain/claims-check";
import { productCopyTexts, publishClaimsRefusal } from "#domain/claims-copy";
import type { ClaimConditionRefusal } from "#domain/health-claims";
import type { Language } from "#domain/locale";
import type { Database } from "#server/db/client";
import { productMandatoryInformation, productTranslations, productVariants, products } from "#server/db/schema";
import type { Clock } from "#server/commerce/shared/clock";
import type { StaffActor, StaffAudit } from "#server/commerce/shared/staff-audit";
import { loadProducts, publishedSql } from "../catalog-load.ts";
import { priceHistoriesOf, setVariantPrice } from "../price-history.ts";
import { createProductCreator, type ProductCreator } from "./product-creator.ts";
import { readEditableProduct } from "./editable-product.ts";
import { lockProduct, publishProductChange } from "./product-change.ts";
import { createProductEditor, type ProductEditor } from "./product-editor.ts";
import { createHealthClaims, productClaimRefusals, type HealthClaims } from "./health-claims.ts";
import { createProductGallery, type ProductGallery } from "./product-gallery.ts";
import { readTogether } from "#server/db/reads";
import { NON_FOOD_PUBLISH_RULES, PRODUCTION_PUBLISH_RULES, PUBLISH_RULES, publishRefusal, type PublishRefusal } from "./publish-rules.ts";
import { createProductSafetyEditor, type ProductSafetyEditor } from "./product-safety-editor.ts";
import { createParcelOfferEditor, type ParcelOfferEditor } from "../parcel-offers.ts";

export type VariantChangeOutcome =
  | { kind: "done"; changed: boolean; product: AdminProduct }
  | { kind: "not_found" }
  /** Orders (or another member) changed the count since the form was read: `current` is what it is now. */
  | { kind: "stock_moved"; current: number | null; product: AdminProduct };

export type ProductStatusOutcome =
  | { kind: "done"; changed: boolean; product: AdminProduct }
  | { kind: "not_found" }
  /** A publish rule (publish-rules.ts) refused: the product stays a draft. */
  | { kind: "refused"; refusal: PublishRefusal }
  /** Its copy says what the law forbids a supplement's advertising to say (the claims checker). */
  | { kind: "forbidden_claims"; findings: ClaimsFinding[] }
  /** A chosen health claim whose condition of use the daily portion does not meet. */
  | { kind: "claim_conditions"; refusals: ClaimConditionRefusal[] };

/**
 * The editor of a product's texts (`product-editor.ts`), its pictures (`product-gallery.ts`) and the creation of a
 * new draft (`product-creator.ts`) are part of the catalogue's back office.
 */
export interface CatalogAdmin extends ProductEditor, ProductGallery, ProductCreator, HealthClaims, ProductSafetyEditor, ParcelOfferEditor {
  list(filter: ProductFilter, language: Language): Promise<AdminProduct[]>;
  product(id: number, language: Language): Promise<AdminProduct | null>;
  changeVariant(variantId: number, change: VariantChange, actor: StaffActor, language: Language): Promise<VariantChangeOutcome>;
  setStatus(productId: number, status: ProductStatus, actor: StaffActor, language: Language): Promise<ProductStatusOutcome>;
  /** Product titles by id, drafts included, for other back-office lists that name products. */
  titlesOf(ids: readonly number[], language: Language): Promise<Map<number, { handle: string; title: string }>>;
  /** Published products whose mandatory information is still marked as the seed's sample, oldest first (the launch checklist). */
  sampleLabelled(): Promise<number[]>;
}

type VariantRow = typeof productVariants.$inferSelect;

/** What an audit entry keeps of a variant: the fields staff can change here. */
function auditedVariant(row: Pick<VariantRow, "priceMinor" | "stockQuantity" | "availableForSale" | "gtin">) {
  return {
    priceMinor: row.priceMinor,
    stockQuantity: row.stockQuantity,
    availableForSale: row.availableForSale,
    gtin: row.gtin,
  };
}

function likeAnywhere(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The stock ledger's recount (decision 0078): a count typed in the product list becomes an adjustment, so the
 * variant's movements still add up to its stock. The platform hands in the orders module's.
 */
export type StockRecount = (
  tx: Database,
  variantId: number,
  to: number | null,
  staff: { id: number; email: string },
  now: Date,
) => Promise<void>;

export function createCatalogAdmin({
  db,
  clock,
  audit,
  recountStock,
  production = false,
}: {
  db: Database;
  clock: Clock;
  audit: StaffAudit;
  recountStock: StockRecount;
  /** A production store refuses to publish sample mandatory information (publish-rules.ts). */
  production?: boolean;
}): CatalogAdmin {
  const publishRules = production ? PRODUCTION_PUBLISH_RULES : PUBLISH_RULES;
  async function views(tx: Database, ids: readonly number[], language: Language): Promise<AdminProduct[]> {
    if (ids.length === 0) return [];
    // The raw variant rows: the storefront's product folds the sale switch and the stock into one flag.
    const [loaded, rows, statusRows] = await readTogether(tx, [
      () => loadProducts(tx, ids, language, "any"),
      () =>
        tx
          .select()
          .from(productVariants)
          .where(inArray(productVariants.productId, [...ids])),
      () =>
        tx
          .select({ id: products.id, status: products.status })
          .from(products)
          .where(inArray(products.id, [...ids])),
    ]);
    const histories = await priceHistoriesOf(
      tx,
      rows.map((row) => row.id),
    );
    const statusOf = new Map(statusRows.map((row) => [row.id, row.status as ProductStatus]));
    const variantRows = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const product = loaded.get(id);
      if (!product) return [];
      return [
        {
          id,
          handle: product.handle,
          title: product.title,
          status: statusOf.get(id) ?? "draft",
          updatedAt: product.updatedAt.toISOString(),
          variants: product.variants.map((variant) => {
            const row = variantRows.get(variant.id)!;
            return {
              id: variant.id,
              sku: variant.sku,
              title: variant.title === "Default Title" ? "" : variant.title,
              priceMinor: row.priceMinor,
              reduction: variant.reduction && {
                priorPriceMinor: variant.reduction.priorPriceMinor,
                since: variant.reduction.since.toISOString(),
              },
              priceHistory: (histories.get(variant.id) ?? []).map((entry) => ({
                priceMinor: entry.priceMinor,
                validFrom: entry.validFrom.toISOString(),
                validTo: entry.validTo?.toISOString() ?? null,
                changedBy: entry.changedBy,
                reason: entry.reason,
              })),
              stockQuantity: row.stockQuantity,
              availableForSale: row.availableForSale,
              gtin: row.gtin,
            };
          }),
        },
      ];
    });
  }

  const one = async (tx: Database, id: number, language: Language) => (await views(tx, [id], language))[0] ?? null;

  return {
    ...createProductEditor({ db, clock, audit }),
    ...createProductGallery({ db, clock, audit }),
    ...createProductCreator({ db, clock, audit }),
    ...createHealthClaims({ db, clock, audit }),
    ...createProductSafetyEditor({ db, clock, audit }),
    ...createParcelOfferEditor({ db, clock, audit }),

    async list(filter, language) {
      const conditions: SQL[] = [];
      if (filter.status) conditions.push(eq(products.status, filter.status));
      if (filter.q) {
        const pattern = likeAnywhere(filter.q);
        const titled = db
          .select({ id: productTranslations.productId })
          .from(productTranslations)
          .where(ilike(productTranslations.title, pattern));
        const bySku = db.select({ id: productVariants.productId }).from(productVariants).where(ilike(productVariants.sku, pattern));
        conditions.push(or(ilike(products.handle, pattern), inArray(products.id, titled), inArray(products.id, bySku))!);
      }
      if (filter.stock === "low") {
        const low = db
          .select({ id: productVariants.productId })
          .from(productVariants)
          .where(and(isNotNull(productVariants.stockQuantity), lte(productVariants.stockQuantity, LOW_STOCK_THRESHOLD)));
        conditions.push(inArray(products.id, low));
      }
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(...conditions))
        .orderBy(asc(products.id));
      return views(
        db,
        rows.map((row) => row.id),
        language,
      );
    },

    product: (id, language) => one(db, id, language),

    changeVariant: (variantId, change, actor, language) =>
      db.transaction(async (tx): Promise<VariantChangeOutcome> => {
        const [row] = await tx.select().from(productVariants).where(eq(productVariants.id, variantId)).for("update");
        if (!row) return { kind: "not_found" };
        if (row.stockQuantity !== change.expectedStock && row.stockQuantity !== change.stockQuantity) {
          return { kind: "stock_moved", current: row.stockQuantity, product: (await one(tx, row.productId, language))! };
        }
        const before = auditedVariant(row);
        // An absent GTIN is one the form did not send: kept as it is.
        const after = auditedVariant({ ...change, gtin: change.gtin === undefined ? row.gtin : change.gtin });
        if (JSON.stringify(before) === JSON.stringify(after))
          return { kind: "done", changed: false, product: (await one(tx, row.productId, language))! };
        const now = clock();
        await setVariantPrice(tx, {
          variantId,
          priceMinor: change.priceMinor,
          currencyCode: row.currencyCode,
          at: now,
          changedBy: actor.email,
          reason: "admin",
        });
        await tx
          .update(productVariants)
          .set({ availableForSale: change.availableForSale, gtin: after.gtin })
          .where(eq(productVariants.id, variantId));
        if (row.stockQuantity !== change.stockQuantity)
          await recountStock(tx, variantId, change.stockQuantity, { id: actor.staffId, email: actor.email }, now);
        await tx.update(products).set({ updatedAt: now }).where(eq(products.id, row.productId));
        await audit(tx, actor, { action: "product.variant_change", target: { type: "variant", id: variantId }, before, after }, now);
        await publishProductChange(tx, row.productId, "variant_change", now);
        return { kind: "done", changed: true, product: (await one(tx, row.productId, language))! };
      }),

    setStatus: (productId, status, actor, language) =>
      db.transaction(async (tx): Promise<ProductStatusOutcome> => {
        const row = await lockProduct(tx, productId);
        if (!row) return { kind: "not_found" };
        if (row.status === status) return { kind: "done", changed: false, product: (await one(tx, productId, language))! };
        if (status === "active" && row.kind === "non_food") {
          // Not food (decision 0144): the GPSR's information, and neither the label's rules nor the claims checker's.
          const refusal = await publishRefusal(tx, productId, NON_FOOD_PUBLISH_RULES);
          if (refusal) return { kind: "refused", refusal };
        } else if (status === "active") {
          // The publish rules of issue 44, each named and kept where it is defined: the mandatory information
          // (publish-rules.ts), then the copy's words, then the chosen claims' conditions.
          const refusal = await publishRefusal(tx, productId, publishRules);
          if (refusal) return { kind: "refused", refusal };
          const findings = publishClaimsRefusal(productCopyTexts((await readEditableProduct(tx, productId, language))!));
          if (findings) return { kind: "forbidden_claims", findings };
          const refusals = await productClaimRefusals(tx, productId);
          if (refusals.length > 0) return { kind: "claim_conditions", refusals };
        }
        const now = clock();
        await tx.update(products).set({ status, updatedAt: now }).where(eq(products.id, productId));
        await audit(
          tx,
          actor,
          {
            action: status === "active" ? "product.publish" : "product.unpublish",
            target: { type: "product", id: productId },
            before: { status: row.status },
            after: { status },
          },
          now,
        );
        await publishProductChange(tx, productId, status === "active" ? "publish" : "unpublish", now);
        return { kind: "done", changed: true, product: (await one(tx, productId, language))! };
      }),

    async sampleLabelled() {
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .innerJoin(productMandatoryInformation, eq(productMandatoryInformation.productId, products.id))
        .where(and(eq(productMandatoryInformation.sample, true), publishedSql))
        .orderBy(asc(products.id));
      return rows.map((row) => row.id);
    },

    async titlesOf(ids, language) {
      const loaded = await loadProducts(db, ids, language, "any");
      return new Map([...loaded].map(([id, product]) => [id, { handle: product.handle, title: product.title }]));
    },
  };
}
