// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { CartProvider } from "#app/features/cart/cart-context.tsx";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { createTestI18n } from "#tests/app/test-i18n.ts";
import { CheckoutPage } from "./CheckoutPage.tsx";
import {
  VARIANT,
  PAPILLEX,
  money,
  quoteFor,
  server,
  renderCheckout,
  field,
  expectFieldError,
  fillValidOrder,
  waitForTotal,
  resetCheckoutForEachTest,
  checkoutFormShown,
} from "#tests/app/checkout-kit.tsx";
import { jsonResponse } from "#tests/app/json-response.ts";

const leaveForPayment = vi.hoisted(() => vi.fn());
vi.mock("./leave-for-payment.ts", () => ({ leaveForPayment }));

resetCheckoutForEachTest(leaveForPayment);

describe("checkout form rules", () => {
  it("shows every required field's message next to it, focuses the first and sends no order", async () => {
    const posted = server();
    renderCheckout();
    await checkoutFormShown();
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
    await checkoutFormShown();
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
    await checkoutFormShown();
    const headings = screen.getAllByRole("heading");
    expect(headings[0]).toBe(heading);
    expect(headings.filter((candidate) => candidate.tagName === "H1")).toHaveLength(1);
  });

  it("comes from the server with the page's heading over the form's skeleton, and keeps that heading when the form arrives", async () => {
    // The server cannot read the stored cart: its page has the heading, the page's largest text, and the skeleton.
    const Page = createRoutesStub([
      {
        path: "/checkout",
        Component: () => (
          <I18nProvider i18n={createTestI18n("en")}>
            <CartProvider storageKey="elara_cart">
              <CheckoutPage />
            </CartProvider>
          </I18nProvider>
        ),
      },
    ]);
    const serverHtml = renderToString(<Page initialEntries={["/checkout"]} />);
    expect(serverHtml).toMatch(/<h1[^>]*>Checkout<\/h1>/);
    expect(serverHtml).toContain("Loading checkout...");

    server();
    renderCheckout();
    const heading = screen.getByRole("heading", { name: "Checkout", level: 1 });
    await checkoutFormShown();
    expect(screen.getByRole("heading", { name: "Checkout", level: 1 })).toBe(heading);
    expect(screen.queryByText("Loading checkout...")).toBeNull();
  });

  it("holds the priced rows' places while the first price is on its way, so the form below does not move (issue 45)", async () => {
    let releasePrice: (() => void) | undefined;
    server({
      "/api/price-order": async (body) => {
        await new Promise<void>((resolve) => (releasePrice = resolve));
        return jsonResponse(quoteFor(body as never));
      },
    });
    renderCheckout({ items: [{ ...PAPILLEX, quantity: 2 }] });
    const summary = await screen.findByRole("region", { name: "Order summary" });
    const rowsBefore = summary.querySelectorAll("li, dl > div").length;
    // The line is there with its words and picture; its amounts and the totals' are placeholders, not yet prices.
    expect(summary.querySelector("li")?.textContent).toMatch(/2 ×/);
    expect(summary.textContent).not.toMatch(/\d,\d\d/);
    expect(summary.querySelectorAll('[aria-hidden="true"][class*="animate-pulse"]').length).toBeGreaterThan(4);
    expect(summary.getAttribute("aria-busy")).toBe("true");
    await waitFor(() => expect(releasePrice).toBeDefined());
    act(() => releasePrice?.());
    await waitFor(() => expect(summary.textContent).toMatch(/\d,\d\d/));
    expect(summary.querySelectorAll("li, dl > div").length).toBe(rowsBefore);
    expect(summary.querySelector('[aria-hidden="true"][class*="animate-pulse"]')).toBeNull();
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

  it("gives the chosen service's own delivery estimate from the shipping settings, the one its choice shows (issue 64)", async () => {
    const locker = {
      id: "sameday-easybox",
      name: "Sameday easybox",
      deliveryTime: "1–3 business days, to the locker you choose",
      price: money("14.99"),
    };
    server({ "/api/price-order": (body) => jsonResponse({ ...quoteFor(body as never), shippingService: locker }) });
    renderCheckout();
    const summary = await screen.findByRole("region", { name: "Order summary" });
    await waitFor(() =>
      expect(summary.textContent).toContain("Delivery with Sameday easybox: 1–3 business days, to the locker you choose."),
    );
    expect(summary.textContent).toContain("Orders are prepared in 1–2 business days.");
    expect(summary.textContent).not.toMatch(/3–5/);
  });

  it("refuses a forged code with the spec's words", async () => {
    server();
    renderCheckout();
    await checkoutFormShown();
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

describe("an empty cart", () => {
  it("leads to the shop instead of a form, and is no checkout started", async () => {
    const posted = server();
    renderCheckout({ items: [] });
    expect(await screen.findByText("Your cart is empty")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse all products" }).getAttribute("href")).toBe("/shop");
    expect(screen.queryByRole("button", { name: "Continue to secure payment" })).toBeNull();
    await vi.dynamicImportSettled();
    expect(posted["/api/visits/steps"]).toBeUndefined();
  });
});

describe("the storefront's funnel", () => {
  it("counts the checkout started once the form is shown", async () => {
    const posted = server();
    renderCheckout();
    await screen.findByRole("button", { name: "Continue to secure payment" });
    await waitFor(() => expect(posted["/api/visits/steps"]).toEqual([expect.objectContaining({ step: "checkout_started" })]));
  });
});
