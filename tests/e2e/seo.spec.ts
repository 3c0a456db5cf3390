import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

interface Offer {
  "@type": string;
  name: string;
  price: string;
  priceCurrency: string;
  availability: string;
  url: string;
}

async function jsonLd(page: Page, type: string) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>).find((doc) => doc["@type"] === type);
}

test.describe("search engine tags", () => {
  test("a product page names its canonical URL, both languages, its sharing tags and its offers", async ({
    page,
    baseURL,
    expectAccessible,
  }) => {
    await page.goto("/products/papillex");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/products/papillex`);
    await expect(page.locator('link[rel="alternate"][hreflang="ro"]')).toHaveAttribute("href", `${baseURL}/products/papillex`);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", `${baseURL}/products/papillex?lng=en`);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", `${baseURL}/products/papillex`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "product");
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "ro_RO");
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /^Papillex/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${baseURL}/products/papillex`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", new RegExp(`^${baseURL}/images/`));
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");

    const product = await jsonLd(page, "Product");
    expect(product?.name).toMatch(/^Papillex/);
    const offers = product?.offers as Offer[];
    expect(offers).toHaveLength(3);
    for (const offer of offers) {
      expect(offer["@type"]).toBe("Offer");
      expect(Number(offer.price)).toBeGreaterThan(0);
      expect(offer.priceCurrency).toBe("RON");
      expect(offer.availability).toBe("https://schema.org/InStock");
      expect(offer.url).toBe(`${baseURL}/products/papillex`);
    }
    const breadcrumb = await jsonLd(page, "BreadcrumbList");
    expect((breadcrumb?.itemListElement as Array<{ name: string }>).map((item) => item.name)).toEqual(["Acasă", "Magazin", product?.name]);
    await expectAccessible(page);
  });

  test("in English the canonical carries ?lng=en, and an unavailable variant is offered out of stock", async ({ page, baseURL }) => {
    await page.goto("/products/ic-well?lng=en");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/products/ic-well?lng=en`);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_US");
    const offers = (await jsonLd(page, "Product"))?.offers as Offer[];
    expect(offers.find((offer) => /3[- ]pack/i.test(offer.name))?.availability).toBe("https://schema.org/OutOfStock");
    expect(offers.filter((offer) => offer.availability === "https://schema.org/InStock").length).toBeGreaterThan(0);
  });

  test("/product and /product/{handle} point their canonical at /products/{handle}", async ({ page, baseURL }) => {
    await page.goto("/product/simplix");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/products/simplix`);
    await page.goto("/product");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/products/ahcc`);
  });
});

test.describe("crawler files", () => {
  test("/sitemap.xml lists every product in both languages with its alternates", async ({ request, baseURL }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
    const xml = await response.text();
    for (const handle of ["papillex", "ahcc", "simplix", "ic-well", "pco-well", "endo-well"]) {
      expect(xml).toContain(`<loc>${baseURL}/products/${handle}</loc>`);
      expect(xml).toContain(`<loc>${baseURL}/products/${handle}?lng=en</loc>`);
    }
    for (const path of ["/", "/shop", "/our-story", "/faq"]) expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${baseURL}/shop?lng=en"/>`);
  });

  test("/robots.txt keeps crawlers out of private pages and names the sitemap", async ({ request, baseURL }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const text = await response.text();
    for (const path of ["/my-account", "/cart", "/checkout", "/api/"]) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});

test.describe("shop cards", () => {
  test("show the rating of published reviews only, with sized responsive pictures", async ({ page, request, expectAccessible }) => {
    const publishedCount = async () => {
      const answer = await request.post("/api/2024-01/graphql.json", {
        headers: { "X-Shopify-Storefront-Access-Token": "e2e-storefront-token-0000000000" },
        data: { query: `{ productByHandle(handle: "papillex") { metafield(namespace: "reviews", key: "rating_count") { value } } }` },
      });
      const json = (await answer.json()) as { data: { productByHandle: { metafield: { value: string } | null } } };
      return Number(json.data.productByHandle.metafield?.value ?? 0);
    };
    const card = (name: RegExp) =>
      page
        .getByRole("main")
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name }) });
    // Other tests publish reviews meanwhile: the card shows a count published between these two readings, and
    // stars only with a count (none at all rather than an invented one).
    const before = await publishedCount();
    await page.goto("/shop");
    await expect(card(/^Papillex/).getByRole("heading", { name: /^Papillex/ })).toBeVisible();
    const after = await publishedCount();
    const countText = await card(/^Papillex/)
      .getByText(/^\d+ (de )?recenzi(e|i)$/)
      .allTextContents();
    const shown = countText.length === 0 ? 0 : Number.parseInt(countText[0]!, 10);
    expect(shown).toBeGreaterThanOrEqual(before);
    expect(shown).toBeLessThanOrEqual(after);
    await expect(card(/^Papillex/).getByRole("img", { name: /din 5 stele$/ })).toHaveCount(shown === 0 ? 0 : 1);
    const picture = card(/^Papillex/).locator("img[srcset]");
    await expect(picture).toHaveAttribute("sizes", /vw/);
    await expect(picture).toHaveAttribute("width", /\d+/);
    await expect(picture).toHaveAttribute("height", /\d+/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/shop$/);
    await expectAccessible(page);
  });
});

test.describe("product images", () => {
  test("come as AVIF to a browser that accepts it, cached for a year when versioned", async ({ page, request }) => {
    await page.goto("/products/papillex");
    const src = await page.getByRole("main").locator("img[srcset]").first().getAttribute("src");
    expect(src).toMatch(/[?&]v=[\w-]+/);
    const response = await request.get(src!, { headers: { Accept: "image/avif,image/webp,*/*" } });
    expect(response.headers()["content-type"]).toBe("image/avif");
    expect(response.headers()["vary"]).toMatch(/Accept/);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("the first product picture is preloaded with high priority", async ({ page }) => {
    await page.goto("/products/papillex");
    const preload = page.locator('link[rel="preload"][as="image"]').first();
    await expect(preload).toHaveAttribute("imagesrcset", /400w/);
    await expect(preload).toHaveAttribute("fetchpriority", "high");
  });
});
