// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { strictTestI18n } from "#tests/app/test-i18n.ts";
import { DiscountPopupHost } from "./DiscountPopupHost.tsx";
import { polyfillModalDialogs } from "#tests/app/dialog-polyfill.ts";

vi.mock("#app/features/cart/cart-context.tsx", () => ({ useCart: () => ({ itemCount: 0 }) }));

const FLAG = "discountPopupShown";
const ALMOST_ONE = 1 - Number.EPSILON / 2;

function renderAt(path: string) {
  const i18n = strictTestI18n("en");
  const page = (name: string) => ({ path: name, Component: () => <h1>{name}</h1> });
  const router = createMemoryRouter(
    [
      {
        path: "/",
        Component: () => (
          <I18nProvider i18n={i18n}>
            <Outlet />
            <DiscountPopupHost brandName="Elara" />
          </I18nProvider>
        ),
        children: ["shop", "products/:handle", "product/:handle", "product", "our-story", "cart"]
          .map(page)
          .concat({ path: "", Component: () => <h1>home</h1> }),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** Lets fake time pass, then lets the popup's lazily imported module arrive and render. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

let restoreRandom = () => {};
function stubRandom(value: number) {
  const spy = vi.spyOn(Math, "random").mockReturnValue(value);
  restoreRandom = () => spy.mockRestore();
}

const popup = () => screen.queryByRole("dialog", { name: "Want 10% OFF?" });

beforeAll(async () => {
  polyfillModalDialogs();
  // Loaded once here so that each test's dynamic import settles at once.
  await import("./DiscountPopup.tsx");
});

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  restoreRandom();
  vi.unstubAllGlobals();
  document.body.removeAttribute("style");
});

describe("when the popup opens", () => {
  it("opens at the earliest moment of the 20–30 s timer", async () => {
    stubRandom(0);
    renderAt("/shop");
    await wait(19_999);
    expect(popup()).toBeNull();
    await wait(1);
    expect(popup()).not.toBeNull();
    expect(sessionStorage.getItem(FLAG)).toBe("true");
  });

  it("opens at the latest moment of the 20–30 s timer", async () => {
    stubRandom(ALMOST_ONE);
    renderAt("/products/papillex");
    await wait(29_999);
    expect(popup()).toBeNull();
    await wait(1);
    expect(popup()).not.toBeNull();
  });

  it("opens when the page is scrolled past the drawn 50–70 % depth", async () => {
    stubRandom(0.5);
    renderAt("/product");
    Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: 3000 });
    vi.stubGlobal("innerHeight", 1000);
    vi.stubGlobal("scrollY", 1190);
    fireEvent.scroll(window);
    await wait(0);
    expect(popup()).toBeNull();
    vi.stubGlobal("scrollY", 1200);
    fireEvent.scroll(window);
    await wait(0);
    expect(popup()).not.toBeNull();
  });

  it("opens when the pointer leaves through the top of the page", async () => {
    renderAt("/product/ahcc");
    fireEvent.mouseOut(document.documentElement, { clientY: 0, relatedTarget: null });
    await wait(0);
    expect(popup()).not.toBeNull();
  });

  it("never opens for a shopper whose order already used a popup's personal code (usedDiscountCodes)", async () => {
    localStorage.setItem("usedDiscountCodes", JSON.stringify(["ELARA10-7KQ2MXBD"]));
    renderAt("/shop");
    fireEvent.mouseOut(document.documentElement, { clientY: 0, relatedTarget: null });
    await wait(130_000);
    expect(popup()).toBeNull();
  });

  it("still opens when only another code was used", async () => {
    localStorage.setItem("usedDiscountCodes", JSON.stringify(["ELARA5-7KQ2MXBD", "SUMMER10"]));
    renderAt("/shop");
    fireEvent.mouseOut(document.documentElement, { clientY: 0, relatedTarget: null });
    await wait(0);
    expect(popup()).not.toBeNull();
  });

  it.each(["/", "/our-story", "/cart"])("never opens on %s", async (path) => {
    renderAt(path);
    fireEvent.mouseOut(document.documentElement, { clientY: 0, relatedTarget: null });
    await wait(130_000);
    expect(popup()).toBeNull();
    expect(sessionStorage.getItem(FLAG)).toBeNull();
  });

  it("waits while another modal is open, then opens and only then marks the session", async () => {
    stubRandom(0);
    const drawer = document.body.appendChild(document.createElement("div"));
    drawer.setAttribute("role", "dialog");
    drawer.setAttribute("aria-modal", "true");
    renderAt("/shop");
    await wait(30_000);
    expect(popup()).toBeNull();
    expect(sessionStorage.getItem(FLAG)).toBeNull();
    await act(async () => drawer.remove());
    await wait(0);
    expect(popup()).not.toBeNull();
    expect(sessionStorage.getItem(FLAG)).toBe("true");
  });

  it("leaves with the page it opened on", async () => {
    const router = renderAt("/shop");
    fireEvent.mouseOut(document.documentElement, { clientY: 0, relatedTarget: null });
    await wait(0);
    expect(popup()).not.toBeNull();
    await act(() => router.navigate("/products/papillex"));
    expect(popup()).toBeNull();
    expect(document.body.style.overflow).toBe("");
  });
});

describe("once per browser session", () => {
  it("does not open when this session has seen it", async () => {
    sessionStorage.setItem(FLAG, "true");
    renderAt("/shop");
    fireEvent.mouseOut(document.documentElement, { clientY: 0, relatedTarget: null });
    await wait(130_000);
    expect(popup()).toBeNull();
  });

  it("does not come back after it was closed, on this page or the next", async () => {
    const router = renderAt("/shop");
    fireEvent.mouseOut(document.documentElement, { clientY: 0, relatedTarget: null });
    await wait(0);
    fireEvent.click(screen.getByRole("button", { name: "No thanks, I'll pay full price" }));
    expect(popup()).toBeNull();
    await act(() => router.navigate("/products/papillex"));
    fireEvent.mouseOut(document.documentElement, { clientY: 0, relatedTarget: null });
    await wait(130_000);
    expect(popup()).toBeNull();
  });
});

describe("the development shortcut Ctrl+Shift+P", () => {
  it("forgets the flag and reloads in development builds", () => {
    expect(import.meta.env.DEV).toBe(true);
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    sessionStorage.setItem(FLAG, "true");
    renderAt("/");
    fireEvent.keyDown(document, { key: "P", ctrlKey: true, shiftKey: true });
    expect(sessionStorage.getItem(FLAG)).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });

  it("ignores P without both modifiers", () => {
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    sessionStorage.setItem(FLAG, "true");
    renderAt("/");
    fireEvent.keyDown(document, { key: "P", ctrlKey: true });
    fireEvent.keyDown(document, { key: "p", shiftKey: true });
    expect(sessionStorage.getItem(FLAG)).toBe("true");
    expect(reload).not.toHaveBeenCalled();
  });
});
