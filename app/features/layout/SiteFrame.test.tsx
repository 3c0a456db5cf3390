// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestI18n } from "#tests/app/test-i18n.ts";
import { SiteFrame } from "./SiteFrame.tsx";
import { TEST_PUBLIC_CONFIG } from "#tests/app/public-config.ts";
import { polyfillModalDialogs } from "#tests/app/dialog-polyfill.ts";
import { expectLinkTargets } from "#tests/app/link-targets.ts";
import { defaultCategoryLabels } from "#tests/app/category-labels.ts";

const openDrawer = vi.fn();
vi.mock("#app/features/cart/cart-context.tsx", () => ({ useCart: () => ({ itemCount: 2, openDrawer }) }));
vi.mock("#app/features/currency/CurrencySelector.tsx", () => ({ CurrencySelector: () => <span>EUR</span> }));
// The drawer and the cart notification have tests of their own (app/features/cart).
vi.mock("#app/features/cart/CartDrawerHost.tsx", () => ({ CartDrawerHost: () => null, preloadCartDrawer: () => Promise.resolve() }));
vi.mock("#app/features/cart/CartNotificationToast.tsx", () => ({ CartNotificationToast: () => null }));
// The wishlist follows the session (its own tests, app/features/account); the frame only holds it.
vi.mock("#app/features/account/WishlistProvider.tsx", () => ({
  WishlistProvider: ({ children }: { children: React.ReactNode }) => children,
}));

const publicConfig = TEST_PUBLIC_CONFIG;
const SEED_PRODUCTS = [
  { handle: "papillex", title: "Papillex" },
  { handle: "endo-well", title: "Endo-Well" },
  { handle: "ic-well", title: "IC-Well" },
  { handle: "pco-well", title: "PCO-Well" },
  { handle: "simplix", title: "Simplix" },
  { handle: "ahcc", title: "AHCC" },
];

function renderAt(
  path: string,
  language: "ro" | "en" = "en",
  root: { publicConfig?: Record<string, unknown>; anpcSolUrl?: string | null; shownProducts?: typeof SEED_PRODUCTS } = {},
) {
  const i18n = createTestI18n(language);
  const rootData = {
    publicConfig: root.publicConfig ?? publicConfig,
    anpcSolUrl: root.anpcSolUrl ?? null,
    shownProducts: root.shownProducts ?? SEED_PRODUCTS,
    categoryLabels: defaultCategoryLabels(language),
    companyLine: "Elara Wellness S.R.L. · Nr. ORC J40/1234/2024 · CUI RO12345678 · Strada Exemplului 1, București, Sector 1, 010001",
  };
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        loader: () => rootData,
        Component: function Shell() {
          return (
            <I18nProvider i18n={i18n}>
              <SiteFrame brandName="Elara">
                <h1>Page</h1>
              </SiteFrame>
            </I18nProvider>
          );
        },
        children: [{ path: "*", Component: () => null }],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root: rootData } } },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
  polyfillModalDialogs();
});

