import type { Locator, Page } from "@playwright/test";
import { clientAddress, expect, holdPageScripts, hydrated, test } from "./fixtures.ts";
import { languageRun, ONE_LAYOUT } from "./journey-tags.ts";

/** Texts of each language the journeys look for. */
const TEXT = {
  ro: {
    query: "",
    options: "Opțiuni de cumpărare",
    single: /O sticlă \(rezervă pentru o lună\)/,
    monthly: /Abonament lunar \(cel mai vândut\)/,
    add: "Adaugă în coș",
    drawer: "Coșul tău",
    closeDrawer: "Închide coșul",
    itemAdded: "Produs adăugat în coș",
    viewCart: "Vezi coșul",
    checkout: "Finalizează comanda",
    remove: /^Elimină .* din coș$/,
    removeSingle: /^Elimină Papillex .* - O sticlă din coș$/,
    removeMonthly: /^Elimină Papillex .* - Abonament lunar din coș$/,
    singleLine: /Papillex .* - O sticlă/,
    monthlyLine: /Papillex .* - Abonament lunar/,
    opened: /^Coșul s-a deschis, 2 produse$/,
    closed: "Coșul s-a închis",
    removed: /a fost eliminat din coș$/,
    limit: "Limită abonament",
    close: "Închide",
    subscribe: /^Abonează-te și economisești \d+%$/,
    ahccSingleLine: /AHCC.* - O sticlă/,
    empty: "Coșul tău este gol",
    pageTitle: "Coșul tău",
    subtotal: "Subtotal",
    shipping: "Livrare",
    free: "Gratuită",
    total: "Total",
    progress: "Progres spre livrarea gratuită",
    remaining: /Mai adaugă produse de 11,00\sRON și livrarea devine gratuită/,
    reached: "Comanda ta beneficiază de livrare gratuită!",
    increase: /^Crește cantitatea pentru Papillex/,
    decrease: /^Scade cantitatea pentru Papillex/,
    quantity: /^Cantitate pentru Papillex/,
    codeLabel: "Cod de reducere",
    apply: "Aplică",
    applied: (code: string) => `${code} aplicat: 10% reducere`,
    discountLine: (code: string) => `Reducere (${code}, 10%)`,
    validTitle: "Reducere aplicată",
    invalidTitle: "Cod de reducere invalid",
    invalidMessage: "Verifică codul și încearcă din nou",
    removeCode: "Elimină codul",
    backToShop: "Continuă cumpărăturile",
    toCheckout: "Continuă spre finalizarea comenzii",
    cartButton: /^Coș, \d+ (produs|produse|de produse)$/,
    summaryTitle: "Sumarul comenzii",
    menu: "Meniu",
    closeMenu: "Închide meniul",
    currency: "Monedă",
  },
  en: {
    query: "?lng=en",
    options: "Purchase options",
    single: /Single bottle \(one month supply\)/,
    monthly: /Monthly subscription \(best seller\)/,
    add: "Add to cart",
    drawer: "Your cart",
    closeDrawer: "Close cart",
    itemAdded: "Item added to cart",
    viewCart: "View cart",
    checkout: "Checkout now",
    remove: /^Remove .* from the cart$/,
    removeSingle: /^Remove Papillex .* - Single Bottle from the cart$/,
    removeMonthly: /^Remove Papillex .* - Monthly Subscription from the cart$/,
    singleLine: /Papillex .* - Single Bottle/,
    monthlyLine: /Papillex .* - Monthly Subscription/,
    opened: /^Cart opened, 2 items$/,
    closed: "Cart closed",
    removed: /removed from the cart$/,
    limit: "Subscription Limit",
    close: "Close",
    subscribe: /^Subscribe and save \d+%$/,
    ahccSingleLine: /AHCC.* - Single Bottle/,
    empty: "Your cart is empty",
    pageTitle: "Your cart",
    subtotal: "Subtotal",
    shipping: "Shipping",
    free: "Free",
    total: "Total",
    progress: "Progress towards free shipping",
    remaining: /Add RON\s11\.00 more to get free shipping|Add 11,00\sRON more to get free shipping/,
    reached: "Your order ships free!",
    increase: /^Increase the quantity of Papillex/,
    decrease: /^Decrease the quantity of Papillex/,
    quantity: /^Quantity for Papillex/,
    codeLabel: "Discount code",
    apply: "Apply",
    applied: (code: string) => `${code} applied: 10% off`,
    discountLine: (code: string) => `Discount (${code}, 10%)`,
    validTitle: "Discount applied",
    invalidTitle: "Invalid Discount Code",
    invalidMessage: "Please check your code and try again",
    removeCode: "Remove code",
    backToShop: "Continue shopping",
    toCheckout: "Proceed to checkout",
    cartButton: /^Cart, \d+ items?$/,
    summaryTitle: "Order summary",
    menu: "Menu",
    closeMenu: "Close menu",
    currency: "Currency",
  },
} as const;

