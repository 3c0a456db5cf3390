/**
 * The shopper's pages reflow (WCAG 2.1 1.4.10, 1.4.4 and 1.4.12; issue 66 item 3): at 320 CSS px wide (a 1280 px
 * screen at 400 %) and at 640 px with a device scale of 2 (1280 px at 200 %) no page scrolls sideways, and with the
 * text spacing of 1.4.12 forced on, a phone's page (390 px) still shows everything without scrolling sideways, in
 * either language. A failure names the elements that stick out.
 */
import type { Page } from "@playwright/test";
import { addBottle, TEXT } from "./checkout-kit.ts";
import { expect, hydrated, test } from "./fixtures.ts";

/** The shopper's pages that need no order or token of their own (the after-sale pages are the same forms, checked by hand). */
const PAGES = [
  "/",
  "/shop",
  "/products/papillex",
  "/cart",
  "/login",
  "/register",
  "/lost-password",
  "/track-order",
  "/faq",
  "/our-story",
  "/blog",
  "/our-values",
  "/health-professionals",
  "/terms",
  "/privacy",
  "/cookies",
  "/returns-policy",
  "/delivery",
  "/contact",
  "/accessibility",
];

/** WCAG 1.4.12's spacing, applied to everything as a user's style sheet would. */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

/** Whether the page scrolls sideways, and if so the widest elements that cross the viewport's right edge. */
async function sideways(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.scrollingElement!.scrollWidth <= width) return [];
    return [...document.body.querySelectorAll("*")]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .filter((element) => !element.parentElement || element.parentElement.getBoundingClientRect().right <= width + 1)
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className.toString().slice(0, 40)} ${Math.round(element.getBoundingClientRect().right)}px`,
      );
  });
}

/** `path` reflows at the page's viewport; with `spacedAt`, also at that phone's size with the text spacing of 1.4.12. */
async function expectReflow(page: Page, path: string, spacedAt?: { width: number; height: number }) {
  await page.goto(path);
  await hydrated(page);
  expect(await sideways(page), `${path} scrolls sideways`).toEqual([]);
  if (!spacedAt) return;
  // 1.4.12 asks for no loss at the user's own screen, not at 320 px with 400 % zoom on top.
  const viewport = page.viewportSize()!;
  await page.setViewportSize(spacedAt);
  await page.addStyleTag({ content: TEXT_SPACING });
  expect(await sideways(page), `${path} scrolls sideways with the text spacing of 1.4.12`).toEqual([]);
  await page.setViewportSize(viewport);
}

const PHONE = { width: 390, height: 844 };

for (const language of ["ro", "en"] as const) {
  const query = language === "en" ? "?lng=en" : "";
  test(`every shopper page reflows at 320 px wide, and keeps its content with wider text spacing, in ${language}`, async ({
    page,
    expectAccessible,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of PAGES) await expectReflow(page, `${path}${query}`, PHONE);
    // The checkout holds something only with a cart.
    await addBottle(page, TEXT[language]);
    await expectReflow(page, `/checkout${query}`, PHONE);
    await expectAccessible(page);
  });
}

test.describe("at 200 % zoom", () => {
  // 640 CSS px on a screen of twice the density: what a 1280 px window shows at 200 %.
  test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });

  test("every shopper page reflows at 200 % zoom", async ({ page }) => {
    test.slow();
    for (const path of PAGES) await expectReflow(page, path);
    await addBottle(page, TEXT.ro);
    await expectReflow(page, "/checkout");
  });
});
