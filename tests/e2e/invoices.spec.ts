/**
 * Issue 21 "Done when": the invoice PDF is downloadable from the account. A signed-in customer's card order is paid
 * on the sandbox's page; its invoice is issued with the payment, goes with the confirmation email, and downloads from
 * /my-account/orders/{n} as a PDF; the owner finds it in /admin/invoices, not yet sent to e-Factura.
 */
import type { Page, TestInfo } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { newestMail, placeOrder, signedInCustomer, signInStaff, unique } from "./admin-kit.ts";
import { clientAddress, expect, test } from "./fixtures.ts";

/** Each test is its own client for the per-client limits (the e2e server trusts one proxy hop). */
async function ownClient(page: Page, testInfo: TestInfo) {
  const address = clientAddress(`invoices ${testInfo.testId} ${testInfo.retry}`);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
  return { "X-Forwarded-For": address };
}

test("the invoice of a paid order goes with its email and downloads from the account; the owner sees it waiting for e-Factura", async ({
  baseURL,
  page,
  request,
  expectAccessible,
}, testInfo) => {
  // An API sign-up, an owner set up with two-factor, three pages with axe.
  test.slow();
  const client = await ownClient(page, testInfo);
  const email = unique(testInfo, "invoice");
  const { accessToken } = await signedInCustomer(page, request, email, client, { firstName: "Ștefan", lastName: "Țăranu" });
  const orderNumber = await placeOrder(request, email, "card", { accessToken, headers: client });

  // The confirmation carries the invoice by reference; the mailbox renders it as the SMTP transport would.
  const confirmation = (await newestMail(request, email, "order_confirmation")) as { attachments?: { url: string }[] };
  expect(confirmation.attachments).toHaveLength(1);
  const attached = await request.get(confirmation.attachments![0]!.url);
  expect(attached.headers()["content-type"]).toBe("application/pdf");

  await page.goto(`/my-account/orders/${orderNumber}`);
  const invoices = page.getByRole("region", { name: "Facturi" });
  await expect(invoices.getByText(/^Factura ELR-\d{6} din \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  await expectAccessible(page);
  const [download] = await Promise.all([page.waitForEvent("download"), invoices.getByRole("button", { name: "Descarcă PDF" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^factura-ELR-\d{6}\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");

  const owner = await page.context().browser()!.newContext({ locale: "ro-RO", extraHTTPHeaders: client });
  const admin = await owner.newPage();
  await signInStaff(admin.request, baseURL!, unique(testInfo, "owner"), "owner");
  await admin.goto("/admin/invoices?efactura=not_sent");
  await expect(admin.getByRole("heading", { name: "Facturi", level: 1 })).toBeVisible();
  const row = admin.getByRole("row").filter({ has: admin.getByRole("link", { name: `#${orderNumber}` }) });
  await expect(row.getByText("Netrimisă")).toBeVisible();
  await expect(row.getByRole("button", { name: "Trimite la ANAF" })).toBeVisible();
  // Its e-Factura deadline (issue 44): five Romanian working days from today.
  await expect(row.getByText(/^Termen e-Factura: \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  await expect(admin.getByLabel("Luna pentru contabil")).toBeVisible();
  await expectAccessible(admin);
  await owner.close();
});
