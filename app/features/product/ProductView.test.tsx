// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createTestI18n } from "#tests/app/test-i18n.ts";
import { logError } from "#app/features/monitoring/report.ts";
import { reportFunnelStep } from "#app/features/attribution/funnel-step.ts";
import { fallbackProduct } from "./fallback-product.ts";
import type { ReviewsPage } from "#domain/reviews";
import type { ProductDetail } from "./product-query.ts";
import { FALLBACK_LOG_MESSAGE, ProductView } from "./ProductView.tsx";
import { reviewsPage } from "#tests/app/reviews-page.ts";

vi.mock("./purchase/PurchasePanel.tsx", () => ({
  PurchasePanel: ({ nonFood }: { nonFood?: boolean }) => <p>{nonFood ? "non-food purchase panel" : "purchase panel"}</p>,
}));
vi.mock("#app/features/monitoring/report.ts", () => ({ logError: vi.fn() }));
vi.mock("#app/features/attribution/funnel-step.ts", () => ({ reportFunnelStep: vi.fn() }));

const product: ProductDetail = {
  ...fallbackProduct("papillex", "en"),
  id: "gid://shopify/Product/1",
  title: "Papillex",
  description: "Plain description.",
  metafields: [
    { key: "category", value: "Cervical health" },
    { key: "reviewCount", value: "2" },
    { key: "shortDescription", value: "A formula with AHCC." },
    { key: "formula", value: "Per daily serving:\nAHCC — 500 mg" },
    { key: "directions", value: "2 capsules daily" },
    { key: "benefit_1_title", value: "Supports immunity" },
    { key: "benefit_1_description", value: "Vitamin C and zinc." },
    { key: "benefit_1_icon", value: "check" },
    { key: "ingredient_1_title", value: "Zinc" },
    { key: "ingredient_1_description", value: "As bisglycinate." },
    { key: "faq_1_question", value: "Who is it for?" },
    { key: "faq_1_answer", value: "Adult women." },
    null,
  ],
};

/**
 * The page as a navigation shows it, with its texts in the data: the script-free sections are a chunk of their own
 * (ProductTexts.tsx), so the page is on screen once that chunk has loaded.
 */
async function renderView(props: { product: ProductDetail; loadError?: string; reviews?: ReviewsPage | null }) {
  const view = render(
    <I18nProvider i18n={createTestI18n("en")}>
      <ProductView reviews={null} bottlesSold="250.000" freeShipping="200 lei" {...props} />
    </I18nProvider>,
  );
  await screen.findByRole("heading", { level: 1 });
  return view;
}

beforeEach(() => {
  vi.mocked(logError).mockClear();
  vi.mocked(reportFunnelStep).mockClear();
  // The reviews section asks the server for reviews the page came without; its own tests answer.
  vi.stubGlobal("fetch", () => new Promise(() => {}));
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
});

