/**
 * For the checkout's component tests: the providers the root layout gives the checkout pages (texts, toasts,
 * session, display currency, cart) inside a memory router, a cart with Papillex, and a fake network for the
 * order routes. A test file that uses it mocks `leave-for-payment.ts` itself, as mocks belong to the file.
 */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type InitialEntry, type RouteObject } from "react-router";
import { afterEach, beforeEach, expect, vi } from "vitest";
import type { CartItem } from "#domain/cart";
import type { Language } from "#domain/locale";
import { AuthProvider } from "#app/features/account/AuthProvider.tsx";
import { CartProvider } from "#app/features/cart/cart-context.tsx";
import { CheckoutPage } from "#app/features/checkout/CheckoutPage.tsx";
import { CurrencyProvider } from "#app/features/currency/CurrencyProvider.tsx";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { ToastProvider } from "#app/features/toast/ToastProvider.tsx";
import { jsonResponse } from "./json-response.ts";
import { TEST_PUBLIC_CONFIG } from "./public-config.ts";
import { strictTestI18n } from "./test-i18n.ts";

/** Renders `pages` under the store's root providers, as the root loader would have answered in `language`. */
export function renderInStoreShell(
  pages: RouteObject[],
  { language = "en" as Language, initialEntries }: { language?: Language; initialEntries: InitialEntry[] },
) {
  localStorage.setItem("elara_currency", "RON");
  const i18n = strictTestI18n(language);
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        Component: function Shell() {
          return (
            <I18nProvider i18n={i18n}>
              <ToastProvider>
                <AuthProvider storefrontToken="test-token">
                  <CurrencyProvider>
                    <CartProvider storageKey="elara_cart">
                      <Outlet />
                    </CartProvider>
                  </CurrencyProvider>
                </AuthProvider>
              </ToastProvider>
            </I18nProvider>
          );
        },
        children: pages,
      },
    ],
    {
      initialEntries,
      hydrationData: { loaderData: { root: { language, currency: "RON", brandName: "Elara", publicConfig: TEST_PUBLIC_CONFIG } } },
    },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/**
 * Every test of the file starts with empty storage, a `<dialog>` that opens and the file's `leave-for-payment.ts` mock
 * not yet called, and ends with the real network.
 */
