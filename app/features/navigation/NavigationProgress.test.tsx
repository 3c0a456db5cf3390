// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, Link, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NavigationProgress, PROGRESS_BAR_MINIMUM_MS } from "./NavigationProgress.tsx";

let finishLoading: () => void = () => {};

function renderApp() {
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <>
          <NavigationProgress />
          <Outlet />
        </>
      ),
      children: [
        {
          index: true,
          element: (
            <>
              <Link to="/shop">Shop</Link>
              <Link to="/about">About</Link>
              <Link to="#details">Details</Link>
            </>
          ),
        },
        { path: "about", element: <h1>About page</h1> },
        {
          path: "shop",
          loader: () => new Promise<null>((resolve) => (finishLoading = () => resolve(null))),
          element: <h1>Shop page</h1>,
        },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
}

const bar = () => screen.queryByTestId("navigation-progress");

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** The bar, showing since the click, stays for its minimum and not a millisecond longer. */
async function expectBarGoneAfterItsMinimum() {
  await advance(PROGRESS_BAR_MINIMUM_MS - 1);
  expect(bar()).not.toBeNull();
  await advance(1);
  expect(bar()).toBeNull();
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("NavigationProgress", () => {
  it("is absent while nothing navigates", () => {
    renderApp();
    expect(bar()).toBeNull();
  });

  it("shows for 400 ms on a navigation that finishes at once", async () => {
    renderApp();
    await act(async () => fireEvent.click(screen.getByRole("link", { name: "Shop" })));
    expect(bar()).not.toBeNull();

    await act(async () => finishLoading());
    expect(screen.getByRole("heading", { name: "Shop page" })).toBeTruthy();
    expect(bar()).not.toBeNull();

    await expectBarGoneAfterItsMinimum();
  });

  it("shows for 400 ms on a navigation that arrives without a loading state", async () => {
    renderApp();
    await act(async () => fireEvent.click(screen.getByRole("link", { name: "About" })));
    expect(screen.getByRole("heading", { name: "About page" })).toBeTruthy();
    expect(bar()).not.toBeNull();
    await expectBarGoneAfterItsMinimum();
  });

  it("does not show for a jump to a section of the same page", async () => {
    renderApp();
    await act(async () => fireEvent.click(screen.getByRole("link", { name: "Details" })));
    expect(bar()).toBeNull();
  });

  it("stays for as long as a slow navigation lasts, then goes", async () => {
    renderApp();
    await act(async () => fireEvent.click(screen.getByRole("link", { name: "Shop" })));
    await advance(1500);
    expect(bar()).not.toBeNull();

    await act(async () => finishLoading());
    expect(bar()).toBeNull();
  });

  it("is hidden from assistive technology", async () => {
    renderApp();
    await act(async () => fireEvent.click(screen.getByRole("link", { name: "Shop" })));
    expect(bar()?.getAttribute("aria-hidden")).toBe("true");
  });
});
