// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { CustomerSubscription } from "#domain/customer-subscriptions";
import type { Language } from "#domain/locale";
import { SubscriptionsSection } from "./SubscriptionsSection.tsx";
import { jsonResponse } from "#tests/app/json-response.ts";
import { customerSubscription } from "#tests/app/customer-records.ts";
import { renderAccountSection, sessionStillValid, signInForEachTest } from "#tests/app/account-kit.tsx";

const subscription = (changes: Partial<CustomerSubscription> = {}): CustomerSubscription =>
  customerSubscription({
    title: "Papillex — suport cervical",
    address: {
      firstName: "Ana",
      lastName: "Pop",
      company: "",
      address1: "Str. Memorandumului 28",
      address2: "ap. 4",
      city: "Cluj-Napoca",
      province: "Cluj",
      zip: "400114",
      country: "RO",
      phone: "0722 123 456",
    },
    ...changes,
  });

/** `/api/account/subscriptions` as the test answers it, and the Storefront API's session check. */
function server(answers: Response[]) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url.includes("graphql")) return sessionStillValid();
    if (url === "/api/account/subscriptions") return answers.shift() ?? jsonResponse({ success: false }, 500);
    return jsonResponse({ success: false, error: "Not expected here" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
}

function renderSection(language: Language = "ro") {
  renderAccountSection(<SubscriptionsSection />, language);
}

signInForEachTest();

describe("the account's subscriptions", () => {
  it("shows each subscription with its price, next delivery, payment, address and orders", async () => {
    server([jsonResponse({ success: true, subscriptions: [subscription()] })]);
    renderSection();
    const card = await screen.findByRole("article", { name: /Papillex — suport cervical/ }, { timeout: 10_000 });
    expect(within(card).getByText("Activ")).toBeTruthy();
    expect(within(card).getByText("În fiecare lună")).toBeTruthy();
    expect(within(card).getByText(/319,80/)).toBeTruthy();
    expect(within(card).getByText("Ramburs, la livrare")).toBeTruthy();
    expect(within(card).getByText("400114 Cluj-Napoca")).toBeTruthy();
    expect(within(card).getByText(/28 februarie 2026/)).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Comanda #1042" }).getAttribute("href")).toBe("/my-account/orders/1042");
    expect(screen.queryByText("Nu ai niciun abonament activ")).toBeNull();
  });

  it("says a skip, a pause, a card and a cancellation, and that nothing is active when only cancelled ones are left", async () => {
    server([
      jsonResponse({
        success: true,
        subscriptions: [
          subscription({
            id: 1,
            skippedDate: "2026-02-28",
            nextDeliveryDate: "2026-03-31",
            payment: { kind: "card", brand: "visa", last4: "4242" },
          }),
        ],
      }),
    ]);
    renderSection("en");
    const card = await screen.findByRole("article", { name: /Papillex/ }, { timeout: 10_000 });
    expect(within(card).getByText("You skipped the delivery of 28 February 2026; next: 31 March 2026")).toBeTruthy();
    expect(within(card).getByText("Visa card ending in 4242")).toBeTruthy();
    cleanup();

    server([
      jsonResponse({
        success: true,
        subscriptions: [subscription({ status: "cancelled", nextDeliveryDate: null, cancelledAt: "2026-03-02T08:00:00.000Z" })],
      }),
    ]);
    renderSection("en");
    expect(await screen.findByText("You have no active subscriptions", {}, { timeout: 10_000 })).toBeTruthy();
    const ended = screen.getByRole("article", { name: /Papillex/ });
    expect(within(ended).getByText("Cancelled on 2 March 2026")).toBeTruthy();
  });

  it("says the spec's sentence when the portal cannot be read, and reads it again on request", async () => {
    server([jsonResponse({ success: false, error: "down" }, 503), jsonResponse({ success: true, subscriptions: [] })]);
    renderSection("en");
    const alert = await screen.findByRole("alert", {}, { timeout: 10_000 });
    expect(alert.textContent).toContain("Unable to load subscription portal. Please try refreshing the page.");
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("You have no active subscriptions")).toBeTruthy();
  });
});
