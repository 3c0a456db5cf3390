/**
 * Issue 19 "Done when", the store credit's whole journey in Romanian and in English: a signed-in customer's order of
 * two Papillex bottles, paid on delivery, is delivered and its cash collected; the customer sends one bottle back from
 * /my-account/returns with a photo, refunded as store credit; the owner (two-factor) sees the photo, approves with
 * instructions, marks the parcel received and refunds it to the store credit; the customer finds the balance and its
 * line in the account. A second journey per language spends such a credit (made through the API) at checkout on one
 * more bottle (the credit pays the bottle, the courier is paid the shipping), and the order's pages and the ledger say
 * so: each half stays well under a minute. Phones skip both (playwright.config.ts): returns.spec.ts and
 * checkout.spec.ts cover the return form and the checkout there.
 */
import type { Locator, TestInfo } from "@playwright/test";
import { activeCustomer, refundedToStoreCredit, signInStaff, unique } from "./admin-kit.ts";
import { clientAddress, expect, hydrated, test as e2eTest } from "./fixtures.ts";
import { addBottle, saveAddressAndSignIn } from "./checkout-kit.ts";
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
    completed: "Finalizat",
    // The owner's side.
    approve: "Aprobă returul…",
    instructions: /Instrucțiuni pentru client/,
    instructionsText: "Trimite sticla prin Fan Courier; eticheta e în e-mail.",
    approveConfirm: "Da, aprobă",
    approved: "Returul este aprobat; clientul a primit un e-mail.",
    receive: "Marchează coletul ca primit…",
    receivedUnits: "Bucăți primite (din 1)",
    receiveConfirm: "Confirmă coletul primit",
    parcelReceived: "Coletul este marcat ca primit; clientul a primit un e-mail.",
    refund: "Rambursează…",
    toCredit: (amount: RegExp) => new RegExp(`^${amount.source} intră în creditul clientului în magazin\\.$`),
    refundSubmit: (amount: RegExp) => new RegExp(`^Rambursează ${amount.source}$`),
    refunded: "Rambursat; clientul a primit un e-mail. Returul este încheiat.",
    closed: "Returul este închis: nu mai e nimic de făcut.",
    // The customer's credit, spent.
    creditRegion: "Creditul tău din magazin",
    howToUse: "Îl folosești la finalizarea comenzii: bifează „Plătește cu creditul din magazin”.",
    noCreditLeft: "Nu mai ai credit de folosit acum.",
    returnRefund: (id: number) => `Rambursare pentru returul #${id}`,
    spentOn: (number: number) => `Folosit la comanda #${number}`,
    options: "Opțiuni de cumpărare",
    single: /O sticlă \(rezervă pentru o lună\)/,
    add: "Adaugă în coș",
    checkoutTitle: "Finalizarea comenzii",
    summary: "Sumarul comenzii",
    email: "Email",
    address: "Adresă",
    useCredit: (amount: RegExp) => new RegExp(`^Plătește cu creditul din magazin \\(ai ${amount.source}\\)`),
    paysPart: (amount: RegExp, due: RegExp) =>
      new RegExp(`^Creditul plătește ${amount.source}\\. Rămân ${due.source}, pe care le plătești cu metoda aleasă mai jos\\.$`),
    paidWithCredit: "Plătit cu credit din magazin",
    leftToPay: "Rămas de plată",
    totalToPay: "Total de plată",
    cod: "Plată la livrare (ramburs)",
    terms: "Am citit și sunt de acord cu termenii și condițiile",
    placeOrder: "Plasează comanda",
    thankYou: "Îți mulțumim pentru comandă!",
    payOnDelivery: (due: RegExp) => new RegExp(`^Plătești ${due.source} în numerar curierului când primești coletul\\.$`),
    payment: "Credit din magazin + Plată la livrare (ramburs)",
    trackLink: "Urmărește comanda",
  },
  en: {
    ...RETURN_TEXT.en,
    completed: "Completed",
    approve: "Approve the return…",
    instructions: /Instructions for the customer/,
    instructionsText: "Send the bottle with Fan Courier; the label is in the email.",
    approveConfirm: "Yes, approve it",
    approved: "The return is approved; the customer was emailed.",
    receive: "Mark the parcel received…",
    receivedUnits: "Units received (of 1)",
    receiveConfirm: "Confirm the parcel received",
    parcelReceived: "The parcel is marked received; the customer was emailed.",
    refund: "Refund…",
    toCredit: (amount: RegExp) => new RegExp(`^${amount.source} goes to the customer's store credit\\.$`),
    refundSubmit: (amount: RegExp) => new RegExp(`^Refund ${amount.source}$`),
    refunded: "Refunded; the customer was emailed. The return is complete.",
    closed: "This return is closed: there is nothing left to do.",
    creditRegion: "Your store credit",
    howToUse: "Use it at checkout: tick “Pay with your store credit”.",
    noCreditLeft: "You have no credit left to use right now.",
    returnRefund: (id: number) => `Refund for return #${id}`,
    spentOn: (number: number) => `Spent on order #${number}`,
    options: "Purchase options",
    single: /Single bottle \(one month supply\)/,
    add: "Add to cart",
    checkoutTitle: "Checkout",
    summary: "Order summary",
    email: "Email",
    address: "Address",
    useCredit: (amount: RegExp) => new RegExp(`^Pay with your store credit \\(you have ${amount.source}\\)`),
    paysPart: (amount: RegExp, due: RegExp) =>
      new RegExp(`^Your credit pays ${amount.source}\\. ${due.source} is left, paid with the method you choose below\\.$`),
    paidWithCredit: "Paid with store credit",
    leftToPay: "Left to pay",
    totalToPay: "Total to pay",
    cod: "Cash on delivery",
    terms: "I have read and agree to the terms and conditions",
    placeOrder: "Place order",
    thankYou: "Thank you for your order!",
    payOnDelivery: (due: RegExp) => new RegExp(`^You pay ${due.source} in cash to the courier when your parcel arrives\\.$`),
    payment: "Store credit + Cash on delivery",
    trackLink: "Track your order",
  },
} as const;

