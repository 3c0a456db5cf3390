// @vitest-environment happy-dom
import { fireEvent, screen, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ANNOUNCEMENT_CLEAR_MS } from "#app/ui/LiveAnnouncer.tsx";
import { DRAWER_EXIT_MS } from "#app/ui/Drawer.tsx";
import {
  fakeNetwork,
  flush,
  freshCartOnFakeClockForEachTest,
  papillexMonthly,
  papillexSingle,
  renderWithCart,
} from "#tests/app/cart-harness.tsx";
import CartDrawer from "./CartDrawer.tsx";
import { polyfillModalDialogs } from "#tests/app/dialog-polyfill.ts";

beforeAll(() => {
  polyfillModalDialogs();
});

freshCartOnFakeClockForEachTest();
beforeEach(() => {
  vi.stubGlobal("matchMedia", () => ({ matches: false }));
});

async function openCart(button = "Open cart", title = "Your cart") {
  fireEvent.click(screen.getByRole("button", { name: button }));
  await flush(20);
  return screen.getByRole("dialog", { name: title });
}

describe("the cart drawer", () => {
  it("lists each line with image, name, quantity × price and remove, then the subtotal and both links", async () => {
    fakeNetwork();
    renderWithCart(<CartDrawer />, { items: [{ ...papillexSingle, quantity: 2 }, papillexMonthly] });
    const drawer = await openCart();
    const lines = within(drawer).getAllByRole("listitem");
    expect(lines).toHaveLength(2);
    // The catalogue's current names, in the page's language.
    expect(within(lines[0]!).getByRole("link", { name: "Papillex — Cervical Health Support - Single Bottle" }).getAttribute("href")).toBe(
      "/products/papillex",
    );
    expect(lines[0]!.textContent).toMatch(/2 × 189,00\sRON/);
    expect(lines[0]!.querySelector("img")?.getAttribute("src")).toBe("/images/papillex.webp");
    expect(within(lines[1]!).getByText("Subscription")).toBeTruthy();
    expect(within(drawer).getByRole("term").textContent).toBe("Subtotal");
    expect(within(drawer).getByRole("definition").textContent).toMatch(/548,00\sRON/);
    // The subtotal carries Romania's VAT; checkout reprices for another destination (decision 0055).
    expect(
      within(drawer).getByText(
        /VAT included for delivery in Romania\. Shipping, and VAT for another country, are worked out at checkout\./,
      ),
    ).toBeTruthy();
    expect(within(drawer).getByRole("link", { name: "View cart" }).getAttribute("href")).toBe("/cart");
    expect(within(drawer).getByRole("link", { name: "Checkout now" }).getAttribute("href")).toBe("/checkout");
  });

  it("shows the discount line and the discounted subtotal for a code in force, by the code's format", async () => {
    fakeNetwork();
    localStorage.setItem("elara_discount_code", "ELARA10");
    renderWithCart(<CartDrawer />, { items: [papillexSingle, papillexMonthly] });
    const drawer = await openCart();
    const rows = within(drawer)
      .getAllByRole("term")
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      expect.stringMatching(/^Subtotal 359,00\sRON$/),
      expect.stringMatching(/^Discount \(ELARA10, 10%\) −35,90\sRON$/),
      expect.stringMatching(/^Subtotal after discount 323,10\sRON$/),
    ]);
  });

  it("announces opening, removal and closing, each cleared after 3000 ms", async () => {
    fakeNetwork();
    renderWithCart(<CartDrawer />, { items: [papillexSingle, papillexMonthly] });
    const drawer = await openCart();
    const inside = within(drawer).getByRole("status");
    expect(inside.textContent).toBe("Cart opened, 2 items");
    await flush(ANNOUNCEMENT_CLEAR_MS);
    expect(inside.textContent).toBe("");

    fireEvent.click(
      within(drawer).getByRole("button", { name: "Remove Papillex — Cervical Health Support - Single Bottle from the cart" }),
    );
    await flush();
    expect(inside.textContent).toBe("Papillex — Cervical Health Support - Single Bottle removed from the cart");
    expect(within(drawer).getAllByRole("listitem")).toHaveLength(1);
    // Focus moves to the remaining line's remove button rather than being lost.
    expect(document.activeElement?.getAttribute("aria-label")).toBe(
      "Remove Papillex — Cervical Health Support - Monthly Subscription from the cart",
    );
    expect(JSON.parse(localStorage.getItem("elara_cart") ?? "[]")).toEqual([papillexMonthly]);
    await flush(ANNOUNCEMENT_CLEAR_MS);
    expect(inside.textContent).toBe("");

    fireEvent.click(within(drawer).getByRole("button", { name: "Close cart" }));
    await flush(DRAWER_EXIT_MS);
    const outside = screen.getAllByRole("status").find((region) => !drawer.contains(region) && region.textContent !== "");
    expect(outside?.textContent).toBe("Cart closed");
    await flush(ANNOUNCEMENT_CLEAR_MS);
    expect(outside?.textContent).toBe("");
  });

  it("leaves the empty cart with a way to the shop, which takes focus after the last removal", async () => {
    fakeNetwork();
    renderWithCart(<CartDrawer />, { items: [papillexSingle] });
    const drawer = await openCart();
    fireEvent.click(within(drawer).getByRole("button", { name: /^Remove / }));
    await flush();
    expect(within(drawer).getByText("Your cart is empty")).toBeTruthy();
    expect(document.activeElement).toBe(within(drawer).getByRole("link", { name: "Shop all products" }));
    expect(within(drawer).queryByRole("link", { name: "Checkout now" })).toBeNull();
  });

  it("shows the 'item added' banner for the add that opened it, not when opened from the cart button", async () => {
    fakeNetwork();
    renderWithCart(<CartDrawer />, { language: "ro" });
    await flush();
    let drawer = await openCart("Open cart", "Coșul tău");
    expect(within(drawer).queryByText("Produs adăugat în coș")).toBeNull();
    expect(within(drawer).getByText("Coșul tău este gol")).toBeTruthy();
    fireEvent.click(within(drawer).getByRole("button", { name: "Închide coșul" }));
    await flush(DRAWER_EXIT_MS);

    drawer = await openCart("Add two bottles", "Coșul tău");
    expect(within(drawer).getByText("Produs adăugat în coș")).toBeTruthy();
    expect(within(drawer).getByText("2 × Papillex — suport pentru sănătatea cervicală - O sticlă")).toBeTruthy();
  });
});
