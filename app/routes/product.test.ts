import { describe, expect, it } from "vitest";
import type { PageContent } from "#domain/store-content";
import type { ReviewsReader, StoreLoadContext, StorefrontClient } from "#app/lib/load-context.ts";
import { receivedTexts } from "#app/lib/i18n/translator.ts";
import { loader } from "./product.tsx";
import { reviewsPage } from "#tests/app/reviews-page.ts";

const noReviews: ReviewsReader = { firstPage: () => Promise.resolve(null) };

const ownerContent =
  (changes: Partial<PageContent> = {}) =>
  () =>
    Promise.resolve<PageContent>({ texts: {}, hidden: [], bottlesSold: 250_000, version: 0, updatedAt: null, ...changes });

function callLoader(
  storefront: StorefrontClient,
  handle = "papillex",
  language: StoreLoadContext["language"] = "en",
  reviews: ReviewsReader = noReviews,
  pageContent: StoreLoadContext["pageContent"] = ownerContent(),
) {
  // A data request's context: the mandatory information none, the HTML-only content sent as data (decision 0100).
  const context = {
    storefront,
    language,
    reviews,
    pageContent,
    mandatoryInformation: () => Promise.resolve(null),
    htmlOnly: <T>(_key: string, value: T) => value,
  } as unknown as StoreLoadContext;
  return loader({ context, request: new Request(`http://localhost/products/${handle}`), params: { handle } } as Parameters<
    typeof loader
  >[0]);
}

/** The fallback answer carries a header, so it comes wrapped in `data()`. */
function unwrap(result: Awaited<ReturnType<typeof callLoader>>) {
  if (!("init" in result)) throw new Error("expected the fallback answer");
  return { body: result.data, init: result.init };
}

const failing: StorefrontClient = { query: () => Promise.reject(new Error("Shopify API error: 502 - Bad Gateway")) };

describe("product loader", () => {
  it("answers a missing product with a 404 (the page's 'Error Loading Product' panel)", async () => {
    const missing: StorefrontClient = { query: <T>() => Promise.resolve({ productByHandle: null } as T) };
    await expect(callLoader(missing, "no-such-product")).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("shows the spec's sample product at 49.95 USD (monthly 44.95, quarterly 42.45) when the storefront fails", async () => {
    const { body, init } = unwrap(await callLoader(failing));
    expect(body.loadError).toBe("Shopify API error: 502 - Bad Gateway");
    expect(new Headers(init?.headers).get("Cache-Control")).toBe("no-store");
    expect(body.product.handle).toBe("papillex");
    expect(body.product.images.nodes).toEqual([]);
    expect(body.product.variants.nodes.map((variant) => [variant.title, variant.price.amount, variant.price.currencyCode])).toEqual([
      ["Single Bottle", "49.95", "USD"],
      ["Monthly subscription", "44.95", "USD"],
      ["Quarterly subscription", "42.45", "USD"],
    ]);
  });

  it("names the sample product in the request's language", async () => {
    const ro = unwrap(await callLoader(failing, "ahcc", "ro")).body.product;
    const en = unwrap(await callLoader(failing, "ahcc", "en")).body.product;
    expect(ro.title).toBe("Produs exemplu");
    expect(en.title).toBe("Sample product");
  });

  it("sends the first page of the reviews of the product its query answered (not read again), and its texts", async () => {
    const page = reviewsPage({ reviews: [], average: 4.5, count: 2, distribution: { 5: 1, 4: 1, 3: 0, 2: 0, 1: 0 } });
    const product = { id: "gid://shopify/Product/1", metafields: [], handle: "papillex", variants: { nodes: [] } };
    const found: StorefrontClient = { query: <T>() => Promise.resolve({ productByHandle: product } as T) };
    const result = await callLoader(found, "papillex", "en", {
      firstPage: (asked) => Promise.resolve(asked === product ? page : null),
    });
    if ("init" in result) throw new Error("expected the product's own answer");
    expect(result.reviews).toEqual(page);
    expect(Object.keys(receivedTexts(result.translations)!)).toContain("reviews");
  });

  it("renders the page without reviews when they cannot be read", async () => {
    const found: StorefrontClient = {
      query: <T>() => Promise.resolve({ productByHandle: { id: "gid://shopify/Product/1", metafields: [] } } as T),
    };
    const result = await callLoader(found, "papillex", "en", { firstPage: () => Promise.reject(new Error("database down")) });
    if ("init" in result) throw new Error("expected the product's own answer");
    expect(result.reviews).toBeNull();
    expect(
      unwrap(await callLoader(failing, "papillex", "en", { firstPage: () => Promise.reject(new Error("down")) })).body.reviews,
    ).toBeNull();
  });

  it("sends the owner's bottles-sold figure in the page's language, or none when the owner hid it or it cannot be read", async () => {
    const found: StorefrontClient = {
      query: <T>() => Promise.resolve({ productByHandle: { id: "gid://shopify/Product/1", metafields: [] } } as T),
    };
    const figure = async (language: "ro" | "en", content: StoreLoadContext["pageContent"]) => {
      const result = await callLoader(found, "papillex", language, noReviews, content);
      return "init" in result ? null : result.bottlesSold;
    };
    expect(await figure("ro", ownerContent({ bottlesSold: 312_500 }))).toBe("312.500");
    expect(await figure("en", ownerContent({ bottlesSold: 312_500 }))).toBe("312,500");
    expect(await figure("ro", ownerContent({ hidden: ["stats.bottles"] }))).toBeNull();
    expect(await figure("ro", () => Promise.reject(new Error("database down")))).toBeNull();
  });
});
