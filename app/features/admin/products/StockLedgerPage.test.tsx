// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { VariantStockView } from "#domain/stock-ledger";
import { apiCalls, FIRST_RENDER, renderAdminPage } from "#tests/app/admin-pages.tsx";
import { stubFetchForEachTest } from "#tests/app/fetch-stub.ts";
import { jsonResponse } from "#tests/app/json-response.ts";
import { StockLedgerPage } from "./StockLedgerPage.tsx";

const stock: VariantStockView = {
  variantId: 11,
  productId: 1,
  productTitle: "Papillex",
  variantTitle: "1 flacon",
  sku: "PAP-1",
  stockQuantity: 10,
  lowStockThreshold: 5,
  stockFrom: null,
  waiting: null,
  movements: [],
  page: 1,
  pages: 1,
};

const fetchMock = stubFetchForEachTest();

function renderPage(shown: VariantStockView = stock, language: "en" | "ro" = "en") {
  renderAdminPage(
    "/admin/products/1/stock/11",
    language,
    () => ({ stock: shown }),
    (data) => <StockLedgerPage stock={data.stock} csrfToken="csrf-1" />,
  );
}

describe("a variant's stock page", () => {
  it("says how many shoppers wait for the variant to be back, and since when, in both languages", async () => {
    const soldOut = { ...stock, stockQuantity: 0, waiting: { count: 3, oldestRequestedAt: "2026-04-01T08:00:00.000Z" } };
    renderPage(soldOut);
    expect(
      await screen.findByText(/^3 shoppers are waiting to be told it is back \(the oldest asked on .*2026/, {}, FIRST_RENDER),
    ).toBeTruthy();
    cleanup();
    renderPage(soldOut, "ro");
    expect(await screen.findByText(/^3 cumpărători așteaptă să afle când revine/, {}, FIRST_RENDER)).toBeTruthy();
  });

  it("adjusts the stock with the note and says the balance the server counted", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ balance: 34, changed: true }));
    renderPage();
    fireEvent.change(await screen.findByRole("textbox", { name: "Change (units)" }, FIRST_RENDER), { target: { value: "24" } });
    fireEvent.change(screen.getByRole("textbox", { name: /Note/ }), { target: { value: "Delivery" } });
    fireEvent.click(screen.getByRole("button", { name: "Adjust" }));
    expect(await screen.findByText("Adjusted: 34 in stock now.")).toBeTruthy();
    expect(apiCalls(fetchMock)[0]).toMatchObject({
      url: "/api/admin/variants/11/stock/adjustments",
      body: { change: 24, note: "Delivery" },
    });
    expect(screen.getByRole("textbox", { name: "Change (units)" })).toHaveProperty("value", "");
  });

  it("marks a change that is no whole number without asking the server, and saves the threshold", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ changed: true }));
    renderPage();
    fireEvent.change(await screen.findByRole("textbox", { name: "Change (units)" }, FIRST_RENDER), { target: { value: "0" } });
    fireEvent.click(screen.getByRole("button", { name: "Adjust" }));
    expect(await screen.findByText("Enter a whole number other than 0, for example 24 or -2.")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Change (units)" }).getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole("textbox", { name: "Low-stock threshold" }), { target: { value: "3" } });
    fireEvent.click(screen.getByRole("button", { name: "Save threshold" }));
    expect(await screen.findByText("Saved: an email when fewer than 3 units are left.")).toBeTruthy();
    expect(apiCalls(fetchMock)[0]).toEqual({ url: "/api/admin/variants/11/stock/threshold", body: { threshold: 3 } });
  });
});
