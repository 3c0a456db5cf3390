/**
 * A new product (issue 40 item 7, decision 0081): the rows the storefront needs for a product to exist, written in
 * one audited transaction, as a draft. It has the shop's three purchase options as the seed builds them — the
 * "Opțiune de cumpărare" option with one bottle, the 3-pack and the monthly subscription — so the product page, the
 * cart, the subscription rules and the stock ledger read it like any other; the texts, pictures and sections are
 * written afterwards in the editor, and the owner publishes it from the list.
 */
import { inArray } from "drizzle-orm";
import { BOTTLE_WEIGHT_GRAMS } from "#domain/shipping-zones";
import { newProductSkus, type NewProduct } from "#domain/admin/products";
import type { Language } from "#domain/locale";
import { THREE_PACK_BOTTLES } from "#domain/product-rules";
import type { Database } from "#server/db/client";
import {
  ANY_LOCALE,
  productOptionTranslations,
  productOptionValueTranslations,
  productOptionValues,
  productOptions,
  productTranslations,
  productVariants,
  products,
  stockMovements,
  variantMetafields,
  variantOptionValues,
} from "#server/db/schema";
import type { Clock } from "#server/commerce/shared/clock";
import type { StaffActor, StaffAudit } from "#server/commerce/shared/staff-audit";
import { setVariantPrice } from "../price-history.ts";
import { publishProductChange } from "./product-change.ts";

export type ProductCreateOutcome =
  | { kind: "created"; id: number }
  /** Another product has this address. */
  | { kind: "handle_taken" }
  /** One of the three SKUs the prefix makes is another variant's. */
  | { kind: "sku_taken"; sku: string };

export interface ProductCreator {
  create(input: NewProduct, actor: StaffActor): Promise<ProductCreateOutcome>;
}

/** The option and its values in the words the seed uses, which the storefront's title rules recognise in both languages. */
const PURCHASE_OPTION: Record<Language, string> = { ro: "Opțiune de cumpărare", en: "Purchase option" };
const VALUES: Record<"single" | "pack" | "subscription", Record<Language, string>> = {
  single: { ro: "O sticlă", en: "Single Bottle" },
  pack: { ro: "Pachet 3 sticle", en: "3-Pack" },
  subscription: { ro: "Abonament lunar", en: "Monthly Subscription" },
};
const LANGUAGES: readonly Language[] = ["ro", "en"];

/** Thrown inside the transaction to undo what it wrote when a concurrent create took a SKU after the check. */
class SkuRace extends Error {
  constructor(readonly sku: string) {
    super(`SKU ${sku} taken meanwhile`);
  }
}

/** One of the three purchase options, as it is to be written. */
interface NewVariant {
  key: keyof typeof VALUES;
  sku: string;
  priceMinor: number;
  stock: number | null;
  grams: number;
}

/** A written variant, as the audit entry keeps it. */
interface WrittenVariant {
  id: number;
  sku: string;
  priceMinor: number;
  stock: number | null;
}

/** What every variant's rows are written with: the transaction, the product and its option, who and when. */
interface VariantInsertion {
  tx: Database;
  productId: number;
  optionId: number | null;
  actor: StaffActor;
  now: Date;
}

/**
 * The three purchase options the seed gives every product, at the prices the owner asked for; or, for a non-food
 * product unless the owner asks for the three (decision 0144), one variant.
 */
function newVariants(input: NewProduct): NewVariant[] {
  const skus = newProductSkus(input.skuPrefix);
  const { single, pack, subscription } = input.priceMinor;
  const first: NewVariant = { key: "single", sku: skus.single, priceMinor: single, stock: input.stock.single, grams: BOTTLE_WEIGHT_GRAMS };
  if (input.purchaseOptions === "single" || pack === null || subscription === null) return [first];
  return [
    first,
    {
      key: "pack",
      sku: skus.pack,
      priceMinor: pack,
      stock: input.stock.pack,
      grams: THREE_PACK_BOTTLES * BOTTLE_WEIGHT_GRAMS,
    },
    {
      key: "subscription",
      sku: skus.subscription,
      priceMinor: subscription,
      stock: null,
      grams: BOTTLE_WEIGHT_GRAMS,
    },
  ];
}

