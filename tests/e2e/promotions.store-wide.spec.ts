/**
 * Issue 68 item 1's shopper journey (decision 0172): the owner switches on "2 produse −10 %, 3 produse −15 %" for
 * Papillex; on a phone, the drawer says one more bottle saves 10 %, the cart page prices two bottles with the
 * promotion by its title, checkout shows the same amount, and the order is placed at that total. A store-wide journey
 * (a store of its own): while it is on, every cart with two Papillex would be cheaper; it is switched off at the end.
 * Then the owner finds the order under the promotion on /admin/growth ("Promoții și coduri", a screenshot on a phone and
 * a desktop) and the order's page shows the promotion's row by its title.
 */
import { signInStaff, unique } from "./admin-kit.ts";
import { acceptTerms, addBottle, fillAddress, openCheckout, ownClient, TEXT, uniqueEmail } from "./checkout-kit.ts";
import { expect, hydrated, test } from "./fixtures.ts";

const text = TEXT.ro;

test("a tiered promotion: the next step in the drawer, the saving on the cart page and at checkout, the order at that total", async ({
  baseURL,
  page,
  playwright,
  expectAccessible,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await ownClient(page, testInfo);
  const owner = await playwright.request.newContext({ baseURL });
  const headers = await signInStaff(owner, baseURL!, unique(testInfo, "promotions-owner"), "owner");
  const created = await owner.post("/api/admin/promotions", {
    headers,
    data: {
      titleRo: "2 produse −10 %, 3 produse −15 %",
      titleEn: "2 products −10%, 3 products −15%",
      kind: "tiers",
      tierBasis: "quantity",
      tiers: [
        { min: "2", percent: "10" },
        { min: "3", percent: "15" },
      ],
      productHandles: ["papillex"],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { promotion } = (await created.json()) as { promotion: { id: number } };

  try {
    await addBottle(page, text);
    const drawer = page.getByRole("dialog", { name: "Coșul tău" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText("Adaugă încă 1 produs și economisești 10 %.")).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath("drawer-promotion-hint.png") });

    await page.goto("/cart");
    await hydrated(page);
    await page.getByRole("button", { name: /^Crește cantitatea pentru Papillex/ }).click();
    const summary = page.getByRole("region", { name: "Sumarul comenzii" });
    // 2 × 189 = 378 lei, −10 % = 37,80 lei; the next tier is one bottle away.
    await expect(summary.getByText("2 produse −10 %, 3 produse −15 %")).toBeVisible();
    await expect(summary).toContainText("−37,80");
    await expect(summary.getByText("Adaugă încă 1 produs și economisești 15 %.")).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath("cart-promotion.png"), fullPage: true });

    await openCheckout(page, text);
    await fillAddress(page, text, uniqueEmail(testInfo, "promotion"));
    await expect(page.getByText("2 produse −10 %, 3 produse −15 %").first()).toBeVisible();
    await expect(page.getByText("Adaugă încă 1 produs și economisești 15 %.")).toBeVisible();
    await expect(page.getByText(text.totalToPay, { exact: true }).locator("..")).toContainText("340,20");
    await page.getByRole("radio", { name: text.cod }).check();
    await acceptTerms(page, text);
    await expectAccessible(page);
    const placed = page.waitForResponse((response) => response.url().endsWith("/api/create-order"));
    await page.getByRole("button", { name: text.placeOrder }).click();
    const answer = await placed;
    expect(answer.status()).toBe(201);
    const order = (await answer.json()) as { total: { amount: string }; orderNumber: number };
    expect(order.total.amount).toBe("340.20");

    // The owner counts what the promotion brought in, and sees it on the order by its title.
    await signInStaff(page.request, baseURL!, unique(testInfo, "promotions-reader"), "owner");
    await page.goto("/admin/growth");
    await hydrated(page);
    const table = page.getByRole("table", { name: /^Promoții și coduri/ });
    const row = table.getByRole("row", { name: /^2 produse −10 %, 3 produse −15 %/ });
    await expect(row).toContainText("Promoție automată");
    await expect(row).toContainText("37,80");
    await expect(row).toContainText("340,20");
    await expectAccessible(page);
    const section = page.locator("section[aria-labelledby=growth-promotions]");
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: testInfo.outputPath("growth-promotions-phone.png") });
    await page.setViewportSize({ width: 1280, height: 900 });
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: testInfo.outputPath("growth-promotions-desktop.png") });

    await page.goto(`/admin/orders/${order.orderNumber}`);
    await hydrated(page);
    await expect(page.getByText("Promoție: 2 produse −10 %, 3 produse −15 %")).toBeVisible();
    await expectAccessible(page);
  } finally {
    const off = await owner.post(`/api/admin/promotions/${promotion.id}/disable`, { headers });
    expect(off.status(), await off.text()).toBe(200);
    await owner.dispose();
  }
});
