/**
 * Issue 40 item 8: the owner opens /admin/reports from the admin's menu, reads this month's sales, refunds, VAT and
 * the cash on delivery a courier still owes (a card order partly refunded from its page, which confirms the refund at
 * once, and a cash-on-delivery parcel delivered), picks a wrong period and is told which date to fix, picks a preset,
 * and downloads a report as CSV. axe on each page; a screenshot of the reports page on a desktop and on a phone.
 */
import type { Page, TestInfo } from "@playwright/test";
import { deliverOrder, placeOrder, signInStaff, unique } from "./admin-kit.ts";
import { clientAddress, expect, hydrated, test } from "./fixtures.ts";

/** Each test is its own client for the per-client limits (the e2e server trusts one proxy hop). */
async function ownClient(page: Page, testInfo: TestInfo) {
  const address = clientAddress(`reports ${testInfo.testId} ${testInfo.retry}`);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
  return { "X-Forwarded-For": address };
}

test("the owner reads this month's reports, is told which date of a wrong period to fix, and downloads one as CSV", async ({
  page,
  request,
  playwright,
  baseURL,
  expectAccessible,
  allowConsoleErrors,
}, testInfo) => {
  // Two orders, a delivery through the API, an owner set up with two-factor, three pages with axe.
  test.slow();
  // The wrong period's page answers 400, as it should; the browser logs that.
  allowConsoleErrors(/status of 400/);
  const client = await ownClient(page, testInfo);
  const card = await placeOrder(request, unique(testInfo, "report-card"), "card", { headers: client });
  const cod = await placeOrder(request, unique(testInfo, "report-cod"), "cod", { headers: client });
  await deliverOrder(playwright, baseURL!, testInfo, cod, client);

  await signInStaff(page.request, baseURL!, unique(testInfo, "report-owner"), "owner", client);

  // A partial refund is confirmed on the order's page as soon as it is made.
  await page.goto(`/admin/orders/${card}`);
  await hydrated(page);
  await page.getByLabel("Suma (RON)").fill("10");
  await page.getByLabel("Motivul", { exact: true }).fill("Cutie deteriorată");
  await page.getByRole("button", { name: "Rambursează suma" }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: /^Rambursarea de 10,00\sRON este înregistrată; clientul a fost anunțat\. Se mai pot rambursa / }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "Rapoarte" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Rapoarte" })).toBeVisible();
  await hydrated(page);
  await expect(
    page.getByRole("status").filter({ hasText: /^Rapoartele pentru \d{4}-\d{2}-01 – \d{4}-\d{2}-\d{2}: vândut / }),
  ).toBeVisible();
  const sales = page.getByRole("table", { name: /^Vânzări pe produs și variantă/ });
  await expect(sales.getByRole("row", { name: /Endo/ }).first()).toBeVisible();
  const refunds = page.getByRole("table", { name: /^Rambursări/ });
  await expect(refunds.getByRole("row").filter({ has: page.getByRole("link", { name: `#${card}` }) })).toContainText("Cutie deteriorată");
  const owed = page.getByRole("table", { name: /^Ramburs neîncasat/ });
  await expect(owed.getByRole("row").filter({ has: page.getByRole("link", { name: `#${cod}` }) })).toContainText("Fan Courier");
  await expect(
    page
      .getByRole("table", { name: /^TVA colectat pe cote și luni/ })
      .getByRole("rowheader")
      .first(),
  ).toHaveText(/^\d{4}-\d{2}$/);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `/work/wt/shots/reports/reports-desktop-${testInfo.project.name}.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `/work/wt/shots/reports/reports-phone-${testInfo.project.name}.png`, fullPage: true });

  // A period that ends before it starts: the start date is named, and nothing is computed.
  await page.getByLabel("De la").fill("2026-11-20");
  await page.getByLabel("Până la").fill("2026-11-01");
  await page.getByRole("button", { name: "Arată rapoartele" }).click();
  await expect(page.getByText("Data de început e după data de sfârșit: alege o dată de început mai devreme.").first()).toBeVisible();
  await expect(page.getByLabel("De la")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("table")).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole("link", { name: "Luna aceasta" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Rapoartele pentru / })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Descarcă CSV: Vânzări pe produs și variantă" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^vanzari-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
});
