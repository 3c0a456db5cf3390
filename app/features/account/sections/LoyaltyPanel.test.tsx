// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { CustomerPointsView } from "#domain/loyalty";
import { LoyaltyPanel } from "./LoyaltyPanel.tsx";
import { jsonResponse } from "#tests/app/json-response.ts";
import { renderAccountSection, sessionStillValid, signInForEachTest } from "#tests/app/account-kit.tsx";

signInForEachTest();

function server(points: CustomerPointsView) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      if (url.includes("graphql")) return sessionStillValid();
      if (url === "/api/account/loyalty") return jsonResponse(points);
      return jsonResponse({ success: false, error: "Not expected here" }, 500);
    }),
  );
}

describe("the account's loyalty points", () => {
  it("shows the balance, its worth, its expiry and the history in Romanian", async () => {
    server({
      enabled: true,
      balancePoints: 37,
      worthRonMinor: 370,
      expiresAt: "2027-11-23T09:00:00.000Z",
      entries: [
        {
          id: 2,
          points: -5,
          unrecoveredPoints: 0,
          kind: "reversed",
          orderNumber: 1042,
          reason: null,
          createdAt: "2026-11-24T09:00:00.000Z",
        },
        { id: 1, points: 42, unrecoveredPoints: 0, kind: "earned", orderNumber: 1042, reason: null, createdAt: "2026-11-23T09:00:00.000Z" },
      ],
    });
    renderAccountSection(<LoyaltyPanel />, "ro");
    expect(await screen.findByRole("heading", { name: "Punctele tale de fidelitate" })).toBeTruthy();
    expect(screen.getByText("37 de puncte")).toBeTruthy();
    expect(screen.getByText(/Valorează/).textContent).toBe(
      "Valorează 3,70\u00a0RON la finalizarea comenzii. Expiră pe 23 noiembrie 2027 dacă nu mai câștigi puncte până atunci.",
    );
    expect(screen.getByRole("link", { name: "Câștigate cu comanda #1042" }).getAttribute("href")).toBe("/my-account/orders/1042");
    expect(screen.getByRole("link", { name: "Retrase pentru comanda #1042 (rambursată sau anulată)" })).toBeTruthy();
  });

  it("shows nothing while the store's program is off", async () => {
    server({ enabled: false });
    renderAccountSection(
      <>
        <p>account</p>
        <LoyaltyPanel />
      </>,
      "en",
    );
    await screen.findByText("account");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("heading", { name: "Your loyalty points" })).toBeNull();
  });
});
