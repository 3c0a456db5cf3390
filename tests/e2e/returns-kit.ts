/**
 * The customer's return form in the e2e journeys (returns.spec.ts, store-credit.spec.ts): its words in both languages,
 * a delivered order of two Papillex bottles to send one back from, and the form filled for one bottle.
 */
import type { APIRequestContext, Page, PlaywrightWorkerArgs, TestInfo } from "@playwright/test";
import sharp from "sharp";
import { deliverOrder, placeOrderOf, type OrderedLine } from "./admin-kit.ts";
import { expect } from "./fixtures.ts";

export const RETURN_TEXT = {
  ro: {
    query: "",
    eligibleTitle: "Comenzi pe care le poți returna",
    order: (number: number) => `Comanda #${number}`,
    start: (number: number) => `Începe un retur pentru comanda #${number}`,
    formTitle: "Cerere de retur",
    quantity: /^Cantitate/,
    reason: /^Motiv/,
    changedMind: "Nu mai am nevoie de el",
    photos: "Fotografii (opțional, cel mult 3)",
    chosenPhotos: "Fotografiile alese",
    storeCredit: /^Credit în magazin/,
    original: /^Metoda de plată inițială/,
    amount: "Suma de rambursat",
    submit: "Trimite cererea de retur",
    received: "Am primit cererea ta de retur. Îți scriem pe e-mail după ce o verificăm.",
    returnTitle: (id: number) => `Returul #${id}`,
    pending: "În curs de verificare",
    photoAlt: (id: number) => `Fotografia 1 a returului #${id}`,
  },
  en: {
    query: "?lng=en",
    eligibleTitle: "Orders you can return",
    order: (number: number) => `Order #${number}`,
    start: (number: number) => `Start a return for order #${number}`,
    formTitle: "Return request",
    quantity: /^Quantity/,
    reason: /^Reason/,
    changedMind: "I no longer need it",
    photos: "Photos (optional, up to 3)",
    chosenPhotos: "Chosen photos",
    storeCredit: /^Store credit/,
    original: /^Original payment method/,
    amount: "Refund amount",
    submit: "Send the return request",
    received: "We received your return request. We will email you once we have reviewed it.",
    returnTitle: (id: number) => `Return #${id}`,
    pending: "Pending Review",
    photoAlt: (id: number) => `Photo 1 of return #${id}`,
  },
} as const;

type ReturnText = (typeof RETURN_TEXT)[keyof typeof RETURN_TEXT];

/**
 * Two bottles of Papillex (and the `also` lines) paid on delivery by the signed-in customer, then packed, shipped and
 * delivered by a packer made with `npm run admin -- create-staff`, through the admin API (with `collectCash`, its cash
 * recorded as collected): the order's number and the price of one bottle ("189.00").
 */
export async function deliveredTwoBottles(
  {
    request,
    playwright,
    baseURL,
    testInfo,
  }: { request: APIRequestContext; playwright: PlaywrightWorkerArgs["playwright"]; baseURL: string; testInfo: TestInfo },
  {
    email,
    accessToken,
    headers,
    also = [],
    collectCash = false,
  }: { email: string; accessToken: string; headers: Record<string, string>; also?: OrderedLine[]; collectCash?: boolean },
): Promise<{ orderNumber: number; bottlePrice: string }> {
  const { orderNumber, unitPrices } = await placeOrderOf(request, email, "cod", {
    accessToken,
    headers,
    lines: [{ handle: "papillex", quantity: 2 }, ...also],
    name: { firstName: "Ana", lastName: "Pop" },
  });
  await deliverOrder(playwright, baseURL, testInfo, orderNumber, headers, { collectCash });
  return { orderNumber, bottlePrice: unitPrices[0]! };
}

/** The customer's returns list, the delivered order among those that may come back. */
export async function openReturns(page: Page, text: ReturnText, orderNumber: number) {
  await page.goto(`/my-account/returns${text.query}`);
  await expect(page.getByRole("heading", { name: text.eligibleTitle, level: 2 })).toBeVisible();
  await expect(page.getByRole("article", { name: text.order(orderNumber), exact: true })).toBeVisible();
}

/**
 * From the returns list, the form for `orderNumber`: one of its two Papillex bottles, "changed my mind"; with
 * `photo` a picture of it as a phone would send it (the server checks and resizes it), listed by its file name; with
 * `toStoreCredit`, refunded as store credit rather than the original way.
 */
export async function chooseOneBottleBack(
  page: Page,
  text: ReturnText,
  orderNumber: number,
  { photo, toStoreCredit = false }: { photo?: string; toStoreCredit?: boolean } = {},
) {
  await page.getByRole("link", { name: text.start(orderNumber) }).click();
  await expect(page).toHaveURL(new RegExp(`/my-account/returns/new\\?order=${orderNumber}$`));
  await expect(page.getByRole("heading", { name: text.formTitle, level: 1 })).toBeVisible();
  await page.getByRole("checkbox", { name: /^Papillex/ }).check();
  const quantity = page.getByLabel(text.quantity);
  await expect(quantity.getByRole("option")).toHaveText(["1", "2"]);
  await quantity.selectOption("1");
  await page.getByLabel(text.reason).selectOption({ label: text.changedMind });
  if (photo !== undefined) await choosePhoto(page, text, photo);
  if (toStoreCredit) await page.getByRole("radio", { name: text.storeCredit }).check();
}

async function choosePhoto(page: Page, text: ReturnText, photo: string) {
  const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 120, g: 40, b: 70 } } })
    .png()
    .toBuffer();
  await page.getByLabel(text.photos).setInputFiles({ name: photo, mimeType: "image/png", buffer: picture });
  const listed = new RegExp(`^${photo.replace(".", "\\.")}`);
  await expect(page.getByRole("list", { name: text.chosenPhotos }).getByRole("listitem")).toHaveText([listed]);
}

/** The form's amount is the server's (`amount`), the form passes axe, and it is sent. */
export async function sendReturnRequest(page: Page, text: ReturnText, amount: RegExp, expectAccessible: (page: Page) => Promise<void>) {
  await expect(page.getByRole("region", { name: text.amount })).toContainText(amount);
  await expectAccessible(page);
  await page.getByRole("button", { name: text.submit }).click();
}

/** After sending the form: the return's own page, its receipt focused, waiting for review. The return's id. */
export async function expectReturnReceived(page: Page, text: ReturnText): Promise<number> {
  await page.waitForURL(/\/my-account\/returns\/\d+(\?|$)/);
  const id = Number(/\/my-account\/returns\/(\d+)/.exec(page.url())![1]);
  await expect(page.getByRole("heading", { name: text.returnTitle(id), level: 1 })).toBeVisible();
  // The page's own receipt (the live region says it too, for a moment).
  const receipt = page.locator("p[tabindex='-1']");
  await expect(receipt).toHaveText(text.received);
  await expect(receipt).toBeFocused();
  await expect(page.getByText(text.pending, { exact: true })).toBeVisible();
  return id;
}