/** Minor units of lei as the store prints them ("189,00 RON", a no-break space, thousands with a dot), as a pattern. */
function lei(minor: number): RegExp {
  const [whole, cents] = (minor / 100).toFixed(2).split(".");
  return new RegExp(`${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, "\\.")},${cents}\\sRON`);
}

/** The same, as the whole text of an element. */
const only = (pattern: RegExp) => new RegExp(`^${pattern.source}$`);

const toMinor = (decimal: string) => Math.round(Number(decimal) * 100);

/** Each test is its own client for the per-client limits (the e2e server trusts one proxy hop). */
function ownClient(testInfo: TestInfo) {
  return { "X-Forwarded-For": clientAddress(`store-credit ${testInfo.testId} ${testInfo.retry}`) };
}

/**
 * Each test's customer of their own (as a client of the per-client limits) with an active account made through the
 * API (registration, then the emailed activation link) and a saved address for the checkout, signed in in this browser
 * as the store keeps it; their order of two Papillex bottles paid on delivery, delivered and its cash collected by a
 * packer made with `npm run admin -- create-staff`. The stored session (to restore after the staff's visit), the
 * order's number and the price of one bottle in minor units.
 */
const test = e2eTest.extend<{
  customer: { client: Record<string, string>; email: string; user: { accessToken: string }; orderNumber: number; bottleMinor: number };
}>({
  customer: async ({ page, request, playwright, baseURL }, use, testInfo) => {
    const client = ownClient(testInfo);
    await page.setExtraHTTPHeaders(client);
    const email = unique(testInfo, `store-credit-${testInfo.workerIndex}`);
    const user = await activeCustomer(request, email, client, { firstName: "Ana", lastName: "Pop" });
    await saveAddressAndSignIn(page, request, user, client);
    const delivered = await deliveredTwoBottles(
      { request, playwright, baseURL: baseURL!, testInfo },
      { email, accessToken: user.accessToken, headers: client, collectCash: true },
    );
    await use({ client, email, user, orderNumber: delivered.orderNumber, bottleMinor: toMinor(delivered.bottlePrice) });
  },
});

/** One row of an order's totals (a `dt` and its `dd`), read as "label amount". */
function totalsRow(scope: Locator, label: string) {
  return scope
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator("..");
}

