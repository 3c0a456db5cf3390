import { expect, test } from "./fixtures.ts";

const PAGES = [
  {
    path: "/our-story",
    ro: { h1: "Suplimente create pentru femei, cu dovezile la vedere", title: /^Povestea noastră/ },
    en: { h1: "Supplements made for women, with the evidence in plain sight", title: /^Our story/ },
  },
  {
    path: "/our-values",
    ro: { h1: "Ce ne ghidează în fiecare formulă", title: /^Valorile noastre/ },
    en: { h1: "What guides every formula we make", title: /^Our values/ },
  },
  {
    path: "/our-researchers",
    ro: { h1: "Știința din spatele fiecărei formule", title: /^Cercetătorii noștri/ },
    en: { h1: "The science behind every formula", title: /^Our researchers/ },
  },
  {
    path: "/health-professionals",
    ro: { h1: "Informații pentru medici, farmaciști și nutriționiști", title: /^Pentru profesioniștii din domeniul sănătății/ },
    en: { h1: "Information for doctors, pharmacists and nutritionists", title: /^For health professionals/ },
  },
  {
    path: "/faq",
    ro: { h1: "Întrebări frecvente", title: /^Întrebări frecvente/ },
    en: { h1: "Frequently asked questions", title: /^Frequently asked questions/ },
  },
] as const;

test.describe("brand pages", () => {
  for (const { path, ro, en } of PAGES) {
    test(`${path} answers in Romanian by default`, async ({ page, expectAccessible }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "ro");
      await expect(page).toHaveTitle(ro.title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(ro.h1);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
      await expectAccessible(page);
    });

    test(`${path}?lng=en answers in English`, async ({ page, expectAccessible }) => {
      const response = await page.goto(`${path}?lng=en`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page).toHaveTitle(en.title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.h1);
      await expectAccessible(page);
    });
  }

  test("our story leads to the shop, without the example bottles figure on a new store", async ({ page }) => {
    await page.goto("/our-story");
    // The figure is the home page's claim, hidden until the owner vouches for it (decision 0076): no number, no milestone.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("main").getByText(/250\.000/)).toHaveCount(0);
    await page.getByRole("main").getByRole("link", { name: "Vezi toate produsele" }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test("our researchers leads to the page for health professionals", async ({ page }) => {
    await page.goto("/our-researchers?lng=en");
    await page.getByRole("link", { name: "Information for health professionals" }).click();
    await expect(page).toHaveURL(/\/health-professionals$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Information for doctors, pharmacists and nutritionists");
  });
});

test.describe("health professionals", () => {
  const PRODUCTS = [
    ["Papillex", "papillex"],
    ["Endo-Well", "endo-well"],
    ["IC-Well", "ic-well"],
    ["PCO-Well", "pco-well"],
    ["Simplix", "simplix"],
    ["AHCC", "ahcc"],
  ] as const;

  test("links to all six products and to the wholesale address", async ({ page }) => {
    await page.goto("/health-professionals");
    const main = page.getByRole("main");
    for (const [name, handle] of PRODUCTS) {
      await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute("href", `/products/${handle}`);
    }
    await expect(main.getByRole("link", { name: /parteneri@elara\.ro/ })).toHaveAttribute("href", "mailto:parteneri@elara.ro");

    await main.getByRole("link", { name: "PCO-Well", exact: true }).click();
    await expect(page).toHaveURL(/\/products\/pco-well$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^PCO-Well/);
  });
});

test.describe("FAQ", () => {
  test("the accordion opens from the keyboard and answers about free shipping and returns", async ({ page, expectAccessible }) => {
    await page.goto("/faq");
    const main = page.getByRole("main");
    const question = (text: string) => main.locator("details").filter({ has: page.locator("summary", { hasText: text }) });

    const shipping = question("Cât costă livrarea?");
    const shippingAnswer = shipping.getByText(/gratuită pentru orice comandă de peste 200 lei/);
    await expect(shippingAnswer).toBeHidden();
    // From the last topic link, Tab reaches the first question: the summaries are in the tab order.
    await page.getByRole("navigation", { name: "Subiectele întrebărilor" }).getByRole("link").last().focus();
    await page.keyboard.press("Tab");
    await expect(shipping.locator("summary")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(shipping).toHaveAttribute("open", "");
    await expect(shippingAnswer).toBeVisible();

    const returns = question("Pot returna un produs?");
    const returnsAnswer = returns.getByText(/în termen de 30 de zile de la livrare/);
    await returns.locator("summary").focus();
    await page.keyboard.press("Space");
    await expect(returnsAnswer).toBeVisible();
    await expect(question("Ce înseamnă garanția banilor înapoi în 30 de zile?").locator("summary")).toBeVisible();
    await expectAccessible(page);

    await page.keyboard.press("Enter");
    await expect(returnsAnswer).toBeHidden();
  });

  test("carries FAQPage structured data with every question on the page", async ({ page }) => {
    await page.goto("/faq?lng=en");
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faq = scripts
      .map((text) => JSON.parse(text) as { "@type"?: string; mainEntity?: Array<{ name: string }> })
      .find((data) => data["@type"] === "FAQPage");
    const questions = await page.getByRole("main").locator("summary").allInnerTexts();
    expect(questions.length).toBeGreaterThan(10);
    expect(faq?.mainEntity?.map((entry) => entry.name)).toEqual(questions);
  });

  test("the contact link writes to the support address", async ({ page }) => {
    await page.goto("/faq");
    await expect(page.getByRole("main").getByRole("link", { name: /suport@elara\.ro/ })).toHaveAttribute("href", "mailto:suport@elara.ro");
  });
});
