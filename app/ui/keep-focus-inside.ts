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
 * own interface. Wired to the dialog's onKeyDown, Tab and Shift+Tab wrap around inside `container`
 * (the dialog itself unless a panel within it is given) instead: WAI-ARIA's modal dialog pattern.
 * Controls that are not rendered (display: none) are skipped, as the browser skips them.
 */
export function keepFocusInside(event: KeyboardEvent<HTMLElement>, container: HTMLElement = event.currentTarget): void {
  if (event.key !== "Tab") return;
  const tabbables = [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => typeof element.checkVisibility !== "function" || element.checkVisibility(),
  );
  const first = tabbables[0];
  const last = tabbables.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const inside = active instanceof HTMLElement && container.contains(active) && active !== container;
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}
