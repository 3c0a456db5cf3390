// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { STORAGE_KEYS } from "#app/lib/storage-keys.ts";
import { strictTestI18n } from "#tests/app/test-i18n.ts";
import { SIGNED_IN_USER } from "#tests/app/account-kit.tsx";
import { ToastProvider } from "#app/features/toast/ToastProvider.tsx";
import { AccountLayout } from "./AccountLayout.tsx";
import { AuthProvider } from "./AuthProvider.tsx";

function renderAccountAt(path: string) {
  const i18n = strictTestI18n("en");
  const page = (name: string) => ({ element: <p>{name}</p>, handle: { accountSection: "orders" } });
  const router = createMemoryRouter(
    [
      {
        path: "/my-account",
        element: <AccountLayout />,
        children: [
          { index: true, ...page("Dashboard page") },
          { path: "orders", ...page("Orders page") },
          { path: "orders/:orderNumber", ...page("Order page") },
          { path: "subscriptions/:subscriptionId", ...page("Subscription page") },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nProvider i18n={i18n}>
      <ToastProvider>
        <AuthProvider storefrontToken="public-token">
          <RouterProvider router={router} />
        </AuthProvider>
      </ToastProvider>
    </I18nProvider>,
  );
}

const nav = () => screen.getByRole("navigation", { name: "My account" });
const link = (name: string) => within(nav()).getByRole("link", { name });
const marked = () =>
  within(nav())
    .getAllByRole("link")
    .filter((element) => element.hasAttribute("aria-current"))
    .map((element) => [element.textContent, element.getAttribute("aria-current")]);

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(SIGNED_IN_USER));
  // The session's check of its token: no answer keeps the stored session.
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("{}", { status: 503, headers: { "Content-Type": "application/json" } })),
  );
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("the account's navigation", () => {
  it("marks a section as the page on its own address, and only the dashboard on /my-account", async () => {
    renderAccountAt("/my-account/orders");
    await screen.findByText("Orders page");
    expect(marked()).toEqual([["Orders", "page"]]);

    cleanup();
    renderAccountAt("/my-account");
    await screen.findByText("Dashboard page");
    expect(marked()).toEqual([["My account", "page"]]);
  });

  it("keeps the section marked, as the current section rather than the page, on the pages below it", async () => {
    renderAccountAt("/my-account/orders/1002");
    await screen.findByText("Order page");
    expect(marked()).toEqual([["Orders", "true"]]);
    expect(link("Orders").className).toContain("bg-brand ");
    expect(link("My account").className).not.toContain("bg-brand ");

    cleanup();
    renderAccountAt("/my-account/subscriptions/7");
    await screen.findByText("Subscription page");
    expect(marked()).toEqual([["Subscriptions", "true"]]);
  });
});
