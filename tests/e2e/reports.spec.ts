/**
 * Issue 40 item 8: the owner opens /admin/reports from the admin's menu, reads this month's sales, refunds, VAT and
 * the cash on delivery a courier still owes (a card order partly refunded from its page, which confirms the refund at
 * once, and a cash-on-delivery parcel delivered), picks a wrong period and is told which date to fix, picks a preset,
 * and downloads a report as CSV. axe on each page; a screenshot of the reports page on a desktop and on a phone.
 * Issue 67 item 2: the owner opens /admin/growth from the menu after visits from a campaign, a search and a direct
 * link and an order, reads the channels and devices, credits the first touch instead, and downloads a table.
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

const PHONE_BROWSER = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1";

test("the owner reads where this month's sales came from on /admin/growth, by channel and device, and downloads a table", async ({
  page,
  request,
  baseURL,
  expectAccessible,
}, testInfo) => {
  // Visits from a campaign, a search and a direct link, an order, an owner set up with two-factor, two pages with axe.
  test.slow();
  const client = await ownClient(page, testInfo);
  // Without a cookie choice each visit is only counted, by source and device: the order that follows is unattributed.
  for (const [landing, referrer, userAgent] of [
    ["/?utm_source=facebook&utm_medium=paid&utm_campaign=spring&fbclid=e2e", null, PHONE_BROWSER],
    ["/products/endo-well", "https://www.google.com/", undefined],
    ["/", null, undefined],
  ] as const) {
    const beacon = await request.post("/api/visits", {
      headers: { ...client, ...(userAgent ? { "User-Agent": userAgent } : {}) },
      data: { landing, referrer },
    });
    expect(beacon.status(), await beacon.text()).toBe(204);
  }
  await placeOrder(request, unique(testInfo, "growth-cod"), "cod", { headers: client });

  await signInStaff(page.request, baseURL!, unique(testInfo, "growth-owner"), "owner", client);
  await page.goto("/admin/reports");
  await hydrated(page);
  await page.getByRole("link", { name: "Creștere" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Creștere" })).toBeVisible();
  await hydrated(page);
  await expect(
    page.getByRole("status").filter({ hasText: /^Creștere pentru \d{4}-\d{2}-01 – \d{4}-\d{2}-\d{2}, după ultima sursă: / }),
  ).toBeVisible();
  const channels = page.getByRole("table", { name: /^Venituri pe canal/ });
  await expect(channels.getByRole("row", { name: /^Neatribuit/ })).toBeVisible();
  await expect(channels.getByRole("row", { name: /^Reclame plătite/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Grafic cu bare pe canal/ })).toBeVisible();
  const devices = page.getByRole("table", { name: /^Pâlnia pe tip de dispozitiv/ });
  await expect(devices.getByRole("row", { name: /^Telefon/ })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("primei surse (prima vizită păstrată)").check();
  await page.getByRole("button", { name: "Arată cifrele" }).click();
  await expect(page.getByRole("status").filter({ hasText: /după prima sursă/ })).toBeVisible();
  await expectAccessible(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Descarcă CSV: Pâlnia pe canal" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^palnia-pe-canal-first-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
});
