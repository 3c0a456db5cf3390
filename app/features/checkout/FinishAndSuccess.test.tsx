// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CartItem } from "#domain/cart";
import { FinishPage, VERIFY_RETRY_DELAYS_MS } from "./FinishPage.tsx";
import { SuccessPage } from "./SuccessPage.tsx";
import { jsonResponse } from "#tests/app/json-response.ts";
import { renderInStoreShell } from "#tests/app/checkout-kit.tsx";

const leaveForPayment = vi.hoisted(() => vi.fn());
vi.mock("./leave-for-payment.ts", () => ({ leaveForPayment }));

const CART: CartItem[] = [
  {
    id: "gid://shopify/ProductVariant/1",
    name: "Papillex - Single Bottle",
    image: "/images/papillex.webp",
    price: 189,
    quantity: 2,
    variant: "Single Bottle",
    isSubscription: false,
    handle: "papillex",
    currencyCode: "RON",
  },
];

const money = (amount: string) => ({ amount, currencyCode: "RON" });

function order(status: string, overrides: Record<string, unknown> = {}) {
  return {
    id: "gid://shopify/Order/7",
    orderNumber: 1001,
    name: "#1001",
    status,
    email: "ana@example.ro",
    language: "en",
    createdAt: "2026-03-01T10:00:00.000Z",
    paidAt: null,
    currencyCode: "RON",
    lines: [
      {
        variantId: "gid://shopify/ProductVariant/1",
        productHandle: "papillex",
        title: "Papillex — Cervical Health Support",
        variantTitle: "Single Bottle",
        quantity: 2,
        unitPrice: money("189.00"),
        total: money("378.00"),
        isSubscription: false,
      },
    ],
    subtotal: money("378.00"),
    discount: { code: "ELARA10", percent: 10, amount: money("37.80") },
    shipping: money("0.00"),
    shippingService: "Sameday easybox",
    deliveryTime: "1–3 business days, to the locker you choose",
    tax: { ratePercent: 21, amount: money("59.04") },
    total: money("340.20"),
    payment: { method: "card", status: "succeeded", attempt: 1 },
    shippingAddress: null,
    billingAddress: null,
    note: null,
    subscription: null,
    ...overrides,
  };
}

function server(handlers: Record<string, (body: Record<string, unknown>) => Response>) {
  const posted: Record<string, Array<Record<string, unknown>>> = {};
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body ?? "{}")) as Record<string, unknown>;
      (posted[url] ??= []).push(body);
      const handler = handlers[url];
      return handler ? handler(body) : jsonResponse({ error: "Not found" }, 404);
    }),
  );
  return posted;
}

const SIGNED = "/finish?order=1001&payment=pay_abc&result=paid&sig=c2ln";

function renderAt(path: string, { state }: { state?: unknown } = {}) {
  const [pathname, search] = path.split("?");
  return renderInStoreShell(
    [
      { path: "finish", Component: FinishPage },
      { path: "success", Component: SuccessPage },
      { path: "*", Component: () => <p>Elsewhere</p> },
    ],
    { initialEntries: [{ pathname, search: search === undefined ? "" : `?${search}`, state }] },
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  leaveForPayment.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The server refuses the return link's attempt: the page shows its words as they are. */
async function expectServerRefusalAt(path: string) {
  server({
    "/api/verify-payment": () =>
      jsonResponse({ error: "Unable to verify order status. Please check your email for order confirmation." }, 400),
  });
  renderAt(path);
  expect(await screen.findByRole("heading", { name: "Order Status Unknown" })).toBeTruthy();
  expect(screen.getByRole("alert").textContent).toBe("Unable to verify order status. Please check your email for order confirmation.");
}

/** "Still processing" at first; after every retry's pause has passed, with one more check each, "unknown". */
async function expectUnknownAfterEveryPause(posted: ReturnType<typeof server>) {
  expect(await screen.findByRole("heading", { name: "Your order is still processing" })).toBeTruthy();
  for (const delay of VERIFY_RETRY_DELAYS_MS) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(delay);
    });
  }
  expect(await screen.findByRole("heading", { name: "Order Status Unknown" })).toBeTruthy();
  expect(posted["/api/verify-payment"]).toHaveLength(VERIFY_RETRY_DELAYS_MS.length + 1);
}

const ALL_ONLINE = ["card", "paypal", "apple_pay", "google_pay"];

