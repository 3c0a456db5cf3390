import type { Page } from "@playwright/test";
import { expect, handlersAttached, test } from "./fixtures.ts";
import { languageRun } from "./journey-tags.ts";

const LANGUAGES = [
  {
    lng: "ro",
    path: "/products/papillex",
    thumbnail: (n: number) => `Arată imaginea ${n} din 4`,
    firstAlt: "Sticlă Papillex cu 60 de capsule, de la Elara",
    secondAlt: "Pachet cu trei sticle Papillex",
    formula: "Formulă",
    formulaLine: /^Per doză zilnică \(2 capsule\):/,
    quality: "Standarde de calitate",
    ingredients: "Ingrediente atent alese",
    next: "Ingredientul următor",
    previous: "Ingredientul anterior",
    slide: (n: number) => `${n} din 8`,
    question: "Cum se administrează?",
    answer: /^Ia 2 capsule pe zi, cu un pahar de apă/,
  },
  {
    lng: "en",
    path: "/products/papillex?lng=en",
    thumbnail: (n: number) => `Show image ${n} of 4`,
    firstAlt: "Papillex bottle with 60 capsules, by Elara",
    secondAlt: "Papillex three-bottle pack",
    formula: "Formula",
    formulaLine: /^Per daily serving \(2 capsules\):/,
    quality: "Quality standards",
    ingredients: "Carefully chosen ingredients",
    next: "Next ingredient",
    previous: "Previous ingredient",
    slide: (n: number) => `${n} of 8`,
    question: "How do I take it?",
    answer: /^Take 2 capsules daily with a glass of water/,
  },
] as const;

const gallery = (page: Page) => page.getByRole("region", { name: /^(Imaginile produsului|Product images)$/ });
const summary = (page: Page, text: string) => page.getByRole("main").locator("summary", { hasText: text });

for (const language of LANGUAGES) {
  test.describe(`product page (${language.lng})`, languageRun(language.lng, { componentTexts: true }), () => {
    test("the gallery thumbnails switch the picture by click and by keyboard", async ({ page, expectAccessible }) => {
      await page.goto(language.path);
      const main = gallery(page).getByRole("img", { name: language.firstAlt });
      await expect(main).toBeVisible();
      await expect(main).toHaveAttribute("fetchpriority", "high");
      const second = page.getByRole("button", { name: language.thumbnail(2) });
      await handlersAttached(second);
      await second.click();
      await expect(second).toHaveAttribute("aria-pressed", "true");
      await expect(gallery(page).getByRole("img", { name: language.secondAlt })).toBeVisible();
      await page.keyboard.press("ArrowRight");
      const third = page.getByRole("button", { name: language.thumbnail(3) });
      await expect(third).toBeFocused();
      await expect(third).toHaveAttribute("aria-pressed", "true");
      await page.keyboard.press("Home");
      await expect(page.getByRole("button", { name: language.thumbnail(1) })).toBeFocused();
      await expect(gallery(page).getByRole("img", { name: language.firstAlt })).toBeVisible();
      await expectAccessible(page);
    });

    test("the detail accordions open from the keyboard", async ({ page, expectAccessible }) => {
      await page.goto(language.path);
      const formula = summary(page, language.formula);
      await formula.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByText(language.formulaLine)).toBeVisible();
      const quality = summary(page, language.quality);
      await quality.focus();
      await page.keyboard.press("Space");
      await expect(quality.locator("xpath=..")).toHaveAttribute("open", "");
      await expectAccessible(page);
    });

    test("the ingredient carousel moves with its buttons", async ({ page, expectAccessible }) => {
      // Reduced motion stops the 3 s auto-advance (covered by the component test), so only the buttons move it.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(language.path);
      const carousel = page.getByRole("region", { name: language.ingredients });
      const next = carousel.getByRole("button", { name: language.next });
      await expect(carousel.getByRole("group", { name: language.slide(1) })).toBeVisible();
      // No wait for the carousel's code: a click on the server's HTML before it arrives is handed to the live carousel.
      await next.click();
      await expect(carousel.getByRole("group", { name: language.slide(2) })).toBeVisible();
      await carousel.getByRole("button", { name: language.previous }).click();
      await carousel.getByRole("button", { name: language.previous }).click();
      await expect(carousel.getByRole("group", { name: language.slide(8) })).toBeVisible();
      await expectAccessible(page);
    });

    test("a FAQ answer opens", async ({ page, expectAccessible }) => {
      await page.goto(language.path);
      await summary(page, language.question).click();
      await expect(page.getByText(language.answer)).toBeVisible();
      await expectAccessible(page);
    });
  });
}

test("an unknown handle answers 404 with the spec's error panel and a way back", async ({ page, allowConsoleErrors, expectAccessible }) => {
  allowConsoleErrors(/status of 404/);
  const response = await page.goto("/products/no-such-product");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Eroare la încărcarea produsului" })).toBeVisible();
  await expect(page.getByText("Produsul nu a fost găsit sau nu a putut fi încărcat.")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Înapoi", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});
