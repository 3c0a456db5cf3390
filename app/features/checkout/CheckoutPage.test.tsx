// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CartItem } from "#domain/cart";
import type { Language } from "#domain/locale";
import { AuthProvider } from "#app/features/account/AuthProvider.tsx";
import { CartProvider } from "#app/features/cart/cart-context.tsx";
import { CurrencyProvider } from "#app/features/currency/CurrencyProvider.tsx";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { strictTestI18n } from "#tests/app/test-i18n.ts";
import { ToastProvider } from "#app/features/toast/ToastProvider.tsx";
import { STORAGE_KEYS } from "#app/lib/storage-keys.ts";
import { CheckoutPage } from "./CheckoutPage.tsx";
import { TEST_PUBLIC_CONFIG } from "#tests/app/public-config.ts";
import { SIGNED_IN_USER } from "#tests/app/account-kit.tsx";
import { jsonResponse } from "#tests/app/json-response.ts";

const leaveForPayment = vi.hoisted(() => vi.fn());
vi.mock("./leave-for-payment.ts", () => ({ leaveForPayment }));

const PUBLIC_CONFIG = TEST_PUBLIC_CONFIG;

const VARIANT = "gid://shopify/ProductVariant/1";

const PAPILLEX: CartItem = {
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

const money = (amount: string) => ({ amount, currencyCode: "RON" });

/** What a store with a card provider (or the sandbox) takes. */
const ALL_METHODS = ["card", "paypal", "apple_pay", "google_pay", "cod"];

const fanCourier = (price: string) => ({ id: "fan-courier", name: "Fan Courier", deliveryTime: "3–5 business days", price: money(price) });

function quoteFor(body: { lines: Array<{ quantity: number }>; discountCode?: string; country?: string }) {
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

function orderSummary(orderNumber: number, status: string) {
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

type Handler = (body: Record<string, unknown>, init: RequestInit) => Response | Promise<Response>;

/** The order routes as the test wants them answered; records what was posted to each. */
function server(overrides: Record<string, Handler> = {}) {
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

function renderCheckout({ language = "en" as Language, items = [PAPILLEX] } = {}) {
  localStorage.setItem("elara_currency", "RON");
  localStorage.setItem("elara_cart", JSON.stringify(items));
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
        children: [
          { path: "checkout", Component: CheckoutPage },
          { path: "*", Component: Elsewhere },
        ],
      },
    ],
    {
      initialEntries: ["/checkout"],
      hydrationData: { loaderData: { root: { language, currency: "RON", brandName: "Elara", publicConfig: PUBLIC_CONFIG } } },
    },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function field(label: string | RegExp) {
  return screen.getByLabelText(label, { selector: "input, select, textarea" });
}

function type(label: string | RegExp, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

function expectFieldError(label: string | RegExp, message: string) {
  const input = field(label);
  expect(input.getAttribute("aria-invalid")).toBe("true");
  const describedBy = input.getAttribute("aria-describedby")?.split(" ") ?? [];
  expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(message);
}

async function fillValidOrder() {
  await screen.findByRole("heading", { name: "Checkout", level: 1 });
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

async function waitForTotal(total: RegExp) {
  await waitFor(() => expect(screen.getByText("Total to pay").parentElement?.textContent).toMatch(total));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  leaveForPayment.mockReset();
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("checkout form rules", () => {
  it("shows every required field's message next to it, focuses the first and sends no order", async () => {
    const posted = server();
    renderCheckout();
    await screen.findByRole("heading", { name: "Checkout", level: 1 });
    fireEvent.click(screen.getByRole("button", { name: "Continue to secure payment" }));
    expect(document.activeElement).toBe(field("Email"));
    expectFieldError("Email", "Enter your email address.");
    expectFieldError("First name", "Enter your first name.");
    expectFieldError("Last name", "Enter your last name.");
    expectFieldError(/^Address/, "Enter your street address.");
    expectFieldError("City", "Enter your city.");
    expectFieldError("Postal code / ZIP", "Enter your postal code.");
    expectFieldError("County", "Choose your county.");
    expectFieldError("Phone", "Enter a phone number for the courier.");
    expect(screen.getByText("Please correct the highlighted fields.")).toBeTruthy();
    // Optional fields stay quiet.
    expect(field(/Apartment/).hasAttribute("aria-invalid")).toBe(false);
    expect(field(/Company/).hasAttribute("aria-invalid")).toBe(false);
    expect(posted["/api/create-order"]).toBeUndefined();
  });

  it("needs a Romanian county from the list, and takes a free-text region elsewhere", async () => {
    server();
    renderCheckout();
    await fillValidOrder();
    fireEvent.change(field("County"), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue to secure payment" }));
    expectFieldError("County", "Choose your county.");
    expect(document.activeElement).toBe(field("County"));
    fireEvent.change(field("Country"), { target: { value: "DE" } });
    expect(screen.queryByLabelText("County")).toBeNull();
    expect(field(/State \/ province \/ region/).hasAttribute("aria-invalid")).toBe(false);
  });

  it("needs the terms", async () => {
    const posted = server();
    renderCheckout();
    await fillValidOrder();
    const terms = screen.getByRole("checkbox", { name: "I have read and agree to the terms and conditions" });
    fireEvent.click(terms);
    fireEvent.click(screen.getByRole("button", { name: "Continue to secure payment" }));
    expect(document.activeElement).toBe(terms);
    expect(terms.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("You must agree to the terms and conditions to place your order.")).toBeTruthy();
    expect(posted["/api/create-order"]).toBeUndefined();
  });

  it("asks a visitor creating an account for no password: the activation email sets it, once (decision 0082)", async () => {
    server();
    renderCheckout();
    await fillValidOrder();
    const create = await screen.findByRole("checkbox", { name: "Create an account with my details" });
    fireEvent.click(create);
    expect((create as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/We email you a link to choose your password and activate the account\./)).toBeTruthy();
    expect(screen.queryByLabelText(/password/i)).toBeNull();
  });

  it("speaks Romanian to a Romanian shopper", async () => {
    server();
    renderCheckout({ language: "ro" });
    await screen.findByRole("heading", { name: "Finalizarea comenzii", level: 1 });
    fireEvent.click(screen.getByRole("button", { name: "Continuă spre plata securizată" }));
    expectFieldError("Județ", "Alege județul.");
    expectFieldError("Email", "Introdu adresa de email.");
  });

  it("puts the server's field messages under the fields they name", async () => {
    server({
      "/api/create-order": () =>
        jsonResponse(
          {
            error: "Please correct the highlighted fields.",
            fields: {
              "shippingAddress.zip": "A Romanian postal code has 6 digits.",
              "shippingAddress.phone": "Please enter a valid phone number.",
            },
          },
          400,
        ),
    });
    renderCheckout();
    await fillValidOrder();
    fireEvent.click(screen.getByRole("radio", { name: "Cash on delivery" }));
    await waitForTotal(/208,99/);
    fireEvent.click(screen.getByRole("button", { name: "Place order" }));
    await waitFor(() => expectFieldError("Postal code / ZIP", "A Romanian postal code has 6 digits."));
    expectFieldError("Phone", "Please enter a valid phone number.");
    expect(document.activeElement).toBe(field("Postal code / ZIP"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("the order summary", () => {
  it("follows the page's heading, so a phone, where it sits above the form, reads the headings in order", async () => {
    server();
    renderCheckout();
    const heading = await screen.findByRole("heading", { name: "Checkout", level: 1 });
    const headings = screen.getAllByRole("heading");
    expect(headings[0]).toBe(heading);
    expect(headings.filter((candidate) => candidate.tagName === "H1")).toHaveLength(1);
  });

  it("is priced by the server, with the cart's code checked there", async () => {
    localStorage.setItem("elara_discount_code", "ELARA10");
    const posted = server();
    renderCheckout({ items: [{ ...PAPILLEX, quantity: 2 }] });
    await waitForTotal(/340,20/);
    expect(screen.getByText("ELARA10 applied: 10% off")).toBeTruthy();
    expect(posted["/api/price-order"]?.at(-1)).toEqual({
      lines: [{ variantId: VARIANT, quantity: 2 }],
      discountCode: "ELARA10",
      country: "RO",
      currencyCode: "RON",
    });
  });

  it("refuses a forged code with the spec's words", async () => {
    server();
    renderCheckout();
    await screen.findByRole("heading", { name: "Checkout", level: 1 });
    fireEvent.change(screen.getByLabelText("Coupon code"), { target: { value: "popup99" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    await screen.findByText("Invalid Discount Code");
    expect(screen.getByText("Please check your code and try again")).toBeTruthy();
    expect(screen.getByLabelText("Coupon code").getAttribute("aria-invalid")).toBe("true");
    expect(localStorage.getItem("elara_discount_code")).toBeNull();
  });

  it("ignores an answer that arrives after a newer question", async () => {
    let releaseFirst: () => void = () => {};
    let calls = 0;
    server({
      "/api/price-order": async (body) => {
        calls += 1;
        if (calls > 1) return jsonResponse(quoteFor(body as never));
        await new Promise<void>((resolve) => (releaseFirst = resolve));
        // What Romania would have cost: recognisable if it ever reached the page.
        return jsonResponse({ ...quoteFor(body as never), total: money("999.99") });
      },
    });
    renderCheckout();
    await waitFor(() => expect(calls).toBe(1));
    // The shopper leaves Romania while the first answer is on its way: a second question goes out.
    fireEvent.change(field("Country"), { target: { value: "DE" } });
    await waitFor(() => expect(calls).toBe(2));
    await waitForTotal(/208,99/);
    act(() => releaseFirst());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText("Total to pay").parentElement?.textContent).toMatch(/208,99/);
    expect(screen.queryByText(/999,99/)).toBeNull();
  });
});

describe("placing the order", () => {
  it("walks the overlay through its steps and, for cash on delivery, verifies the order before the thank-you page", async () => {
    let releaseOrder: () => void = () => {};
    const posted = server({
      "/api/create-order": async () => {
        await new Promise<void>((resolve) => (releaseOrder = resolve));
        return jsonResponse(
          { orderId: "gid://shopify/Order/1", orderNumber: 1001, status: "payment_due_on_delivery", total: money("208.99") },
          201,
        );
      },
    });
    const router = renderCheckout();
    await fillValidOrder();
    fireEvent.click(screen.getByRole("checkbox", { name: "Create an account with my details" }));
    fireEvent.click(screen.getByRole("radio", { name: "Cash on delivery" }));
    await waitForTotal(/208,99/);
    fireEvent.click(screen.getByRole("button", { name: "Place order" }));

    const overlay = await screen.findByRole("dialog", { name: "Processing your order" });
    const steps = () =>
      within(overlay)
        .getAllByRole("listitem")
        .map((item) => item.textContent);
    await waitFor(() =>
      expect(steps()).toEqual([
        "Creating cart(done)",
        "Creating account(in progress)",
        "Creating order(in progress)",
        "Verifying order(waiting)",
      ]),
    );
    expect(within(overlay).getByRole("status").textContent).toBe("Creating account Creating order");
    act(() => releaseOrder());
    await waitFor(() => expect(router.state.location.pathname).toBe("/success"));
    expect(router.state.location.search).toBe("?order=1001");
    expect((router.state.location.state as { order: { orderNumber: number } }).order.orderNumber).toBe(1001);
    expect(posted["/api/order-status"]).toEqual([{ orderNumber: 1001, email: "ana@example.ro" }]);
    const order = posted["/api/create-order"]?.[0];
    expect(order).toMatchObject({ paymentMethod: "cod", createAccount: true, acceptTerms: true, currencyCode: "RON" });
    expect(JSON.parse(sessionStorage.getItem("elara_last_order") ?? "null")).toEqual({
      orderNumber: 1001,
      email: "ana@example.ro",
      accountRequested: true,
    });
  });

  it("redirects to the secure payment page for card payments", async () => {
    server({
      "/api/create-order": () =>
        jsonResponse(
          {
            orderId: "gid://shopify/Order/2",
            orderNumber: 1002,
            status: "pending_payment",
            total: money("208.99"),
            paymentUrl: "http://localhost/pay/abc",
          },
          201,
        ),
    });
    renderCheckout();
    await fillValidOrder();
    await waitForTotal(/208,99/);
    fireEvent.click(screen.getByRole("button", { name: "Continue to secure payment" }));
    await waitFor(() => expect(leaveForPayment).toHaveBeenCalledWith("http://localhost/pay/abc"));
    const overlay = screen.getByRole("dialog", { name: "Processing your order" });
    expect(
      within(overlay)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Creating cart(done)", "Creating order(done)", "Redirecting to secure payment(in progress)"]);
  });

  it("says 'Order Status Unknown' when a placed order cannot be verified", async () => {
    server({ "/api/order-status": () => jsonResponse({ error: "Too many attempts." }, 429) });
    renderCheckout();
    await fillValidOrder();
    fireEvent.click(screen.getByRole("radio", { name: "Cash on delivery" }));
    await waitForTotal(/208,99/);
    fireEvent.click(screen.getByRole("button", { name: "Place order" }));
    const overlay = await screen.findByRole("dialog", { name: "Order Status Unknown" });
    expect(within(overlay).getByRole("alert").textContent).toBe(
      "Unable to verify order status. Please check your email for order confirmation.",
    );
    expect(within(overlay).getByRole("link", { name: "Check my order" }).getAttribute("href")).toBe("/success?order=1001");
  });

  it("sends the same idempotency key again after a lost answer, and a new one once the cart changed", async () => {
    let fail = true;
    const posted = server({
      "/api/create-order": () => {
        if (fail) return Promise.reject(new TypeError("Failed to fetch"));
        return jsonResponse(
          { orderId: "gid://shopify/Order/1", orderNumber: 1001, status: "payment_due_on_delivery", total: money("208.99") },
          201,
        );
      },
    });
    renderCheckout();
    await fillValidOrder();
    fireEvent.click(screen.getByRole("radio", { name: "Cash on delivery" }));
    await waitForTotal(/208,99/);
    fireEvent.click(screen.getByRole("button", { name: "Place order" }));
    await screen.findByText("We could not reach the shop. Check your connection and try again: your order will not be placed twice.");
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Place order" }));
    await waitFor(() => expect(posted["/api/create-order"]).toHaveLength(2));
    const [first, second] = posted["/api/create-order"] ?? [];
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
    await screen.findByText("We could not reach the shop. Check your connection and try again: your order will not be placed twice.");

    // Another tab adds a bottle: a changed cart is a new attempt.
    fail = false;
    const changed = JSON.stringify([{ ...PAPILLEX, quantity: 2 }]);
    localStorage.setItem("elara_cart", changed);
    act(() => window.dispatchEvent(new StorageEvent("storage", { key: "elara_cart", newValue: changed, storageArea: localStorage })));
    await waitForTotal(/378,00/);
    fireEvent.click(screen.getByRole("button", { name: "Place order" }));
    await waitFor(() => expect(posted["/api/create-order"]).toHaveLength(3));
    expect(posted["/api/create-order"]?.[2]?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it("sends the order again with the same key while the store answers busy, saying it is still working, and places it once", async () => {
    let busy = 2;
    const posted = server({
      "/api/create-order": () => {
        if (busy-- > 0)
          return new Response(JSON.stringify({ error: "The store is very busy right now." }), {
            status: 503,
            headers: { "Retry-After": "1" },
          });
        return jsonResponse(
          { orderId: "gid://shopify/Order/1", orderNumber: 1001, status: "payment_due_on_delivery", total: money("208.99") },
          201,
        );
      },
    });
    const router = renderCheckout();
    await fillValidOrder();
    fireEvent.click(screen.getByRole("radio", { name: "Cash on delivery" }));
    await waitForTotal(/208,99/);
    fireEvent.click(screen.getByRole("button", { name: "Place order" }));
    const overlay = await screen.findByRole("dialog", { name: "Processing your order" });
    const stillWorking =
      "The store is very busy right now. We are still working on your order: no need to send it again, we are retrying it for you.";
    await waitFor(() => expect(within(overlay).getByRole("status").textContent).toContain(stillWorking));
    expect(within(overlay).getByText(stillWorking)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe("/success"), { timeout: 8_000 });
    const keys = (posted["/api/create-order"] ?? []).map((order) => order.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it("stops retrying a store that stays busy and says so, keeping the attempt's key for the next press", async () => {
    const random = vi.spyOn(Math, "random").mockReturnValue(0);
    const posted = server({
      "/api/create-order": () =>
        new Response(JSON.stringify({ error: "The store is very busy right now. Please try again in a moment." }), {
          status: 503,
          headers: { "Retry-After": "1" },
        }),
    });
    renderCheckout();
    await fillValidOrder();
    fireEvent.click(screen.getByRole("radio", { name: "Cash on delivery" }));
    await waitForTotal(/208,99/);
    fireEvent.click(screen.getByRole("button", { name: "Place order" }));
    await screen.findByText("The store is very busy right now. Please try again in a moment.", {}, { timeout: 10_000 });
    expect(screen.queryByRole("dialog")).toBeNull();
    // The first try and five retries, one second apart.
    expect(posted["/api/create-order"]).toHaveLength(6);
    expect(sessionStorage.getItem("elara_checkout_attempt")).toContain(String(posted["/api/create-order"]?.[0]?.idempotencyKey));
    random.mockRestore();
  }, 15_000);

  it("shows the server's refusal of a code at the coupon field and takes the code away", async () => {
    localStorage.setItem("elara_discount_code", "ELARA10");
    server({
      "/api/create-order": () =>
        jsonResponse(
          {
            error: "Please correct the highlighted fields.",
            fields: { discountCode: "This code has already been used with this email address." },
            discount: {
              code: "ELARA10",
              reason: "already_used",
              title: "Discount Code Already Used",
              message: "This code has already been used with this email address.",
            },
          },
          400,
        ),
    });
    renderCheckout();
    await fillValidOrder();
    await waitForTotal(/190,09/);
    fireEvent.click(screen.getByRole("button", { name: "Continue to secure payment" }));
    await screen.findByText("Discount Code Already Used");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Coupon code")));
    expect(localStorage.getItem("elara_discount_code")).toBeNull();
  });
});

describe("the payment methods the store takes now", () => {
  const offering =
    (methods: (body: Record<string, unknown>) => string[]): Handler =>
    (body) =>
      jsonResponse({ ...quoteFor(body as never), paymentMethods: methods(body) });

  it("lists every method until the server has answered, then only cash on delivery, chosen, with a notice", async () => {
    let answer: () => void = () => {};
    const first = new Promise<void>((resolve) => (answer = resolve));
    const posted = server({
      "/api/price-order": async (body) => {
        await first;
        return offering(() => ["cod"])(body, {});
      },
    });
    renderCheckout();
    await screen.findByRole("heading", { name: "Checkout", level: 1 });
    // Nothing flashes while the price is on its way: the form is as it always was.
    expect(
      within(screen.getByRole("group", { name: "Payment" }))
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(ALL_METHODS);
    expect((screen.getByRole("radio", { name: "Credit or debit card" }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(posted["/api/price-order"]).toHaveLength(1));
    act(() => answer());

    const notice = await screen.findByText("Card payment is not available right now; you pay in cash on delivery.");
    expect(notice.closest("[role=status]")?.getAttribute("aria-live")).toBe("polite");
    expect(
      within(screen.getByRole("group", { name: "Payment" }))
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["cod"]);
    expect((screen.getByRole("radio", { name: "Cash on delivery" }) as HTMLInputElement).checked).toBe(true);
    // The shopper had not chosen the card: nothing to apologise for.
    expect(screen.queryByText(/no longer available/)).toBeNull();
    expect(screen.getByRole("group", { name: "Payment" }).getAttribute("aria-describedby")).toBe(notice.id);

    await fillValidOrder();
    await waitForTotal(/208,99/);
    fireEvent.click(screen.getByRole("button", { name: "Place order" }));
    await waitFor(() => expect(posted["/api/create-order"]).toHaveLength(1));
    expect(posted["/api/create-order"]?.[0]).toMatchObject({ paymentMethod: "cod" });
  });

  it("speaks Romanian about cash on delivery only", async () => {
    server({ "/api/price-order": offering(() => ["cod"]) });
    renderCheckout({ language: "ro" });
    expect(await screen.findByText("Plata cu cardul nu este disponibilă momentan; plătești la livrare, în numerar.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Plasează comanda" })).toBeTruthy();
  });

  it("moves a chosen method that disappears to the first one left, and says so politely", async () => {
    server({
      "/api/price-order": offering((body) => (body.currencyCode === "EUR" || body.country === "DE" ? ["card", "cod"] : ALL_METHODS)),
    });
    renderCheckout();
    await fillValidOrder();
    await waitForTotal(/208,99/);
    fireEvent.click(screen.getByRole("radio", { name: "PayPal" }));
    fireEvent.change(field("Country"), { target: { value: "DE" } });

    const moved = await screen.findByText(
      "The payment method you chose is no longer available; we selected “Credit or debit card” instead.",
    );
    expect(moved.closest("[role=status]")?.getAttribute("aria-live")).toBe("polite");
    expect(screen.queryByRole("radio", { name: "PayPal" })).toBeNull();
    expect((screen.getByRole("radio", { name: "Credit or debit card" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("button", { name: "Continue to secure payment" })).toBeTruthy();
    // Back in Romania PayPal is taken again, and the shopper's own choice with it.
    fireEvent.change(field("Country"), { target: { value: "RO" } });
    await waitFor(() => expect((screen.getByRole("radio", { name: "PayPal" }) as HTMLInputElement).checked).toBe(true));
    expect(screen.queryByText(/no longer available/)).toBeNull();
  });

  it("moves cash on delivery to the card when the parcel leaves Romania", async () => {
    server();
    renderCheckout();
    await fillValidOrder();
    await waitForTotal(/208,99/);
    fireEvent.click(screen.getByRole("radio", { name: "Cash on delivery" }));
    fireEvent.change(field("Country"), { target: { value: "DE" } });
    expect(
      await screen.findByText("The payment method you chose is no longer available; we selected “Credit or debit card” instead."),
    ).toBeTruthy();
    expect((screen.getByRole("radio", { name: "Cash on delivery" }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText("Cash on delivery is not available for the chosen country.")).toBeTruthy();
  });

  it("offers the services of the country chosen, sends the one picked, and says at once when no zone ships there", async () => {
    const sameday = { id: "sameday", name: "Sameday", deliveryTime: "1–2 business days", price: money("24.99") };
    const posted = server({
      "/api/price-order": (body) => {
        if (body.country === "JP")
          return jsonResponse(
            {
              error: "Please correct the highlighted fields.",
              fields: { country: "We do not ship to this country yet. Please choose another shipping country." },
            },
            400,
          );
        const quote = quoteFor(body as never);
        const picked = body.shippingServiceId === "sameday" ? sameday : quote.shippingService;
        return jsonResponse({ ...quote, shippingOptions: [quote.shippingService, sameday], shippingService: picked });
      },
    });
    renderCheckout();
    await fillValidOrder();
    await waitForTotal(/208,99/);
    const delivery = screen.getByRole("group", { name: "Delivery" });
    expect(within(delivery).getByText("Services that deliver to Romania:")).toBeTruthy();
    expect((within(delivery).getByRole("radio", { name: "Fan Courier" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(delivery).getByRole("radio", { name: "Sameday" }));
    await waitFor(() => expect(posted["/api/price-order"]!.at(-1)).toMatchObject({ shippingServiceId: "sameday" }));
    await waitFor(() => expect((within(delivery).getByRole("radio", { name: "Sameday" }) as HTMLInputElement).checked).toBe(true));

    fireEvent.change(field("Country"), { target: { value: "JP" } });
    expect(await within(delivery).findByText("We do not ship to this country yet. Please choose another shipping country.")).toBeTruthy();
    expect(within(delivery).queryAllByRole("radio")).toEqual([]);
    // A new country starts from its first service: the one picked for Romania is not sent.
    expect(posted["/api/price-order"]!.at(-1)).not.toHaveProperty("shippingServiceId");
  });

  it("says clearly when nothing can pay for the order, and does not let it be placed", async () => {
    const posted = server({ "/api/price-order": offering(() => ["cod"]) });
    renderCheckout();
    await fillValidOrder();
    await screen.findByText("Card payment is not available right now; you pay in cash on delivery.");
    fireEvent.change(field("Country"), { target: { value: "DE" } });
    expect(
      await screen.findByText(
        "Card payment is not available right now and cash on delivery is not available for the chosen country, so we cannot take the order for this address now. Choose a delivery address in Romania or try again later.",
      ),
    ).toBeTruthy();
    expect(
      within(screen.getByRole("group", { name: "Payment" }))
        .getAllByRole("radio")
        .every((radio) => (radio as HTMLInputElement).disabled),
    ).toBe(true);
    const submit = screen.getByRole("button", { name: "Place order" }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    const reason = document.getElementById(submit.getAttribute("aria-describedby") ?? "");
    expect(reason?.textContent).toBe("You cannot place the order until a payment method is available.");
    fireEvent.submit(submit.closest("form")!);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(posted["/api/create-order"]).toBeUndefined();
  });

  it("handles a store that takes nothing at all", async () => {
    server({ "/api/price-order": offering(() => []) });
    renderCheckout();
    expect(await screen.findByText("We cannot take payment for this order right now. Please try again later.")).toBeTruthy();
    expect(within(screen.getByRole("group", { name: "Payment" })).queryAllByRole("radio")).toEqual([]);
    expect((screen.getByRole("button", { name: "Place order" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("asks the server again which methods it takes when it refuses the chosen one", async () => {
    let cardGone = false;
    const posted = server({
      "/api/price-order": offering(() => (cardGone ? ["cod"] : ALL_METHODS)),
      "/api/create-order": () => {
        cardGone = true;
        return jsonResponse(
          {
            error: "Please correct the highlighted fields.",
            fields: { paymentMethod: "This payment method is not available right now. Please choose another." },
          },
          400,
        );
      },
    });
    renderCheckout();
    await fillValidOrder();
    await waitForTotal(/208,99/);
    fireEvent.click(screen.getByRole("button", { name: "Continue to secure payment" }));
    expect(await screen.findByText("This payment method is not available right now. Please choose another.")).toBeTruthy();
    await screen.findByText("Card payment is not available right now; you pay in cash on delivery.");
    expect((screen.getByRole("radio", { name: "Cash on delivery" }) as HTMLInputElement).checked).toBe(true);
    expect(posted["/api/create-order"]).toHaveLength(1);
  });
});

describe("an empty cart", () => {
  it("leads to the shop instead of a form", async () => {
    server();
    renderCheckout({ items: [] });
    expect(await screen.findByText("Your cart is empty")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse all products" }).getAttribute("href")).toBe("/shop");
    expect(screen.queryByRole("button", { name: "Continue to secure payment" })).toBeNull();
  });
});

describe("store credit", () => {
  const minor = (amount: string) => Math.round(Number(amount) * 100);
  const decimal = (value: number) => (value / 100).toFixed(2);

  /** The quote a signed-in customer with `balance` lei gets: what the credit pays once they ask to use it. */
  function withCredit(balance: number): Handler {
    return (body, init) => {
      const quote = quoteFor(body as never);
      if (!new Headers(init.headers).get("Authorization")) return jsonResponse(quote);
      const total = minor(quote.total.amount);
      const applied = body.useStoreCredit ? Math.min(balance, total) : 0;
      return jsonResponse({
        ...quote,
        storeCredit: { available: money(decimal(balance)), applied: money(decimal(applied)), due: money(decimal(total - applied)) },
      });
    };
  }

  beforeEach(() => localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(SIGNED_IN_USER)));

  it("pays a whole order: no payment method asked, and the order is placed with the credit", async () => {
    const posted = server({
      graphql: () =>
        jsonResponse({ data: { customer: { id: SIGNED_IN_USER.id, email: SIGNED_IN_USER.email, firstName: "Ana", lastName: "Pop" } } }),
      "/api/price-order": withCredit(50_000),
      "/api/create-order": () =>
        jsonResponse({ orderId: "gid://shopify/Order/1", orderNumber: 1001, status: "paid", total: money("208.99") }, 201),
      "/api/order-status": (body) => jsonResponse({ order: orderSummary(Number(body.orderNumber), "paid") }),
    });
    renderCheckout();
    const choice = await screen.findByRole(
      "checkbox",
      { name: /^Pay with your store credit \(you have 500,00\sRON\)$/ },
      { timeout: 10_000 },
    );
    expect(screen.getByRole("radio", { name: /Credit or debit card/ })).toBeTruthy();
    fireEvent.click(choice);
    expect(await screen.findByText(/^Your credit pays the whole order \(208,99\sRON\)\. Nothing is left to pay\.$/)).toBeTruthy();
    // The methods are out of the way, and the summary says what the credit pays.
    expect(screen.queryByRole("radio", { name: /Credit or debit card/ })).toBeNull();
    expect(screen.getByText("Paid with store credit")).toBeTruthy();
    await fillValidOrder();
    await waitForTotal(/0,00/);
    fireEvent.click(screen.getByRole("button", { name: "Place order" }));
    await screen.findByText(/Now at \/success/);
    expect(posted["/api/create-order"]![0]).toMatchObject({ useStoreCredit: true });
    expect(leaveForPayment).not.toHaveBeenCalled();
  });

  it("pays part of it: the rest is left for the chosen method, and a guest is never offered credit", async () => {
    const posted = server({
      graphql: () =>
        jsonResponse({ data: { customer: { id: SIGNED_IN_USER.id, email: SIGNED_IN_USER.email, firstName: "Ana", lastName: "Pop" } } }),
      "/api/price-order": withCredit(5_000),
      "/api/create-order": () =>
        jsonResponse(
          { orderId: "gid://shopify/Order/1", orderNumber: 1001, status: "pending_payment", total: money("208.99"), paymentUrl: "/pay/x" },
          201,
        ),
    });
    renderCheckout();
    fireEvent.click(
      await screen.findByRole("checkbox", { name: /^Pay with your store credit \(you have 50,00\sRON\)$/ }, { timeout: 10_000 }),
    );
    expect(
      await screen.findByText(/^Your credit pays 50,00\sRON\. 158,99\sRON is left, paid with the method you choose below\.$/),
    ).toBeTruthy();
    await fillValidOrder();
    await waitForTotal(/158,99/);
    fireEvent.click(screen.getByRole("button", { name: "Continue to secure payment" }));
    await waitFor(() => expect(leaveForPayment).toHaveBeenCalledWith("/pay/x"));
    expect(posted["/api/create-order"]![0]).toMatchObject({ useStoreCredit: true, paymentMethod: "card" });

    cleanup();
    localStorage.removeItem(STORAGE_KEYS.user);
    server({ "/api/price-order": withCredit(5_000) });
    renderCheckout();
    await waitForTotal(/208,99/);
    expect(screen.queryByRole("checkbox", { name: /store credit/ })).toBeNull();
  });
});
