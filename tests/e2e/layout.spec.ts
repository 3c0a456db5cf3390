import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const DESKTOP_ONLY = "the hover dropdowns are the desktop header's";
const PHONE_ONLY = "the menu button and bottom bar exist below the md breakpoint only";

const STORY_LINKS: Array<[name: string, href: string]> = [
  ["Our story", "/our-story"],
  ["Our values", "/our-values"],
  ["Our researchers", "/our-researchers"],
  ["Health professionals", "/health-professionals"],
];

const header = (page: Page) => page.getByRole("banner");
const mainNav = (page: Page) => header(page).getByRole("navigation", { name: "Main" });

test.describe("desktop header", () => {
  test.beforeEach(({ isMobile }, testInfo) => {
    test.skip(testInfo.project.name === "mobile" || isMobile, DESKTOP_ONLY);
  });

  test("every header link points where the spec says", async ({ page, expectAccessible }) => {
    await page.goto("/?lng=en");
    await expect(header(page).getByText("Free shipping on orders over 200 lei")).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Elara home" })).toHaveAttribute("href", "/");
    await expect(header(page).getByRole("link", { name: "My account" })).toHaveAttribute("href", "/my-account");

    await mainNav(page).getByRole("button", { name: "About us" }).click();
    for (const [name, href] of STORY_LINKS) {
      await expect(mainNav(page).getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expectAccessible(page);

    await mainNav(page).getByRole("button", { name: "Learn" }).click();
    await expect(mainNav(page).getByRole("link", { name: "Blog", exact: true })).toHaveAttribute("href", "/blog");
    await expect(mainNav(page).getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/faq");

    await mainNav(page).getByRole("button", { name: "Shop" }).click();
    await expect(mainNav(page).getByRole("link", { name: /Shop all products/ })).toHaveAttribute("href", "/shop");
    await expect(header(page).getByRole("combobox")).toBeVisible();
  });

  test("hover opens one dropdown at a time; leaving closes it", async ({ page, expectAccessible }) => {
    await page.goto("/?lng=en");
    await expectAccessible(page);
    const about = mainNav(page).getByRole("button", { name: "About us" });
    const learn = mainNav(page).getByRole("button", { name: "Learn" });
    await about.hover();
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await learn.hover();
    await expect(learn).toHaveAttribute("aria-expanded", "true");
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page).getByRole("link", { name: "Our values" })).toBeHidden();

    // Down into the panel: the pointer crosses out of the button and must not close it.
    await mainNav(page).getByRole("link", { name: "FAQ" }).hover();
    await expect(learn).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("heading", { level: 1 }).hover();
    await expect(learn).toHaveAttribute("aria-expanded", "false");
  });

  test("dropdowns work by keyboard, Escape returning focus to the button", async ({ page, expectAccessible }) => {
    await page.goto("/?lng=en");
    await expectAccessible(page);
    const learn = mainNav(page).getByRole("button", { name: "Learn" });
    await learn.focus();
    await page.keyboard.press("Enter");
    await expect(learn).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(mainNav(page).getByRole("link", { name: "Blog", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(learn).toHaveAttribute("aria-expanded", "false");
    await expect(learn).toBeFocused();
  });

  test("the product panel shows three products and its concerns lead to their products", async ({ page, expectAccessible }) => {
    await page.goto("/?lng=en");
    await mainNav(page).getByRole("button", { name: "Shop" }).hover();
    const cards = mainNav(page).getByRole("article");
    await expect(cards).toHaveCount(3);
    await expect(cards.getByRole("heading", { level: 3 }).first()).toHaveText(/^Papillex/);
    // Only products with reviews show stars, and none of these three has any yet.
    await expect(cards.getByRole("img", { name: /out of 5 stars$/ })).toHaveCount(0);
    await expect(cards.first().getByRole("link", { name: /^Add to cart/ })).toHaveAttribute("href", "/products/papillex");
    await expectAccessible(page);

    const concerns: Array<[string, string]> = [
      ["Cervical health", "/products/papillex"],
      ["Endometrial health", "/products/endo-well"],
      ["Bladder health", "/products/ic-well"],
      ["Ovarian health", "/products/pco-well"],
      ["Lip care", "/products/simplix"],
      ["The cold season", "/products/simplix"],
      ["Immune support", "/products/ahcc"],
      ["Men's health", "/products/ahcc"],
      ["Two-product bundle", "/shop"],
    ];
    for (const [name, href] of concerns) await expect(mainNav(page).getByRole("link", { name, exact: true })).toHaveAttribute("href", href);

    await mainNav(page).getByRole("link", { name: "Endometrial health" }).click();
    await expect(page).toHaveURL(/\/products\/endo-well$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Endo-Well/i);
    await expect(mainNav(page).getByRole("button", { name: "Shop" })).toHaveAttribute("aria-expanded", "false");
    await expectAccessible(page);
  });

  test("the language switcher changes the language and keeps the page", async ({ page, expectAccessible }) => {
    await page.goto("/products/papillex");
    await expect(page.locator("html")).toHaveAttribute("lang", "ro");
    await header(page).getByRole("button", { name: "Limba: Română" }).click();
    await expect(header(page).getByRole("link", { name: "Română" })).toHaveAttribute("aria-current", "true");
    await header(page).getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/products\/papillex\?lng=en$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Papillex/);
    await expect(header(page).getByRole("button", { name: "Language: English" })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("phone header", () => {
  test.beforeEach(({ isMobile }, testInfo) => {
    test.skip(testInfo.project.name !== "mobile" || !isMobile, PHONE_ONLY);
  });

  test("the menu holds the header's links, one section at a time, and locks scrolling", async ({ page, expectAccessible }) => {
    await page.goto("/?lng=en");
    await header(page).getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(page.locator("body")).toHaveCSS("overflow", "hidden");

    await menu.getByRole("button", { name: "About us" }).click();
    for (const [name, href] of STORY_LINKS) {
      await expect(menu.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await menu.getByRole("button", { name: "Learn" }).click();
    await expect(menu.getByRole("link", { name: "Our story" })).toBeHidden();
    await expect(menu.getByRole("link", { name: "Blog", exact: true })).toHaveAttribute("href", "/blog");
    await expect(menu.getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/faq");
    await expect(menu.getByRole("link", { name: "My account" })).toHaveAttribute("href", "/my-account");
    await expectAccessible(page);

    // The modal dialog keeps keyboard focus inside it.
    for (let step = 0; step < 20; step += 1) {
      await page.keyboard.press("Tab");
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement) || document.activeElement === document.body)).toBe(
        true,
      );
    }

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");
  });

  test("the menu closes when a link navigates", async ({ page, expectAccessible }) => {
    await page.goto("/?lng=en");
    await header(page).getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.getByRole("button", { name: "Shop" }).click();
    await menu.getByRole("link", { name: "Cervical health" }).click();
    await expect(page).toHaveURL(/\/products\/papillex$/);
    await expect(menu).toBeHidden();
    await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Papillex/);
    await expectAccessible(page);
  });

  test("the bottom bar marks the current page and opens pages", async ({ page, expectAccessible }) => {
    await page.goto("/?lng=en");
    const bar = page.getByRole("navigation", { name: "Quick links" });
    await expect(bar.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(bar.getByRole("link", { name: "Account" })).toHaveAttribute("href", "/my-account");
    await expect(bar.getByRole("button", { name: /^Cart, \d+ items?$/ })).toBeVisible();
    await bar.getByRole("link", { name: "Shop" }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(bar.getByRole("link", { name: "Shop" })).toHaveAttribute("aria-current", "page");
    await expectAccessible(page);
  });
});

test("header, footer and bottom bar step aside on /cart", async ({ page, expectAccessible }) => {
  await page.goto("/cart?lng=en");
  await expect(page.getByRole("heading", { level: 1, name: "Your cart" })).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Quick links" })).toHaveCount(0);
  await expectAccessible(page);
});

test("the footer links the products, pages and contacts; social links open a new tab", async ({ page, expectAccessible }) => {
  await page.goto("/shop?lng=en");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "PCO-Well" })).toHaveAttribute("href", "/products/pco-well");
  await expect(footer.getByRole("link", { name: "Shipping info" })).toHaveAttribute("href", "/cart");
  await expect(footer.getByRole("link", { name: "Order tracking" })).toHaveAttribute("href", "/my-account");
  await expect(footer.getByRole("link", { name: "Customer support" })).toHaveAttribute("href", /^mailto:/);
  const instagram = footer.getByRole("link", { name: "Instagram (opens in a new tab)" });
  await expect(instagram).toHaveAttribute("target", "_blank");
  await expect(instagram).toHaveAttribute("rel", "noopener noreferrer");
  await expectAccessible(page);
});

test("the skip link is the first stop and moves focus to the main content", async ({ page, expectAccessible }) => {
  await page.goto("/shop?lng=en");
  await expectAccessible(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
  await expect(page).toHaveURL(/\/shop\?lng=en$/);
});
