// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "#app/lib/storage-keys.ts";
import {
  money,
  ALL_METHODS,
  quoteFor,
  orderSummary,
  server,
  renderCheckout,
  field,
  fillValidOrder,
  waitForTotal,
  resetCheckoutForEachTest,
  checkoutFormShown,
  type Handler,
} from "#tests/app/checkout-kit.tsx";
import { SIGNED_IN_USER } from "#tests/app/account-kit.tsx";
import { jsonResponse } from "#tests/app/json-response.ts";

const leaveForPayment = vi.hoisted(() => vi.fn());
vi.mock("./leave-for-payment.ts", () => ({ leaveForPayment }));

resetCheckoutForEachTest(leaveForPayment);

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
    await checkoutFormShown();
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
    expect(posted["/api/create-order"]![0]).toMatchObject({
      useStoreCredit: true,
      paymentMethod: "card",
      expectedTotal: money("208.99"),
      expectedDue: money("158.99"),
    });

    cleanup();
    localStorage.removeItem(STORAGE_KEYS.user);
    server({ "/api/price-order": withCredit(5_000) });
    renderCheckout();
    await waitForTotal(/208,99/);
    expect(screen.queryByRole("checkbox", { name: /store credit/ })).toBeNull();
  });
});
