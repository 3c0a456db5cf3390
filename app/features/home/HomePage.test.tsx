// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Language } from "#domain/locale";
import type { StorefrontClient } from "#app/lib/load-context.ts";
import { homeClaims } from "#domain/store-content";
import { HomePage } from "./HomePage.tsx";
import { createTestI18n } from "#tests/app/test-i18n.ts";
import { UnderRoot } from "#tests/app/under-root.tsx";
import { homeProductsForPage, loadHomeProducts, type HomeProduct, type HomeProductsResult } from "./home-products-query.ts";
import { ProductCarousel } from "./ProductCarousel.tsx";
import { LINEUP_PAGES } from "#tests/app/product-lineup.ts";

function product(handle: string, availableForSale = true): HomeProduct {
  return {
    id: `gid://shopify/Product/${handle}`,
    handle,
    title: handle.toUpperCase(),
    featuredImage: null,
    priceRange: { minVariantPrice: { amount: "249.00", currencyCode: "RON" }, maxVariantPrice: { amount: "249.00", currencyCode: "RON" } },
    compareAtPriceRange: { minVariantPrice: { amount: "0.0", currencyCode: "RON" } },
    variants: { nodes: [{ availableForSale }] },
    metafields: [{ key: "reviewCount", value: "12" }, null],
  };
}

const PRODUCTS = ["papillex", "ahcc", "simplix", "ic-well", "pco-well"].map((handle) => product(handle, handle !== "pco-well"));

function mockViewport({ wide, reducedMotion = false }: { wide: boolean; reducedMotion?: boolean }) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: query.includes("min-width: 768px") ? wide : query.includes("reduce") ? reducedMotion : false,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

function renderIn(element: React.ReactElement, language: Language = "en") {
  return render(
    <I18nProvider i18n={createTestI18n(language)}>
      <UnderRoot>{element}</UnderRoot>
    </I18nProvider>,
  );
}

/** The home page with its products loaded and the owner's hidden claims left out. */
const renderHomeHiding = (hidden: Parameters<typeof homeClaims>[0]) =>
  renderIn(<HomePage products={Promise.resolve({ status: "loaded", products: PRODUCTS })} claims={homeClaims(hidden)} />);

