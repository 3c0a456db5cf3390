// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { createTestI18n } from "#tests/app/test-i18n.ts";
import { ToastProvider } from "#app/features/toast/ToastProvider.tsx";
import { ToastViewport } from "#app/features/toast/ToastViewport.tsx";
import { AuthProvider } from "./AuthProvider.tsx";
import { WishlistButton } from "./WishlistButton.tsx";
import { WishlistProvider } from "./WishlistProvider.tsx";

function renderHeart(language: "ro" | "en" = "en") {
  render(
    <I18nProvider i18n={createTestI18n(language)}>
      <ToastProvider>
        <AuthProvider storefrontToken="public-token">
          <WishlistProvider>
            <WishlistButton handle="papillex" productTitle="Papillex" />
          </WishlistProvider>
        </AuthProvider>
        <ToastViewport />
      </ToastProvider>
    </I18nProvider>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("the wishlist heart", () => {
  it("is a toggle button named for what it will do, and keeps a visitor's choice in this browser", async () => {
    renderHeart();
    const heart = screen.getByRole("button", { name: "Add Papillex to wishlist" });
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(heart);
    const saved = await screen.findByRole("button", { name: "Remove Papillex from wishlist" });
    expect(saved.getAttribute("aria-pressed")).toBe("true");
    expect(localStorage.getItem("wishlist")).toBe('["papillex"]');
    expect(await screen.findByText("Papillex was added to your wishlist.")).toBeTruthy();
    fireEvent.click(saved);
    expect((await screen.findByRole("button", { name: "Add Papillex to wishlist" })).getAttribute("aria-pressed")).toBe("false");
    expect(localStorage.getItem("wishlist")).toBeNull();
  });

  it("shows what an earlier visit saved, in Romanian too", async () => {
    localStorage.setItem("wishlist", '["papillex"]');
    renderHeart("ro");
    expect((await screen.findByRole("button", { name: "Elimină Papillex din lista de dorințe" })).getAttribute("aria-pressed")).toBe(
      "true",
    );
  });

  it("is left out where no wishlist is provided (isolated component tests of cards)", () => {
    render(
      <I18nProvider i18n={createTestI18n("en")}>
        <WishlistButton handle="papillex" productTitle="Papillex" />
      </I18nProvider>,
    );
    expect(screen.queryByRole("button")).toBeNull();
  });
});