beforeEach(() => {
  openDrawer.mockClear();
  vi.stubGlobal("matchMedia", () => ({ matches: false, addEventListener: () => {}, removeEventListener: () => {} }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.removeAttribute("style");
});

describe("site chrome", () => {
  it("shows header, footer and bottom bar on shop pages", () => {
    renderAt("/shop");
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("contentinfo")).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Quick links" })).toBeTruthy();
    expect(screen.getByText("Free shipping on orders over 200 lei")).toBeTruthy();
  });

  it("starts with a skip link that moves focus to the main content", () => {
    renderAt("/");
    const skip = screen.getByRole("link", { name: "Skip to main content" });
    expect(document.body.querySelector("a, button")).toBe(skip);
    fireEvent.click(skip);
    expect(document.activeElement).toBe(screen.getByRole("main"));
    expect(screen.getByRole("main").id).toBe("main-content");
  });

  it("names the cart button with its count and opens the drawer", () => {
    renderAt("/");
    const header = screen.getByRole("banner");
    fireEvent.click(within(header).getByRole("button", { name: "Cart, 2 items" }));
    expect(openDrawer).toHaveBeenCalledTimes(1);
  });

  it("counts the cart in Romanian", () => {
    renderAt("/", "ro");
    expect(within(screen.getByRole("banner")).getByRole("button", { name: "Coș, 2 produse" })).toBeTruthy();
  });
});

describe("bottom bar", () => {
  it("marks the current page and opens the cart drawer", () => {
    renderAt("/shop");
    const bar = screen.getByRole("navigation", { name: "Quick links" });
    expect(within(bar).getByRole("link", { name: "Shop" }).getAttribute("aria-current")).toBe("page");
    expect(within(bar).getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBeNull();
    expect(within(bar).getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    expect(within(bar).getByRole("link", { name: "Account" }).getAttribute("href")).toBe("/my-account");
    fireEvent.click(within(bar).getByRole("button", { name: "Cart, 2 items" }));
    expect(openDrawer).toHaveBeenCalledTimes(1);
  });

  it("is hidden on any path that mentions cart or checkout", () => {
    renderAt("/blog/cart-tips");
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Quick links" })).toBeNull();
  });
});

describe("mobile menu", () => {
  const menuButton = () => screen.getByRole("button", { name: "Menu" });

  it("opens as a modal dialog that locks page scroll until it closes", async () => {
    renderAt("/");
    document.body.style.overflow = "auto";
    expect(menuButton().getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(menuButton());
    const dialog = await screen.findByRole("dialog", { name: "Menu" });
    expect(menuButton().getAttribute("aria-expanded")).toBe("true");
    expect(menuButton().getAttribute("aria-controls")).toBe(dialog.id);
    expect(document.body.style.overflow).toBe("hidden");

    fireEvent.click(within(dialog).getByRole("button", { name: "Close menu" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.body.style.overflow).toBe("auto");
  });

  it("expands one section at a time", async () => {
    renderAt("/");
    fireEvent.click(menuButton());
    const dialog = await screen.findByRole("dialog");
    const section = (name: string) => within(dialog).getByRole("button", { name });
    fireEvent.click(section("Shop"));
    expect(section("Shop").getAttribute("aria-expanded")).toBe("true");
    expect(within(dialog).getByRole("link", { name: "Cervical health" }).getAttribute("href")).toBe("/products/papillex");

    fireEvent.click(section("About us"));
    expect(section("About us").getAttribute("aria-expanded")).toBe("true");
    expect(section("Shop").getAttribute("aria-expanded")).toBe("false");
    expect(within(dialog).queryByRole("link", { name: "Cervical health" })).toBeNull();
    expect(within(dialog).getByRole("link", { name: "Our values" }).getAttribute("href")).toBe("/our-values");
  });

  it("leaves out the concerns whose product is a draft (issue 40 item 7)", async () => {
    renderAt("/", "en", { shownProducts: SEED_PRODUCTS.filter(({ handle }) => handle !== "papillex") });
    fireEvent.click(menuButton());
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Shop" }));
    expect(within(dialog).queryByRole("link", { name: "Cervical health" })).toBeNull();
    expect(within(dialog).getByRole("link", { name: "Endometrial health" }).getAttribute("href")).toBe("/products/endo-well");
  });

  it("closes, with its sections, when the route changes", async () => {
    const router = renderAt("/");
    fireEvent.click(menuButton());
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Learn" }));
    await act(() => router.navigate("/shop"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.body.style.overflow).toBe("");
    fireEvent.click(menuButton());
    expect(
      within(await screen.findByRole("dialog"))
        .getByRole("button", { name: "Learn" })
        .getAttribute("aria-expanded"),
    ).toBe("false");
  });

  it("offers both languages and the currency", async () => {
    renderAt("/shop?sort=new");
    fireEvent.click(menuButton());
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("link", { name: "English" }).getAttribute("href")).toBe("/shop?sort=new&lng=en");
    expect(within(dialog).getByRole("link", { name: "English" }).getAttribute("aria-current")).toBe("true");
    expect(within(dialog).getByRole("link", { name: "Română" }).getAttribute("href")).toBe("/shop?sort=new&lng=ro");
    expect(within(dialog).getByText("EUR")).toBeTruthy();
  });
});

describe("language switcher", () => {
  it("lists the current page in each language, the current one marked", () => {
    renderAt("/products/papillex", "ro");
    const header = screen.getByRole("banner");
    const toggle = within(header).getByRole("button", { name: "Limba: Română" });
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const list = document.getElementById(toggle.getAttribute("aria-controls") ?? "") as HTMLElement;
    expect(within(list).getByRole("link", { name: "English" }).getAttribute("href")).toBe("/products/papillex?lng=en");
    expect(within(list).getByRole("link", { name: "Română" }).getAttribute("aria-current")).toBe("true");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });
});

describe("footer", () => {
  it("lists the published products only, a new one too (issue 40 item 7)", () => {
    renderAt("/", "en", {
      shownProducts: [...SEED_PRODUCTS.filter(({ handle }) => handle !== "ahcc"), { handle: "luna-balance", title: "Luna Balance" }],
    });
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).queryByRole("link", { name: "AHCC" })).toBeNull();
    expect(within(footer).getByRole("link", { name: "Luna Balance" }).getAttribute("href")).toBe("/products/luna-balance");
  });

  it("links products, pages, policies and contacts", () => {
    renderAt("/");
    const footer = screen.getByRole("contentinfo");
    expectLinkTargets(footer, {
      Papillex: "/products/papillex",
      "Endo-Well": "/products/endo-well",
      "IC-Well": "/products/ic-well",
      "PCO-Well": "/products/pco-well",
      Simplix: "/products/simplix",
      AHCC: "/products/ahcc",
      Bundles: "/shop",
      Reviews: "/shop",
      FAQs: "/shop",
      Blog: "/blog",
      "Our story": "/our-story",
      "Health professionals": "/our-researchers",
      "Shipping info": "/cart",
      "Order tracking": "/my-account",
      "Privacy policy": publicConfig.privacyPolicyUrl,
      "Customer support": "mailto:support@elara.example",
      Wholesale: "mailto:wholesale@elara.example",
    });
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Elara. All rights reserved.`)).toBeTruthy();
  });

  it("links every legal page, the store's own privacy page unless PRIVACY_POLICY_URL is set, and reopens the cookie choice", () => {
    renderAt("/", "ro", { publicConfig: { ...publicConfig, privacyPolicyUrl: undefined } });
    const legal = within(screen.getByRole("navigation", { name: "Informații legale" }));
    const href = (name: string) => legal.getByRole("link", { name }).getAttribute("href");
    expect([href("Termeni și condiții"), href("Retur și retragere"), href("Livrare"), href("Politica de cookie-uri")]).toEqual([
      "/terms",
      "/returns-policy",
      "/delivery",
      "/cookies",
    ]);
    expect(href("Politica de confidențialitate")).toBe("/privacy");
    const opened = vi.fn();
    window.addEventListener("elara:open-consent", opened);
    fireEvent.click(legal.getByRole("button", { name: "Setări cookie-uri" }));
    window.removeEventListener("elara:open-consent", opened);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it("names the company as the root loader wrote it, and shows SAL always and SOL only where the owner set its link", () => {
    renderAt("/", "ro");
    const footer = within(screen.getByRole("contentinfo"));
    expect(
      footer.getByText("Elara Wellness S.R.L. · Nr. ORC J40/1234/2024 · CUI RO12345678 · Strada Exemplului 1, București, Sector 1, 010001"),
    ).toBeTruthy();
    const notices = within(footer.getByRole("list", { name: "Protecția consumatorilor" }));
    const sal = notices.getByRole("img", { name: "Soluționarea alternativă a litigiilor (SAL), pe site-ul ANPC" });
    expect([sal.getAttribute("src"), sal.getAttribute("width"), sal.getAttribute("height")]).toEqual(["/anpc/sal.svg", "250", "50"]);
    expect(sal.closest("a")?.getAttribute("href")).toBe("https://anpc.ro/ce-este-sal/");
    expect(notices.queryByRole("img", { name: /SOL/ })).toBeNull();
    cleanup();

    renderAt("/", "en", { anpcSolUrl: "https://anpc.ro/sol/" });
    const sol = screen.getByRole("img", { name: "Online dispute resolution (SOL)" });
    expect(sol.closest("a")?.getAttribute("href")).toBe("https://anpc.ro/sol/");
  });

  it("opens social links in a new tab, safely, and says so", () => {
    renderAt("/");
    const instagram = within(screen.getByRole("contentinfo")).getByRole("link", { name: "Instagram (opens in a new tab)" });
    expect(instagram.getAttribute("href")).toBe("https://www.instagram.com/elara.ro");
    expect(instagram.getAttribute("target")).toBe("_blank");
    expect(instagram.getAttribute("rel")).toBe("noopener noreferrer");
    expect(within(screen.getByRole("contentinfo")).getAllByRole("link", { name: /opens in a new tab/ })).toHaveLength(4);
  });
});
