// @vitest-environment happy-dom
import { act, fireEvent, renderHook, screen } from "@testing-library/react";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestI18n } from "#tests/app/test-i18n.ts";
import { DEFAULT_TOAST_DURATION_MS, MAX_VISIBLE_TOASTS } from "./toast.ts";
import { type ToastApi, ToastProvider, useToast } from "./ToastProvider.tsx";
import { ToastViewport } from "./ToastViewport.tsx";

let toast: ToastApi;

function renderToasts(language: "ro" | "en" = "en") {
  const { result } = renderHook(() => useToast(), {
    wrapper: ({ children }) => (
      <I18nProvider i18n={createTestI18n(language)}>
        <ToastProvider>
          {children}
          <ToastViewport />
        </ToastProvider>
      </I18nProvider>
    ),
  });
  toast = result.current;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const region = () => screen.getByRole("region", { name: "Notifications" });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("toasts", () => {
  it("keep an empty notifications region in the page", () => {
    renderToasts();
    expect(region().children).toHaveLength(0);
  });

  it("show a title and a message, announced politely with their type", () => {
    renderToasts();
    act(() => void toast.success("Added to cart", { message: "Papillex - Single Bottle" }));
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("Success: Added to cartPapillex - Single Bottle");
    expect(region().contains(status)).toBe(true);
  });

  it("announce errors at once", () => {
    renderToasts();
    act(() => void toast.error("Payment failed"));
    expect(screen.getByRole("alert").textContent).toBe("Error: Payment failed");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it.each(["success", "error", "warning", "info"] as const)("offer a %s shortcut", (type) => {
    renderToasts();
    act(() => void toast[type]("Title"));
    expect(region().textContent).toContain("Title");
  });

  it("auto-dismiss after 4 s by default", () => {
    renderToasts();
    act(() => void toast.show({ type: "info", title: "Saved" }));
    advance(DEFAULT_TOAST_DURATION_MS - 1);
    expect(screen.queryByText("Saved")).not.toBeNull();
    advance(1);
    expect(screen.queryByText("Saved")).toBeNull();
  });

  it("auto-dismiss after their own duration", () => {
    renderToasts();
    act(() => void toast.warning("Low stock", { duration: 1500 }));
    advance(1499);
    expect(screen.queryByText("Low stock")).not.toBeNull();
    advance(1);
    expect(screen.queryByText("Low stock")).toBeNull();
  });

  it("close on their close button", () => {
    renderToasts();
    act(() => void toast.info("Hello"));
    fireEvent.click(screen.getByRole("button", { name: "Close notification" }));
    expect(screen.queryByText("Hello")).toBeNull();
  });

  it("close by id", () => {
    renderToasts();
    let id = "";
    act(() => {
      id = toast.info("First");
      toast.info("Second");
    });
    act(() => toast.dismiss(id));
    expect(screen.queryByText("First")).toBeNull();
    expect(screen.queryByText("Second")).not.toBeNull();
  });

  it("replace a toast shown again under the same id, and start its time again", () => {
    renderToasts();
    act(() => void toast.success("1 item added", { id: "cart" }));
    advance(3000);
    act(() => void toast.success("2 items added", { id: "cart" }));
    expect(screen.queryByText("1 item added")).toBeNull();
    advance(3000);
    expect(screen.queryByText("2 items added")).not.toBeNull();
    advance(1000);
    expect(screen.queryByText("2 items added")).toBeNull();
  });

  it("show at most a few at once, dropping the oldest", () => {
    renderToasts();
    act(() => {
      for (let index = 1; index <= MAX_VISIBLE_TOASTS + 1; index++) toast.info(`Toast ${index}`);
    });
    expect(screen.queryByText("Toast 1")).toBeNull();
    expect(screen.queryByText(`Toast ${MAX_VISIBLE_TOASTS + 1}`)).not.toBeNull();
  });

  it("speak Romanian on a Romanian page", () => {
    renderToasts("ro");
    act(() => void toast.error("Plata a eșuat"));
    expect(screen.getByRole("region", { name: "Notificări" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Eroare: Plata a eșuat");
    expect(screen.getByRole("button", { name: "Închide notificarea" })).toBeTruthy();
  });
});
