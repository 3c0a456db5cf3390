/**
 * AWBs from the admin (issue 43 item 3), on the sandbox courier standing in for FAN Courier: the owner makes a
 * cash-on-delivery order's AWB from its page and downloads its label, then ships three orders from the list at once and
 * gets one PDF of three labels. Axe on each page and dialog; the panel and the batch's dialog photographed on a phone
 * and a desktop (SHOTS_DIR).
 */
import { readFile } from "node:fs/promises";
import { PDFDocument } from "pdf-lib";
import type { Page } from "@playwright/test";
import { ownerOn, placeOrderOf, unique } from "./admin-kit.ts";
import { expect, test } from "./fixtures.ts";

const LINES = [{ handle: "endo-well" }];

/** The screen at a phone's and a desktop's size, for the lead's note, when SHOTS_DIR says where. */
async function photograph(page: Page, name: string) {
  const directory = process.env.SHOTS_DIR;
  if (!directory) return;
  const size = page.viewportSize();
  for (const [label, viewport] of [
    ["phone", { width: 390, height: 844 }],
    ["desktop", { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${directory}/awbadmin-${name}-${label}.png`, fullPage: label === "phone" ? false : true });
  }
  if (size) await page.setViewportSize(size);
}

async function pagesOf(path: string) {
  return (await PDFDocument.load(await readFile(path))).getPageCount();
}

test.describe("AWBs from the admin", () => {
  test("the owner makes a COD order's AWB and prints its label, then batch-ships three orders into one PDF", async ({
    baseURL,
    page,
    expectAccessible,
  }, testInfo) => {
    test.slow();
    const shopper = unique(testInfo, "awb-shopper");
    const { orderNumber } = await placeOrderOf(page.request, shopper, "cod", { lines: LINES });
    await ownerOn(page, baseURL!, testInfo, "awb-owner", `/admin/orders/${orderNumber}`);

    const panel = page.getByRole("region", { name: "Colete" });
    await expect(panel.getByText("Niciun AWB încă.")).toBeVisible();
    const form = panel.getByRole("form", { name: "Creează AWB" });
    await expect(form.getByLabel("Curier")).toHaveValue("fan_courier");
    await expect(form.getByLabel("Serviciu")).toHaveValue("standard");
    await expectAccessible(page);

    await form.getByRole("button", { name: "Creează AWB" }).click();
    await expect(panel.getByRole("status").filter({ hasText: /AWB-ul SBX\d+ a fost creat/ })).toBeVisible();
    const awb = panel.getByRole("heading", { level: 3, name: /^AWB SBX\d+$/ });
    await expect(awb).toBeVisible();
    await expect(panel.getByText("AWB emis").first()).toBeVisible();
    await expect(form).toBeHidden();
    await expectAccessible(page);
    await photograph(page, "order-panel");

    const [label] = await Promise.all([page.waitForEvent("download"), panel.getByRole("link", { name: "Descarcă eticheta (A6)" }).click()]);
    expect(label.suggestedFilename()).toMatch(/^awb-\d+\.pdf$/);
    expect(await pagesOf(await label.path())).toBe(1);

    // Three more of the same shopper's orders, found by their email and shipped together.
    for (let count = 0; count < 3; count += 1) await placeOrderOf(page.request, shopper, "cod", { lines: LINES });
    await page.goto(`/admin/orders?q=${encodeURIComponent(shopper)}`);
    await expect(page.getByRole("heading", { level: 1, name: "Comenzi" })).toBeVisible();
    await page.getByRole("checkbox", { name: "Selectează toate comenzile de pe pagină care pot primi AWB" }).check();
    await expect(page.getByText("3 comenzi selectate")).toBeVisible();
    await page.getByLabel("Format etichetă").selectOption("a4");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Creează AWB-uri și etichete" }).click();

    const dialog = page.getByRole("dialog", { name: "AWB-uri create" });
    await expect(dialog.getByText("3 din 3 comenzi au AWB.")).toBeVisible();
    await expect(dialog.getByRole("listitem")).toHaveCount(3);
    await expectAccessible(page);
    await photograph(page, "batch-dialog");
    const [labels] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("link", { name: "Descarcă etichetele (PDF)" }).click(),
    ]);
    expect(labels.suggestedFilename()).toBe("awb-3-labels.pdf");
    expect(await pagesOf(await labels.path())).toBe(3);
    await dialog.getByRole("button", { name: "Închide" }).click();
    await expect(dialog).toBeHidden();
    // Shipped now, the orders can no longer be chosen for a batch.
    await expect(page.getByRole("checkbox", { name: /Selectează comanda/ })).toHaveCount(0);
  });
});
