// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LastAddedItem } from "#domain/cart";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { createTestI18n } from "#tests/app/test-i18n.ts";
import { ITEM_ADDED_BANNER_MS, ItemAddedBanner } from "./ItemAddedBanner.tsx";

function renderBanner(lastAdded: LastAddedItem | null, language: "ro" | "en" = "en") {
  const view = (item: LastAddedItem | null) => (
    <I18nProvider i18n={createTestI18n(language)}>
      <ItemAddedBanner lastAdded={item} />
    </I18nProvider>
  );
  const { rerender } = render(view(lastAdded));
  return (item: LastAddedItem | null) => rerender(view(item));
}

const added = { name: "Papillex - Single Bottle", variant: "Single Bottle", quantity: 2 };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the 'item added' banner", () => {
  it("names the item and goes after 5 s", () => {
    renderBanner(added);
    expect(ITEM_ADDED_BANNER_MS).toBe(5000);
    expect(screen.getByText("Item added to cart")).toBeTruthy();
    expect(screen.getByText("2 × Papillex - Single Bottle")).toBeTruthy();
    act(() => void vi.advanceTimersByTime(4999));
    expect(screen.queryByText("Item added to cart")).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByText("Item added to cart")).toBeNull();
  });

  it("comes back for the next add, for another 5 s", () => {
    const update = renderBanner(added);
    act(() => void vi.advanceTimersByTime(5000));
    update({ ...added, quantity: 1 });
    expect(screen.getByText("1 × Papillex - Single Bottle")).toBeTruthy();
    act(() => void vi.advanceTimersByTime(4000));
    update({ name: "AHCC - 3-Pack", variant: "3-Pack", quantity: 1 });
    act(() => void vi.advanceTimersByTime(4000));
    expect(screen.getByText("1 × AHCC - 3-Pack")).toBeTruthy();
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.queryByText(/AHCC/)).toBeNull();
  });

  it("shows nothing without an add, and speaks Romanian", () => {
    const update = renderBanner(null, "ro");
    expect(screen.queryByText("Produs adăugat în coș")).toBeNull();
    update(added);
    expect(screen.getByText("Produs adăugat în coș")).toBeTruthy();
  });
});
