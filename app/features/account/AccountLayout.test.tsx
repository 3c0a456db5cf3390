// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "#app/lib/storage-keys.ts";
import { SIGNED_IN_USER, renderAccountRoutes } from "#tests/app/account-kit.tsx";
import { AccountLayout } from "./AccountLayout.tsx";

function renderAccountAt(path: string) {
  const page = (name: string) => ({ element: <p>{name}</p>, handle: { accountSection: "orders" } });
  renderAccountRoutes(
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