export function resetCheckoutForEachTest(leaveForPayment: { mockReset(): void }) {
  beforeEach(() => {
    leaveForPayment.mockReset();
    localStorage.clear();
    sessionStorage.clear();
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.setAttribute("open", "");
    };
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}

export const VARIANT = "gid://shopify/ProductVariant/1";

export const PAPILLEX: CartItem = {
  id: VARIANT,
  name: "Papillex - Single Bottle",
  image: "/images/papillex.webp",
  price: 189,
  quantity: 1,
  variant: "Single Bottle",
  isSubscription: false,
  handle: "papillex",
  currencyCode: "RON",
};

export const money = (amount: string) => ({ amount, currencyCode: "RON" });

/** What a store with a card provider (or the sandbox) takes. */
export const ALL_METHODS = ["card", "paypal", "apple_pay", "google_pay", "cod"];

export const fanCourier = (price: string) => ({
  id: "fan-courier",
  name: "Fan Courier",
  deliveryTime: "3–5 business days",
  price: money(price),
});

export function quoteFor(body: { lines: Array<{ quantity: number }>; discountCode?: string; country?: string }) {
  const quantity = body.lines.reduce((sum, line) => sum + line.quantity, 0);
  const subtotal = 18900 * quantity;
  const percent = body.discountCode === "ELARA10" ? 10 : 0;
  const discount = Math.round((subtotal * percent) / 100);
  const shipping = subtotal - discount >= 20000 ? 0 : 1999;
  const total = subtotal - discount + shipping;
  const decimal = (minor: number) => (minor / 100).toFixed(2);
  return {
    currencyCode: "RON",
    lines: [
      {
        variantId: VARIANT,
        productHandle: "papillex",
        title: "Papillex — Cervical Health Support",
        variantTitle: "Single Bottle",
        quantity,
        unitPrice: money("189.00"),
        total: money(decimal(subtotal)),
        isSubscription: false,
        isGift: false,
      },
    ],
    subtotal: money(decimal(subtotal)),
    discount: percent ? { code: "ELARA10", percent, amount: money(decimal(discount)) } : null,
    shipping: money(decimal(shipping)),
    tax: {
      ratePercent: 21,
      amount: money(decimal(total - Math.round((total * 100) / 121))),
      scheme: "domestic",
      rates: [{ ratePercent: 21, amount: money(decimal(total - Math.round((total * 100) / 121))) }],
    },
    total: money(decimal(total)),
    freeShippingFrom: money("200.00"),
    shippingOptions: [fanCourier(decimal(shipping))],
    shippingService: fanCourier(decimal(shipping)),
    // The default zones: cash on delivery in Romania only.
    codAllowed: (body.country ?? "RO") === "RO",
    paymentMethods: ALL_METHODS,
    discountAllocations: [],
    promotionHints: [],
    codeSetAside: false,
    ...(body.discountCode
      ? {
          discountCode: percent
            ? { code: "ELARA10", valid: true, percent, title: "Discount applied", message: "10% off applied" }
            : {
                code: body.discountCode,
                valid: false,
                percent: 0,
                reason: "unknown",
                title: "Invalid Discount Code",
                message: "Please check your code and try again",
              },
        }
      : {}),
  };
}

export function orderSummary(orderNumber: number, status: string) {
  const quote = quoteFor({ lines: [{ quantity: 1 }] });
  return {
    id: `gid://shopify/Order/${orderNumber}`,
    orderNumber,
    name: `#${orderNumber}`,
    status,
    email: "ana@example.ro",
    language: "en",
    createdAt: "2026-03-01T10:00:00.000Z",
    paidAt: null,
    currencyCode: "RON",
    lines: quote.lines,
    subtotal: quote.subtotal,
    discount: null,
    shipping: quote.shipping,
    tax: quote.tax,
    total: quote.total,
    payment: { method: "cod", status: "pending", attempt: 1 },
    shippingAddress: null,
    billingAddress: null,
    note: null,
    subscription: null,
  };
}

export type Handler = (body: Record<string, unknown>, init: RequestInit) => Response | Promise<Response>;

/** The order routes as the test wants them answered; records what was posted to each. */
export function server(overrides: Record<string, Handler> = {}) {
  const posted: Record<string, Array<Record<string, unknown>>> = {};
  const handlers: Record<string, Handler> = {
    "/api/price-order": (body) => jsonResponse(quoteFor(body as never)),
    "/api/create-order": () =>
      jsonResponse({ orderId: "gid://shopify/Order/1", orderNumber: 1001, status: "payment_due_on_delivery", total: money("208.99") }, 201),
    "/api/order-status": (body) => jsonResponse({ order: orderSummary(Number(body.orderNumber), "payment_due_on_delivery") }),
    "/api/validate-discount": (body) =>
      body.code === "ELARA10"
        ? jsonResponse({ valid: true, code: "ELARA10", percent: 10, title: "Discount applied", message: "10% off applied" })
        : jsonResponse({
            valid: false,
            code: body.code,
            percent: 0,
            reason: "unknown",
            title: "Invalid Discount Code",
            message: "Please check your code and try again",
          }),
    ...overrides,
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body ?? "{}")) as Record<string, unknown>;
      (posted[url] ??= []).push(body);
      const handler = handlers[url] ?? (url.includes("graphql") ? handlers.graphql : undefined);
      return handler ? handler(body, init) : jsonResponse({ error: "Not found" }, 404);
    }),
  );
  return posted;
}

function Elsewhere() {
  const location = useLocation();
  return (
    <p>
      Now at {location.pathname}
      {location.search}
    </p>
  );
}

/** The checkout at /checkout with `items` in the cart; anywhere else shows where the page sent the shopper. */
export function renderCheckout({ language = "en" as Language, items = [PAPILLEX] } = {}) {
  localStorage.setItem("elara_cart", JSON.stringify(items));
  return renderInStoreShell(
    [
      { path: "checkout", Component: CheckoutPage },
      { path: "*", Component: Elsewhere },
    ],
    { language, initialEntries: ["/checkout"] },
  );
}

export function field(label: string | RegExp) {
  return screen.getByLabelText(label, { selector: "input, select, textarea" });
}

export function type(label: string | RegExp, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

export function expectFieldError(label: string | RegExp, message: string) {
  const input = field(label);
  expect(input.getAttribute("aria-invalid")).toBe("true");
  const describedBy = input.getAttribute("aria-describedby")?.split(" ") ?? [];
  expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(message);
}

/** The form has taken its skeleton's place: the page's heading comes first, from the server (issue 69 item 2). */
export async function checkoutFormShown() {
  await waitFor(() => expect(document.querySelector('input[name="email"]')).not.toBeNull());
}

export async function fillValidOrder() {
  await checkoutFormShown();
  type("Email", "ana@example.ro");
  type("First name", "Ana");
  type("Last name", "Pop");
  type(/^Address/, "Str. Lalelelor 3");
  type("City", "Cluj-Napoca");
  type("Postal code / ZIP", "400001");
  fireEvent.change(field("County"), { target: { value: "Cluj" } });
  type("Phone", "0722 000 000");
  fireEvent.click(screen.getByRole("checkbox", { name: "I have read and agree to the terms and conditions" }));
}

export async function waitForTotal(total: RegExp) {
  await waitFor(() => expect(screen.getByText("Total to pay").parentElement?.textContent).toMatch(total));
}
