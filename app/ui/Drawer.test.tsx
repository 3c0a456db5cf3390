// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { Drawer, DRAWER_ENTER_DELAY_MS, DRAWER_EXIT_MS } from "./Drawer.tsx";
import { polyfillModalDialogs } from "#tests/app/dialog-polyfill.ts";

let reducedMotion = false;

beforeAll(() => {
  polyfillModalDialogs();
});

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion = false;
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce") && reducedMotion }));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.removeAttribute("style");
});

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open cart
      </button>
      <Drawer
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Your cart"
        closeLabel="Close cart"
        after={<p>outside</p>}
      >
        <a href="/cart">View cart</a>
        <button type="button" disabled>
          Disabled
        </button>
        <a href="/checkout">Checkout now</a>
      </Drawer>
    </>
  );
}

const dialog = () => document.querySelector("dialog") as HTMLDialogElement;
const panel = () => screen.getByRole("heading", { name: "Your cart", hidden: true }).closest("div")!.parentElement!;

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function openDrawer() {
  const opener = screen.getByRole("button", { name: "Open cart" });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe("Drawer", () => {
  it("opens as a modal dialog named by its title, then slides in after about 10 ms", () => {
    render(<Harness />);
    expect(dialog().open).toBe(false);
    openDrawer();
    expect(dialog().open).toBe(true);
    expect(screen.getByRole("dialog", { name: "Your cart" })).toBeTruthy();
    expect(panel().className).toContain("translate-x-full");
    advance(DRAWER_ENTER_DELAY_MS - 1);
    expect(panel().className).toContain("translate-x-full");
    advance(1);
    expect(panel().className).toContain("translate-x-0");
  });

  it("locks page scroll while open and gives it back once closed", () => {
    document.body.style.overflow = "auto";
    render(<Harness />);
    openDrawer();
    expect(document.body.style.overflow).toBe("hidden");
    fireEvent.click(screen.getByRole("button", { name: "Close cart" }));
    advance(DRAWER_EXIT_MS);
    expect(document.body.style.overflow).toBe("auto");
  });

  it("slides out for 300 ms before the dialog closes, then returns focus to the opener", () => {
    render(<Harness />);
    const opener = openDrawer();
    advance(DRAWER_ENTER_DELAY_MS);
    fireEvent.click(screen.getByRole("button", { name: "Close cart" }));
    expect(panel().className).toContain("translate-x-full");
    advance(DRAWER_EXIT_MS - 1);
    expect(dialog().open).toBe(true);
    advance(1);
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it("closes at once when motion is reduced", () => {
    reducedMotion = true;
    render(<Harness />);
    openDrawer();
    fireEvent.click(screen.getByRole("button", { name: "Close cart" }));
    expect(dialog().open).toBe(false);
  });

  it("asks to close on Escape (the dialog's cancel) and on a backdrop click", () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    openDrawer();
    const cancel = new Event("cancel", { cancelable: true });
    act(() => void dialog().dispatchEvent(cancel));
    // The browser's instant close is prevented so the panel can slide out.
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    advance(DRAWER_EXIT_MS);
    expect(dialog().open).toBe(false);

    openDrawer();
    fireEvent.click(screen.getByTestId("drawer-backdrop"));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("keeps the owner in step when the browser closes the dialog by itself", () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    openDrawer();
    act(() => dialog().close());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.body.style.overflow).toBe("");
  });

  it("wraps Tab and Shift+Tab around the controls inside the panel, skipping disabled ones", () => {
    render(<Harness />);
    openDrawer();
    const close = screen.getByRole("button", { name: "Close cart" });
    const checkout = screen.getByRole("link", { name: "Checkout now" });
    checkout.focus();
    fireEvent.keyDown(checkout, { key: "Tab" });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(checkout);
    // In the middle, the browser moves focus itself.
    const viewCart = screen.getByRole("link", { name: "View cart" });
    viewCart.focus();
    fireEvent.keyDown(viewCart, { key: "Tab" });
    expect(document.activeElement).toBe(viewCart);
  });

  it("brings focus that has left the panel back into it", () => {
    render(<Harness />);
    openDrawer();
    (document.activeElement as HTMLElement | null)?.blur();
    fireEvent.keyDown(dialog(), { key: "Tab" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close cart" }));
  });

  it("places `after` outside the dialog, where it stays readable once the drawer is closed", () => {
    render(<Harness />);
    expect(dialog().contains(screen.getByText("outside"))).toBe(false);
  });
});
