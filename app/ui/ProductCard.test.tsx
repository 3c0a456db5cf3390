// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ProductCard, type ProductCardData } from "./ProductCard.tsx";

const ron = (amount: string) => ({ amount, currencyCode: "RON" });

function card(product: Partial<ProductCardData>) {
  const data: ProductCardData = {
    handle: "papillex",
    title: "Papillex",
    featuredImage: null,
    priceRange: { minVariantPrice: ron("170.00"), maxVariantPrice: ron("510.00") },
    compareAtPriceRange: { minVariantPrice: ron("189.00") },
    metafields: [],
    ...product,
  };
  render(
    <MemoryRouter>
      <ProductCard
        product={data}
        headingLevel={2}
        imageSizes="100vw"
        eager={false}
        compareAtLabel="Lowest price in the last 30 days"
        fromLabel="from"
      />
    </MemoryRouter>,
  );
  return screen.getByRole("article");
}

describe("ProductCard's price", () => {
  it("says 'from' before the lowest price when the options cost different amounts, with no compare-at of another option", () => {
    const article = card({});
    const price = article.querySelector("p:last-of-type")!;
    expect(price.textContent).toMatch(/^from\s*170[.,]00/);
    expect(article.querySelector("s")).toBeNull();
  });

  it("shows one price as it is, its reduction's prior price struck through and said in words (decision 0140)", () => {
    const article = card({
      priceRange: { minVariantPrice: ron("249.00"), maxVariantPrice: ron("249.00") },
      compareAtPriceRange: { minVariantPrice: ron("295.00") },
    });
    expect(article.textContent).not.toMatch(/from/);
    expect(article.querySelector("s[aria-hidden=true]")?.textContent).toMatch(/295[.,]00/);
    expect(article.textContent).toMatch(/Lowest price in the last 30 days: 295[.,]00/);
  });
});
