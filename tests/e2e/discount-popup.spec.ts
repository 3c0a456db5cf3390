import type { Page, TestInfo } from "@playwright/test";
import { clientAddress, expect, holdPageScripts, hydrated, test } from "./fixtures.ts";
import { languageRun, ONE_LAYOUT } from "./journey-tags.ts";

// This spec is about the popup itself: let it appear (the other specs start each session as having seen it).
test.use({ suppressDiscountPopup: false });

const TEXT = {
  ro: {
    query: "",
    title: "Vrei 10% REDUCERE?",
    accept: "Da, vreau 10% reducere",
    decline: "Nu, mulțumesc, plătesc prețul întreg",
    email: "Adresa de e-mail",
    submit: "Vreau codul de 10%",
    back: "Înapoi",
    required: "Adresa de e-mail este obligatorie",
    invalid: "Introdu o adresă de e-mail validă",
    consent: /^Prin trimiterea adresei de e-mail, ești de acord .* de la Elara, inclusiv codul de reducere de 10%/,
    codeTitle: "Codul tău de reducere de 10%",
    copy: "Copiază codul",
    copied: "Copiat!",
    copiedAnnouncement: (code: string) => `Codul ${code} a fost copiat în clipboard`,
    shopNow: "Cumpără acum cu reducere",
    continue: "Continuă navigarea",
    shopHeading: "Toate produsele",
    add: "Adaugă în coș",
    discountLine: (code: string) => `Reducere (${code}, 10%)`,
  },
  en: {
    query: "?lng=en",
    title: "Want 10% OFF?",
    accept: "Yes, I want 10% off",
    decline: "No thanks, I'll pay full price",
    email: "Email address",
    submit: "Get my 10% code",
    back: "Back",
    required: "Email address is required",
    invalid: "Please enter a valid email address",
    consent: /^By submitting your email, you agree to receive marketing emails from Elara, including your 10% discount code/,
    codeTitle: "Your 10% discount code",
    copy: "Copy code",
    copied: "Copied!",
    copiedAnnouncement: (code: string) => `Code ${code} copied to the clipboard`,
    shopNow: "Shop Now with Discount",
    continue: "Continue Browsing",
    shopHeading: "All products",
    add: "Add to cart",
    discountLine: (code: string) => `Discount (${code}, 10%)`,
  },
} as const;

async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/** Each test is its own client for the sign-up rate limit (the e2e server trusts one proxy hop). */
async function ownClientAddress(page: Page, testInfo: TestInfo) {
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": clientAddress(testInfo.testId) });
}

const uniqueEmail = (testInfo: TestInfo, language: string) => `popup-${language}-${testInfo.project.name}-${Date.now()}@example.ro`;

/** The address's own code (decision 0080): the popup's 10 %, an unguessable suffix. */
const PERSONAL_CODE = /^ELARA10-[2-9A-HJKMNP-Z]{8}$/;

const pageScrollLocked = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow === "hidden");

test.beforeEach(async ({ page }, testInfo) => {
  await ownClientAddress(page, testInfo);
});

