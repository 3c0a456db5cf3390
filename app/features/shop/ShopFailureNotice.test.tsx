// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ShopFailureNotice } from "./ShopFailureNotice.tsx";
import { createTestI18n } from "#tests/app/test-i18n.ts";

const logWarn = vi.hoisted(() => vi.fn());
vi.mock("#app/features/monitoring/report.ts", () => ({ logWarn }));

describe("ShopFailureNotice", () => {
  beforeEach(() => logWarn.mockClear());

  it("shows the shop error with its hint and reports the failure once", () => {
    const failure = { reason: "error", message: "Shopify API error: 502 - Bad Gateway" } as const;
    const { rerender } = render(
      <I18nProvider i18n={createTestI18n("en")}>
        <ShopFailureNotice failure={failure} />
      </I18nProvider>,
    );
    expect(screen.getByRole("heading", { name: "Error loading products" })).toBeTruthy();
    expect(screen.getByText(/make sure the store server is running/)).toBeTruthy();
    expect(screen.getByText("The products below are examples until the catalogue loads again.")).toBeTruthy();
    rerender(
      <I18nProvider i18n={createTestI18n("en")}>
        <ShopFailureNotice failure={failure} />
      </I18nProvider>,
    );
    expect(logWarn).toHaveBeenCalledTimes(1);
    expect(logWarn).toHaveBeenCalledWith(
      "Shopify API error: 502 - Bad Gateway",
      expect.objectContaining({ component: "ShopPage", metadata: { reason: "error", fallback: "demo products" } }),
    );
  });

  it("reports an empty list as such, in Romanian too", () => {
    render(
      <I18nProvider i18n={createTestI18n("ro")}>
        <ShopFailureNotice failure={{ reason: "empty" }} />
      </I18nProvider>,
    );
    expect(screen.getByRole("heading", { name: "Eroare la încărcarea produselor" })).toBeTruthy();
    expect(logWarn).toHaveBeenCalledWith(
      "The product list came back empty",
      expect.objectContaining({ metadata: { reason: "empty", fallback: "demo products" } }),
    );
  });
});
