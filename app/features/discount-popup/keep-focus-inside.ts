import type { KeyboardEvent } from "react";

const TABBABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
].join(", ");

/**
 * A modal <dialog> makes the page inert, but Tab past its last control still leaves for the browser's
 * own interface. Wired to the dialog's onKeyDown, Tab and Shift+Tab wrap around inside it instead
 * (WAI-ARIA's modal dialog pattern), as the cart drawer does.
 */
export function keepFocusInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== "Tab") return;
  const tabbables = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)];
  const first = tabbables[0];
  const last = tabbables.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const inside = active instanceof HTMLElement && event.currentTarget.contains(active) && active !== event.currentTarget;
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}