/** The product, its titles and its purchase option; null when another product has its address. */
async function insertProduct(
  tx: Database,
  input: NewProduct,
  now: Date,
  withOption: boolean,
): Promise<{ productId: number; optionId: number | null } | null> {
  const [row] = await tx
    .insert(products)
    .values({
      handle: input.handle,
      vendor: "",
      status: "draft",
      vatClass: input.vatClass,
      kind: input.kind,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: products.handle })
    .returning({ id: products.id });
  if (!row) return null;
  const productId = row.id;
  await tx
    .insert(productTranslations)
    .values(LANGUAGES.map((locale) => ({ productId, locale, title: input.title[locale], description: "", descriptionHtml: "" })));
  // One variant has no option: the platform titles it "Default Title" and the page shows no choice (as Shopify does).
  if (!withOption) return { productId, optionId: null };
  const [option] = await tx.insert(productOptions).values({ productId, position: 0 }).returning({ id: productOptions.id });
  await tx
    .insert(productOptionTranslations)
    .values(LANGUAGES.map((locale) => ({ optionId: option!.id, locale, name: PURCHASE_OPTION[locale] })));
  return { productId, optionId: option!.id };
}

/** A purchase option's value of the product's option, in both languages. */
async function insertOptionValue(tx: Database, optionId: number, position: number, key: NewVariant["key"]): Promise<number> {
  const [value] = await tx.insert(productOptionValues).values({ optionId, position }).returning({ id: productOptionValues.id });
  await tx
    .insert(productOptionValueTranslations)
    .values(LANGUAGES.map((locale) => ({ valueId: value!.id, locale, value: VALUES[key][locale] })));
  return value!.id;
}

/** One purchase option: its option value, the variant, its opening stock and its metafields. */
async function insertVariant(
  { tx, productId, optionId, actor, now }: VariantInsertion,
  position: number,
  variant: NewVariant,
  singleId: number,
): Promise<WrittenVariant> {
  const valueId = optionId === null ? null : await insertOptionValue(tx, optionId, position, variant.key);
  const [inserted] = await tx
    .insert(productVariants)
    .values({
      productId,
      position,
      sku: variant.sku,
      priceMinor: variant.priceMinor,
      currencyCode: "RON",
      stockQuantity: variant.stock,
      weightGrams: variant.grams,
      // A subscription counts no stock of its own: its deliveries take single bottles (decision 0078).
      ...(variant.key === "subscription" ? { stockFromVariantId: singleId } : {}),
    })
    .onConflictDoNothing({ target: productVariants.sku })
    .returning({ id: productVariants.id });
  if (!inserted) throw new SkuRace(variant.sku);
  if (valueId !== null) await tx.insert(variantOptionValues).values({ variantId: inserted.id, valueId });
  await setVariantPrice(tx, {
    variantId: inserted.id,
    priceMinor: variant.priceMinor,
    currencyCode: "RON",
    at: now,
    changedBy: actor.email,
    reason: "opening",
  });
  if (variant.stock !== null)
    await tx.insert(stockMovements).values({
      variantId: inserted.id,
      cause: "opening",
      sourceKey: "opening",
      change: variant.stock,
      balanceAfter: variant.stock,
      staffId: actor.staffId,
      staffEmail: actor.email,
      createdAt: now,
    });
  // What a pack or a subscription saves is computed when read, from today's prices (decision 0140).
  if (variant.key === "subscription")
    await tx
      .insert(variantMetafields)
      .values({ variantId: inserted.id, namespace: "custom", locale: ANY_LOCALE, key: "subscription", type: "boolean", value: "true" });
  return {
    id: inserted.id,
    sku: variant.sku,
    priceMinor: variant.priceMinor,
    stock: variant.stock,
  };
}

export function createProductCreator({ db, clock, audit }: { db: Database; clock: Clock; audit: StaffAudit }): ProductCreator {
  return {
    async create(input, actor) {
      const variants = newVariants(input);
      try {
        return await db.transaction(async (tx): Promise<ProductCreateOutcome> => {
          const taken = await tx
            .select({ sku: productVariants.sku })
            .from(productVariants)
            .where(
              inArray(
                productVariants.sku,
                variants.map((variant) => variant.sku),
              ),
            );
          if (taken[0]) return { kind: "sku_taken", sku: taken[0].sku };
          const now = clock();
          const created = await insertProduct(tx, input, now, variants.length > 1);
          if (!created) return { kind: "handle_taken" };
          const { productId, optionId } = created;
          let singleId = 0;
          const written: WrittenVariant[] = [];
          for (const [position, variant] of variants.entries()) {
            const variantWritten = await insertVariant({ tx, productId, optionId, actor, now }, position, variant, singleId);
            if (variant.key === "single") singleId = variantWritten.id;
            written.push(variantWritten);
          }
          await audit(
            tx,
            actor,
            {
              action: "product.create",
              target: { type: "product", id: productId },
              after: {
                handle: input.handle,
                status: "draft",
                title: input.title,
                vat_class: input.vatClass,
                kind: input.kind,
                variants: written,
              },
            },
            now,
          );
          await publishProductChange(tx, productId, "create", now);
          return { kind: "created", id: productId };
        });
      } catch (error) {
        if (error instanceof SkuRace) return { kind: "sku_taken", sku: error.sku };
        throw error;
      }
    },
  };
}
