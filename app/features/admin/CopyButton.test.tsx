// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { createTestI18n } from "#tests/app/test-i18n.ts";
import { CopyButton } from "./CopyButton.tsx";

const ADDRESS = "https://elara.example/feeds/google.xml?token=abcdefghijklmnop";

function clipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
}

function renderButton(language: "ro" | "en", onRefused?: () => void) {
  render(
    <I18nProvider i18n={createTestI18n(language)}>
      <CopyButton text={ADDRESS} label={language === "ro" ? "Copiază adresa" : "Copy the address"} which="(Google)" onRefused={onRefused} />
    </I18nProvider>,
  );
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "clipboard");
});

describe("CopyButton", () => {
  it("copies the text, says so on the button and to a screen reader, then offers to copy again", async () => {
    const writeText = vi.fn(async () => undefined);
    clipboard(writeText);
    renderButton("ro");
    vi.useFakeTimers();
    try {
      await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copiază adresa (Google)" })));
      expect(writeText).toHaveBeenCalledWith(ADDRESS);
      expect(screen.getByRole("status").textContent).toBe("Copiat în clipboard.");
      expect(screen.getByRole("button", { name: "Copiat (Google)" })).toBeTruthy();
      act(() => vi.advanceTimersByTime(2000));
      expect(screen.getByRole("button", { name: "Copiază adresa (Google)" })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it("hands a refused clipboard to the caller, announcing nothing", async () => {
    clipboard(async () => Promise.reject(new Error("denied")));
    const onRefused = vi.fn();
    renderButton("en", onRefused);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy the address (Google)" })));
    expect(onRefused).toHaveBeenCalledOnce();
    expect(screen.getByRole("status").textContent).toBe("");
  });
});