describe("ProductView", () => {
  it("shows category, title, rating with review count and short description above the purchase panel", async () => {
    await renderView({ product });
    expect(screen.getByText("Cervical health")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Papillex" })).toBeTruthy();
    const short = screen.getByText("A formula with AHCC.");
    expect(short.compareDocumentPosition(screen.getByText("purchase panel")) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText(/could not load this product's live details/)).toBeNull();
    expect(logError).not.toHaveBeenCalled();
    await vi.dynamicImportSettled();
    expect(vi.mocked(reportFunnelStep).mock.calls).toEqual([["product_view"]]);
  });

  it("shows no rating beside the title while only the spec's sample reviews are shown", async () => {
    await renderView({ product });
    const title = screen.getByRole("heading", { level: 1, name: "Papillex" });
    expect(title.parentElement?.parentElement?.querySelector('a[href="#reviews"]')).toBeNull();
    expect(screen.queryByText("2 reviews")).toBeNull();
  });

  it("shows no rating for a bare catalogue count that no review backs", async () => {
    await renderView({ product: { ...product, metafields: [{ key: "reviewCount", value: "128" }] } });
    expect(screen.queryByText(/128/)).toBeNull();
    expect(screen.queryByRole("img", { name: /out of 5 stars/ })).toBeNull();
  });

  it("shows the store's own average and count once the product has reviews, linked to them", async () => {
    const reviews = reviewsPage({ reviews: [], average: 4.3, count: 3, distribution: { 5: 1, 4: 2, 3: 0, 2: 0, 1: 0 } });
    await renderView({ product, reviews });
    const link = screen.getByRole("link", { name: "4.3 out of 5 stars 3 reviews" });
    expect(link.getAttribute("href")).toBe("#reviews");
    expect(await screen.findByRole("heading", { level: 2, name: "Customer reviews" })).toBeTruthy();
  });

  it("shows the detail accordions with one paragraph per line", async () => {
    await renderView({ product });
    const formula = screen.getByText("Formula").closest("details") as HTMLDetailsElement;
    expect(formula.open).toBe(false);
    expect([...formula.querySelectorAll("p")].map((p) => p.textContent)).toEqual(["Per daily serving:", "AHCC — 500 mg"]);
    expect(screen.queryByText("Quality standards")).toBeNull();
  });

  it("shows the benefits, the ingredient carousel (its own chunk) and the FAQ", async () => {
    await renderView({ product });
    expect(screen.getByRole("heading", { name: "Benefits" })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Ingredients" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Frequently asked questions" })).toBeTruthy();
    fireEvent.click(screen.getByText("Who is it for?"));
    expect(screen.getByText("Adult women.")).toBeTruthy();
  });

  it("leaves a supplement's claims line off a non-food product and tells the purchase panel (decision 0144)", async () => {
    await renderView({ product });
    expect(screen.getByRole("region", { name: "Our promises" })).toBeTruthy();
    cleanup();
    await renderView({ product: { ...product, metafields: [...product.metafields, { key: "product_kind", value: "non_food" }] } });
    expect(screen.queryByRole("region", { name: "Our promises" })).toBeNull();
    expect(screen.queryByText(/GMP|vegan capsules/i)).toBeNull();
    expect(screen.getByText("non-food purchase panel")).toBeTruthy();
  });

  it("keeps every in-page anchor target and the product safety heading clear of the sticky header", async () => {
    const withSafety = {
      ...product,
      metafields: [
        ...product.metafields,
        { key: "product_kind", value: "non_food" },
        { key: "safety_manufacturer", value: JSON.stringify({ name: "Pillbox Co.", address: "Shenzhen", contact: "", country: "CN" }) },
        { key: "safety_warnings", value: "Keep away from small children." },
      ],
    };
    const reviews = reviewsPage({ reviews: [], average: 4.3, count: 3, distribution: { 5: 1, 4: 2, 3: 0, 2: 0, 1: 0 } });
    const { container } = await renderView({ product: withSafety, reviews });
    await screen.findByRole("heading", { level: 2, name: "Customer reviews" });
    const targets = [
      ...[...container.querySelectorAll('a[href^="#"]')].map((link) => document.getElementById(link.getAttribute("href")!.slice(1))),
      screen.getByRole("heading", { level: 2, name: "Product safety" }),
    ];
    expect(targets.length).toBeGreaterThan(1);
    for (const target of targets) {
      expect(target).not.toBeNull();
      expect(target!.className).toContain("md:scroll-mt-28");
    }
  });

  it("says live data could not be loaded and logs the spec's message for the fallback product", async () => {
    await renderView({ product: fallbackProduct("ahcc", "en"), loadError: "Shopify API error: 502 - Bad Gateway" });
    expect(screen.getByText(/could not load this product's live details/).getAttribute("role")).toBe("status");
    expect(screen.getByRole("img", { name: "Image unavailable" })).toBeTruthy();
    expect(logError).toHaveBeenCalledWith(
      FALLBACK_LOG_MESSAGE,
      expect.objectContaining({ metadata: { handle: "ahcc", error: "Shopify API error: 502 - Bad Gateway" } }),
    );
    expect(FALLBACK_LOG_MESSAGE).toBe("Failed to load product from Shopify, showing fallback data");
  });
});
