// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi, type MockInstance } from "vitest";
import type { ParcelOffer } from "#domain/parcel-additions";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { strictTestI18n } from "#tests/app/test-i18n.ts";
import { ParcelOfferCard } from "./ParcelOffer.tsx";

let scrolled: MockInstance<HTMLElement["scrollIntoView"]>;

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
  scrolled.mockRestore();
});

const OFFER: ParcelOffer = {
  token: "signed",
  variantId: 7,
  productHandle: "simplix",
  title: "Simplix",
  variantTitle: "O sticlă",
  price: { amount: "129.00", currencyCode: "RON" },
  payment: { kind: "cash_on_delivery" },
};

function show(offer: ParcelOffer = OFFER) {
  scrolled = vi.spyOn(HTMLElement.prototype, "scrollIntoView").mockImplementation(() => undefined);
  render(
    <I18nProvider i18n={strictTestI18n("ro")}>
      <ParcelOfferCard offer={offer} />
    </I18nProvider>,
  );
  return screen.getByRole("region", { name: /colet/i });
}

describe("the parcel offer reached from the confirmation email's link", () => {
  it("scrolls to itself and takes focus when the address names it, as the browser would have before it was drawn", () => {
    window.history.replaceState(null, "", "/orders/signed#parcel-offer");
    const section = show();
    expect(scrolled).toHaveBeenCalledWith({ block: "start" });
    expect(scrolled.mock.contexts[0]).toBe(section);
    expect(document.activeElement).toBe(section);
  });

  it("stays where it is on a page opened without the fragment", () => {
    const section = show();
    expect(scrolled).not.toHaveBeenCalled();
    expect(document.activeElement).not.toBe(section);
  });
});

describe("the parcel offer of an order paid by card", () => {
  it("names the saved card it charges, on the text and on the button", () => {
    const section = show({ ...OFFER, payment: { kind: "card", brand: "visa", last4: "4242" } });
    expect(section.textContent).toContain("cu cardul salvat Visa •••• 4242");
    expect(screen.getByRole("button").textContent).toMatch(/^Adaugă și plătește 129,00/);
  });
});

describe("the parcel offer of an order paid by card with no saved card", () => {
  it("says the unit is paid on the payment page and goes there with the click's answer", async () => {
    const section = show({ ...OFFER, payment: { kind: "payment_page" } });
    expect(section.textContent).toContain("plătești acum cu cardul, pe pagina de plată");
    const fetched = vi.fn(async () =>
      Response.json({ orderNumber: 1001, paymentUrl: "http://shop.test/pay/pay_x", amount: OFFER.price }, { status: 202 }),
    );
    vi.stubGlobal("fetch", fetched);
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign, hash: "" });
    fireEvent.click(screen.getByRole("button", { name: /^Adaugă și plătește 129,00/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("http://shop.test/pay/pay_x"));
    expect(screen.getByRole("button").textContent).toBe("Se deschide pagina de plată…");
    expect(JSON.parse(String((fetched.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toMatchObject({
      token: "signed",
      variantId: 7,
    });
    vi.unstubAllGlobals();
  });
});
