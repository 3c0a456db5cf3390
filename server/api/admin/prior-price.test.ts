/**
 * The Omnibus prior price end to end (issue 66 item 1, decision 0140): prices the owner sets through the admin API
 * on days the test's clock names, and what the Storefront API and the product page's JSON-LD then claim. On PGlite,
 * and on PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PRODUCT_QUERY, type ProductDetail } from "#app/features/product/product-query.ts";
import { productMeta } from "#app/features/seo/route-meta.ts";
import { newProductForm } from "#tests/fixtures/shared-forms.ts";
import { testTranslations } from "#tests/app/test-i18n.ts";
import { testClock } from "#tests/server/account-kit.ts";
import { testConfig } from "#tests/server/platform-kit.ts";
import { refusal } from "#tests/server/problem-kit.ts";
import { seededStoreOwnerForFile } from "#tests/server/staff-kit.ts";
import { priceHistory, productVariants } from "#server/db/schema";

const DAY = 24 * 60 * 60 * 1000;
/** Day 0 of the stories; the seed opened every price on 2026-01-05, more than 30 days before. */
const DAY_ZERO = new Date("2026-03-02T09:00:00.000Z");
const onDay = (day: number) => new Date(DAY_ZERO.getTime() + day * DAY);

const clock = testClock(DAY_ZERO);
const { database, kit, call, signInOwner, saveVariantRow } = seededStoreOwnerForFile(clock);

/** The owner sets a variant's price on a day. */
async function setPrice(sku: string, price: string, day: number, extra: Record<string, unknown> = {}) {
  clock.set(onDay(day));
  return saveVariantRow(sku, { price, ...extra });
}

/** The product page's own query, as its loader runs it, in Romanian. */
async function productPage(handle: string): Promise<ProductDetail> {
  const response = await kit.app.request("/api/2024-01/graphql.json", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": testConfig.publicStorefrontToken },
    body: JSON.stringify({ query: PRODUCT_QUERY, variables: { handle } }),
  });
  const body = (await response.json()) as { data: { productByHandle: ProductDetail }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data.productByHandle;
}

const variantOf = (product: ProductDetail, title: RegExp) => product.variants.nodes.find((variant) => title.test(variant.title))!;
const metafield = (variant: ProductDetail["variants"]["nodes"][number], key: string) =>
  variant.metafields.find((entry) => entry?.key === key)?.value;

/** The offers of the page's Product JSON-LD, as the page's meta builds them from the same answer. */
function jsonLdOffers(product: ProductDetail): Array<Record<string, unknown>> {
  const matches = [
    {
      id: "root",
      data: {
        language: "ro",
        brandName: "Elara",
        publicConfig: { baseUrl: "https://elara.example" },
        translations: testTranslations("ro"),
      },
    },
  ];
  const meta = productMeta(matches, { ...product, images: { nodes: product.images.nodes.map((image) => ({ large: image.large })) } });
  const ld = meta.find(
    (descriptor) => (descriptor as { "script:ld+json"?: { "@type": string } })["script:ld+json"]?.["@type"] === "Product",
  );
  return (ld as { "script:ld+json": { offers: Array<Record<string, unknown>> } })["script:ld+json"].offers;
}

describe("the prior price of a reduction", () => {
  it("is the lowest of the 30 days before the cut, through a stepped reduction, and the API and JSON-LD agree", async () => {
    // 189 since the seed's opening → 199 on day 0: a raise, nothing struck through.
    expect((await setPrice("PAP-1", "199", 0)).status).toBe(200);
    expect(variantOf(await productPage("papillex"), /O sticlă/).compareAtPrice).toBeNull();

    // → 159 on day 10: 189 was charged in the 30 days before, and it is the lowest.
    const cut = await setPrice("PAP-1", "159", 10);
    expect(cut.status).toBe(200);
    const single = cut.json.product.variants.find((variant: { sku: string }) => variant.sku === "PAP-1");
    expect(single.reduction).toEqual({ priorPriceMinor: 18900, since: onDay(10).toISOString() });
    expect(single.priceHistory.map((entry: { priceMinor: number; reason: string }) => [entry.priceMinor, entry.reason])).toEqual([
      [18900, "opening"],
      [19900, "admin"],
      [15900, "admin"],
    ]);
    let page = await productPage("papillex");
    expect(variantOf(page, /O sticlă/)).toMatchObject({
      price: { amount: "159.00" },
      compareAtPrice: { amount: "189.00", currencyCode: "RON" },
    });

    // → 139 on day 20, while the reduction runs: the first step's prior price stays.
    expect((await setPrice("PAP-1", "139", 20)).status).toBe(200);
    page = await productPage("papillex");
    const stepped = variantOf(page, /O sticlă/);
    expect(stepped).toMatchObject({ price: { amount: "139.00" }, compareAtPrice: { amount: "189.00" } });

    const offers = jsonLdOffers(page);
    const offer = offers.find((candidate) => candidate.name === stepped.title)!;
    expect(offer).toMatchObject({
      price: stepped.price.amount,
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        priceType: "https://schema.org/StrikethroughPrice",
        price: stepped.compareAtPrice!.amount,
        priceCurrency: "RON",
      },
    });
    // The pack is no reduction: no compare-at, no struck-through offer, whatever it saves against single bottles.
    const pack = variantOf(page, /Pachet 3/);
    expect(pack.compareAtPrice).toBeNull();
    expect(offers.find((candidate) => candidate.name === pack.title)).not.toHaveProperty("priceSpecification");
    // 3 × 139 = 417 lei is less than the pack's 510: buying singly is cheaper today, so the pack claims no saving.
    expect(metafield(pack, "single_bottles_price")).toBeUndefined();
    expect(metafield(pack, "savings")).toBe("0");
  });

  it("compares a product on sale for less than 30 days with the lowest price since its launch", async () => {
    clock.set(onDay(100));
    const owner = await signInOwner();
    const created = await call("POST", "/api/admin/products", {
      member: owner,
      body: newProductForm({ handle: "omnibus-nou", skuPrefix: "OMN", singlePrice: "199", packPrice: "510", subscriptionPrice: "179" }),
    });
    expect(created.status).toBe(201);
    expect((await setPrice("OMN-1", "189", 102)).json.product.variants[0].reduction).toEqual({
      priorPriceMinor: 19900,
      since: onDay(102).toISOString(),
    });
    expect((await setPrice("OMN-1", "219", 105)).json.product.variants[0].reduction).toBeNull();
    // Day 12 of its life: 189, charged on days 2–5, is the lowest since launch.
    const cut = await setPrice("OMN-1", "179", 112);
    expect(cut.json.product.variants[0].reduction).toEqual({ priorPriceMinor: 18900, since: onDay(112).toISOString() });
  });

  it("refuses a typed compare-at price with 400 naming the field, changing nothing", async () => {
    const [before] = await database.db.select().from(productVariants).where(eq(productVariants.sku, "SMX-1"));
    const rowsBefore = await database.db.select().from(priceHistory).where(eq(priceHistory.variantId, before!.id));
    const refused = await setPrice("SMX-1", "99", 200, { compareAtPrice: "299" });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual(
      refusal(
        400,
        "invalid_field",
        "“Price before discount” is no longer typed: the store computes it from the price history (the lowest price of the last 30 days). Send only the new price.",
        "compareAtPrice",
      ),
    );
    const [after] = await database.db.select().from(productVariants).where(eq(productVariants.sku, "SMX-1"));
    expect(after).toEqual(before);
    expect(await database.db.select().from(priceHistory).where(eq(priceHistory.variantId, before!.id))).toEqual(rowsBefore);
  });
});
