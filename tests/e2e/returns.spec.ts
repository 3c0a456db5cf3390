/**
 * Issue 19 items 1 and 2, the customer's side: a signed-in customer whose order of two bottles (paid on delivery)
 * was delivered through the admin's API sends one bottle back from /my-account/returns — in Romanian for "changed
 * my mind" to store credit with a photo, sees the server's amount, sends the request, sees it waiting for review
 * with the photo's thumbnail and cancels it; in English the same start refunded the original way is refused until the bank account is given.
 */
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import sharp from "sharp";
import { deliverOrder, signedInCustomer, unique } from "./admin-kit.ts";
import { clientAddress, expect, test } from "./fixtures.ts";
import { E2E_STOREFRONT_TOKEN } from "./store-secrets.ts";

const TEXT = {
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
    photoAlt: /^Fotografia 1 a returului #\d+$/,
    storeCredit: /^Credit în magazin/,
    original: /^Metoda de plată inițială/,
    amount: "Suma de rambursat",
    submit: "Trimite cererea de retur",
    received: "Am primit cererea ta de retur. Îți scriem pe e-mail după ce o verificăm.",
    returnTitle: /^Returul #\d+$/,
    pending: "În curs de verificare",
    cancel: "Anulează această cerere",
    cancelTitle: "Anulezi cererea de retur?",
    confirmCancel: "Anulează cererea",
    cancelled: "Cererea ta de retur a fost anulată. Nu trebuie să trimiți nimic înapoi.",
    cancelledStatus: "Anulat",
    back: "Toate retururile",
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
    original: /^Original payment method/,
    bankTransfer: "You paid on delivery, so we send the money by bank transfer to your account.",
    amount: "Refund amount",
    submit: "Send the return request",
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
  return address;
}

