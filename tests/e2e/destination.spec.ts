/**
 * VAT and shipping by destination (issue 21 items 5–6): the checkout's delivery services and VAT follow the
 * country chosen, and an order shipped to the United States carries no Romanian VAT, in the checkout's summary
 * and on the placed order's page. One journey in each language; axe on every page it visits.
 */
import type { Page, TestInfo } from "@playwright/test";
import { clientAddress, expect, hydrated, test } from "./fixtures.ts";
import { addBottle } from "./checkout-kit.ts";

const TEXT = {
  ro: {
    query: "",
    options: "Opțiuni de cumpărare",
    single: /O sticlă \(rezervă pentru o lună\)/,
    add: "Adaugă în coș",
    checkoutTitle: "Finalizarea comenzii",
    summary: "Sumarul comenzii",
    delivery: "Livrare",
    vatRomania: "TVA inclus (21 %)",
    vatExport: "Fără TVA — export",
    fanCourier: "Fan Courier",
    posta: "Poșta Română internațional",
    country: "Țară",
    region: "Stat / provincie / regiune",
    cod: "Plată la livrare (ramburs)",
    terms: "Am citit și sunt de acord cu termenii și condițiile",
    payOnline: "Continuă spre plata securizată",
    pay: /^Plătește /,
    thankYou: "Îți mulțumim pentru comandă!",
    shippingWithPosta: "Livrare (Poșta Română internațional)",
  },
  en: {
    query: "?lng=en",
    options: "Purchase options",
    single: /Single bottle \(one month supply\)/,
    add: "Add to cart",
    checkoutTitle: "Checkout",
    summary: "Order summary",
    delivery: "Delivery",
    vatRomania: "VAT included (21 %)",
    vatExport: "No VAT — export",
    fanCourier: "Fan Courier",
    posta: "Poșta Română international",
    country: "Country",
    region: "State / province / region",
    cod: "Cash on delivery",
    terms: "I have read and agree to the terms and conditions",
    payOnline: "Continue to secure payment",
    pay: /^Pay /,
    thankYou: "Thank you for your order!",
    shippingWithPosta: "Shipping (Poșta Română international)",
  },
} as const;

/** Each test is its own client for the order routes' per-client limits (the e2e server trusts one proxy hop). */
async function ownClient(page: Page, testInfo: TestInfo) {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": clientAddress(`destination ${testInfo.testId} ${testInfo.retry}`) });
}

for (const language of ["ro", "en"] as const) {
  const text = TEXT[language];

  test(`${language}: the delivery follows the country, and an order to the US carries no Romanian VAT`, async ({
    page,
    expectAccessible,
  }, testInfo) => {
    await ownClient(page, testInfo);
    await addBottle(page, text);

    await page.goto(`/checkout${text.query}`);
    await hydrated(page);
    await expect(page.getByRole("heading", { name: text.checkoutTitle, level: 1 })).toBeVisible();
    const summary = page.getByRole("region", { name: text.summary });
    const delivery = page.getByRole("group", { name: text.delivery, exact: true });
    // Romania by default: Fan Courier at 19.99 lei, and 21 % VAT in the total.
    await expect(delivery.getByRole("radio", { name: text.fanCourier })).toBeChecked();
    await expect(delivery).toContainText("19,99");
    await expect(summary).toContainText(text.vatRomania);
    await expect(summary).toContainText("208,99");
    await expectAccessible(page);

    await page.getByLabel("Email", { exact: true }).fill(`destination.${language}.${testInfo.project.name}.${Date.now()}@example.com`);
    await page.getByLabel(language === "ro" ? "Prenume" : "First name", { exact: true }).fill("Ann");
    await page.getByLabel(language === "ro" ? "Nume" : "Last name", { exact: true }).fill("Smith");
    await page.getByLabel(language === "ro" ? "Adresă" : "Address", { exact: true }).fill("350 Fifth Avenue");
    await page.getByLabel(language === "ro" ? "Localitate" : "City", { exact: true }).fill("New York");
    await page.getByLabel(text.country, { exact: true }).selectOption("US");
    await page.getByLabel(text.region).fill("NY");
    await page.getByLabel(language === "ro" ? "Cod poștal" : "Postal code / ZIP", { exact: true }).fill("10118");
    await page.getByLabel(language === "ro" ? "Telefon" : "Phone", { exact: true }).fill("+1 212 555 0100");

    // The US: Poșta Română by weight (69 lei up to 500 g), the net price (156.20 lei), no VAT; no cash on delivery.
    await expect(delivery.getByRole("radio", { name: text.posta })).toBeChecked();
    await expect(delivery.getByRole("radio", { name: text.fanCourier })).toHaveCount(0);
    await expect(summary).toContainText(text.vatExport);
    await expect(summary).not.toContainText(text.vatRomania);
    await expect(summary).toContainText("156,20");
    await expect(summary).toContainText("225,20");
    await expect(page.getByRole("radio", { name: text.cod })).toBeDisabled();
    await expectAccessible(page);

    await page.getByRole("checkbox", { name: text.terms }).check();
    await page.getByRole("button", { name: text.payOnline }).click();
    await page.waitForURL(/\/pay\//);
    await expect(page.getByRole("main")).toContainText("225,20");
    await expectAccessible(page);
    await page.getByRole("button", { name: text.pay }).click();

    await page.waitForURL(/\/success\?order=\d+/);
    await expect(page.getByRole("heading", { name: text.thankYou, level: 1 })).toBeVisible();
    await expect(page.getByText(text.vatExport)).toBeVisible();
    await expect(page.getByText(text.shippingWithPosta)).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText(text.vatRomania);
    await expect(page.getByRole("main")).toContainText("225,20");
    await expectAccessible(page);
  });
}