type Text = (typeof TEXT)[keyof typeof TEXT];

/** The stored cart has been read: the page's cart button is live. */
async function cartReady(page: Page) {
  await hydrated(page);
  await page.waitForFunction(() => localStorage.getItem("elara_cart") !== null);
}

async function addToCart(page: Page, text: Text, handle: string, variant: RegExp) {
  await page.goto(`/products/${handle}${text.query}`);
  await cartReady(page);
  await page.getByRole("group", { name: text.options }).getByRole("radio", { name: variant }).check();
  await page.getByRole("button", { name: text.add, exact: true }).click();
}

function drawerOf(page: Page, text: Text): Locator {
  return page.getByRole("dialog", { name: text.drawer });
}

/** The slide-in transition has finished. */
async function slidIn(drawer: Locator) {
  await expect.poll(() => drawer.evaluate((dialog) => dialog.getAnimations({ subtree: true }).length)).toBe(0);
}

async function closeDrawer(page: Page, text: Text) {
  const drawer = drawerOf(page, text);
  await drawer.getByRole("button", { name: text.closeDrawer }).click();
  await expect(drawer).toBeHidden();
}

/** The cart button: in the header on wide screens, in the bottom bar on phones. */
function cartButton(page: Page, text: Text, isMobile: boolean): Locator {
  const place = isMobile ? page.getByRole("navigation", { name: /Linkuri rapide|Quick links/ }) : page.getByRole("banner");
  return place.getByRole("button", { name: text.cartButton });
}

type StoredLine = { name: string; quantity: number; currencyCode: string; isSubscription: boolean };

async function storedCart(page: Page): Promise<StoredLine[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("elara_cart") ?? "[]") as StoredLine[]);
}

