// @vitest-environment happy-dom
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Language } from "#domain/locale";
import { ReturnsSection } from "./ReturnsSection.tsx";
import { jsonResponse } from "#tests/app/json-response.ts";
import { customerReturn, eligibleOrder } from "#tests/app/customer-records.ts";
import { renderAccountSection, sessionStillValid, signInForEachTest } from "#tests/app/account-kit.tsx";

const eligible = eligibleOrder({
  paidOnDelivery: true,
  lines: [{ lineId: 11, title: "Papillex", variantTitle: "O sticlă", quantity: 2, returnable: 1, unitRefundMinor: 18_900 }],
});

const pending = customerReturn({
  orderNumber: 1041,
  currencyCode: "EUR",
  refundMinor: 3_800,
  lines: [{ lineId: 9, title: "Papillex", variantTitle: "O sticlă", quantity: 1, reason: "changed_mind", refundMinor: 3_800 }],
});

/** `/api/account/returns` and `/eligible` as the test answers them, and the Storefront API's session check. */
function server(answers: { returns: Response[]; eligible: Response[]; credit?: Response[] }) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      if (url.includes("graphql")) return sessionStillValid();
      if (url === "/api/account/returns") return answers.returns.shift() ?? jsonResponse({ success: false }, 500);
      if (url === "/api/account/returns/eligible") return answers.eligible.shift() ?? jsonResponse({ success: false }, 500);
      if (url === "/api/account/store-credit")
        return answers.credit?.shift() ?? jsonResponse({ success: true, balanceRonMinor: 0, entries: [] });
      return jsonResponse({ success: false, error: "Not expected here" }, 500);
    }),
  );
}

function renderSection(language: Language = "ro") {
  renderAccountSection(<ReturnsSection />, language);
}

signInForEachTest();

describe("the account's returns", () => {
  it("lists the returns with their status and refund, and the orders that may still come back", async () => {
    server({
      returns: [jsonResponse({ success: true, returns: [pending] })],
      eligible: [jsonResponse({ success: true, orders: [eligible] })],
    });
    renderSection("en");
    const item = await screen.findByRole("article", { name: /Return #7/ }, { timeout: 10_000 });
    expect(within(item).getByText("Pending Review")).toBeTruthy();
    expect(within(item).getByText("Order #1041")).toBeTruthy();
    expect(within(item).getByText("5 March 2026")).toBeTruthy();
    // Store credit is given in lei.
    expect(within(item).getByText("189,00 RON")).toBeTruthy();
    expect(within(item).getByRole("link", { name: "View details of return #7" }).getAttribute("href")).toBe("/my-account/returns/7");

    const order = screen.getByRole("article", { name: "Order #1042" });
    expect(within(order).getByText("2 March 2026")).toBeTruthy();
    expect(within(order).getByText("1 April 2026")).toBeTruthy();
    expect(within(order).getByText(/1 can be returned/)).toBeTruthy();
    expect(within(order).getByRole("link", { name: "Start a return for order #1042" }).getAttribute("href")).toBe(
      "/my-account/returns/new?order=1042",
    );
    expect(screen.queryByText("You have no orders eligible for return")).toBeNull();
  });

  it("says there is nothing to return only when the server says so", async () => {
    server({ returns: [jsonResponse({ success: true, returns: [] })], eligible: [jsonResponse({ success: true, orders: [] })] });
    renderSection();
    expect(await screen.findByText("Nu ai nicio comandă eligibilă pentru retur", {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Retururile tale" })).toBeNull();
  });

  it("says the spec's sentence when either list cannot be read, and reads them again on request", async () => {
    server({
      returns: [jsonResponse({ success: true, returns: [] }), jsonResponse({ success: true, returns: [pending] })],
      eligible: [jsonResponse({ success: false }, 503), jsonResponse({ success: true, orders: [] })],
    });
    renderSection();
    const alert = await screen.findByRole("alert", {}, { timeout: 10_000 });
    expect(alert.textContent).toContain("Nu ți-am putut încărca comenzile. Încearcă din nou mai târziu.");
    expect(screen.queryByText("Nu ai nicio comandă eligibilă pentru retur")).toBeNull();
    fireEvent.click(within(alert).getByRole("button", { name: "Încearcă din nou" }));
    const item = await screen.findByRole("article", { name: /Returul #7/ });
    expect(within(item).getByText("În curs de verificare")).toBeTruthy();
  });

  it("shows the store credit's balance and every change of it, linked to its return or order", async () => {
    server({
      returns: [jsonResponse({ success: true, returns: [] })],
      eligible: [jsonResponse({ success: true, orders: [] })],
      credit: [
        jsonResponse({
          success: true,
          balanceRonMinor: 4_000,
          entries: [
            {
              id: 3,
              amountRonMinor: -14_900,
              kind: "checkout_debit",
              returnId: null,
              orderNumber: 1050,
              createdAt: "2026-03-09T10:00:00.000Z",
            },
            { id: 2, amountRonMinor: 18_900, kind: "return_refund", returnId: 7, orderNumber: null, createdAt: "2026-03-08T10:00:00.000Z" },
          ],
        }),
      ],
    });
    renderSection("en");
    const panel = await screen.findByRole("region", { name: "Your store credit" }, { timeout: 10_000 });
    expect(within(panel).getByText("40,00 RON")).toBeTruthy();
    expect(within(panel).getByRole("link", { name: "Spent on order #1050" }).getAttribute("href")).toBe("/my-account/orders/1050");
    expect(within(panel).getByRole("link", { name: "Refund for return #7" }).getAttribute("href")).toBe("/my-account/returns/7");
    expect(within(panel).getByText("+189,00 RON")).toBeTruthy();
    expect(within(panel).getByText("−149,00 RON")).toBeTruthy();
  });

  it("asks a visitor to log in", () => {
    localStorage.clear();
    server({ returns: [], eligible: [] });
    renderSection("en");
    expect(screen.getByText("Please log in to view your returns")).toBeTruthy();
  });
});
