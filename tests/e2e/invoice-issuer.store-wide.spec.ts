/**
 * Issue 70 item 2's journey: the owner chooses Oblio as the invoice issuer; a cash-on-delivery order delivered is
 * invoiced by (the local fake of) Oblio once: its first answer is lost after Oblio issued the invoice, and the retry
 * (the invoices' sweep, `npm run jobs -- invoices`, asked through the store's channel) issues nothing more. The
 * customer's account shows Oblio's number and downloads Oblio's PDF; the store's own series did not move. The issuer is
 * set back to Elara at the end, for the journeys after this one in the same store. Axe on each page.
 */
import { readFile } from "node:fs/promises";
import { deliverOrder, placeOrder, signedInCustomer, signInStaff, unique } from "./admin-kit.ts";
import { expect, hydrated, test } from "./fixtures.ts";
import { askStore } from "./store-channel.ts";

test.use({ withOblio: true });

test("with Oblio chosen, a delivered cash-on-delivery order is invoiced once by Oblio, and its customer downloads Oblio's PDF", async ({
  baseURL,
  browser,
  page,
  request,
  playwright,
  oblio,
  store,
  expectAccessible,
}, testInfo) => {
  test.slow();
  const fake = oblio!;
  const ownerContext = await browser.newContext({ locale: "ro-RO", baseURL });
  const admin = await ownerContext.newPage();
  await signInStaff(admin.request, baseURL!, unique(testInfo, "owner"), "owner");
  const chooseIssuer = async (name: RegExp) => {
    await admin.goto("/admin/invoices");
    await hydrated(admin);
    const issuer = admin.getByRole("region", { name: "Cine emite facturile" });
    await issuer.getByRole("radio", { name }).check();
    await issuer.getByRole("button", { name: "Salvează emitentul" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "Emitentul a fost salvat." })).toBeVisible();
  };
  const elaraNumbers = async () => {
    await admin.goto("/admin/invoices");
    return admin.getByText(/ELR-\d{6}/).count();
  };
  const elaraBefore = await elaraNumbers();
  try {
    await chooseIssuer(/^Oblio/);
    // SmartBill is not configured in this store: it says which variables it needs and cannot be chosen.
    await expect(admin.getByRole("radio", { name: /^SmartBill/ })).toBeDisabled();
    await expectAccessible(admin);

    const email = unique(testInfo, "oblio");
    await signedInCustomer(page, request, email, {});
    const orderNumber = await placeOrder(request, email, "cod");
    fake.loseNextAnswer();
    await deliverOrder(playwright, baseURL!, testInfo, orderNumber);
    await expect.poll(() => fake.documents.length, { timeout: 30_000 }).toBe(1);
    // The store waits before asking again (five minutes after a first failure); its clock moves past that.
    store!.setClockAhead(6 * 60_000);
    expect(await askStore({ command: "invoices" })).toMatchObject({ job: "invoices", outside: { issued: 1, failed: 0 } });
    expect(await askStore({ command: "invoices" })).toMatchObject({ outside: { issued: 0, failed: 0 } });
    expect(fake.documents).toHaveLength(1);
    const [issued] = fake.documents;
    expect(issued!.key).toMatch(/^order:\d+$/);

    await page.goto(`/my-account/orders/${orderNumber}`);
    const invoices = page.getByRole("region", { name: "Facturi" });
    await expect(invoices.getByText(new RegExp(`${issued!.series}.*${issued!.number}`))).toBeVisible();
    // Back to the store's own time, for the journeys after this one.
    store!.setClockAhead(0);
    await expect(invoices.getByText("emisă prin Oblio")).toBeVisible();
    await expectAccessible(page);
    const [download] = await Promise.all([page.waitForEvent("download"), invoices.getByRole("button", { name: "Descarcă PDF" }).click()]);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.toString("latin1")).toContain(`Oblio ${issued!.series} ${issued!.number}`);

    expect(await elaraNumbers()).toBe(elaraBefore);
    const row = admin.getByRole("row").filter({ has: admin.getByRole("link", { name: `#${orderNumber}` }) });
    await expect(row).toContainText("Oblio");
    await expect(row.getByRole("button", { name: "Trimite la ANAF" })).toHaveCount(0);
    await expectAccessible(admin);
  } finally {
    await chooseIssuer(/^Elara/);
    await ownerContext.close();
  }
});
