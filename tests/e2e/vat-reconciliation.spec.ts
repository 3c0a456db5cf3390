/**
 * The month's VAT beside e-Factura on /admin/invoices (issue 66 item 4): the owner picks a month and reads the
 * verdict, accessible, on a phone and on a desktop; a month typed wrong is refused in words.
 */
import { signInStaff, unique } from "./admin-kit.ts";
import { clientAddress, expect, hydrated, test } from "./fixtures.ts";

test("the owner reconciles a month's VAT with e-Factura, and a month typed wrong is refused", async ({
  baseURL,
  page,
  expectAccessible,
}, testInfo) => {
  test.slow();
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": clientAddress(`vat ${testInfo.testId} ${testInfo.retry}`) });
  await signInStaff(page.request, baseURL!, unique(testInfo, "vat-owner"), "owner");
  await page.goto("/admin/invoices");
  await hydrated(page);
  const section = page.getByRole("region", { name: "TVA față de e-Factura" });
  await expect(section).toBeVisible();
  await expect(section.getByLabel("Luna de reconciliat")).toHaveValue(/^\d{4}-\d{2}$/);
  await expectAccessible(page);
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/work/shots/vat/reconciliation-${width}.png`, fullPage: true });
  }
  await page.goto("/admin/invoices?month=2026-13");
  await expect(page.getByRole("alert").filter({ hasText: "Luna trebuie scrisă AAAA-LL" })).toBeVisible();
});