/** `/api/retry-payment`'s answer: the order's new attempt, paid at `paymentUrl`. */
const retriedAt = (paymentUrl: string) => () =>
  jsonResponse({ orderId: "gid://shopify/Order/7", orderNumber: 1001, status: "pending_payment", total: money("340.20"), paymentUrl }, 201);

describe("/finish", () => {
  it("says no checkout information was found when the URL carries no result", async () => {
    const posted = server({});
    renderAt("/finish");
    expect(await screen.findByRole("heading", { name: "No checkout information found" })).toBeTruthy();
    expect(posted).toEqual({});
  });

  it("verifies a paid result and goes on to the thank-you page with the order", async () => {
    const posted = server({
      "/api/verify-payment": () => jsonResponse({ result: "paid", order: order("paid"), canRetry: false, paymentMethods: [] }),
    });
    const router = renderAt(SIGNED);
    expect(screen.getByRole("heading", { name: "Verifying your order…" })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe("/success"));
    expect(posted["/api/verify-payment"]).toEqual([{ orderNumber: 1001, paymentId: "pay_abc", result: "paid", sig: "c2ln" }]);
    expect(await screen.findByRole("heading", { name: "Thank you for your order!" })).toBeTruthy();
  });

  it("says a product paid for the parcel is in it, and leads back to the order, not to the thank-you page", async () => {
    server({
      "/api/verify-payment": () =>
        jsonResponse({
          result: "paid",
          order: order("paid"),
          canRetry: false,
          paymentMethods: [],
          parcelAddition: { state: "added", item: "AHCC – One bottle", orderPage: "http://shop.test/track-order/signed#parcel-offer" },
        }),
    });
    const router = renderAt(SIGNED);
    expect(await screen.findByRole("heading", { name: "The product is in your parcel" })).toBeTruthy();
    expect(screen.getByText(/leaves in the same parcel/).textContent).toBe(
      "Done! AHCC – One bottle leaves in the same parcel as order #1001. Its invoice is on its way by email.",
    );
    expect(screen.getByText(/leaves in the same parcel/).getAttribute("role")).toBe("status");
    expect(screen.getByRole("link", { name: "Go to your order" }).getAttribute("href")).toBe(
      "http://shop.test/track-order/signed#parcel-offer",
    );
    expect(router.state.location.pathname).toBe("/finish");
  });

  it("says a parcel addition's page that was declined added nothing", async () => {
    server({
      "/api/verify-payment": () =>
        jsonResponse({
          result: "declined",
          order: order("paid"),
          canRetry: false,
          paymentMethods: [],
          parcelAddition: { state: "unpaid", item: null, orderPage: "http://shop.test/track-order/signed#parcel-offer" },
        }),
    });
    renderAt("/finish?order=1001&payment=pay_abc&result=declined&sig=c2ln");
    expect(await screen.findByRole("heading", { name: "The product was not added" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("nothing was taken");
  });

  it("offers a declined payment another try, with the signed result as proof, on the payment page", async () => {
    const posted = server({
      "/api/verify-payment": () =>
        jsonResponse({ result: "declined", order: order("pending_payment"), canRetry: true, paymentMethods: ALL_ONLINE }),
      "/api/retry-payment": retriedAt("http://x/pay/2"),
    });
    renderAt(SIGNED.replace("result=paid", "result=declined"));
    expect(await screen.findByRole("heading", { name: "Your payment was declined" })).toBeTruthy();
    expect(screen.getByText(/^Order #1001 \(340,20\sRON\) is saved and waits for payment\.$/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to checkout" }).getAttribute("href")).toBe("/checkout");
    fireEvent.click(screen.getByRole("radio", { name: "PayPal" }));
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(leaveForPayment).toHaveBeenCalledWith("http://x/pay/2"));
    expect(posted["/api/retry-payment"]).toEqual([
      { orderNumber: 1001, paymentId: "pay_abc", result: "declined", sig: "c2ln", paymentMethod: "paypal" },
    ]);
  });

  it("offers only the methods the store can charge now for the retry", async () => {
    server({
      "/api/verify-payment": () =>
        jsonResponse({ result: "declined", order: order("pending_payment"), canRetry: true, paymentMethods: ["card"] }),
    });
    renderAt(SIGNED.replace("result=paid", "result=declined"));
    expect(await screen.findByRole("heading", { name: "Your payment was declined" })).toBeTruthy();
    expect(screen.getAllByRole("radio").map((radio) => radio.getAttribute("value"))).toEqual(["card"]);
    expect((screen.getByRole("radio", { name: "Credit or debit card" }) as HTMLInputElement).checked).toBe(true);
  });

  it("shows the server's words when the signature does not hold", async () => {
    await expectServerRefusalAt(SIGNED);
  });

  it("asks again with growing pauses while the order is still processing, then calls it unknown", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const posted = server({ "/api/verify-payment": () => jsonResponse({ error: "Unavailable" }, 503) });
    renderAt(SIGNED);
    await expectUnknownAfterEveryPause(posted);
    expect(screen.getByRole("alert").textContent).toBe("Unable to verify order status. Please check your email for order confirmation.");
  });

  it("says nothing can be checked when a signed result lacks its signature", async () => {
    const posted = server({});
    renderAt("/finish?order=1001&payment=pay_abc&result=paid");
    expect(await screen.findByRole("heading", { name: "No checkout information found" })).toBeTruthy();
    expect(posted).toEqual({});
  });
});

describe("/finish after a provider's unsigned return (Stripe)", () => {
  const RETURNED = "/finish?order=1001&payment=pay_abc";

  it("names the attempt, waits while the provider has not decided (202), then goes on to the thank-you page", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let asked = 0;
    const posted = server({
      "/api/verify-payment": () => {
        asked += 1;
        return asked === 1
          ? jsonResponse({ result: "pending" }, 202)
          : jsonResponse({ result: "paid", order: order("paid"), canRetry: false, paymentMethods: [] });
      },
    });
    const router = renderAt(RETURNED);
    expect(await screen.findByRole("heading", { name: "Your order is still processing" })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(VERIFY_RETRY_DELAYS_MS[0]);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/success"));
    expect(posted["/api/verify-payment"]).toEqual([
      { orderNumber: 1001, paymentId: "pay_abc", cancelled: false },
      { orderNumber: 1001, paymentId: "pay_abc", cancelled: false },
    ]);
  });

  it("calls the status unknown when the provider is still undecided after every pause", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const posted = server({ "/api/verify-payment": () => jsonResponse({ result: "pending" }, 202) });
    renderAt(`${RETURNED}&lng=en`);
    await expectUnknownAfterEveryPause(posted);
    expect(screen.getByText("Order number: #1001")).toBeTruthy();
  });

  it("tells the server the shopper left the payment page, and tries again with the same attempt as proof", async () => {
    const posted = server({
      "/api/verify-payment": () =>
        jsonResponse({ result: "cancelled", order: order("pending_payment"), canRetry: true, paymentMethods: ALL_ONLINE }),
      "/api/retry-payment": retriedAt("https://checkout.stripe.com/c/pay/cs_test_2"),
    });
    renderAt(`${RETURNED}&cancelled=1`);
    expect(await screen.findByRole("heading", { name: "Payment cancelled" })).toBeTruthy();
    expect(posted["/api/verify-payment"]).toEqual([{ orderNumber: 1001, paymentId: "pay_abc", cancelled: true }]);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(leaveForPayment).toHaveBeenCalledWith("https://checkout.stripe.com/c/pay/cs_test_2"));
    expect(posted["/api/retry-payment"]).toEqual([{ orderNumber: 1001, paymentId: "pay_abc", cancelled: true, paymentMethod: "card" }]);
  });

  it("shows the server's refusal of an attempt that is not this order's", async () => {
    await expectServerRefusalAt(RETURNED);
  });
});

describe("/success", () => {
  it("after a reload, finds the order by its number and this tab's email, then empties the cart, spends the code once and ends the checkout", async () => {
    localStorage.setItem("elara_cart", JSON.stringify(CART));
    localStorage.setItem("elara_discount_code", "ELARA10");
    sessionStorage.setItem("elara_checkout_id", "c0ffee00-1234-4abc-8def-000000000001");
    sessionStorage.setItem("elara_last_order", JSON.stringify({ orderNumber: 1001, email: "ana@example.ro", accountRequested: true }));
    const posted = server({
      "/api/order-status": () =>
        jsonResponse({ order: order("payment_due_on_delivery", { payment: { method: "cod", status: "pending", attempt: 1 } }) }),
    });
    renderAt("/success?order=1001");
    expect(await screen.findByRole("heading", { name: "Thank you for your order!" })).toBeTruthy();
    expect(posted["/api/order-status"]).toEqual([{ orderNumber: 1001, email: "ana@example.ro" }]);
    expect(screen.getByText("Order #1001", { selector: "p" })).toBeTruthy();
    expect(screen.getByText(/You pay 340,20\sRON in cash to the courier/)).toBeTruthy();
    expect(screen.getByText("We prepare your order in 1–2 business days.")).toBeTruthy();
    // The box above the order says what its status means; the order's card does not say it again (issue 64 item 7h).
    expect(screen.queryByText(/^Your order is confirmed\. We prepare it/)).toBeNull();
    // The chosen service's own estimate from the shipping settings, not a number of the page's own.
    expect(screen.getByText("Delivery with Sameday easybox: 1–3 business days, to the locker you choose.")).toBeTruthy();
    expect(screen.getByText("We have emailed you a link to choose your password and activate your account.")).toBeTruthy();
    expect(screen.getByText("Discount (ELARA10, 10%)")).toBeTruthy();
    expect(screen.getByText("VAT included (21 %)")).toBeTruthy();
    await waitFor(() => expect(JSON.parse(localStorage.getItem("elara_cart") ?? "null")).toEqual([]));
    expect(localStorage.getItem("elara_discount_code")).toBeNull();
    expect(JSON.parse(localStorage.getItem("usedDiscountCodes") ?? "[]")).toEqual(["ELARA10"]);
    // The abandoned-checkout snapshot's id: the next cart is a new checkout.
    expect(sessionStorage.getItem("elara_checkout_id")).toBeNull();
    expect(screen.getByRole("link", { name: "Track your order" }).getAttribute("href")).toBe("/track-order?order=1001");
  });

  it("asks the courier's cash only for what store credit left to pay", async () => {
    renderAt("/success?order=1001", {
      state: {
        order: order("payment_due_on_delivery", {
          payment: { method: "cod", status: "pending", attempt: 1 },
          storeCredit: { applied: money("300.00"), due: money("40.20") },
        }),
      },
    });
    expect(await screen.findByRole("heading", { name: "Thank you for your order!" })).toBeTruthy();
    expect(screen.getByText(/^You pay 40,20\sRON in cash to the courier when your parcel arrives\.$/)).toBeTruthy();
    expect(screen.queryByText(/You pay 340,20/)).toBeNull();
    expect(screen.getByText("Paid with store credit")).toBeTruthy();
    expect(screen.getByText("Store credit + Cash on delivery")).toBeTruthy();
  });

  it("names a quarterly subscription's real interval, not a monthly one", async () => {
    sessionStorage.setItem("elara_last_order", JSON.stringify({ orderNumber: 1001, email: "ana@example.ro" }));
    server({
      "/api/order-status": () =>
        jsonResponse({
          order: order("payment_due_on_delivery", {
            payment: { method: "cod", status: "pending", attempt: 1 },
            subscription: { status: "active", interval: "quarterly", nextChargeDate: "2026-06-01" },
          }),
        }),
    });
    renderAt("/success?order=1001");
    expect(await screen.findByText(/^Your quarterly subscription is active: the next delivery \(3 bottles\) is on /)).toBeTruthy();
    expect(screen.queryByText(/monthly/)).toBeNull();
  });

  it("leaves a new cart alone on a later visit", async () => {
    sessionStorage.setItem("elara_settled_orders", JSON.stringify([1001]));
    localStorage.setItem("elara_cart", JSON.stringify(CART));
    renderAt("/success?order=1001", { state: { order: order("paid") } });
    expect(await screen.findByRole("heading", { name: "Thank you for your order!" })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(JSON.parse(localStorage.getItem("elara_cart") ?? "null")).toHaveLength(1);
  });

  it("keeps the cart of an order still waiting for payment", async () => {
    localStorage.setItem("elara_cart", JSON.stringify(CART));
    renderAt("/success?order=1001", { state: { order: order("pending_payment") } });
    expect(await screen.findByRole("heading", { name: "Your order is saved" })).toBeTruthy();
    expect(screen.getAllByText(/payment (?:is|has not been) confirmed/)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(JSON.parse(localStorage.getItem("elara_cart") ?? "null")).toHaveLength(1);
  });

  it("points to order tracking when it has no proof to show the order", async () => {
    const posted = server({});
    renderAt("/success?order=1001");
    expect(await screen.findByRole("heading", { name: "We could not show this order here" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Track your order" }).getAttribute("href")).toBe("/track-order?order=1001");
    expect(posted).toEqual({});
  });
});
