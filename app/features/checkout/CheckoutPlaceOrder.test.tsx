// @vitest-environment jsdom
// jsdom, not happy-dom like the other component tests: happy-dom does not move the focus to a paragraph given tabIndex -1.
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  PAPILLEX,
  money,
  quoteFor,
  server,
  renderCheckout,
  fillValidOrder,
  waitForTotal,
  resetCheckoutForEachTest,
} from "#tests/app/checkout-kit.tsx";
import { jsonResponse } from "#tests/app/json-response.ts";

const leaveForPayment = vi.hoisted(() => vi.fn());
vi.mock("./leave-for-payment.ts", () => ({ leaveForPayment }));

resetCheckoutForEachTest(leaveForPayment);

/** The store's answer once it has placed order 1001, to be paid on delivery. */
const placedCashOrder = () =>
  jsonResponse({ orderId: "gid://shopify/Order/1", orderNumber: 1001, status: "payment_due_on_delivery", total: money("208.99") }, 201);

describe("placing the order", () => {
  it("walks the overlay through its steps and, for cash on delivery, verifies the order before the thank-you page", async () => {
    let releaseOrder: () => void = () => {};
    const posted = server({
      "/api/create-order": async () => {
        await new Promise<void>((resolve) => (releaseOrder = resolve));
        return placedCashOrder();
      },
    });
    const router = renderCheckout();
    await fillValidOrder();
    fireEvent.click(screen.getByRole("checkbox", { name: "Create an account with my details" }));
    fireEvent.click(screen.getByRole("radio", { name: "Cash on delivery" }));
    await waitForTotal(/208,99/);
    const pricesAsked = posted["/api/price-order"]?.length;
    fireEvent.click(screen.getByRole("button", { name: "Place order" }));

    const overlay = await screen.findByRole("dialog", { name: "Processing your order" });
    const steps = () =>
      within(overlay)
        .getAllByRole("listitem")
        .map((item) => item.textContent);
    await waitFor(() =>
      expect(steps()).toEqual([
        "Creating cart(in progress)",
        "Creating account(in progress)",
        "Creating order(in progress)",
        "Verifying order(waiting)",
      ]),
    );
    expect(within(overlay).getByRole("status").textContent).toBe("Creating cart Creating account Creating order");
    act(() => releaseOrder());
    await waitFor(() => expect(router.state.location.pathname).toBe("/success"));
    expect(router.state.location.search).toBe("?order=1001");
    expect((router.state.location.state as { order: { orderNumber: number } }).order.orderNumber).toBe(1001);
    expect(posted["/api/order-status"]).toEqual([{ orderNumber: 1001, email: "ana@example.ro" }]);
    const order = posted["/api/create-order"]?.[0];
    expect(order).toMatchObject({ paymentMethod: "cod", createAccount: true, acceptTerms: true, currencyCode: "RON" });
    // One round trip: the order carries the total on screen, and the price is not asked again before it (decision 0099).
    expect(order?.expectedTotal).toEqual(money("208.99"));
    expect(order).not.toHaveProperty("expectedDue");
    expect(posted["/api/price-order"]).toHaveLength(pricesAsked!);
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
        return placedCashOrder();
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
        return placedCashOrder();
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

  it("tells the shopper the new total when the server refuses the one on screen, focused and announced, placing nothing", async () => {
    let price = "208.99";
    const posted = server({
      "/api/price-order": (body) => jsonResponse({ ...quoteFor(body as never), total: money(price) }),
      "/api/create-order": () =>
        jsonResponse(
          {
            success: false,
            status: 409,
            code: "price_changed",
            error:
              "The order total has changed: it is now 219,99 RON. The order was not placed; please check the summary and send it again.",
            field: "expectedTotal",
            total: money("219.99"),
            due: money("219.99"),
          },
          409,
        ),
    });
    renderCheckout();
    await fillValidOrder();
    fireEvent.click(screen.getByRole("radio", { name: "Cash on delivery" }));
    await waitForTotal(/208,99/);
    const pricesAsked = posted["/api/price-order"]!.length;
    price = "219.99";
    fireEvent.click(screen.getByRole("button", { name: "Place order" }));

    const status = await screen.findByText(
      /^The order summary has been updated: the total is now 219,99\sRON\. Please check it and place your order again\.$/,
    );
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(status.closest("[aria-live]")).not.toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(posted["/api/create-order"]).toHaveLength(1);
    expect(posted["/api/create-order"]![0]!.expectedTotal).toEqual(money("208.99"));
    expect(posted["/api/order-status"]).toBeUndefined();
    // The summary asks for the new price, and the total beside the button becomes the one the server named.
    await waitForTotal(/219,99/);
    expect(posted["/api/price-order"]!.length).toBeGreaterThan(pricesAsked);
  });

  it("places nothing and asks the summary again when no total was on screen yet", async () => {
    const posted = server({
      // The summary's questions never answer: no total is shown.
      "/api/price-order": () => new Promise<Response>(() => {}),
    });
    renderCheckout();
    await fillValidOrder();
    expect(screen.queryByText("Total to pay")).toBeNull();
    const asked = posted["/api/price-order"]?.length ?? 0;
    fireEvent.click(screen.getByRole("button", { name: "Continue to secure payment" }));
    const status = await screen.findByText("Updating the prices…", { selector: "p[tabindex='-1']" });
    await waitFor(() => expect(document.activeElement).toBe(status));
    await waitFor(() => expect(posted["/api/price-order"]!.length).toBeGreaterThan(asked));
    expect(posted["/api/create-order"]).toBeUndefined();
  });

  it("sends the total in the currency the summary showed it in", async () => {
    const posted = server({
      "/api/price-order": (body) =>
        jsonResponse({ ...quoteFor(body as never), currencyCode: "EUR", total: { amount: "42.07", currencyCode: "EUR" } }),
    });
    renderCheckout();
    await fillValidOrder();
    fireEvent.click(screen.getByRole("radio", { name: "Cash on delivery" }));
    await waitForTotal(/42,07/);
    fireEvent.click(screen.getByRole("button", { name: "Place order" }));
    await waitFor(() => expect(posted["/api/create-order"]).toHaveLength(1));
    expect(posted["/api/create-order"]![0]!.expectedTotal).toEqual({ amount: "42.07", currencyCode: "EUR" });
  });

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
