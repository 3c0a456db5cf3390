// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { OrderTax } from "#domain/order-contract";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { strictTestI18n } from "#tests/app/test-i18n.ts";
import { OrderTotals } from "./OrderTotals.tsx";

const money = (amount: string, currencyCode = "RON") => ({ amount, currencyCode });

function renderTotals(language: "ro" | "en", tax: OrderTax, shippingService: string | null = null) {
  const i18n = strictTestI18n(language);
  render(
    <I18nProvider i18n={i18n}>
      <OrderTotals
        totals={{ subtotal: money("300.00"), discount: null, shipping: money("19.99"), shippingService, tax, total: money("319.99") }}
      />
    </I18nProvider>,
  );
}

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
