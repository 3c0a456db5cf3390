// @vitest-environment happy-dom
import { act, render } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider, ScrollRestoration } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { MAIN_CONTENT_ID, RouteChangeEffects } from "./RouteChangeEffects.tsx";

type Router = ReturnType<typeof createMemoryRouter>;

/** With `<ScrollRestoration>` before it, as in app/root.tsx, or alone to see its own rules. */
function renderApp({ withScrollRestoration = false } = {}): Router {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <>
            <main id={MAIN_CONTENT_ID} tabIndex={-1}>
              <Outlet />
            </main>
            {withScrollRestoration ? <ScrollRestoration /> : null}
            <RouteChangeEffects />
          </>
        ),
        children: ["shop", "products/:handle"].map((path) => ({ path, element: <h1>{path}</h1> })),
      },
    ],
    { initialEntries: ["/shop"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const main = () => document.getElementById(MAIN_CONTENT_ID);

/** jsdom does not scroll; this stands in for the window's position. */
function scrollWindowTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true, writable: true });
}

let scrollTo: MockInstance<(x: number, y: number) => void>;
beforeEach(() => {
  scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(((_x: number, y: number) => scrollWindowTo(y)) as typeof window.scrollTo);
  scrollWindowTo(0);
});
afterEach(() => scrollTo.mockRestore());

describe("RouteChangeEffects", () => {
  it("neither scrolls nor takes focus on the first page load", () => {
    renderApp();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });

  it("scrolls to the top and focuses the main content when the path changes", async () => {
    const router = renderApp();
    scrollWindowTo(900);
    await act(() => router.navigate("/products/papillex"));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(window.scrollY).toBe(0);
    expect(document.activeElement).toBe(main());
  });

  it("does not scroll when only the search changes", async () => {
    const router = renderApp();
    scrollWindowTo(640);
    await act(() => router.navigate("/shop?lng=en"));
    expect(scrollTo).not.toHaveBeenCalledWith(0, 0);
    expect(window.scrollY).toBe(640);
    expect(document.activeElement).toBe(document.body);
  });

  it("leaves back and forward to the restored position, but still moves focus", async () => {
    const router = renderApp();
    await act(() => router.navigate("/products/papillex"));
    scrollTo.mockClear();
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe("/shop");
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(main());
  });
});

describe("RouteChangeEffects after <ScrollRestoration>", () => {
  it("scrolls a new page to the top", async () => {
    const router = renderApp({ withScrollRestoration: true });
    scrollWindowTo(900);
    await act(() => router.navigate("/products/papillex"));
    expect(window.scrollY).toBe(0);
  });

  it("puts the reader back where they were when only the search changes, although the reset runs first", async () => {
    const router = renderApp({ withScrollRestoration: true });
    scrollWindowTo(640);
    await act(() => router.navigate("/shop?lng=en"));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    expect(window.scrollY).toBe(640);
  });

  it("keeps the position restored on back", async () => {
    const router = renderApp({ withScrollRestoration: true });
    scrollWindowTo(300);
    await act(() => router.navigate("/products/papillex"));
    expect(window.scrollY).toBe(0);
    await act(() => router.navigate(-1));
    expect(window.scrollY).toBe(300);
  });
});
