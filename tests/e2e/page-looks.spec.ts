import { devices } from "@playwright/test";
import { expect, handlersAttached, hydrated, test } from "./fixtures.ts";

/**
 * Issue 45 item 3: a lighter page must look the same. The product page, whole, on a phone and on a desktop, against
 * screenshots of it as it was made lighter (decisions 0100, 0109, 0118, 0121, 0122, 0124; the last two compared with the
 * build before them, pixel for pixel): a change in what the shopper sees fails here and is either a mistake or a new picture, taken on purpose with
 * `npx playwright test tests/e2e/page-looks.spec.ts --update-snapshots` and looked at before it is committed.
 *
 * A store of its own (the `looks` project), fresh and changed by no other journey, so no other journey's product,
 * review, order or price is in the picture; the year in the footer's copyright is left out. The pictures are Debian Chromium's on this machine kind: another
 * browser version draws text a few pixels differently, which is why a small share of pixels may differ.
 */
const { viewport: phone, userAgent, isMobile, hasTouch } = devices["Pixel 7"];
const VIEWPORTS = [
  // One picture pixel per CSS pixel: the phone's own density would make a picture seven times the size.
  { name: "phone", use: { viewport: phone, userAgent, isMobile, hasTouch, deviceScaleFactor: 1 } },
  { name: "desktop", use: { viewport: { width: 1280, height: 900 } } },
];

for (const viewport of VIEWPORTS) {
  test.describe(`the product page on a ${viewport.name}`, () => {
    test.use(viewport.use);

    test("looks as it did before its HTML was made lighter", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/products/papillex");
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // As a shopper who has scrolled through it sees it: the sections rendered when seen (decision 0124) are live.
      await page.getByRole("heading", { level: 2, name: "Recenziile clienților" }).scrollIntoViewIfNeeded();
      const carousel = page.locator("section[aria-roledescription=carousel]");
      await handlersAttached(carousel.getByRole("button", { name: "Ingredientul următor" }));
      // Under reduced motion the live carousel does not move by itself, so it has no pause button.
      await expect(carousel.getByRole("button", { name: "Oprește caruselul de ingrediente" })).toHaveCount(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      // Every picture in, the ones below the fold too, so none is caught half drawn.
      await page.evaluate(async () => {
        const images = [...document.images];
        for (const image of images) image.loading = "eager";
        await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
      });
      await expect(page).toHaveScreenshot(`product-${viewport.name}.png`, {
        fullPage: true,
        animations: "disabled",
        mask: [page.getByRole("contentinfo").getByText(/^©/)],
        // Text a pixel off after a browser update, not a border gone (a full line) or a control moved.
        maxDiffPixels: 200,
      });
    });
  });
}
