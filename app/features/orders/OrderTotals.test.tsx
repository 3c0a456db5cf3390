// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { OrderTax } from "#domain/order-contract";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { strictTestI18n } from "#tests/app/test-i18n.ts";
import { OrderTotals } from "./OrderTotals.tsx";

const money = (amount: string, currencyCode = "RON") => ({ amount, currencyCode });

type Discount = { code: string; kind: "percent" | "fixed"; percent: number; amount: ReturnType<typeof money> } | null;

function renderTotals(language: "ro" | "en", tax: OrderTax, shippingService: string | null = null, discount: Discount = null) {
  const i18n = strictTestI18n(language);
  render(
    <I18nProvider i18n={i18n}>
      <OrderTotals
        totals={{ subtotal: money("300.00"), discount, shipping: money("19.99"), shippingService, tax, total: money("319.99") }}
      />
    </I18nProvider>,
  );
}

const DOMESTIC: OrderTax = {
  ratePercent: 21,
  amount: money("45.07"),
  scheme: "domestic",
  rates: [{ ratePercent: 21, amount: money("45.07") }],
};

describe("the discount line", () => {
  it("names a code's discount by its code, and a subscription's save discount, which has none, by what it is", () => {
    renderTotals("ro", DOMESTIC, null, { code: "VARA10", kind: "percent", percent: 10, amount: money("30.00") });
    expect(screen.getByText("Reducere (VARA10, 10%)")).toBeTruthy();
    cleanup();
    renderTotals("ro", DOMESTIC, null, { code: "", kind: "percent", percent: 15, amount: money("45.00") });
    expect(screen.getByText("Reducere de fidelitate la abonament (15%)")).toBeTruthy();
    cleanup();
    renderTotals("en", DOMESTIC, null, { code: "", kind: "percent", percent: 15, amount: money("45.00") });
    expect(screen.getByText("Subscription loyalty discount (15%)")).toBeTruthy();
  });
});

describe("a placed order's promotions (decision 0172)", () => {
  const placed = (
    discountAllocations: { title: string; kind: "discount" | "gift" | "free_shipping"; amount: ReturnType<typeof money> }[],
  ) =>
    render(
      <I18nProvider i18n={strictTestI18n("ro")}>
        <OrderTotals
          totals={{
            subtotal: money("300.00"),
            discountAllocations,
            promotionDiscount: money("35.00"),
            discount: { code: "VARA10", kind: "percent", percent: 10, amount: money("26.50") },
            shipping: money("0.00"),
            tax: DOMESTIC,
            total: money("238.50"),
          }}
        />
      </I18nProvider>,
    );

  it("shows one row per promotion title beside the code's own row, free shipping as the shipping's", () => {
    placed([
      { title: "2 produse −10 %", kind: "discount", amount: money("30.00") },
      { title: "Cadou: un shaker", kind: "gift", amount: money("5.00") },
      { title: "Transport gratuit", kind: "free_shipping", amount: money("19.99") },
    ]);
    expect(screen.getByText("2 produse −10 %")).toBeTruthy();
    expect(screen.getByText("Cadou: un shaker")).toBeTruthy();
    expect(screen.getByText("Reducere (VARA10, 10%)")).toBeTruthy();
    expect(screen.queryByText("Transport gratuit")).toBeNull();
    expect(screen.queryByText(/35,00/)).toBeNull();
  });

  it("shows the promotions together for an order answered without its allocations", () => {
    placed([]);
    expect(screen.getByText(/35,00/)).toBeTruthy();
  });
});

describe("the VAT the total holds (decision 0055)", () => {
  it("says VAT is included at each rate, with the carrier beside the shipping", () => {
    renderTotals(
      "ro",
      {
        ratePercent: 21,
        amount: money("45.07"),
        scheme: "domestic",
        rates: [
          { ratePercent: 21, amount: money("35.16") },
          { ratePercent: 11, amount: money("9.91") },
        ],
      },
      "Fan Courier",
    );
    expect(screen.getByText("Livrare (Fan Courier)")).toBeTruthy();
    expect(screen.getByText("TVA inclus (21 %)")).toBeTruthy();
    expect(screen.getByText("TVA inclus (11 %)")).toBeTruthy();
  });

  it("says an export carries no VAT, and a destination's rate with its decimals", () => {
    renderTotals("en", { ratePercent: 0, amount: money("0.00"), scheme: "export", rates: [{ ratePercent: 0, amount: money("0.00") }] });
    expect(screen.getByText("No VAT — export")).toBeTruthy();
    expect(screen.queryByText(/VAT included/)).toBeNull();
  });

  it("writes a rate with decimals in the shopper's language", () => {
    renderTotals("ro", {
      ratePercent: 25.5,
      amount: money("60.00"),
      scheme: "oss",
      rates: [{ ratePercent: 25.5, amount: money("60.00") }],
    });
    expect(screen.getByText("TVA inclus (25,5 %)")).toBeTruthy();
  });
});