for (const language of ["ro", "en"] as const) {
  const text = TEXT[language];

  test.describe(`cart in ${language}`, languageRun(language, { componentTexts: true }), () => {
    test("one-time and subscription variants go into the drawer, which traps focus, closes on Escape and removes lines", async ({
      page,
      isMobile,
      expectAccessible,
    }) => {
      await addToCart(page, text, "papillex", text.single);
      const drawer = drawerOf(page, text);
      await expect(drawer).toBeVisible();
      await expect(drawer.getByText(text.itemAdded)).toBeVisible();
      await expect(drawer.getByRole("link", { name: text.singleLine })).toBeVisible();
      await expect(drawer).toContainText(/1 × 189[,.]00/);
      await expectAccessible(page);
      await closeDrawer(page, text);

      await page.getByRole("group", { name: text.options }).getByRole("radio", { name: text.monthly }).check();
      await page.getByRole("button", { name: text.add, exact: true }).click();
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole("link", { name: text.monthlyLine })).toBeVisible();
      await expect(drawer.getByRole("term").filter({ hasText: text.subtotal })).toBeVisible();
      // 189.00 + 170.00 lei.
      await expect(drawer.getByRole("definition").first()).toHaveText(/359[,.]00/);
      await expect(drawer.getByRole("link", { name: text.viewCart })).toHaveAttribute("href", /\/cart$/);
      await expect(drawer.getByRole("link", { name: text.checkout })).toHaveAttribute("href", /\/checkout$/);

      // Tab and Shift+Tab stay inside the drawer, wrapping at both ends.
      const focusInsideDrawer = () => drawer.evaluate((dialog) => dialog.contains(document.activeElement));
      for (let step = 0; step < 12; step++) {
        await page.keyboard.press("Tab");
        expect(await focusInsideDrawer()).toBe(true);
      }
      await drawer.getByRole("button", { name: text.closeDrawer }).focus();
      await page.keyboard.press("Shift+Tab");
      await expect(drawer.getByRole("link", { name: text.checkout })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(drawer.getByRole("button", { name: text.closeDrawer })).toBeFocused();

      // The banner goes after 5 s.
      await expect(drawer.getByText(text.itemAdded)).toBeHidden();

      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
      await expect(page.getByRole("status").filter({ hasText: text.closed })).toBeAttached();
      // Focus returns to what opened the drawer.
      await expect(page.getByRole("button", { name: text.add, exact: true })).toBeFocused();

      // The header's (or bottom bar's) cart button opens it again; removing a line is announced.
      await cartButton(page, text, isMobile).click();
      await expect(drawer).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: text.opened })).toBeAttached();
      await drawer.getByRole("button", { name: text.removeSingle }).click();
      await expect(drawer.getByRole("link", { name: text.singleLine })).toHaveCount(0);
      await expect(drawer.getByRole("status").filter({ hasText: text.removed })).toBeAttached();
      await expect(drawer.getByRole("button", { name: text.remove })).toBeFocused();
      await expectAccessible(page);

      // The cart survives a reload.
      await page.reload();
      await cartReady(page);
      expect((await storedCart(page)).map((line) => line.quantity)).toEqual([1]);
      await cartButton(page, text, isMobile).click();
      await expect(drawer.getByRole("link", { name: text.monthlyLine })).toBeVisible();

      // Removing the last line leaves the empty cart, with its way to the shop.
      await drawer.getByRole("button", { name: text.remove }).click();
      await expect(drawer.getByText(text.empty)).toBeVisible();
      await expectAccessible(page);
    });

    test(
      "a second subscription is refused with the Subscription Limit dialog, from the product page and from the cart's switch",
      ONE_LAYOUT,
      async ({ page, expectAccessible }) => {
        await addToCart(page, text, "papillex", text.monthly);
        await closeDrawer(page, text);
        await addToCart(page, text, "ahcc", text.monthly);
        const dialog = page.getByRole("dialog", { name: text.limit });
        await expect(dialog).toBeVisible();
        await expect(drawerOf(page, text)).toBeHidden();
        await expectAccessible(page);
        await dialog.getByRole("button", { name: text.close, exact: true }).click();
        const cart = await storedCart(page);
        expect(cart).toHaveLength(1);
        expect(cart[0]?.name).toMatch(text.monthlyLine);

        // A bottle of AHCC offers its monthly subscription in the drawer, switched off; switching it on is refused too.
        await addToCart(page, text, "ahcc", text.single);
        const drawer = drawerOf(page, text);
        const ahcc = drawer.getByRole("listitem").filter({ has: page.getByRole("link", { name: text.ahccSingleLine }) });
        const offered = ahcc.getByRole("switch", { name: text.subscribe });
        await expect(offered).toHaveAttribute("aria-checked", "false");
        await offered.click();
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole("link")).toHaveCount(0);
        await expectAccessible(page);
        await dialog.getByRole("button", { name: text.close, exact: true }).click();
        await expect(offered).toBeFocused();
        // Escape closes the dialog, not the drawer under it.
        await offered.press("Enter");
        await expect(dialog).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        await expect(drawer).toBeVisible();
        await expect(offered).toBeFocused();
        expect((await storedCart(page)).map((line) => line.name)).toEqual([
          expect.stringMatching(text.monthlyLine),
          expect.stringMatching(text.ahccSingleLine),
        ]);

        // Without Papillex's subscription, one press makes the bottle AHCC's subscription, and the switch keeps focus.
        await drawer.getByRole("button", { name: text.removeMonthly }).click();
        await offered.click();
        const switched = drawer.getByRole("switch", { name: text.subscribe });
        await expect(switched).toHaveAttribute("aria-checked", "true");
        await expect(switched).toBeFocused();
        expect((await storedCart(page)).map((line) => [line.isSubscription, line.quantity])).toEqual([[true, 1]]);
      },
    );

    test("the cart page updates quantities, removes lines, shows the free-shipping bar and takes only issued codes", async ({
      page,
      isMobile,
      expectAccessible,
    }, testInfo) => {
      // A new store has no code anyone may type (decision 0080): a popup sign-up gives this shopper their own.
      const signup = await page.request.post("/api/newsletter-signup", {
        headers: { "X-Forwarded-For": clientAddress(`cart ${testInfo.testId}`) },
        data: { email: `cart-${testInfo.project.name}-${Date.now()}@example.ro`, acceptsMarketing: true, source: "discount_popup" },
      });
      expect(signup.status()).toBe(200);
      const { discountCode: issued } = (await signup.json()) as { discountCode: string };

      await addToCart(page, text, "papillex", text.single);
      const drawer = drawerOf(page, text);
      await drawer.getByRole("link", { name: text.viewCart }).click();
      await expect(page).toHaveURL(/\/cart/);
      await expect(page.getByRole("heading", { level: 1, name: text.pageTitle })).toBeVisible();
      await expect(drawer).toBeHidden();
      // Leaving through the drawer puts focus on the new page's content, as any navigation does.
      await expect(page.getByRole("main")).toBeFocused();
      await expect(page.getByRole("banner")).toHaveCount(0);
      await expect(page.getByRole("link", { name: text.backToShop }).first()).toBeVisible();

      // 189 lei: 11 lei short of free shipping, which costs 19.99 lei.
      const summary = page.getByRole("region", { name: text.summaryTitle });
      const bar = summary.getByRole("progressbar", { name: text.progress });
      await expect(bar).toHaveAttribute("aria-valuenow", "94");
      await expect(summary).toContainText(text.remaining);
      await expect(summary.getByRole("definition").nth(1)).toHaveText(/19[,.]99/);
      await expectAccessible(page);

      // Steppers, then typing: 0 is ignored, 3 is taken.
      await page.getByRole("button", { name: text.increase }).click();
      await expect(page.getByRole("textbox", { name: text.quantity })).toHaveValue("2");
      await expect(bar).toHaveAttribute("aria-valuenow", "100");
      await expect(summary).toContainText(text.reached);
      await expect(summary.getByRole("definition").nth(1)).toHaveText(text.free);
      await page.getByRole("button", { name: text.decrease }).click();
      await expect(page.getByRole("textbox", { name: text.quantity })).toHaveValue("1");
      const quantity = page.getByRole("textbox", { name: text.quantity });
      await quantity.fill("0");
      await quantity.press("Enter");
      await expect(quantity).toHaveValue("1");
      await quantity.fill("3");
      await quantity.press("Enter");
      await expect(quantity).toHaveValue("3");
      expect((await storedCart(page))[0]?.quantity).toBe(3);
      // 3 × 189.00 = 567.00 lei, shipping free.
      await expect(summary.getByRole("definition").last()).toHaveText(/567[,.]00/);

      // A code the store never issued is refused by the server, whatever its format says.
      const code = summary.getByRole("textbox", { name: text.codeLabel });
      await code.fill("POPUP99");
      await summary.getByRole("button", { name: text.apply }).click();
      await expect(summary.getByRole("status")).toContainText(text.invalidTitle);
      await expect(summary.getByRole("status")).toContainText(text.invalidMessage);
      expect(await page.evaluate(() => localStorage.getItem("elara_discount_code"))).toBeNull();
      await expect(summary.getByText(/POPUP99, 99%/)).toHaveCount(0);

      // The popup's personal code, typed in lower case: 10 % off 567.00 = 56.70.
      await code.fill(issued.toLowerCase());
      await summary.getByRole("button", { name: text.apply }).click();
      await expect(summary.getByText(text.applied(issued))).toBeVisible();
      await expect(summary.getByRole("status")).toContainText(text.validTitle);
      await expect(summary.getByRole("term").filter({ hasText: text.discountLine(issued) })).toBeVisible();
      await expect(summary).toContainText(/−56[,.]70/);
      await expect(summary.getByRole("definition").last()).toHaveText(/510[,.]30/);
      expect(await page.evaluate(() => localStorage.getItem("elara_discount_code"))).toBe(issued);
      await expectAccessible(page);

      // The drawer shows the same discount.
      await page.getByRole("link", { name: text.backToShop }).first().click();
      await expect(page).toHaveURL(/\/shop/);
      await cartReady(page);
      await cartButton(page, text, isMobile).click();
      await expect(drawer.getByRole("term").filter({ hasText: text.discountLine(issued) })).toBeVisible();
      await expect(drawer).toContainText(/−56[,.]70/);
      await closeDrawer(page, text);

      await page.goto(`/cart${text.query}`);
      await summary.getByRole("button", { name: text.removeCode }).click();
      expect(await page.evaluate(() => localStorage.getItem("elara_discount_code"))).toBeNull();
      await page.getByRole("button", { name: text.remove }).click();
      await expect(page.getByText(text.empty)).toBeVisible();
      await expectAccessible(page);
    });
  });
}

