// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Language } from "#domain/locale";
import type { SavedCard } from "#app/lib/saved-cards.ts";
import { PaymentMethodsSection } from "./PaymentMethodsSection.tsx";
import { jsonResponse } from "#tests/app/json-response.ts";
import { renderAccountSection, sessionStillValid, signInForEachTest } from "#tests/app/account-kit.tsx";
import { polyfillModalDialogs } from "#tests/app/dialog-polyfill.ts";

const VISA: SavedCard = { id: "pm_visa0000000000000", brand: "visa", last4: "4242", expMonth: 3, expYear: 2029, subscriptions: 1 };
const MASTERCARD: SavedCard = {
  id: "pm_mc00000000000000",
  brand: "mastercard",
  last4: "4444",
  expMonth: 11,
  expYear: 2027,
  subscriptions: 0,
};

interface Sent {
  method: string;
  url: string;
  authorization: string | null;
}

type Handler = (request: Sent) => Response | Promise<Response>;

/** `/api/account/payment-methods` as the test answers it, and the Storefront API's session check. */
function server({ list, remove }: { list: Handler; remove?: Handler }) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      const authorization = new Headers(init.headers).get("Authorization");
      if (url.includes("graphql")) return sessionStillValid();
      const request = { method, url, authorization };
      sent.push(request);
      if (url === "/api/account/payment-methods" && method === "GET") return list(request);
      if (url.startsWith("/api/account/payment-methods/") && method === "DELETE" && remove) return remove(request);
      return jsonResponse({ success: false, error: "Not expected here" }, 500);
    }),
  );
  return sent;
}

function renderSection(language: Language = "en") {
  renderAccountSection(<PaymentMethodsSection />, language);
}

const deletes = (sent: Sent[]) => sent.filter((request) => request.method === "DELETE");

signInForEachTest();
beforeEach(polyfillModalDialogs);

describe("saved cards", () => {
  it("lists each card with its brand, last four digits, expiry and subscriptions, beside how payment works", async () => {
    const sent = server({ list: () => jsonResponse({ success: true, paymentMethods: [VISA, MASTERCARD] }) });
    renderSection();
    expect(screen.getByText("Loading your saved cards...")).toBeTruthy();
    // Not "no saved cards" while the list is on its way.
    expect(screen.queryByText("You have no saved cards.")).toBeNull();

    const cards = await screen.findAllByRole("listitem");
    expect(cards.map((card) => card.textContent)).toEqual([
      "Visa•••• 4242ending in 4242Expires 03/2029Used by 1 subscriptionRemove",
      "Mastercard•••• 4444ending in 4444Expires 11/2027Not used by any subscriptionRemove",
    ]);
    expect(sent[0]).toEqual({ method: "GET", url: "/api/account/payment-methods", authorization: "Bearer token-1" });
    expect(screen.getByRole("button", { name: "Remove the card Visa ending in 4242" })).toBeTruthy();
    expect(screen.getByText("Cash on delivery needs no payment method: you pay the courier when the parcel arrives.")).toBeTruthy();
    expect(screen.queryByText("You have no saved cards.")).toBeNull();
  });

  it("says there are no saved cards only when the list is really empty", async () => {
    server({ list: () => jsonResponse({ success: true, paymentMethods: [] }) });
    renderSection();
    expect(await screen.findByText("You have no saved cards.")).toBeTruthy();
    expect(screen.queryAllByRole("listitem")).toEqual([]);
  });

  it("shows a failed load with a way to try again, never as an empty list", async () => {
    let fail = true;
    server({
      list: () =>
        fail
          ? jsonResponse({ success: false, error: "Internal server error" }, 500)
          : jsonResponse({ success: true, paymentMethods: [VISA] }),
    });
    renderSection();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Internal server error");
    expect(screen.queryByText("You have no saved cards.")).toBeNull();
    fail = false;
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Used by 1 subscription")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("removes a card after a warning about the subscriptions it pays, announces it and moves focus to the list", async () => {
    const sent = server({
      list: () => jsonResponse({ success: true, paymentMethods: [VISA, MASTERCARD] }),
      remove: () => jsonResponse({ success: true, paymentMethods: [MASTERCARD] }),
    });
    renderSection();
    fireEvent.click(await screen.findByRole("button", { name: "Remove the card Visa ending in 4242" }));

    const dialog = screen.getByRole("dialog", { name: "Remove this card?" });
    expect(within(dialog).getByText("Visa ending in 4242 will no longer be used for any payment.")).toBeTruthy();
    expect(
      within(dialog).getByText(
        "One subscription renews with this card. Once you remove it, its deliveries are paid in cash on delivery until you pay with a new card.",
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove card" }));

    const announced = await screen.findByText("Visa ending in 4242 was removed.");
    expect(announced.closest("[role=status]")?.getAttribute("aria-live")).toBe("polite");
    expect(deletes(sent)).toEqual([
      { method: "DELETE", url: "/api/account/payment-methods/pm_visa0000000000000", authorization: "Bearer token-1" },
    ]);
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    // The dialog closes, then focus moves to the list once the dialog has handed focus back: conditions, not time.
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Saved cards" })));
  });

  it("asks nothing about subscriptions for a card none uses, and removes nothing when cancelled", async () => {
    const sent = server({ list: () => jsonResponse({ success: true, paymentMethods: [MASTERCARD] }) });
    renderSection();
    fireEvent.click(await screen.findByRole("button", { name: "Remove the card Mastercard ending in 4444" }));
    const dialog = screen.getByRole("dialog", { name: "Remove this card?" });
    expect(within(dialog).queryByText(/renews with this card/)).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(deletes(sent)).toEqual([]);
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
  });

  it("says why a removal failed and reads the list again when the card is already gone", async () => {
    let listed = [VISA];
    const sent = server({
      list: () => jsonResponse({ success: true, paymentMethods: listed }),
      remove: () => {
        listed = [];
        return jsonResponse({ success: false, error: "Card not found. You may have removed it already." }, 404);
      },
    });
    renderSection();
    fireEvent.click(await screen.findByRole("button", { name: "Remove the card Visa ending in 4242" }));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Remove card" }));
    expect(await screen.findByText("Card not found. You may have removed it already.")).toBeTruthy();
    expect(await screen.findByText("You have no saved cards.")).toBeTruthy();
    expect(sent.filter((request) => request.method === "GET")).toHaveLength(2);
  });

  it("speaks Romanian, with its plural forms", async () => {
    server({
      list: () =>
        jsonResponse({
          success: true,
          paymentMethods: [
            { ...VISA, subscriptions: 2 },
            { ...MASTERCARD, subscriptions: 20 },
          ],
        }),
    });
    renderSection("ro");
    expect(await screen.findByText("Folosit de 2 abonamente")).toBeTruthy();
    expect(screen.getByText("Folosit de 20 de abonamente")).toBeTruthy();
    expect(screen.getByText("Expiră la 03/2029")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Șterge cardul Visa care se termină în 4242" }));
    expect(
      screen.getByText(
        "2 abonamente se plătesc cu acest card. După ce îl ștergi, livrările lor se plătesc ramburs, în numerar, până când plătești din nou cu un card nou.",
      ),
    ).toBeTruthy();
  });
});
