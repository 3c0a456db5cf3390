import { describe, expect, it } from "vitest";
import { homeMeta, productMeta, shopMeta, type SeoProduct } from "./route-meta.ts";
import { testTranslations } from "#tests/app/test-i18n.ts";

const ORIGIN = "https://elara.example";

function matches(language: "ro" | "en") {
  return [
    { id: "root", data: { language, brandName: "Elara", publicConfig: { baseUrl: ORIGIN }, translations: testTranslations(language) } },
  ];
}

const money = (amount: string) => ({ amount, currencyCode: "RON" });

const icWell: SeoProduct = {
  handle: "ic-well",
  title: "IC-Well",
  description: "Bladder support.",
  vendor: "Elara",
  images: { nodes: [{ large: `${ORIGIN}/images/seed/ic-well-1.svg?width=1200` }] },
  variants: {
    nodes: [
      { title: "Single bottle", availableForSale: true, price: money("249.00"), sku: "IC-1" },
      { title: "3-Pack", availableForSale: false, price: money("672.30") },
      { title: "Monthly", availableForSale: true, price: money("224.10") },
    ],
  },
};

function find(descriptors: ReturnType<typeof homeMeta>, test: (d: Record<string, unknown>) => boolean) {
  return descriptors.filter((d) => test(d as Record<string, unknown>)) as Array<Record<string, unknown>>;
}

describe("page SEO", () => {
  it("gives Romanian the bare URL as canonical, English ?lng=en, and both as alternates with x-default", () => {
    for (const [language, canonical] of [
      ["ro", `${ORIGIN}/shop`],
      ["en", `${ORIGIN}/shop?lng=en`],
    ] as const) {
      const meta = shopMeta(matches(language));
      expect(find(meta, (d) => d.rel === "canonical")).toEqual([{ tagName: "link", rel: "canonical", href: canonical }]);
      expect(find(meta, (d) => d.rel === "alternate").map((d) => [d.hrefLang, d.href])).toEqual([
        ["ro", `${ORIGIN}/shop`],
        ["en", `${ORIGIN}/shop?lng=en`],
        ["x-default", `${ORIGIN}/shop`],
      ]);
      expect(find(meta, (d) => d.property === "og:url")[0]?.content).toBe(canonical);
      expect(find(meta, (d) => d.property === "og:locale")[0]?.content).toBe(language === "ro" ? "ro_RO" : "en_US");
    }
  });

  it("gives the home page a title, description, website type and an absolute share image", () => {
    const meta = homeMeta(matches("en"));
    expect(find(meta, (d) => "title" in d)).toHaveLength(1);
    expect(find(meta, (d) => d.property === "og:type")[0]?.content).toBe("website");
    // The flagship bottle, its label in the page's language.
    expect(find(meta, (d) => d.property === "og:image")[0]?.content).toBe(
      `${ORIGIN}/images/seed/papillex-1.svg?width=1200&format=jpg&lang=en`,
    );
    expect(find(meta, (d) => d.name === "twitter:card")[0]?.content).toBe("summary_large_image");
  });
});

describe("product SEO", () => {
  const meta = productMeta(matches("en"), icWell);
  const jsonLd = find(meta, (d) => "script:ld+json" in d).map((d) => d["script:ld+json"] as Record<string, unknown>);
  const product = jsonLd.find((doc) => doc["@type"] === "Product")!;

  it("points every product path at /products/{handle}", () => {
    expect(find(meta, (d) => d.rel === "canonical")[0]?.href).toBe(`${ORIGIN}/products/ic-well?lng=en`);
    expect(find(meta, (d) => d.property === "og:type")[0]?.content).toBe("product");
    expect(find(meta, (d) => d.property === "og:image")[0]?.content).toBe(`${ORIGIN}/images/seed/ic-well-1.svg?width=1200`);
  });

  it("offers each variant with its price, currency, availability and URL", () => {
    expect(product.offers).toEqual([
      {
        "@type": "Offer",
        name: "Single bottle",
        price: "249.00",
        priceCurrency: "RON",
        availability: "https://schema.org/InStock",
        url: `${ORIGIN}/products/ic-well?lng=en`,
        sku: "IC-1",
      },
      expect.objectContaining({ name: "3-Pack", availability: "https://schema.org/OutOfStock" }),
      expect.objectContaining({ name: "Monthly", price: "224.10", availability: "https://schema.org/InStock" }),
    ]);
  });

  it("claims an AggregateRating only with a known average and at least one review", () => {
    expect(product).not.toHaveProperty("aggregateRating");
    const rated = productMeta(matches("en"), icWell, { average: 4.8, count: 12 });
    const ratedProduct = find(rated, (d) => "script:ld+json" in d)
      .map((d) => d["script:ld+json"] as Record<string, unknown>)
      .find((doc) => doc["@type"] === "Product");
    expect(ratedProduct?.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 4.8, reviewCount: 12, bestRating: 5 });
    const unrated = productMeta(matches("en"), icWell, { average: 0, count: 0 });
    expect(JSON.stringify(unrated)).not.toContain("AggregateRating");
  });

  it("lays the breadcrumb Home › Shop › product", () => {
    const breadcrumb = jsonLd.find((doc) => doc["@type"] === "BreadcrumbList");
    expect(breadcrumb?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/?lng=en` },
      { "@type": "ListItem", position: 2, name: "Shop", item: `${ORIGIN}/shop?lng=en` },
      { "@type": "ListItem", position: 3, name: "IC-Well", item: `${ORIGIN}/products/ic-well?lng=en` },
    ]);
  });
});
