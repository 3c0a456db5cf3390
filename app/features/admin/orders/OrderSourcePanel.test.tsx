// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CreditView } from "#domain/visit-source";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { strictTestI18n } from "#tests/app/test-i18n.ts";
import { OrderSourcePanel } from "./OrderSourcePanel.tsx";

const SPRING = {
  channel: "paid",
  source: "facebook",
  medium: "paid",
  campaign: "spring",
  clickIdKind: "fbclid",
  deviceClass: "phone",
  touchedAt: "2026-11-29T08:00:00.000Z",
} as const;

const attributed: CreditView = {
  statisticsAllowed: true,
  marketingAllowed: false,
  deviceClass: "desktop",
  first: SPRING,
  last: { channel: "direct", source: null, medium: null, campaign: null, clickIdKind: null, deviceClass: null, touchedAt: null },
};

function show(credit: CreditView, language: "ro" | "en") {
  render(
    <I18nProvider i18n={strictTestI18n(language)}>
      <OrderSourcePanel credit={credit} className="" />
    </I18nProvider>,
  );
}

describe("OrderSourcePanel", () => {
  it("names the last touch the order is credited to and the first, with the choice made when ordering", () => {
    show(attributed, "ro");
    expect(screen.getByRole("heading", { name: "De unde a venit comanda" })).toBeTruthy();
    const [last, first] = screen.getAllByRole("definition").map((definition) => definition.textContent);
    expect(last).toBe("Direct");
    expect(first).toMatch(/^Reclamă plătită · facebook \/ paid \/ spring · fbclid · telefon · /);
    expect(screen.getByText(/statistică permisă, marketing refuzată · plasată de pe calculator/)).toBeTruthy();
  });

  it("says why an order is unattributed, in English too", () => {
    show({ ...attributed, statisticsAllowed: false, first: null, last: null }, "en");
    expect(screen.getByText(/did not allow statistics cookies/)).toBeTruthy();
    expect(screen.queryAllByRole("definition")).toEqual([]);
  });
});