test("the cart stays in step across two tabs", ONE_LAYOUT, async ({ page, context }) => {
  const text = TEXT.ro;
  await addToCart(page, text, "papillex", text.single);
  await closeDrawer(page, text);

  const other = await context.newPage();
  await other.goto("/cart");
  await cartReady(other);
  await expect(other.getByRole("link", { name: text.singleLine })).toBeVisible();

  // Changed in the second tab, seen in the first.
  await other.getByRole("button", { name: text.increase }).click();
  await expect.poll(async () => (await storedCart(page))[0]?.quantity).toBe(2);
  await expect(page.getByRole("button", { name: /^Coș, 2 produse$/ }).first()).toBeAttached();

  // Removed in the first tab, gone from the second.
  await page.getByRole("button", { name: text.add, exact: true }).click();
  await drawerOf(page, text).getByRole("button", { name: text.removeSingle }).click();
  await expect(other.getByText(text.empty)).toBeVisible();
  await other.close();
});

for (const language of ["ro", "en"] as const) {
  test(
    `a change of currency shows every cart line and total in the new currency (${language})`,
    languageRun(language, { componentTexts: true }),
    async ({ page, isMobile, expectAccessible }) => {
      const text = TEXT[language];
      await addToCart(page, text, "papillex", text.single);
      await closeDrawer(page, text);
      await page.goto(`/cart${text.query}`);
      await cartReady(page);
      const summary = page.getByRole("region", { name: text.summaryTitle });
      await expect(summary.getByRole("definition").last()).toHaveText(/208,99\sRON/);

      // The cart page has no header: switch the currency where shoppers do, then come back.
      await page.goto(`/shop${text.query}`);
      await hydrated(page);
      if (isMobile) {
        await page.getByRole("button", { name: text.menu, exact: true }).click();
        const menu = page.getByRole("dialog", { name: text.menu });
        await menu.getByRole("combobox", { name: text.currency }).selectOption("EUR");
        await menu.getByRole("button", { name: text.closeMenu }).click();
      } else {
        await page.getByRole("banner").getByRole("combobox", { name: text.currency }).selectOption("EUR");
      }
      await expect(page.getByRole("status").filter({ hasText: "EUR" })).toHaveText(/\(EUR\)/);

      await page.goto(`/cart${text.query}`);
      await cartReady(page);
      // 189.00 RON × 0.2010 = 37.99 €; shipping 19.99 RON = 4.02 €; free from 200 RON = 40.20 €.
      await expect(page.getByRole("list").first()).toContainText(/37,99\s€/);
      await expect(summary.getByRole("definition").nth(1)).toHaveText(/4,02\s€/);
      await expect(summary.getByRole("definition").last()).toHaveText(/42,01\s€/);
      await expect(summary).toContainText(/2,21\s€/);
      await expect(summary).not.toContainText("RON");
      // The stored line keeps the currency it was added in; only the view is in euro.
      expect((await storedCart(page))[0]?.currencyCode).toBe("RON");
      await expectAccessible(page);
    },
  );
}