for (const language of ["ro", "en"] as const) {
  test(`${language}: one of two bottles back with a photo, refunded to store credit by the owner, and the balance in the account`, async ({
    page,
    baseURL,
    customer,
    expectAccessible,
  }, testInfo) => {
    // An API sign-up, two members invited through the store's channel and seven pages with axe: slow on two busy cores.
    test.slow();
    const text = TEXT[language];
    const { client, user, orderNumber, bottleMinor } = customer;

    // The customer: one of the two bottles back, changed my mind, with a photo, to store credit.
    await openReturns(page, text, orderNumber);
    // No credit yet: no store credit region.
    await expect(page.getByRole("region", { name: text.creditRegion })).toHaveCount(0);
    await expectAccessible(page);
    await chooseOneBottleBack(page, text, orderNumber, { photo: "papillex.png", toStoreCredit: true });
    await sendReturnRequest(page, text, lei(bottleMinor), expectAccessible);

    const returnId = await expectReturnReceived(page, text);
    await expect(page.getByRole("img", { name: text.photoAlt(returnId) })).toBeVisible();
    await expectAccessible(page);

    // The owner alone (approve, receive and refund are all theirs): the photo, then each step to the store credit.
    await page.context().clearCookies();
    await signInStaff(page.request, baseURL!, unique(testInfo, `store-credit-owner-${language}`), "owner", client);
    await page.goto(`/admin/returns/${returnId}${text.query}`);
    await expect(page.getByRole("heading", { level: 1, name: text.returnTitle(returnId) })).toBeVisible();
    const thumbnail = page.getByRole("img", { name: text.photoAlt(returnId) });
    await expect(thumbnail).toBeVisible();
    // The picture itself loads, with the staff's session.
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    await expectAccessible(page);

    await page.getByRole("button", { name: text.approve }).click();
    const instructions = page.getByLabel(text.instructions);
    await expect(instructions).toBeFocused();
    await instructions.fill(text.instructionsText);
    await expectAccessible(page);
    await page.getByRole("button", { name: text.approveConfirm }).click();
    await expect(page.getByText(text.approved)).toBeFocused();
    await expect(page.getByText(text.instructionsText)).toBeVisible();

    await page.getByRole("button", { name: text.receive }).click();
    const received = page.getByRole("group", { name: /^Papillex/ }).getByLabel(text.receivedUnits);
    await expect(received).toBeFocused();
    await expect(received).toHaveValue("1");
    await page.getByRole("button", { name: text.receiveConfirm }).click();
    await expect(page.getByText(text.parcelReceived)).toBeFocused();

    await page.getByRole("button", { name: text.refund }).click();
    await expect(page.getByText(text.toCredit(lei(bottleMinor)))).toBeVisible();
    const refund = page.getByRole("button", { name: text.refundSubmit(lei(bottleMinor)) });
    await expect(refund).toBeFocused();
    await expectAccessible(page);
    await refund.click();
    await expect(page.getByText(text.refunded)).toBeFocused();
    await expect(page.getByText(text.closed)).toBeVisible();
    await expectAccessible(page);

    // The customer again, in this browser without the staff's cookies: the balance and where it came from.
    await page.context().clearCookies();
    await page.evaluate((stored) => localStorage.setItem("user", JSON.stringify(stored)), user);
    await page.goto(`/my-account/returns${text.query}`);
    const credit = page.getByRole("region", { name: text.creditRegion });
    await expect(credit).toBeVisible();
    await expect(credit.getByText(only(lei(bottleMinor)))).toBeVisible();
    await expect(credit.getByText(text.howToUse)).toBeVisible();
    await expect(credit.getByRole("link", { name: text.returnRefund(returnId) })).toHaveAttribute(
      "href",
      `/my-account/returns/${returnId}`,
    );
    await expect(credit.getByRole("listitem")).toHaveCount(1);
    await expect(credit.getByRole("listitem")).toContainText(new RegExp(`\\+${lei(bottleMinor).source}$`));
    await expect(
      page.getByRole("article", { name: new RegExp(`^${text.returnTitle(returnId)} `) }).getByText(text.completed, { exact: true }),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test(`${language}: the store credit pays the next order's bottle, the courier the shipping, and the order's pages and the ledger say so`, async ({
    page,
    playwright,
    baseURL,
    customer,
    expectAccessible,
  }, testInfo) => {
    // The credit comes from a return made and refunded through the API (the journey above walks it through the pages).
    test.slow();
    const text = TEXT[language];
    const { client, email, user, orderNumber, bottleMinor } = customer;
    await refundedToStoreCredit(playwright, baseURL!, testInfo, { accessToken: user.accessToken, orderNumber, headers: client });
    const credit = page.getByRole("region", { name: text.creditRegion });

    // One more bottle, paid with the credit; the credit covers the bottle, the courier is paid the shipping.
    await addBottle(page, text);
    await page.goto(`/checkout${text.query}`);
    await hydrated(page);
    await expect(page.getByRole("heading", { name: text.checkoutTitle, level: 1 })).toBeVisible();
    await expect(page.getByLabel(text.email, { exact: true })).toHaveValue(email);
    await expect(page.getByLabel(text.address, { exact: true })).toHaveValue("Bd. Eroilor 10");
    const summary = page.getByRole("region", { name: text.summary });
    const totalToPay = page.getByText(text.totalToPay, { exact: true }).locator("..");
    // The server's price for the filled-in address: the bottle and the shipping.
    await expect(totalToPay).toContainText(/\d/);
    const totalMinor = toMinor(
      (await totalsRow(summary, "Total").getByRole("definition").textContent())!.replace(/[^\d,]/g, "").replace(",", "."),
    );
    expect(totalMinor).toBeGreaterThan(bottleMinor);
    const dueMinor = totalMinor - bottleMinor;
    const useCredit = page.getByRole("checkbox", { name: text.useCredit(lei(bottleMinor)) });
    await expect(useCredit).not.toBeChecked();
    await expect(totalsRow(summary, text.paidWithCredit)).toHaveCount(0);
    await useCredit.check();
    await expect(page.getByRole("status").filter({ hasText: text.paysPart(lei(bottleMinor), lei(dueMinor)) })).toBeVisible();
    await expect(totalsRow(summary, text.paidWithCredit)).toContainText(new RegExp(`−${lei(bottleMinor).source}`));
    await expect(totalsRow(summary, text.leftToPay)).toContainText(lei(dueMinor));
    await expect(totalToPay).toContainText(lei(dueMinor));
    // Something is left to pay: the ways to pay stay, and the courier takes the rest.
    const cod = page.getByRole("radio", { name: text.cod });
    await expect(cod).toBeVisible();
    await cod.check();
    await page.getByRole("checkbox", { name: text.terms }).check();
    await expectAccessible(page);
    await page.getByRole("button", { name: text.placeOrder }).click();

    await page.waitForURL(/\/success\?order=\d+/);
    await expect(page.getByRole("heading", { name: text.thankYou, level: 1 })).toBeVisible();
    const nextOrder = Number(new URL(page.url()).searchParams.get("order"));
    expect(nextOrder).toBeGreaterThan(orderNumber);
    await expect(page.getByText(text.payOnDelivery(lei(dueMinor)))).toBeVisible();
    await expect(totalsRow(page.getByRole("main"), text.paidWithCredit)).toContainText(new RegExp(`−${lei(bottleMinor).source}`));
    await expect(totalsRow(page.getByRole("main"), text.leftToPay)).toContainText(lei(dueMinor));
    await expect(page.getByText(text.payment, { exact: true })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("elara_cart"))).toBe("[]");
    await expectAccessible(page);

    // The order's page in the account: the credit, what is left for the courier, and both ways of paying.
    await page.getByRole("link", { name: text.trackLink }).click();
    await page.waitForURL(new RegExp(`/my-account/orders/${nextOrder}(\\?|$)`));
    await expect(page.getByRole("heading", { name: text.order(nextOrder), level: 1 })).toBeVisible();
    await expect(totalsRow(page.getByRole("main"), text.paidWithCredit)).toContainText(new RegExp(`−${lei(bottleMinor).source}`));
    await expect(totalsRow(page.getByRole("main"), text.leftToPay)).toContainText(lei(dueMinor));
    await expect(page.getByText(text.payment, { exact: true })).toBeVisible();
    await expectAccessible(page);

    // The credit is spent: nothing left, and the ledger names the order it paid.
    await page.goto(`/my-account/returns${text.query}`);
    await expect(credit).toBeVisible();
    await expect(credit.getByText(only(lei(0)))).toBeVisible();
    await expect(credit.getByText(text.noCreditLeft)).toBeVisible();
    await expect(credit.getByRole("listitem")).toHaveCount(2);
    const spent = credit.getByRole("listitem").filter({ has: page.getByRole("link", { name: text.spentOn(nextOrder) }) });
    await expect(spent).toContainText(new RegExp(`−${lei(bottleMinor).source}$`));
    await expect(spent.getByRole("link")).toHaveAttribute("href", `/my-account/orders/${nextOrder}`);
    await expectAccessible(page);
  });
}
