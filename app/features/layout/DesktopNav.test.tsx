// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestI18n } from "#tests/app/test-i18n.ts";
import { DesktopNav } from "./DesktopNav.tsx";
import { MENU_CLOSE_DELAY_MS } from "./use-menu-group.ts";
import { expectLinkTargets } from "#tests/app/link-targets.ts";
import { defaultCategoryLabels } from "#tests/app/category-labels.ts";

const TOKEN = "test-token";

function renderNav() {
  const i18n = createTestI18n("en");
  const rootData = { publicConfig: { storefrontToken: TOKEN }, categoryLabels: defaultCategoryLabels("en") };
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        loader: () => rootData,
        Component: () => (
          <I18nProvider i18n={i18n}>
            <DesktopNav />
            <button type="button">Outside</button>
          </I18nProvider>
        ),
      },
    ],
    { hydrationData: { loaderData: { root: rootData } } },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const button = (name: string) => screen.getByRole("button", { name });
const hover = (element: HTMLElement) => fireEvent.pointerEnter(element, { pointerType: "mouse" });
const leave = (element: HTMLElement) => fireEvent.pointerLeave(element, { pointerType: "mouse" });
const isOpen = (name: string) => button(name).getAttribute("aria-expanded") === "true";

function productNode(handle: string, extra: { reviewCount?: string; ratingCount?: string; rating?: string } = {}) {
  return {
    id: `gid://shopify/Product/${handle}`,
    handle,
    title: `${handle} title`,
    featuredImage: null,
    metafields: [
      { key: "shortDescription", value: `${handle} in short` },
      extra.reviewCount ? { key: "reviewCount", value: extra.reviewCount } : null,
      extra.ratingCount ? { key: "rating_count", value: extra.ratingCount } : null,
      extra.rating ? { key: "rating", value: JSON.stringify({ scale_min: "1.0", scale_max: "5.0", value: extra.rating }) } : null,
    ],
  };
}

function answer(body: unknown, status = 200) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));
}

