import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures.ts";
import { signInStaff, unique } from "./admin-kit.ts";
import { addBottle, TEXT } from "./checkout-kit.ts";

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

/**
 * The store's authorisations before the order (ANPC Order 225/2023, issue 66 item 2, decision 0141): once the owner
 * saves them, the footer's company block of any page, the contact page (with every product's notification) and the
 * checkout beside the place-order button show them, in both languages, accessible. Screenshots go to
 * LICENCES_SHOTS_DIR when it is set.
 */
test("the licences are shown before the order: footer, contact page and checkout", async ({
  page,
  baseURL,
  expectAccessible,
}, testInfo) => {
  const shots = process.env.LICENCES_SHOTS_DIR;
  const shoot = async (name: string) => {
    if (!shots) return;
    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
    }
  };
  const headers = await signInStaff(page.request, baseURL!, unique(testInfo, "licences-owner"), "owner");
  const licences = [
    { kind: "dsvsa", number: "RO-B-12345", issuer: "DSVSA București", issuedOn: "2024-03-15" },
    {
      kind: "other",
      name: { ro: "Autorizație de funcționare", en: "Operating permit" },
      number: "AF-7",
      issuer: "Primăria Sectorului 1",
      issuedOn: "2024-01-10",
      url: "https://example.ro/af.pdf",
    },
  ];
  const saved = await page.request.post("/api/admin/settings/licences", { headers, data: { licences } });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.context().clearCookies();

  const WORDS = {
    ro: {
      list: "Autorizații",
      contact: "Contact și date legale",
      dsvsa:
        "Înregistrare sanitar-veterinară și pentru siguranța alimentelor (DSVSA): seria și nr. RO-B-12345, emisă de DSVSA București, la 15.03.2024",
      other: "Autorizație de funcționare: seria și nr. AF-7",
      notifications: "Notificările produselor",
    },
    en: {
      list: "Licences",
      contact: "Contact and legal details",
      dsvsa:
        "Sanitary-veterinary and food safety registration (DSVSA): series and no. RO-B-12345, issued by DSVSA București, on 15.03.2024",
      other: "Operating permit: series and no. AF-7",
      notifications: "Product notifications",
    },
  } as const;
  for (const language of ["ro", "en"] as const) {
    const words = WORDS[language];
    await page.goto(`/contact?lng=${language}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.contact);
    const main = page.getByRole("main");
    await expect(main.getByRole("listitem").filter({ hasText: words.dsvsa })).toHaveCount(1);
    await expect(main.getByRole("listitem").filter({ hasText: words.other })).toHaveCount(1);
    await expect(main.getByRole("region", { name: words.notifications }).getByRole("listitem")).toHaveCount(6);
    const footerList = page.getByRole("contentinfo").getByRole("list", { name: words.list });
    await expect(footerList).toContainText(words.dsvsa);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
    await expectAccessible(page);
    if (language === "ro") await shoot("contact");
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  // The language last chosen (English, above) sticks: Romanian again, for the footer and the checkout.
  await page.goto("/our-story?lng=ro");
  await page.getByRole("contentinfo").getByRole("list", { name: "Autorizații" }).scrollIntoViewIfNeeded();
  if (shots) {
    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.getByRole("contentinfo").getByRole("list", { name: "Autorizații" }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/footer-${width}.png` });
    }
  }

  await addBottle(page, TEXT.ro);
  await page.goto("/checkout");
  await hydrated(page);
  const block = page.getByRole("region", { name: "Autorizații" });
  await expect(block).toContainText(WORDS.ro.dsvsa);
  await expect(block.getByRole("heading", { name: "Notificările produselor" })).toBeVisible();
  await expect(block.getByRole("listitem").filter({ hasText: /^Papillex/ })).toHaveCount(1);
  await expectAccessible(page);
  await shoot("checkout");
});