const visibleTitles = () =>
  screen
    .getAllByRole("group")
    .filter((slide) => !slide.hasAttribute("inert"))
    .map((slide) => within(slide).getByRole("heading").textContent);
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("home page", () => {
  it.each<Language>(["ro", "en"])("stacks its 14 sections in the spec's order, each with a heading (%s)", async (language) => {
    mockViewport({ wide: true });
    const missing: string[] = [];
    const i18n = createTestI18n(language, { onMissingKey: (namespace, key) => missing.push(`${namespace}:${key}`) });
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <UnderRoot>
          <HomePage products={Promise.resolve({ status: "loaded", products: PRODUCTS })} claims={homeClaims([])} />
        </UnderRoot>
      </I18nProvider>,
    );
    // The products resolve and the testimonial chunk loads after the first render.
    const slow = { timeout: 5000 };
    await screen.findAllByRole("group", { name: /1 (of|din) 5/ }, slow);
    await screen.findByRole("region", { name: language === "en" ? "Customer testimonials" : "Păreri ale clienților" }, slow);
    const sections = [...container.querySelectorAll(":scope > section")];
    expect(sections).toHaveLength(14);
    for (const section of sections) expect(section.querySelector("h1, h2")).not.toBeNull();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(sections.map((section) => section.id || section.getAttribute("aria-labelledby"))).toEqual([
      "hero-title",
      "announcement-title",
      "products",
      "categories",
      "science",
      "testimonials",
      "stats-title",
      "doctor",
      "press",
      "learn",
      "how-it-works",
      "guarantee-title",
      "quality",
      "subscribe-title",
    ]);
    expect(missing).toEqual([]);
    // The press wordmarks come with the claims, drawn in their own type.
    const lumen = screen.getByRole("img", { name: "Lumen Health Review" }).querySelector("text")!;
    expect([lumen.getAttribute("font-size"), lumen.style.fontStyle]).toEqual(["22", "italic"]);
    expect(screen.getByRole("img", { name: "NORDLYS" }).querySelector("text")!.style.letterSpacing).toBe("0.3em");
  });

  it("leaves out every claim the owner hid, and a section with none left", async () => {
    mockViewport({ wide: true });
    const { container } = renderHomeHiding([
      "press",
      "doctor",
      "stats.bottles",
      "stats.gmp",
      "testimonials.ana",
      "testimonials.irina",
      "testimonials.mihai",
    ]);
    await screen.findAllByRole("group", { name: /1 of 1/ }, { timeout: 5000 });
    const ids = [...container.querySelectorAll(":scope > section")].map((section) => section.id || section.getAttribute("aria-labelledby"));
    expect(ids).not.toContain("press");
    expect(ids).not.toContain("doctor");
    expect(ids).toContain("stats-title");
    expect(container.textContent).not.toMatch(/bottles sold/i);
    expect(container.textContent).toContain("Elena, 31");
    expect(container.textContent).not.toContain("Ana, 38");
    // The strip still fills its loop: four figures repeated, one set read out, the rest hidden from screen readers.
    const strip = container.querySelector("[aria-labelledby='stats-title']")!;
    const read = [...strip.querySelectorAll("li")].filter((item) => !item.closest("[aria-hidden='true']"));
    expect(read).toHaveLength(4);
    expect(strip.textContent).not.toMatch(/GMP/);
  });

  it("drops the testimonials and the stats strip entirely when every item is hidden", () => {
    mockViewport({ wide: true });
    const { container } = renderHomeHiding([
      "testimonials",
      "stats.bottles",
      "stats.formulas",
      "stats.tested",
      "stats.gmp",
      "stats.guarantee",
      "stats.routine",
    ]);
    const ids = [...container.querySelectorAll(":scope > section")].map((section) => section.id || section.getAttribute("aria-labelledby"));
    expect(ids).not.toContain("testimonials");
    expect(ids).not.toContain("stats-title");
    expect(ids).toHaveLength(12);
  });

  it("links each category tile to its product", () => {
    mockViewport({ wide: true });
    renderIn(<HomePage products={new Promise(() => {})} claims={homeClaims([])} />);
    const tiles = within(document.getElementById("categories") as HTMLElement).getAllByRole("link");
    expect(tiles.map((tile) => tile.getAttribute("href"))).toEqual(LINEUP_PAGES);
    // The owner's names, by default naming no disease (issue 64 item 3): not the specification's "(HPV)", "cold sores".
    expect(tiles.map((tile) => tile.textContent)).toContain("Lips and the cold seasonDiscover Simplix →");
    expect(tiles.map((tile) => tile.textContent)).toContain("Cervical healthDiscover Papillex →");
    expect(screen.getByRole("status").textContent).toBe("Loading products…");
  });
});

describe("the products the page comes with", () => {
  const answeringAfter = (ms: number): StorefrontClient => ({
    query: <T,>() => new Promise<T>((resolve) => setTimeout(() => resolve({ products: { nodes: PRODUCTS } } as T), ms)),
  });

  it("are the products themselves when the shop answers within the wait, and the page shows them at once", async () => {
    const { products } = await homeProductsForPage(answeringAfter(0), 200);
    expect(products).not.toBeInstanceOf(Promise);
    expect((products as HomeProductsResult).status).toBe("loaded");
    mockViewport({ wide: true });
    renderIn(<HomePage products={products} claims={homeClaims([])} />);
    expect(screen.queryByText("Loading products…")).toBeNull();
    expect(screen.getAllByRole("heading", { name: "PAPILLEX" }).length).toBeGreaterThan(0);
  });

  it("are left to stream in when the shop is slower than the wait, and come whole when it answers", async () => {
    const started = Date.now();
    const { products } = await homeProductsForPage(answeringAfter(150), 10);
    expect(Date.now() - started).toBeLessThan(150);
    expect(products).toBeInstanceOf(Promise);
    const result = await products;
    expect(result.status === "loaded" && result.products.map((item) => item.handle)).toContain("papillex");
  });
});