for (const language of ["ro", "en"] as const) {
  const text = TEXT[language];

  test.describe(`discount popup in ${language}`, languageRun(language, { componentTexts: true }), () => {
    test("scrolling the shop opens it; email with its checks and back; the code copied and applied to the cart", async ({
      page,
      context,
      expectAccessible,
    }, testInfo) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.goto(`/shop${text.query}`);
      await expect(page.getByRole("heading", { level: 1, name: text.shopHeading })).toBeVisible();
      await hydrated(page);
      const dialog = page.getByRole("dialog", { name: text.title });
      await expect(dialog).toHaveCount(0);

      await scrollToBottom(page);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText("Elara", { exact: true })).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.getItem("discountPopupShown"))).toBe("true");
      expect(await pageScrollLocked(page)).toBe(true);
      await expectAccessible(page);

      await dialog.getByRole("button", { name: text.accept }).click();
      const email = dialog.getByLabel(text.email);
      await expect(email).toBeFocused();
      await expect(dialog.getByText(text.consent)).toBeVisible();
      await dialog.getByRole("button", { name: text.submit }).click();
      await expect(dialog.getByRole("alert")).toHaveText(text.required);
      await email.fill("ana@example");
      await email.press("Enter");
      await expect(dialog.getByRole("alert")).toHaveText(text.invalid);
      await expect(email).toBeFocused();
      await expectAccessible(page);

      await dialog.getByRole("button", { name: text.back }).click();
      await expect(dialog.getByRole("button", { name: text.accept })).toBeFocused();
      await dialog.getByRole("button", { name: text.accept }).click();

      const signup = page.waitForResponse((response) => response.url().endsWith("/api/newsletter-signup"));
      await email.fill(uniqueEmail(testInfo, language));
      await dialog.getByRole("button", { name: text.submit }).click();
      const answer = await signup;
      expect(answer.status()).toBe(200);
      expect(answer.request().postDataJSON()).toMatchObject({ acceptsMarketing: true, source: "discount_popup" });
      const { discountCode: code } = (await answer.json()) as { discountCode: string };
      expect(code).toMatch(PERSONAL_CODE);

      await expect(dialog.getByRole("heading", { name: text.codeTitle })).toBeFocused();
      await expect(dialog.getByText(code, { exact: true })).toBeVisible();
      await expectAccessible(page);
      await dialog.getByRole("button", { name: text.copy }).click();
      await expect(dialog.getByRole("button", { name: text.copied })).toBeVisible();
      await expect(dialog.getByRole("status")).toHaveText(text.copiedAnnouncement(code));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

      // An empty cart: the shop is where the discount can be used.
      await dialog.getByRole("button", { name: text.shopNow }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL(/\/shop(\?|$)/);
      expect(await pageScrollLocked(page)).toBe(false);
      expect(await page.evaluate(() => localStorage.getItem("elara_discount_code"))).toBe(code);

      await page
        .getByRole("main")
        .getByRole("link", { name: /^Papillex/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/products\/papillex/, { timeout: 15_000 });
      await hydrated(page);
      await page.getByRole("button", { name: text.add }).click();
      await expect(page.getByRole("dialog").getByText(text.discountLine(code))).toBeVisible();

      // Once per browser session: this page, scrolled to the end, stays as it is.
      await page.reload();
      await hydrated(page);
      await scrollToBottom(page);
      await expect(page.getByRole("dialog", { name: text.title })).toHaveCount(0);
    });
  });
}

