/**
 * Issue 19 items 1 and 2, the customer's side: a signed-in customer whose order of two bottles (paid on delivery)
 * was delivered through the admin's API sends one bottle back from /my-account/returns — in Romanian for "changed
 * my mind" to store credit with a photo, sees the server's amount, sends the request, sees it waiting for review
 * with the photo's thumbnail and cancels it; in English the same start refunded the original way is refused until the bank account is given.
 */
import type { Page, TestInfo } from "@playwright/test";
import { signedInCustomer, unique } from "./admin-kit.ts";
import { clientAddress, expect, test as e2eTest } from "./fixtures.ts";
import {
  chooseOneBottleBack,
  deliveredTwoBottles,
  expectReturnReceived,
  openReturns,
  RETURN_TEXT,
  sendReturnRequest,
} from "./returns-kit.ts";

const TEXT = {
  ro: {
    ...RETURN_TEXT.ro,
    cancel: "Anulează această cerere",
    cancelTitle: "Anulezi cererea de retur?",
    confirmCancel: "Anulează cererea",
    cancelled: "Cererea ta de retur a fost anulată. Nu trebuie să trimiți nimic înapoi.",
    cancelledStatus: "Anulat",
    back: "Toate retururile",
  },
  en: {
    ...RETURN_TEXT.en,
    bankTransfer: "You paid on delivery, so we send the money by bank transfer to your account.",
    ibanMissing: "Enter the IBAN we send the money to.",
    holderMissing: "Enter the account holder's name.",
  },
} as const;

/** Lei as the store prints them ("189,00 RON", with a no-break space), as a pattern. */
const lei = (decimal: string) => new RegExp(`${Number(decimal).toFixed(2).replace(".", ",")}\\sRON`);

/** Each test is its own client for the per-client limits (the e2e server trusts one proxy hop). */
async function ownClient(page: Page, testInfo: TestInfo) {
  const address = clientAddress(`returns ${testInfo.testId} ${testInfo.retry}`);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
  return { "X-Forwarded-For": address };
}

/**
 * Each test's customer of their own (as a client of the per-client limits), signed in in this browser, whose order of
 * two Papillex bottles and one Endo-Well, paid on delivery, was delivered through the admin's API: the order's number,
 * one bottle's price, the access token and the client's headers.
 */
const test = e2eTest.extend<{
  customer: { orderNumber: number; bottlePrice: string; accessToken: string; headers: Record<string, string> };
}>({
  customer: async ({ page, request, playwright, baseURL }, use, testInfo) => {
    const headers = await ownClient(page, testInfo);
    const email = unique(testInfo, `returns-${testInfo.workerIndex}`);
    const { accessToken } = await signedInCustomer(page, request, email, headers, { firstName: "Ana", lastName: "Pop" });
    const delivered = await deliveredTwoBottles(
      { request, playwright, baseURL: baseURL!, testInfo },
      { email, accessToken, headers, also: [{ handle: "endo-well" }] },
    );
    await use({ ...delivered, accessToken, headers });
  },
});

test("ro: one of two bottles back for 'changed my mind' to store credit: the server's amount, pending review, then cancelled", async ({
  page,
  customer,
  expectAccessible,
}) => {
  // Set-up is API calls already; a packer invited through the store's channel and six pages with axe took 40–75 s on busy cores.
  test.slow();
  const text = TEXT.ro;
  const { orderNumber, bottlePrice } = customer;

  // The list: the delivered order may come back.
  await openReturns(page, text, orderNumber);
  await expectAccessible(page);

  // The form: one of the two bottles, changed my mind, with a photo, store credit; the amount is the server's.
  await chooseOneBottleBack(page, text, orderNumber, { photo: "sticla.png", toStoreCredit: true });
  await sendReturnRequest(page, text, lei(bottlePrice), expectAccessible);

  // The return's page: received, waiting for review.
  const returnId = await expectReturnReceived(page, text);
  await expect(page.getByText(new RegExp(text.changedMind))).toBeVisible();
  await expect(page.getByText(lei(bottlePrice)).first()).toBeVisible();
  // The photo's thumbnail, read with the customer's session and shown whole.
  const thumbnail = page.getByRole("img", { name: text.photoAlt(returnId) });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(640);
  await expectAccessible(page);

  // Cancelled after the confirmation, and said so.
  await page.getByRole("button", { name: text.cancel }).click();
  const dialog = page.getByRole("dialog", { name: text.cancelTitle });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: text.confirmCancel }).click();
  await expect(dialog).toBeHidden();
  const receipt = page.locator("p[tabindex='-1']");
  await expect(receipt).toHaveText(text.cancelled);
  await expect(receipt).toBeFocused();
  await expect(page.getByText(text.cancelledStatus, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: text.cancel })).toHaveCount(0);
  await expectAccessible(page);

  // The list keeps the cancelled return, and the order may still come back.
  await page.getByRole("link", { name: text.back }).click();
  await expect(page.getByRole("heading", { name: text.eligibleTitle, level: 2 })).toBeVisible();
  await expect(page.getByRole("article", { name: /^Returul #\d+/ }).getByText(text.cancelledStatus, { exact: true })).toBeVisible();
  await expect(page.getByRole("article", { name: text.order(orderNumber), exact: true })).toBeVisible();
  await expectAccessible(page);
});

test("en: the same start refunded the original way on a cash-on-delivery order is refused until the IBAN is given", async ({
  page,
  request,
  customer,
  expectAccessible,
}) => {
  // As above: the channel's packer and three pages with axe took 30–75 s on busy cores.
  test.slow();
  const text = TEXT.en;
  const { orderNumber, bottlePrice, accessToken, headers } = customer;

  await openReturns(page, text, orderNumber);
  await expectAccessible(page);
  await chooseOneBottleBack(page, text, orderNumber);
  const original = page.getByRole("radio", { name: text.original });
  await expect(original).toBeChecked();
  await expect(page.getByText(text.bankTransfer)).toBeVisible();
  await sendReturnRequest(page, text, lei(bottlePrice), expectAccessible);
  // Refused on the page: the bank account is missing.
  const iban = page.getByLabel("IBAN", { exact: true });
  await expect(iban).toBeFocused();
  await expect(iban).toHaveAttribute("aria-invalid", "true");
  await expect(iban).toHaveAccessibleDescription(new RegExp(text.ibanMissing.replace(".", "\\.")));
  await expect(page.getByLabel("Account holder")).toHaveAccessibleDescription(text.holderMissing);
  await expect(page).toHaveURL(new RegExp(`/my-account/returns/new\\?order=${orderNumber}$`));
  await expectAccessible(page);

  // Nothing was asked of the store.
  const returns = await request.get("/api/account/returns", { headers: { ...headers, Authorization: `Bearer ${accessToken}` } });
  expect(((await returns.json()) as { returns: unknown[] }).returns).toEqual([]);
});