describe("product carousel", () => {
  beforeEach(() => vi.useFakeTimers());
  const loaded: HomeProductsResult = { status: "loaded", products: PRODUCTS };

  it("shows 3 products from 768 px up, advances every 4 s and wraps after the last full view", () => {
    mockViewport({ wide: true });
    renderIn(<ProductCarousel result={loaded} />);
    expect(visibleTitles()).toEqual(["PAPILLEX", "AHCC", "SIMPLIX"]);
    advance(4000);
    expect(visibleTitles()).toEqual(["AHCC", "SIMPLIX", "IC-WELL"]);
    advance(4000);
    expect(visibleTitles()).toEqual(["SIMPLIX", "IC-WELL", "PCO-WELL"]);
    advance(4000);
    expect(visibleTitles()).toEqual(["PAPILLEX", "AHCC", "SIMPLIX"]);
  });

  it("shows 1 product below 768 px and moves with the arrows", () => {
    mockViewport({ wide: false });
    renderIn(<ProductCarousel result={loaded} />);
    expect(visibleTitles()).toEqual(["PAPILLEX"]);
    fireEvent.click(screen.getByRole("button", { name: "Previous products" }));
    expect(visibleTitles()).toEqual(["PCO-WELL"]);
    fireEvent.click(screen.getByRole("button", { name: "Next products" }));
    fireEvent.click(screen.getByRole("button", { name: "Next products" }));
    expect(visibleTitles()).toEqual(["AHCC"]);
  });

  it("holds still while an arrow is hovered and resumes 2 s after a swipe", () => {
    mockViewport({ wide: false });
    renderIn(<ProductCarousel result={loaded} />);
    fireEvent.mouseEnter(screen.getByRole("button", { name: "Next products" }));
    advance(10_000);
    expect(visibleTitles()).toEqual(["PAPILLEX"]);
    fireEvent.mouseLeave(screen.getByRole("button", { name: "Next products" }));

    const track = screen.getByRole("group", { name: "1 of 5" }).parentElement?.parentElement as HTMLElement;
    fireEvent.touchStart(track, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(track, { changedTouches: [{ clientX: 251 }] });
    expect(visibleTitles()).toEqual(["PAPILLEX"]);
    fireEvent.touchStart(track, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(track, { changedTouches: [{ clientX: 249 }] });
    expect(visibleTitles()).toEqual(["AHCC"]);
    advance(2000);
    advance(3999);
    expect(visibleTitles()).toEqual(["AHCC"]);
    advance(1);
    expect(visibleTitles()).toEqual(["SIMPLIX"]);
  });

  it("does not move by itself under reduced motion and offers no pause button then", () => {
    mockViewport({ wide: false, reducedMotion: true });
    renderIn(<ProductCarousel result={loaded} />);
    advance(20_000);
    expect(visibleTitles()).toEqual(["PAPILLEX"]);
    expect(screen.queryByRole("button", { name: /automatic/ })).toBeNull();
  });

  it("puts 'Unavailable' over a card whose first variant is not for sale", () => {
    mockViewport({ wide: true });
    renderIn(<ProductCarousel result={loaded} />);
    // The fifth card is out of view (aria-hidden) at first.
    const lastSlide = document.querySelector('[aria-label="5 of 5"]') as HTMLElement;
    expect(within(lastSlide).getByText("Unavailable")).toBeTruthy();
    expect(within(screen.getByRole("group", { name: "1 of 5" })).queryByText("Unavailable")).toBeNull();
  });

  it("shows the empty error state, with developer tips outside production, when the store query fails", async () => {
    const failing: StorefrontClient = { query: () => Promise.reject(new Error("GraphQL errors: store unavailable")) };
    const result = await loadHomeProducts(failing);
    expect(result).toEqual({ status: "error", message: "GraphQL errors: store unavailable" });
    renderIn(<ProductCarousel result={result} />);
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("No products available")).toBeTruthy();
    expect(alert.textContent).toContain("GraphQL errors: store unavailable");
    expect(within(alert).getByText("Developer tips")).toBeTruthy();
  });

  it("sorts store products by priority and treats an empty catalogue as the error state", async () => {
    const answer = (nodes: HomeProduct[]): StorefrontClient => ({
      query: <T,>() => Promise.resolve({ products: { nodes } } as T),
    });
    const sorted = await loadHomeProducts(answer([product("ic-well"), product("simplix"), product("papillex")]));
    expect(sorted.status === "loaded" && sorted.products.map((p) => p.handle)).toEqual(["papillex", "simplix", "ic-well"]);
    expect((await loadHomeProducts(answer([]))).status).toBe("error");
  });
});