/** Two bottles of Papillex and one of Endo-Well, paid on delivery; the price of one Papillex bottle. */
async function placeOrder(request: APIRequestContext, client: string, email: string, accessToken: string) {
  const variant = async (handle: string) => {
    const answer = await request.post("/api/2024-01/graphql.json", {
      headers: { "X-Shopify-Storefront-Access-Token": E2E_STOREFRONT_TOKEN },
      data: { query: `{ product(handle: "${handle}") { variants(first: 1) { nodes { id price { amount } } } } }` },
    });
    const body = (await answer.json()) as { data: { product: { variants: { nodes: { id: string; price: { amount: string } }[] } } } };
    return body.data.product.variants.nodes[0]!;
  };
  const bottle = await variant("papillex");
  const other = await variant("endo-well");
  const placed = await request.post("/api/create-order", {
    headers: { "Accept-Language": "ro", "X-Forwarded-For": client, Authorization: `Bearer ${accessToken}` },
    data: {
      idempotencyKey: `e2e-returns-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      email,
      shippingAddress: {
        firstName: "Ana",
        lastName: "Pop",
        phone: "0722 555 111",
        address1: "Str. Lalelelor 3",
        city: "Brașov",
        province: "Brașov",
        zip: "500001",
        country: "RO",
      },
      lines: [
        { variantId: bottle.id, quantity: 2 },
        { variantId: other.id, quantity: 1 },
      ],
      paymentMethod: "cod",
      acceptTerms: true,
      termsVersion: 1,
    },
  });
  expect(placed.status()).toBe(201);
  const { orderNumber } = (await placed.json()) as { orderNumber: number };
  return { orderNumber, bottlePrice: bottle.price.amount };
}

test("ro: one of two bottles back for 'changed my mind' to store credit: the server's amount, pending review, then cancelled", async ({
  page,
  request,
  playwright,
  baseURL,
  expectAccessible,
}, testInfo) => {
  // Two API sign-ups, a staff member made by the command line, four pages with axe: 20–40 s on two busy cores.
  test.slow();
  const text = TEXT.ro;
  const client = await ownClient(page, testInfo);
  const email = unique(testInfo, "returns-ro");
  const { accessToken } = await signedInCustomer(
    page,
    request,
    email,
    { "X-Forwarded-For": client },
    { firstName: "Ana", lastName: "Pop" },
  );
  const { orderNumber, bottlePrice } = await placeOrder(request, client, email, accessToken);
  // Packed, shipped and delivered by a packer made with `npm run admin -- create-staff`, through the admin API.
  await deliverOrder(playwright, baseURL!, testInfo, orderNumber, { "X-Forwarded-For": client });

  // The list: the delivered order may come back.
  await page.goto(`/my-account/returns${text.query}`);
  await expect(page.getByRole("heading", { name: text.eligibleTitle, level: 2 })).toBeVisible();
  const eligible = page.getByRole("article", { name: text.order(orderNumber), exact: true });
  await expect(eligible).toBeVisible();
  await expectAccessible(page);

  // The form: one of the two bottles, changed my mind, store credit; the amount is the server's.
  await eligible.getByRole("link", { name: text.start(orderNumber) }).click();
  await expect(page).toHaveURL(new RegExp(`/my-account/returns/new\\?order=${orderNumber}$`));
  await expect(page.getByRole("heading", { name: text.formTitle, level: 1 })).toBeVisible();
  await page.getByRole("checkbox", { name: /^Papillex/ }).check();
  const quantity = page.getByLabel(text.quantity);
  await expect(quantity.getByRole("option")).toHaveText(["1", "2"]);
  await quantity.selectOption("1");
  await page.getByLabel(text.reason).selectOption({ label: text.changedMind });
  // A photo of the bottle, as a phone would send it: the server checks and resizes it.
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 120, g: 40, b: 70 } } })
    .png()
    .toBuffer();
  await page.getByLabel(text.photos).setInputFiles({ name: "sticla.png", mimeType: "image/png", buffer: photo });
  await expect(page.getByRole("list", { name: text.chosenPhotos }).getByRole("listitem")).toHaveText([/^sticla\.png/]);
  await page.getByRole("radio", { name: text.storeCredit }).check();
  const amount = page.getByRole("region", { name: text.amount });
  await expect(amount).toContainText(lei(bottlePrice));
  await expectAccessible(page);
  await page.getByRole("button", { name: text.submit }).click();

  // The return's page: received, waiting for review.
  await page.waitForURL(/\/my-account\/returns\/\d+$/);
  await expect(page.getByRole("heading", { name: text.returnTitle, level: 1 })).toBeVisible();
  // The page's own receipt (the live region says it too, for a moment).
  const receipt = page.locator("p[tabindex='-1']");
  await expect(receipt).toHaveText(text.received);
  await expect(receipt).toBeFocused();
  await expect(page.getByText(text.pending, { exact: true })).toBeVisible();
  await expect(page.getByText(new RegExp(text.changedMind))).toBeVisible();
  await expect(page.getByText(lei(bottlePrice)).first()).toBeVisible();
  // The photo's thumbnail, read with the customer's session and shown whole.
  const thumbnail = page.getByRole("img", { name: text.photoAlt });
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
  playwright,
  baseURL,
  expectAccessible,
}, testInfo) => {
  test.slow();
  const text = TEXT.en;
  const client = await ownClient(page, testInfo);
  const email = unique(testInfo, "returns-en");
  const { accessToken } = await signedInCustomer(
    page,
    request,
    email,
    { "X-Forwarded-For": client },
    { firstName: "Ana", lastName: "Pop" },
  );
  const { orderNumber, bottlePrice } = await placeOrder(request, client, email, accessToken);
  // Packed, shipped and delivered by a packer made with `npm run admin -- create-staff`, through the admin API.
  await deliverOrder(playwright, baseURL!, testInfo, orderNumber, { "X-Forwarded-For": client });

  await page.goto(`/my-account/returns${text.query}`);
  await expect(page.getByRole("heading", { name: text.eligibleTitle, level: 2 })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: text.start(orderNumber) }).click();
  await expect(page.getByRole("heading", { name: text.formTitle, level: 1 })).toBeVisible();
  await page.getByRole("checkbox", { name: /^Papillex/ }).check();
  await page.getByLabel(text.quantity).selectOption("1");
  await page.getByLabel(text.reason).selectOption({ label: text.changedMind });
  const original = page.getByRole("radio", { name: text.original });
  await expect(original).toBeChecked();
  await expect(page.getByText(text.bankTransfer)).toBeVisible();
  await expect(page.getByRole("region", { name: text.amount })).toContainText(lei(bottlePrice));
  await expectAccessible(page);

  await page.getByRole("button", { name: text.submit }).click();
  const iban = page.getByLabel("IBAN", { exact: true });
  await expect(iban).toBeFocused();
  await expect(iban).toHaveAttribute("aria-invalid", "true");
  await expect(iban).toHaveAccessibleDescription(new RegExp(text.ibanMissing.replace(".", "\\.")));
  await expect(page.getByLabel("Account holder")).toHaveAccessibleDescription(text.holderMissing);
  await expect(page).toHaveURL(new RegExp(`/my-account/returns/new\\?order=${orderNumber}$`));
  await expectAccessible(page);

  // Nothing was asked of the store.
  const returns = await request.get("/api/account/returns", {
    headers: { Authorization: `Bearer ${accessToken}`, "X-Forwarded-For": client },
  });
  expect(((await returns.json()) as { returns: unknown[] }).returns).toEqual([]);
});