test(
  "the cart page comes from the server with the lines the browser's cart holds, and without them once emptied",
  ONE_LAYOUT,
  async ({ page }) => {
    const text = TEXT.ro;
    await addToCart(page, text, "papillex", text.single);
    await page.getByRole("button", { name: text.add, exact: true }).click();
    await closeDrawer(page, text);
    // The document as the server sends it, with this browser's cookies: the line and its quantity before any script runs.
    const served = await (await page.request.get("/cart")).text();
    expect(served).toMatch(text.singleLine);
    expect(served).toContain("2 produse");
    expect(served).not.toContain('aria-busy="true"');

    await page.goto("/cart");
    await cartReady(page);
    await expect(page.getByRole("link", { name: text.singleLine })).toBeVisible();
    await page.getByRole("button", { name: text.removeSingle }).click();
    await expect(page.getByText(text.empty)).toBeVisible();
    expect((await page.context().cookies()).some((cookie) => cookie.name === "elara_cart")).toBe(false);
    expect(await (await page.request.get("/cart")).text()).toContain('aria-busy="true"');
  },
);

test("a line added on a Romanian page reads in English on an English one", ONE_LAYOUT, async ({ page }) => {
  await addToCart(page, TEXT.ro, "papillex", TEXT.ro.single);
  await closeDrawer(page, TEXT.ro);
  await page.goto("/cart?lng=en");
  await cartReady(page);
  await expect(page.getByRole("link", { name: "Papillex — Cervical Health Support - Single Bottle" })).toBeVisible();
  expect((await storedCart(page))[0]?.name).toMatch(TEXT.ro.singleLine);
});

