// @vitest-environment happy-dom
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import type { ShippingTerms } from "#domain/shipping";
import {
  fakeNetwork,
  flush,
  freshCartOnFakeClockForEachTest,
  knownCart,
  PAPILLEX_QUOTES_IN_LEI,
  papillexMonthly,
  papillexSingle,
  renderWithCart,
  renderWithCartToString,
  withCart,
} from "#tests/app/cart-harness.tsx";
import { hydrated } from "#tests/app/hydrate.tsx";
import { polyfillModalDialogs } from "#tests/app/dialog-polyfill.ts";
import { CartPage } from "./CartPage.tsx";

const LEI: ShippingTerms = { currencyCode: "RON", freeFromMinor: 20_000, flatRateMinor: 1999 };
const EURO: ShippingTerms = { currencyCode: "EUR", freeFromMinor: 4020, flatRateMinor: 402 };

freshCartOnFakeClockForEachTest();

const summary = () => screen.getByRole("region", { name: "Order summary" });

/** "Term value" for each row of the summary's totals. */
function totals(): string[] {
  return within(summary())
    .getAllByRole("term")
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`.replace(/\s/g, " "));
}

async function renderPage({ shipping = LEI, ...options }: Parameters<typeof renderWithCart>[1] & { shipping?: ShippingTerms } = {}) {
  const view = renderWithCart(<CartPage shipping={shipping} known={knownCart()} />, options);
  await flush();
  return view;
}

describe("the cart page", () => {
  it("shows the lines with their totals, shipping below 200 lei and the free-shipping bar", async () => {
    fakeNetwork();
    await renderPage({ items: [papillexSingle] });
    expect(screen.getByRole("heading", { level: 1, name: "Your cart" })).toBeTruthy();
    expect(screen.getByText("1 item")).toBeTruthy();
    expect(totals()).toEqual(["Subtotal 189,00 RON", "Shipping in Romania 19,99 RON", "Total 208,99 RON"]);
    const bar = within(summary()).getByRole("progressbar", { name: "Progress towards free shipping" });
    expect(bar.getAttribute("aria-valuenow")).toBe("94");
    expect(bar.getAttribute("aria-valuetext")?.replace(/\s/g, " ")).toBe("Add 11,00 RON more to get free shipping");
    expect(within(summary()).getByRole("link", { name: "Proceed to checkout" }).getAttribute("href")).toBe("/checkout");
    expect(screen.getAllByRole("link", { name: /Continue shopping/ })[0]?.getAttribute("href")).toBe("/shop");
    expect(screen.getByRole("link", { name: "Elara home" }).getAttribute("href")).toBe("/");
  });

  it("updates the quantity with the steppers and the field, ignoring anything below 1", async () => {
    fakeNetwork();
    await renderPage({ items: [papillexSingle] });
    const field = screen.getByRole("textbox", { name: /^Quantity for / });
    fireEvent.click(screen.getByRole("button", { name: /^Increase the quantity of / }));
    expect((field as HTMLInputElement).value).toBe("2");
    expect(totals()).toEqual(["Subtotal 378,00 RON", "Shipping in Romania Free", "Total 378,00 RON"]);
    expect(within(summary()).getByText("Your order ships free!")).toBeTruthy();

    const decrease = screen.getByRole("button", { name: /^Decrease the quantity of / });
    fireEvent.click(decrease);
    expect(decrease.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(decrease);
    expect((field as HTMLInputElement).value).toBe("1");

    for (const ignored of ["0", "-2", "abc", "1.5", "100"]) {
      fireEvent.change(field, { target: { value: ignored } });
      fireEvent.keyDown(field, { key: "Enter" });
      expect((field as HTMLInputElement).value).toBe("1");
    }
    fireEvent.change(field, { target: { value: "3" } });
    fireEvent.blur(field);
    expect(JSON.parse(localStorage.getItem("elara_cart") ?? "[]")[0].quantity).toBe(3);
    expect(totals()[0]).toBe("Subtotal 567,00 RON");
    expect(screen.getAllByRole("status").map((region) => region.textContent)).toContain(
      "Papillex — Cervical Health Support - Single Bottle: quantity 3",
    );
  });

  it("removes a line, says so, and shows the empty cart after the last one", async () => {
    fakeNetwork();
    await renderPage({ items: [papillexSingle, papillexMonthly] });
    fireEvent.click(screen.getByRole("button", { name: /Single Bottle from the cart$/ }));
    await flush();
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    expect(document.activeElement?.getAttribute("aria-label")).toMatch(/Monthly Subscription from the cart$/);
    fireEvent.click(screen.getByRole("button", { name: /Monthly Subscription from the cart$/ }));
    await flush();
    expect(screen.getByText("Your cart is empty")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Shop all products" }));
  });

  it("switches a bottle to the monthly subscription and back with one press each, never switched on by itself", async () => {
    fakeNetwork();
    await renderPage({ items: [{ ...papillexSingle, quantity: 2 }] });
    const offered = screen.getByRole("switch", { name: "Subscribe and save 10%" });
    expect(offered.getAttribute("aria-checked")).toBe("false");
    expect(offered.getAttribute("aria-describedby")).toBeTruthy();
    const cadence = document.getElementById(offered.getAttribute("aria-describedby")!);
    expect(cadence?.textContent?.replace(/\s/g, " ")).toBe(
      "Delivered every month, 340,00 RON a delivery. Cancel anytime from your account.",
    );

    fireEvent.click(offered);
    await flush();
    const subscribed = screen.getByRole("switch", { name: "Subscribe and save 10%" });
    expect(subscribed.getAttribute("aria-checked")).toBe("true");
    expect(document.activeElement).toBe(subscribed);
    expect(JSON.parse(localStorage.getItem("elara_cart") ?? "[]")).toMatchObject([
      { id: "v3", quantity: 2, isSubscription: true, subscriptionType: "monthly", variant: "Monthly Subscription" },
    ]);
    expect(totals()[0]).toBe("Subtotal 340,00 RON");
    expect(screen.getAllByRole("status").map((region) => region.textContent)).toContain(
      "Switched to a subscription: Papillex — Cervical Health Support - Monthly Subscription",
    );

    fireEvent.click(subscribed);
    await flush();
    expect(screen.getByRole("switch", { name: "Subscribe and save 10%" }).getAttribute("aria-checked")).toBe("false");
    expect(JSON.parse(localStorage.getItem("elara_cart") ?? "[]")).toMatchObject([{ id: "v1", quantity: 2, isSubscription: false }]);
    expect(totals()[0]).toBe("Subtotal 378,00 RON");
  });

  it("refuses a second subscription with the Subscription Limit dialog and changes nothing", async () => {
    polyfillModalDialogs();
    fakeNetwork();
    await renderPage({ items: [papillexSingle, papillexMonthly] });
    const [single] = screen
      .getAllByRole("switch", { name: "Subscribe and save 10%" })
      .filter((candidate) => candidate.getAttribute("aria-checked") === "false");
    fireEvent.click(single!);
    // The dialog's code arrives on first use.
    await import("./SubscriptionLimitDialog.tsx");
    await flush();
    const dialog = screen.getByRole("dialog", { name: "Subscription Limit" });
    expect(within(dialog).queryByRole("link", { name: "View cart" })).toBeNull();
    expect(JSON.parse(localStorage.getItem("elara_cart") ?? "[]").map((item: { id: string }) => item.id)).toEqual(["v1", "v3"]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await flush();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(single);
  });

  it("applies a code the server honours, shown with the format rule's percent", async () => {
    const network = fakeNetwork();
    await renderPage({ items: [{ ...papillexSingle, quantity: 3 }] });
    fireEvent.change(within(summary()).getByRole("textbox", { name: "Discount code" }), { target: { value: " elara10 " } });
    fireEvent.click(within(summary()).getByRole("button", { name: "Apply" }));
    await flush();
    expect(network.discountCodes).toEqual(["ELARA10"]);
    expect(localStorage.getItem("elara_discount_code")).toBe("ELARA10");
    expect(within(summary()).getByText("ELARA10 applied: 10% off")).toBeTruthy();
    expect(within(summary()).getByText("10% off applied")).toBeTruthy();
    expect(totals()).toEqual([
      "Subtotal 567,00 RON",
      "Discount (ELARA10, 10%) −56,70 RON",
      "Subtotal after discount 510,30 RON",
      "Shipping in Romania Free",
      "Total 510,30 RON",
    ]);

    fireEvent.click(within(summary()).getByRole("button", { name: "Remove code" }));
    expect(localStorage.getItem("elara_discount_code")).toBeNull();
    expect(totals()[1]).toBe("Shipping in Romania Free");
  });

  it("refuses a code the server did not issue, whatever its format says, and keeps nothing", async () => {
    fakeNetwork();
    await renderPage({ items: [papillexSingle] });
    const field = within(summary()).getByRole("textbox", { name: "Discount code" });
    fireEvent.change(field, { target: { value: "POPUP99" } });
    fireEvent.click(within(summary()).getByRole("button", { name: "Apply" }));
    await flush();
    expect(localStorage.getItem("elara_discount_code")).toBeNull();
    expect(within(summary()).getByText("Invalid Discount Code")).toBeTruthy();
    expect(within(summary()).getByText("Please check your code and try again")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(totals()[0]).toBe("Subtotal 189,00 RON");
    expect(totals()).toHaveLength(3);
  });

  it("asks for a code before calling the server, and refuses a code this browser's orders used", async () => {
    const network = fakeNetwork();
    localStorage.setItem("usedDiscountCodes", JSON.stringify(["ELARA10"]));
    await renderPage({ items: [papillexSingle] });
    fireEvent.click(within(summary()).getByRole("button", { name: "Apply" }));
    await flush();
    expect(within(summary()).getByText("Enter a discount code.")).toBeTruthy();
    fireEvent.change(within(summary()).getByRole("textbox", { name: "Discount code" }), { target: { value: "elara10" } });
    fireEvent.click(within(summary()).getByRole("button", { name: "Apply" }));
    await flush();
    expect(within(summary()).getByText("This code has already been used for an order from this browser.")).toBeTruthy();
    expect(network.discountCodes).toEqual([]);
  });

  it("says so when the code cannot be checked, and keeps nothing", async () => {
    fakeNetwork();
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (url === "/api/validate-discount") throw new TypeError("Failed to fetch");
        return new Response("{}", { status: 503 });
      }),
    );
    await renderPage({ items: [papillexSingle] });
    fireEvent.change(within(summary()).getByRole("textbox", { name: "Discount code" }), { target: { value: "ELARA10" } });
    fireEvent.click(within(summary()).getByRole("button", { name: "Apply" }));
    await flush();
    expect(within(summary()).getByText("The code could not be checked. Please check your connection and try again.")).toBeTruthy();
    expect(localStorage.getItem("elara_discount_code")).toBeNull();
  });

  it("drops a stored code the server does not honour when the page opens", async () => {
    const network = fakeNetwork();
    localStorage.setItem("elara_discount_code", "POPUP99");
    await renderPage({ items: [papillexSingle] });
    await flush();
    expect(network.discountCodes).toEqual(["POPUP99"]);
    expect(localStorage.getItem("elara_discount_code")).toBeNull();
    expect(within(summary()).getByText("Invalid Discount Code")).toBeTruthy();
    expect(totals()[0]).toBe("Subtotal 189,00 RON");
    expect(totals()).toHaveLength(3);
  });

  it("prices every line again in a new display currency, never mixing two in a total", async () => {
    fakeNetwork();
    const view = await renderPage({ items: [papillexSingle, papillexMonthly] });
    expect(totals()[0]).toBe("Subtotal 359,00 RON");
    fireEvent.click(screen.getByRole("button", { name: "Show euro" }));
    // Until the Storefront API answers in euro, no total is shown; the terms arrive with the loader.
    expect(within(summary()).getByText("Updating prices in EUR…")).toBeTruthy();
    expect(within(summary()).queryByRole("term")).toBeNull();
    await flush();
    // Lines in euro, shipping terms still in lei until the loader brings them in euro: still no total.
    expect(within(summary()).queryByRole("term")).toBeNull();
    view.unmount();
    await renderPage({ items: [papillexSingle, papillexMonthly], currency: "EUR", shipping: EURO });
    await flush();
    expect(screen.getAllByRole("listitem")[0]?.textContent).toMatch(/37,99\s€/);
    expect(totals()).toEqual(["Subtotal 72,16 €", "Shipping in Romania Free", "Total 72,16 €"]);
    expect(summary().textContent).not.toContain("RON");
  });

  it("shows a failure to price in the new currency, and tries again on request", async () => {
    let failing = true;
    fakeNetwork({ failQuotes: () => failing });
    await renderPage({ items: [papillexSingle], currency: "EUR", shipping: EURO });
    await flush();
    expect(within(summary()).getByRole("alert").textContent).toContain("Prices could not be shown in EUR.");
    expect(screen.getByText("Updating price…")).toBeTruthy();
    failing = false;
    fireEvent.click(within(summary()).getByRole("button", { name: "Try again" }));
    await flush();
    expect(totals()).toEqual(["Subtotal 37,99 €", "Shipping in Romania 4,02 €", "Total 42,01 €"]);
  });

  it("is the cart skeleton on the server, which cannot know the cart, never an empty cart", () => {
    fakeNetwork();
    const html = renderWithCartToString(<CartPage shipping={LEI} known={knownCart()} />, { items: [papillexSingle] });
    expect(html).toContain("Loading cart...");
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain("Your cart is empty");
    // The way back is there before the cart is.
    expect(html).toContain("Continue shopping");
  });

  it("draws the lines the cart cookie names on the server, priced and with their switches, so they paint whole with the page", () => {
    fakeNetwork();
    const known = knownCart([{ ...papillexSingle, quantity: 2 }], PAPILLEX_QUOTES_IN_LEI);
    const html = renderWithCartToString(<CartPage shipping={LEI} known={known} />);
    expect(html).toContain("Papillex — Cervical Health Support - Single Bottle");
    expect(html).toContain("2 items");
    expect(html).toMatch(/Subtotal.*378,00.*RON/s);
    // The switch the client's quotes would bring later is there from the start: nothing moves when they arrive.
    expect(html).toContain("Subscribe and save 10%");
    expect(html).not.toContain("Loading cart...");
  });

  it("hydrates the cookie's lines as the server drew them, then shows the stored cart, priced from the server's quotes", async () => {
    const network = fakeNetwork();
    const page = <CartPage shipping={LEI} known={knownCart([{ ...papillexSingle, quantity: 2 }], PAPILLEX_QUOTES_IN_LEI)} />;
    const html = renderWithCartToString(page);
    const view = await hydrated(html, withCart(page, { items: [papillexMonthly] }));
    onTestFinished(view.unmount);
    expect(view.recoverable).not.toHaveBeenCalled();
    await flush();
    expect(view.container.textContent).toContain("Monthly Subscription");
    expect(view.container.textContent).toContain("1 item");
    expect(view.container.textContent).not.toContain("2 items");
    expect(totals()).toEqual(["Subtotal 170,00 RON", "Shipping in Romania 19,99 RON", "Total 189,99 RON"]);
    // The stored cart's product was priced by the server: it is not asked for again.
    expect(network.fetch.mock.calls.filter(([url]) => url === "/api/2024-01/graphql.json")).toEqual([]);
  });

  it("asks for the quotes itself when the server's are in another currency than the page's", async () => {
    const network = fakeNetwork();
    const known = knownCart([papillexSingle], PAPILLEX_QUOTES_IN_LEI);
    const view = renderWithCart(<CartPage shipping={EURO} known={known} />, { items: [papillexSingle], currency: "EUR" });
    onTestFinished(view.unmount);
    await flush();
    expect(totals()[0]).toBe("Subtotal 37,99 €");
    expect(network.fetch.mock.calls.some(([url]) => url === "/api/2024-01/graphql.json")).toBe(true);
  });

  it("keeps the cart cookie in step with the stored cart, and drops it when the cart is emptied", async () => {
    fakeNetwork();
    await renderPage({ items: [papillexSingle] });
    expect(decodeURIComponent(document.cookie)).toContain(`elara_cart=${JSON.stringify([[papillexSingle.id, "papillex", 1]])}`);
    fireEvent.click(screen.getByRole("button", { name: /^Increase the quantity of / }));
    expect(decodeURIComponent(document.cookie)).toContain(`elara_cart=${JSON.stringify([[papillexSingle.id, "papillex", 2]])}`);
    fireEvent.click(screen.getByRole("button", { name: /^Remove / }));
    await flush(1_000);
    expect(document.cookie).not.toContain("elara_cart=");
  });
});
