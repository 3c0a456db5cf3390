// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { createMemoryRouter, Link, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestI18n } from "#tests/app/test-i18n.ts";
import { PendingNavigation, SLOW_NAVIGATION_MS } from "./PendingNavigation.tsx";

let finishLoading: () => void = () => {};
const slowLoader = () => new Promise<null>((resolve) => (finishLoading = () => resolve(null)));

function renderApp(language: "ro" | "en" = "en") {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <PendingNavigation>
            <Outlet />
          </PendingNavigation>
        ),
        children: [
          {
            id: "home",
            index: true,
            element: (
              <>
                <h1>Home page</h1>
                {["/shop", "/products/papillex", "/product", "/cart", "/checkout", "/?lng=en"].map((to) => (
                  <Link key={to} to={to}>
                    {`to ${to}`}
                  </Link>
                ))}
              </>
            ),
            loader: ({ request }) => (new URL(request.url).search ? slowLoader() : null),
          },
          ...["shop", "products/:handle", "product", "cart", "checkout"].map((path) => ({
            path,
            loader: slowLoader,
            element: <h1>Arrived</h1>,
          })),
        ],
      },
    ],
    { hydrationData: { loaderData: { home: null } } },
  );
  render(
    <I18nProvider i18n={createTestI18n(language)}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

async function navigate(to: string) {
  await act(async () => fireEvent.click(screen.getByRole("link", { name: `to ${to}` })));
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("PendingNavigation", () => {
  it("keeps the current page through a quick navigation", async () => {
    renderApp();
    await navigate("/shop");
    await advance(SLOW_NAVIGATION_MS - 1);
    expect(screen.getByRole("heading", { name: "Home page" })).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();

    await act(async () => finishLoading());
    expect(screen.getByRole("heading", { name: "Arrived" })).toBeTruthy();
  });

  it("shows the full-page spinner once a navigation is slow, until the page arrives", async () => {
    renderApp();
    await navigate("/shop");
    await advance(SLOW_NAVIGATION_MS);
    expect(screen.getByRole("status").textContent).toBe("Loading page...");
    expect(screen.queryByRole("heading", { name: "Home page" })).toBeNull();

    await act(async () => finishLoading());
    expect(screen.getByRole("heading", { name: "Arrived" })).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says it in Romanian on a Romanian page", async () => {
    renderApp("ro");
    await navigate("/shop");
    await advance(SLOW_NAVIGATION_MS);
    expect(screen.getByRole("status").textContent).toBe("Se încarcă pagina...");
  });

  it.each([
    ["/products/papillex", "Loading product..."],
    ["/product", "Loading product..."],
    ["/cart", "Loading cart..."],
    ["/checkout", "Loading checkout..."],
  ])("shows the skeleton of %s instead of the spinner", async (to, label) => {
    renderApp();
    await navigate(to);
    await advance(SLOW_NAVIGATION_MS);
    expect(screen.getByRole("status").textContent).toBe(label);
    expect(document.querySelector("[aria-busy=true]")).not.toBeNull();
    await act(async () => finishLoading());
  });

  it("keeps the page during a slow change of search only", async () => {
    renderApp();
    await navigate("/?lng=en");
    await advance(SLOW_NAVIGATION_MS * 4);
    expect(screen.getByRole("heading", { name: "Home page" })).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
    await act(async () => finishLoading());
  });
});
