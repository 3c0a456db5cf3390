/**
 * Walking a page with the keyboard alone (issue 66 item 3, WCAG 2.1.1 and 2.4.7): what has the focus, whether its
 * focus indicator can be seen, and Tab pressed until the focus reaches a control named as the test expects.
 */
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** What the focused element is: its role-ish tag, its name as a shopper hears it, and whether its focus can be seen. */
export interface Focused {
  tag: string;
  type: string;
  name: string;
  href: string | null;
  inDialog: boolean;
  /** An outline, or a ring drawn by a box shadow, on the element or on the card that holds it (up to three levels up). */
  indicated: boolean;
  /** Inside the viewport once the browser has scrolled it into view. */
  onScreen: boolean;
  /** The element's outline and box shadow, for the message of a failed check. */
  look: string;
}

export async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    /**
     * A box shadow with some colour and a spread draws a ring; `0 0 0 0 transparent` (Tailwind's rest state) does not,
     * nor does a card's soft drop shadow (offset and blur, no spread), which is there with or without the focus.
     */
    const ringOf = (shadow: string) =>
      shadow !== "none" &&
      shadow.split(/,(?![^(]*\))/).some((layer) => {
        // Colours come as rgb(), rgba() or, from Tailwind 4's opacity modifiers, oklab(l a b / alpha).
        const colour = /[a-z]+\(([^)]*)\)/.exec(layer)?.[1] ?? "";
        const alphaText = colour.includes("/") ? colour.split("/")[1] : colour.split(",")[3];
        const visibleColour = alphaText === undefined ? colour !== "" : parseFloat(alphaText) > 0;
        const lengths = layer.replace(/[a-z]+\([^)]*\)/, "").match(/-?[\d.]+px/g) ?? [];
        return visibleColour && parseFloat(lengths[3] ?? "0") > 0;
      });
    const indicates = (node: Element) => {
      const style = getComputedStyle(node);
      return (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || ringOf(style.boxShadow);
    };
    let indicated = false;
    for (let node: Element | null = element, level = 0; node && level < 4 && !indicated; node = node.parentElement, level++) {
      indicated = indicates(node);
    }
    const box = element?.getBoundingClientRect();
    const labels = (element as HTMLInputElement | null)?.labels;
    return {
      tag: element?.tagName.toLowerCase() ?? "",
      type: element?.getAttribute("type") ?? element?.getAttribute("role") ?? "",
      name: (element?.getAttribute("aria-label") ?? labels?.[0]?.textContent ?? element?.textContent ?? "").replace(/\s+/g, " ").trim(),
      href: element?.getAttribute("href") ?? null,
      inDialog: Boolean(element?.closest("dialog[open], [role=dialog]")),
      indicated,
      look: element ? `outline ${getComputedStyle(element).outline}; box-shadow ${getComputedStyle(element).boxShadow}` : "",
      onScreen: Boolean(box && box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight),
    };
  });
}

/** The focus can be seen: an indicator is drawn and the element is on screen. */
export async function expectFocusVisible(page: Page) {
  const now = await focused(page);
  expect(now.indicated, `no focus indicator on ${now.tag} "${now.name.slice(0, 80)}" (${now.look})`).toBe(true);
  expect(now.onScreen, `${now.tag} "${now.name}" has the focus off screen`).toBe(true);
  return now;
}

/**
 * Presses Tab (or Shift+Tab) until the focus is on what `wanted` accepts, checking at each stop that the focus can be
 * seen; fails after `limit` presses, naming where the focus went.
 */
export async function tabTo(
  page: Page,
  wanted: (focus: Focused) => boolean,
  { backwards = false, limit = 60 }: { backwards?: boolean; limit?: number } = {},
): Promise<Focused> {
  const visited: string[] = [];
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    const now = await focused(page);
    visited.push(`${now.tag} "${now.name.slice(0, 40)}"`);
    if (now.tag !== "body") {
      expect(now.indicated, `no focus indicator on ${now.tag} "${now.name.slice(0, 80)}" (${now.look})`).toBe(true);
      expect(now.onScreen, `${now.tag} "${now.name}" has the focus off screen`).toBe(true);
    }
    if (wanted(now)) return now;
  }
  throw new Error(`The focus never reached the control asked for in ${limit} presses: ${visited.join(" → ")}`);
}

/** A control whose name is `name` (a string matches the whole name, a pattern any part). */
export const named = (name: string | RegExp) => (focus: Focused) =>
  typeof name === "string" ? focus.name === name : name.test(focus.name);