test("the cart notification toast shows after adding, once the drawer is closed, then goes", async ({ page }) => {
  const text = TEXT.en;
  await addToCart(page, text, "papillex", text.single);
  await closeDrawer(page, text);
  const toast = page.getByRole("region", { name: "Notifications" }).getByRole("status");
  await expect(toast).toContainText(/1 × Papillex .*\(Single Bottle\) added to cart/);
  await expect(toast).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("cartNotification"))).toBeNull();
});

/** For looking at the screens: the drawer and the cart page, empty and filled, at a phone's and a laptop's size. */
for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test(`screenshots at ${width}x${height}: drawer and cart page, empty and filled`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "The test sets both viewport sizes itself, so the phone project would only repeat it.");
    await page.setViewportSize({ width, height });
    const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}-${width}x${height}.png`) });
    const text = TEXT.ro;

    await page.goto("/cart");
    await cartReady(page);
    await expect(page.getByText(text.empty)).toBeVisible();
    await shot("cart-empty");

    await page.goto("/");
    await cartReady(page);
    await cartButton(page, text, width < 768).click();
    await expect(drawerOf(page, text).getByText(text.empty)).toBeVisible();
    await slidIn(drawerOf(page, text));
    await shot("drawer-empty");
    await closeDrawer(page, text);

    await addToCart(page, text, "papillex", text.monthly);
    await closeDrawer(page, text);
    await addToCart(page, text, "papillex", text.single);
    await expect(drawerOf(page, text).getByText(text.itemAdded)).toBeVisible();
    await slidIn(drawerOf(page, text));
    await shot("drawer-filled");

    await drawerOf(page, text).getByRole("link", { name: text.viewCart }).click();
    await expect(page.getByRole("heading", { level: 1, name: text.pageTitle })).toBeVisible();
    await shot("cart-filled");
    // Each line's total sits at the right of its title, on the title's first row, even the subscription's
    // longer title with its badge (it used to wrap under the title on a phone).
    const lines = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.locator("p", { hasText: "Total produs" }) });
    await expect(lines).toHaveCount(2);
    for (const line of await lines.all()) {
      const title = (await line.getByRole("link").first().boundingBox())!;
      const total = (await line.locator("p", { hasText: "Total produs" }).boundingBox())!;
      expect(Math.abs(total.y - title.y)).toBeLessThan(6);
      expect(total.x).toBeGreaterThan(title.x + title.width / 2);
    }
    // Nothing wider than the screen: no sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    await page.screenshot({ path: testInfo.outputPath(`cart-filled-full-${width}x${height}.png`), fullPage: true });
  });
}

test("an option and a quantity chosen before the product page is live are what goes into the cart", async ({
  page,
  expectAccessible,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "The page's scripts arrive the same way on phones.");
  const text = TEXT.ro;
  const releaseScripts = await holdPageScripts(page);
  await page.goto("/products/papillex", { waitUntil: "commit" });
  await page.getByRole("group", { name: text.options }).getByRole("radio", { name: text.monthly }).check();
  await page.getByRole("textbox", { name: "Cantitate" }).fill("2");
  expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(false);

  releaseScripts();
  await cartReady(page);
  await page.getByRole("button", { name: text.add, exact: true }).click();
  const drawer = drawerOf(page, text);
  await expect(drawer.getByRole("link", { name: text.monthlyLine })).toBeVisible();
  await expect(drawer).toContainText(/2 × 170[,.]00/);
  await expectAccessible(page);
});
