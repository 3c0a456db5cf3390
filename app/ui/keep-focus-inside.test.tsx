// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { keepFocusInside } from "./keep-focus-inside.ts";

function renderDialog() {
  render(
    <dialog open aria-label="Offer" tabIndex={-1} onKeyDown={keepFocusInside}>
      <button type="button">First</button>
      <input aria-label="Disabled" disabled />
      <button type="button">Last</button>
    </dialog>,
  );
  return screen.getByRole("dialog");
}

describe("keepFocusInside", () => {
  it("wraps Tab from the last control to the first, and Shift+Tab back", () => {
    const dialog = renderDialog();
    screen.getByRole("button", { name: "Last" }).focus();
    fireEvent.keyDown(dialog, { key: "Tab" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "First" }));
    fireEvent.keyDown(dialog, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Last" }));
  });

  it("leaves Tab between controls to the browser", () => {
    const dialog = renderDialog();
    screen.getByRole("button", { name: "First" }).focus();
    const tab = fireEvent.keyDown(dialog, { key: "Tab" });
    expect(tab).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "First" }));
  });

  it("brings focus resting on the dialog itself to its first control", () => {
    const dialog = renderDialog();
    dialog.focus();
    fireEvent.keyDown(dialog, { key: "Tab" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "First" }));
  });
});