/** Lets the lazily loaded product panel and the mocked fetch's promises settle inside React's act. */
async function settle() {
  await act(async () => {
    await import("./ProductMenuPanel.tsx");
    await vi.advanceTimersByTimeAsync(0);
  });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal(
    "fetch",
    vi.fn(() => new Promise(() => {})),
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("desktop dropdowns", () => {
  it("open on hover and close 100 ms after the pointer leaves, not before", () => {
    renderNav();
    hover(button("About us"));
    expect(isOpen("About us")).toBe(true);
    expect(screen.getByRole("link", { name: "Our story" }).getAttribute("href")).toBe("/our-story");

    leave(button("About us"));
    act(() => vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS - 1));
    expect(isOpen("About us")).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(isOpen("About us")).toBe(false);
    expect(screen.queryByRole("link", { name: "Our story" })).toBeNull();
  });

  it("stay open when the pointer comes back within the delay", () => {
    renderNav();
    hover(button("Learn"));
    leave(button("Learn"));
    act(() => vi.advanceTimersByTime(60));
    hover(button("Learn"));
    act(() => vi.advanceTimersByTime(500));
    expect(isOpen("Learn")).toBe(true);
  });

  it("keep only one open at a time", () => {
    renderNav();
    hover(button("About us"));
    leave(button("About us"));
    hover(button("Learn"));
    expect(isOpen("Learn")).toBe(true);
    expect(isOpen("About us")).toBe(false);

    fireEvent.click(button("Shop"));
    expect(isOpen("Shop")).toBe(true);
    expect(isOpen("Learn")).toBe(false);
  });

  it("ignore touch pointers, which open with their tap instead", () => {
    renderNav();
    fireEvent.pointerEnter(button("Learn"), { pointerType: "touch" });
    expect(isOpen("Learn")).toBe(false);
    fireEvent.click(button("Learn"));
    expect(isOpen("Learn")).toBe(true);
  });

  it("stay open when a hovered dropdown's button is clicked, and close on the next click", () => {
    renderNav();
    hover(button("Learn"));
    fireEvent.click(button("Learn"));
    expect(isOpen("Learn")).toBe(true);
    fireEvent.click(button("Learn"));
    expect(isOpen("Learn")).toBe(false);
  });

  it("work by keyboard: Escape closes and returns focus to the button", () => {
    renderNav();
    const learn = button("Learn");
    expect(learn.getAttribute("aria-controls")).toBeTruthy();
    learn.focus();
    fireEvent.click(learn);
    const panel = document.getElementById(learn.getAttribute("aria-controls") ?? "");
    expect(panel?.hidden).toBe(false);
    within(panel as HTMLElement)
      .getByRole("link", { name: "FAQ" })
      .focus();

    fireEvent.keyDown(document.activeElement as Element, { key: "Escape" });
    expect(isOpen("Learn")).toBe(false);
    expect(panel?.hidden).toBe(true);
    expect(document.activeElement).toBe(learn);
  });

  it("close when the route changes", async () => {
    const router = renderNav();
    fireEvent.click(button("Learn"));
    await act(() => router.navigate("/?page=2"));
    expect(isOpen("Learn")).toBe(false);
  });

  it("close when focus moves out of them with Tab, and on a press outside", () => {
    renderNav();
    button("About us").focus();
    fireEvent.click(button("About us"));
    within(screen.getByRole("navigation")).getByRole("link", { name: "Health professionals" }).focus();
    act(() => button("Outside").focus());
    expect(isOpen("About us")).toBe(false);

    fireEvent.click(button("Learn"));
    fireEvent.pointerDown(button("Outside"));
    expect(isOpen("Learn")).toBe(false);
  });
});

describe("product menu panel", () => {
  it("fetches nothing until it is first opened, then shows a spinner while loading", async () => {
    renderNav();
    expect(fetch).not.toHaveBeenCalled();
    hover(button("Shop"));
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status")).toHaveProperty("textContent", "Loading products...");
  });

  it("asks the Storefront API with the public token and the page's language", async () => {
    renderNav();
    fireEvent.click(button("Shop"));
    await settle();
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe("/api/2024-01/graphql.json");
    expect(new Headers(init?.headers).get("X-Shopify-Storefront-Access-Token")).toBe(TOKEN);
    const body = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> };
    expect(body.query).toMatch(/query MenuProducts\b/);
    expect(body.query).toMatch(/@inContext\(language: \$language\)/);
    expect(body.variables).toEqual({ first: 20, language: "EN" });
  });

  it("shows the three priority products with their own reviews' stars and count, description and an add-to-cart link", async () => {
    vi.mocked(fetch).mockImplementation(() =>
      answer({
        data: {
          products: {
            nodes: [
              productNode("endo-well"),
              productNode("simplix", { reviewCount: "2" }),
              productNode("ic-well"),
              productNode("ahcc", { reviewCount: "211" }),
              productNode("papillex", { reviewCount: "128", ratingCount: "4", rating: "4.5" }),
            ],
          },
        },
      }),
    );
    renderNav();
    fireEvent.click(button("Shop"));
    await settle();

    const titles = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(["papillex title", "ahcc title", "simplix title"]);
    // papillex's own 4 reviews, never the catalogue's 128; ahcc's bare 211 and simplix's 2 samples show nothing.
    expect(screen.getByRole("img", { name: "4.5 out of 5 stars" })).toBeTruthy();
    expect(screen.getByText("4 reviews")).toBeTruthy();
    expect(screen.queryByText(/128|211/)).toBeNull();
    expect(screen.getAllByRole("img", { name: /out of 5 stars/ })).toHaveLength(1);
    expect(screen.queryByText("2 reviews")).toBeNull();
    expect(screen.getByText("papillex in short")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Add to cart: papillex title" }).getAttribute("href")).toBe("/products/papillex");
    expect(screen.getByRole("link", { name: /Shop all products/ }).getAttribute("href")).toBe("/shop");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says the products failed to load when the API answers with errors", async () => {
    vi.mocked(fetch).mockImplementation(() => answer({ data: null, errors: [{ message: "boom" }] }));
    renderNav();
    fireEvent.click(button("Shop"));
    await settle();
    expect(screen.getByRole("alert")).toHaveProperty("textContent", "Failed to load products. Please try again later.");
  });

  it("says the products failed to load when the request is refused", async () => {
    vi.mocked(fetch).mockImplementation(() => answer({ errors: [{ message: "Invalid token" }] }, 401));
    renderNav();
    fireEvent.click(button("Shop"));
    await settle();
    expect(screen.getByRole("alert")).toHaveProperty("textContent", "Failed to load products. Please try again later.");
  });

  it("shows the loading text when the list comes back empty", async () => {
    vi.mocked(fetch).mockImplementation(() => answer({ data: { products: { nodes: [] } } }));
    renderNav();
    fireEvent.click(button("Shop"));
    await settle();
    expect(screen.getByText("Loading products...")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("links each concern to its product", async () => {
    renderNav();
    fireEvent.click(button("Shop"));
    await settle();
    expectLinkTargets(document.body, {
      "Cervical health": "/products/papillex",
      "Endometrial health": "/products/endo-well",
      "Bladder health": "/products/ic-well",
      "Ovarian health": "/products/pco-well",
      "Lip care": "/products/simplix",
      "The cold season": "/products/simplix",
      "Immune support": "/products/ahcc",
      "Men's health": "/products/ahcc",
      "Two-product bundle": "/shop",
    });
  });

  it("keeps what it loaded when closed and opened again", async () => {
    vi.mocked(fetch).mockImplementation(() => answer({ data: { products: { nodes: [productNode("ahcc")] } } }));
    renderNav();
    fireEvent.click(button("Shop"));
    await settle();
    fireEvent.click(button("Shop"));
    await settle();
    fireEvent.click(button("Shop"));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("heading", { level: 3, name: "ahcc title" })).toBeTruthy();
  });
});
