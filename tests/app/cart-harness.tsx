/**
 * For the cart's component tests: the providers the root layout gives every page (texts, toasts,
 * display currency, cart) inside a memory router, a stored cart, and a fake network for the
 * Storefront API and the discount route.
 */
import { act, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, vi } from "vitest";
import type { CartItem } from "#domain/cart";
import type { CurrencyCode } from "#domain/currency";
import { CurrencyProvider, useCurrency } from "#app/features/currency/CurrencyProvider.tsx";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { createTestI18n } from "./test-i18n.ts";
import { ToastProvider } from "#app/features/toast/ToastProvider.tsx";
import { CartProvider, useCart } from "#app/features/cart/cart-context.tsx";
import { forgetLineQuotes } from "#app/features/cart/use-cart-lines.ts";
import type { KnownCart } from "#app/features/cart/KnownCartProvider.tsx";
import { TEST_PUBLIC_CONFIG } from "#tests/app/public-config.ts";

export const publicConfig = TEST_PUBLIC_CONFIG;

export const papillexSingle: CartItem = {
  id: "v1",
  name: "Papillex — suport pentru sănătatea cervicală - O sticlă",
  image: "/images/papillex.webp",
  price: 189,
  quantity: 1,
  variant: "O sticlă",
  isSubscription: false,
  handle: "papillex",
  currencyCode: "RON",
};

export const papillexMonthly: CartItem = {
  ...papillexSingle,
  id: "v3",
  name: "Papillex — suport pentru sănătatea cervicală - Abonament lunar",
  price: 170,
  variant: "Abonament lunar",
  isSubscription: true,
  subscriptionType: "monthly",
};

/** The catalogue's answer for papillex, by currency: names in English, prices as the server converts them. */
const PAPILLEX_PRICES: Record<string, [string, string]> = { RON: ["189.00", "170.00"], EUR: ["37.99", "34.17"] };

/** What the cart page's loader sends when the cart cookie names no line (or for a navigation inside the app). */
export function knownCart(items: CartItem[] = [], quotes: KnownCart["quotes"] = []): KnownCart {
  return { items, quotes, language: "en", currency: "RON" };
}

/** The server's quotes for papillex in lei, as the cart page's loader reads them with the lines it draws. */
export const PAPILLEX_QUOTES_IN_LEI: KnownCart["quotes"] = [
  [
    "v1",
    {
      productHandle: "papillex",
      productTitle: "Papillex — Cervical Health Support",
      variantTitle: "Single Bottle",
      metafields: {},
      price: { amountMinor: 18_900, currencyCode: "RON" },
      availableForSale: true,
    },
  ],
  [
    "v3",
    {
      productHandle: "papillex",
      productTitle: "Papillex — Cervical Health Support",
      variantTitle: "Monthly Subscription",
      metafields: { subscription: "true" },
      price: { amountMinor: 17_000, currencyCode: "RON" },
      availableForSale: true,
    },
  ],
];

export interface FakeNetwork {
  fetch: ReturnType<typeof vi.fn>;
  /** Bodies posted to /api/validate-discount. */
  discountCodes: string[];
}

/**
 * Answers the line-quote document from `PAPILLEX_PRICES` (or fails while `failQuotes` says so) and
 * the discount route as the server does: only ELARA10 and ELARA5 are valid.
 */
export function fakeNetwork({ failQuotes = () => false }: { failQuotes?: () => boolean } = {}): FakeNetwork {
  const discountCodes: string[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    if (url === "/api/2024-01/graphql.json") {
      if (failQuotes()) return new Response("unavailable", { status: 503 });
      const currency = (body.variables as { country: string }).country === "DE" ? "EUR" : "RON";
      const [single = "0", monthly = "0"] = PAPILLEX_PRICES[currency] ?? [];
      const money = (amount: string) => ({ amount, currencyCode: currency });
      const subscription = { key: "subscription", value: "true" };
      return json({
        data: {
          p0: {
            title: "Papillex — Cervical Health Support",
            variants: {
              nodes: [
                { id: "v1", title: "Single Bottle", availableForSale: true, price: money(single), metafields: [null] },
                { id: "v3", title: "Monthly Subscription", availableForSale: true, price: money(monthly), metafields: [subscription] },
              ],
            },
          },
        },
      });
    }
    if (url === "/api/validate-discount") {
      const code = String(body.code).trim().toUpperCase();
      discountCodes.push(code);
      const percent = code === "ELARA10" ? 10 : code === "ELARA5" ? 5 : 0;
      return percent > 0
        ? json({ valid: true, code, percent, title: "Discount applied", message: `${percent}% off applied` })
        : json({
            valid: false,
            code,
            percent: 0,
            reason: "unknown",
            title: "Invalid Discount Code",
            message: "Please check your code and try again",
          });
    }
    return json({ error: "Not found" }, 404);
  });
  vi.stubGlobal("fetch", fetch);
  return { fetch, discountCodes };
}

/** Buttons for what the page around the cart does: add as the product page does, open the drawer, choose a currency. */
function PageControls() {
  const { addItem, openDrawer } = useCart();
  const { setCurrency } = useCurrency();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          const { quantity, ...item } = papillexSingle;
          addItem(item, quantity + 1);
          openDrawer();
        }}
      >
        Add two bottles
      </button>
      <button type="button" onClick={openDrawer}>
        Open cart
      </button>
      <button type="button" onClick={() => setCurrency("EUR")}>
        Show euro
      </button>
    </>
  );
}

type HarnessOptions = { language?: "ro" | "en"; currency?: CurrencyCode; items?: CartItem[] };

export function renderWithCart(ui: ReactNode, options: HarnessOptions = {}) {
  return render(<RouterProvider router={cartRouter(ui, options)} />);
}

/** As the server renders it: no effects, so nothing is read from storage. */
export function renderWithCartToString(ui: ReactNode, options: HarnessOptions = {}): string {
  return renderToString(withCart(ui, options));
}

/** `ui` inside the providers, for a test that renders it itself (hydrating the server's HTML, say). */
export function withCart(ui: ReactNode, options: HarnessOptions = {}) {
  return <RouterProvider router={cartRouter(ui, options)} />;
}

function cartRouter(ui: ReactNode, { language = "en", currency = "RON", items = [] }: HarnessOptions) {
  localStorage.setItem("elara_currency", currency);
  localStorage.setItem("elara_cart", JSON.stringify(items));
  const i18n = createTestI18n(language);
  const rootData = { language, currency, brandName: "Elara", publicConfig };
  return createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        Component: function Shell() {
          return (
            <I18nProvider i18n={i18n}>
              <ToastProvider>
                <CurrencyProvider>
                  <CartProvider storageKey="elara_cart">
                    <PageControls />
                    {ui}
                  </CartProvider>
                </CurrencyProvider>
              </ToastProvider>
            </I18nProvider>
          );
        },
        children: [{ path: "*", Component: () => null }],
      },
    ],
    { initialEntries: ["/"], hydrationData: { loaderData: { root: rootData } } },
  );
}

/**
 * Every test of the file starts with no remembered line quotes, on a fake clock, and leaves no stored cart,
 * stubbed global, display-currency or cart cookie behind; `flush` moves the clock inside `act`.
 */
export function freshCartOnFakeClockForEachTest() {
  beforeEach(() => {
    forgetLineQuotes();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
    document.cookie = "elara_currency=; Max-Age=0; Path=/";
    document.cookie = "elara_cart=; Max-Age=0; Path=/";
  });
}

export async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