test.describe("discount popup", () => {
  test("a shop scrolled past the depth while the page was loading opens it once the page is live", ONE_LAYOUT, async ({ page }) => {
    const releaseScripts = await holdPageScripts(page);
    await page.goto("/shop?lng=en");
    await expect(page.getByRole("heading", { level: 1, name: TEXT.en.shopHeading })).toBeVisible();
    await scrollToBottom(page);
    releaseScripts();
    await hydrated(page);
    await expect(page.getByRole("dialog", { name: TEXT.en.title })).toBeVisible();
  });

  test("the timer opens it on a product page; Escape closes it, gives focus and scroll back, and it stays away", async ({
    page,
    expectAccessible,
  }) => {
    await page.clock.install();
    await page.goto("/products/papillex?lng=en");
    await hydrated(page);
    const before = page.getByRole("button", { name: TEXT.en.add });
    await before.focus();
    const dialog = page.getByRole("dialog", { name: TEXT.en.title });
    await page.clock.fastForward(19_000);
    await expect(dialog).toHaveCount(0);
    await page.clock.fastForward(11_000);
    await expect(dialog).toBeVisible();
    await expectAccessible(page);

    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(before).toBeFocused();
    expect(await pageScrollLocked(page)).toBe(false);

    await page.goto("/shop?lng=en");
    await hydrated(page);
    await scrollToBottom(page);
    await page.clock.fastForward(130_000);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test("keyboard focus stays inside the popup", async ({ page, expectAccessible }) => {
    await page.clock.install();
    await page.goto("/products/ahcc?lng=en");
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: TEXT.en.title });
    await page.clock.fastForward(30_000);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: TEXT.en.accept })).toBeFocused();
    await expectAccessible(page);
    const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
    for (const key of ["Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      expect(await focusInside()).toBe(true);
    }
  });

  test("the pointer leaving through the top of the window opens it", async ({ page, isMobile, expectAccessible }) => {
    test.skip(isMobile, "a phone has no pointer to leave the page");
    await page.goto("/shop?lng=en");
    await hydrated(page);
    await page.mouse.move(400, 300);
    await page.mouse.move(400, -20);
    await expect(page.getByRole("dialog", { name: TEXT.en.title })).toBeVisible();
    await expectAccessible(page);
  });

  test(
    "with items in the cart, 'Shop Now with Discount' goes to checkout, where the personal code works once, for that address only",
    ONE_LAYOUT,
    async ({ page, allowConsoleErrors, expectAccessible }, testInfo) => {
      const addBottle = async () => {
        await page.goto("/products/papillex?lng=en");
        await hydrated(page);
        await page
          .getByRole("group", { name: "Purchase options" })
          .getByRole("radio", { name: /Single bottle/ })
          .check();
        await page.getByRole("button", { name: TEXT.en.add, exact: true }).click();
        const cart = page.getByRole("dialog", { name: "Your cart" });
        await expect(cart).toBeVisible();
        await cart.getByRole("button", { name: "Close cart" }).click();
        await expect(cart).toBeHidden();
      };
      const fillCheckout = async (email: string) => {
        await page.getByLabel("Email", { exact: true }).fill(email);
        await page.getByLabel("First name", { exact: true }).fill("Ana");
        await page.getByLabel("Last name", { exact: true }).fill("Pop");
        await page.getByLabel("Address", { exact: true }).fill("Str. Lalelelor 3");
        await page.getByLabel("City", { exact: true }).fill("Cluj-Napoca");
        await page.getByLabel("Postal code / ZIP", { exact: true }).fill("400001");
        await page.getByLabel("County", { exact: true }).selectOption("Cluj");
        await page.getByLabel("Phone", { exact: true }).fill("0722 000 000");
      };
      const total = () => page.getByText("Total to pay", { exact: true }).locator("..");
      const coupon = async (code: string) => {
        await page.getByLabel("Coupon code", { exact: true }).fill(code);
        await page.getByRole("button", { name: "Apply", exact: true }).click();
      };

      await addBottle();
      await scrollToBottom(page);
      const dialog = page.getByRole("dialog", { name: TEXT.en.title });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: TEXT.en.accept }).click();
      const email = uniqueEmail(testInfo, "en");
      await dialog.getByLabel(TEXT.en.email).fill(email);
      await dialog.getByRole("button", { name: TEXT.en.submit }).click();
      const codeText = dialog.getByText(PERSONAL_CODE);
      await expect(codeText).toBeVisible();
      const code = (await codeText.textContent())!.trim();
      await expectAccessible(page);
      allowConsoleErrors(/status of 404/);
      await dialog.getByRole("button", { name: TEXT.en.shopNow }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await hydrated(page);
      expect(await page.evaluate(() => localStorage.getItem("elara_discount_code"))).toBe(code);

      // Someone else's address: the code says whose it is, and the order is priced without it.
      await fillCheckout(`someone-else-${email}`);
      await coupon(code);
      await expect(page.getByText("Personal Discount Code")).toBeVisible();
      await expect(
        page.getByText("This code works only with the email address we sent it to. Use that address for your order."),
      ).toBeVisible();
      await expect(total()).toContainText(/208[,.]99/);
      await expectAccessible(page);

      // Its recipient: 10 % off the bottle (189.00 − 18.90 + 19.99 shipping), once.
      await page.getByLabel("Email", { exact: true }).fill(email);
      await coupon(code);
      await expect(page.getByText(`${code} applied: 10% off`)).toBeVisible();
      await expect(total()).toContainText(/190[,.]09/);
      await page.getByRole("radio", { name: "Cash on delivery" }).check();
      await page.getByRole("checkbox", { name: "I have read and agree to the terms and conditions" }).check();
      await page.getByRole("button", { name: "Place order" }).click();
      await page.waitForURL(/\/success\?order=\d+/);
      await expect(page.getByRole("heading", { name: "Thank you for your order!", level: 1 })).toBeVisible();

      // A second order by the same address: this browser remembers the code was used…
      await addBottle();
      await page.goto("/checkout?lng=en");
      await hydrated(page);
      await fillCheckout(email);
      await coupon(code);
      await expect(page.getByText("This code was already used for an order from this browser.")).toBeVisible();
      // …and on another device, which does not, the server refuses it, in words that say why.
      await page.evaluate(() => localStorage.removeItem("usedDiscountCodes"));
      await coupon(code);
      await expect(page.getByText("Discount Code Already Used")).toBeVisible();
      await expect(page.getByText("This code has already been used with this email address.")).toBeVisible();
      await expect(total()).toContainText(/208[,.]99/);
      await expectAccessible(page);
    },
  );

  test("waits for the cart drawer to close before it opens", async ({ page, expectAccessible }) => {
    await page.clock.install();
    await page.goto("/products/papillex?lng=en");
    await hydrated(page);
    await page.getByRole("button", { name: TEXT.en.add }).click();
    const cart = page.getByRole("dialog", { name: "Your cart" });
    await expect(cart).toBeVisible();
    await page.clock.fastForward(30_000);
    const dialog = page.getByRole("dialog", { name: TEXT.en.title });
    await expect(dialog).toHaveCount(0);
    await cart.getByRole("button", { name: "Close cart" }).click();
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
  });

  test("never opens on the home page", ONE_LAYOUT, async ({ page, expectAccessible }) => {
    await page.clock.install();
    await page.goto("/?lng=en");
    await hydrated(page);
    await scrollToBottom(page);
    await page.clock.fastForward(130_000);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog", { name: TEXT.en.title })).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem("discountPopupShown"))).toBeNull();
    await expectAccessible(page);
  });
});
