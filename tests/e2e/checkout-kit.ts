/**
 * The checkout journeys' shared steps: the texts each language shows, a client of its own per test, a bottle in the
 * cart, the address, the sandbox's payment page, the thank-you page, the dev mailbox and a signed-in customer.
 */
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { clientAddress, expect, hydrated } from "./fixtures.ts";

/** Texts of each language the journeys look for. */
export const TEXT = {
  ro: {
    query: "",
    options: "Opțiuni de cumpărare",
    single: /O sticlă \(rezervă pentru o lună\)/,
    monthly: /Abonament lunar \(cel mai vândut\)/,
    add: "Adaugă în coș",
    checkoutTitle: "Finalizarea comenzii",
    email: "Email",
    firstName: "Prenume",
    lastName: "Nume",
    address: "Adresă",
    city: "Localitate",
    zip: "Cod poștal",
    country: "Țară",
    county: "Județ",
    phone: "Telefon",
    terms: "Am citit și sunt de acord cu termenii și condițiile",
    createAccount: "Creează un cont cu datele mele",
    password: "Parolă",
    card: "Card de credit sau de debit",
    cod: "Plată la livrare (ramburs)",
    payOnline: "Continuă spre plata securizată",
    placeOrder: "Plasează comanda",
    totalToPay: "Total de plată",
    fixErrors: "Te rugăm să corectezi câmpurile marcate.",
    chooseCounty: "Alege județul.",
    termsRequired: "Trebuie să accepți termenii și condițiile pentru a plasa comanda.",
    coupon: "Cod de reducere",
    apply: "Aplică",
    invalidTitle: "Cod de reducere invalid",
    invalidMessage: "Verifică codul și încearcă din nou",
    overlay: "Îți procesăm comanda",
    payPage: "Plată securizată",
    pay: /^Plătește /,
    decline: "Simulează o plată refuzată",
    thankYou: "Îți mulțumim pentru comandă!",
    orderName: (orderNumber: number) => `Comanda #${orderNumber}`,
    fulfilment: "Îți pregătim comanda în 1–2 zile lucrătoare.",
    // The default service's estimate from the shipping settings (domain/shipping-zones.ts).
    arrival: "Livrare cu Fan Courier: 3–5 zile lucrătoare.",
    payOnDelivery: /Plătești 208,99\sRON în numerar curierului/,
    paidStatus: "Plătită",
    codStatus: "Confirmată, plata la livrare",
    declinedTitle: "Plata a fost refuzată",
    tryAgain: "Încearcă din nou",
    trackTitle: "Urmărește comanda",
    orderNumber: "Numărul comenzii",
    find: "Caută comanda",
    notFound: "Nu am găsit nicio comandă cu acest număr și această adresă de e-mail.",
    trackLink: "Urmărește comanda",
    accountEmail: "Ți-am trimis pe email un link cu care îți alegi parola și îți activezi contul.",
    activateTitle: "Activează-ți contul",
    newPassword: "Parola nouă",
    confirmPassword: "Confirmă parola",
    passwordHint: "Cel puțin 8 caractere.",
    activate: "Activează contul",
    tooShort8: "Parola trebuie să aibă cel puțin 8 caractere.",
    activated: "Contul tău a fost activat și te-ai autentificat. Te ducem la contul tău...",
    missing: "Nu am găsit informații despre comandă",
    empty: "Coșul tău este gol",
    ordersTitle: "Comenzi",
  },
  en: {
    query: "?lng=en",
    options: "Purchase options",
    single: /Single bottle \(one month supply\)/,
    monthly: /Monthly subscription \(best seller\)/,
    add: "Add to cart",
    checkoutTitle: "Checkout",
    email: "Email",
    firstName: "First name",
    lastName: "Last name",
    address: "Address",
    city: "City",
    zip: "Postal code / ZIP",
    country: "Country",
    county: "County",
    phone: "Phone",
    terms: "I have read and agree to the terms and conditions",
    createAccount: "Create an account with my details",
    password: "Password",
    card: "Credit or debit card",
    cod: "Cash on delivery",
    payOnline: "Continue to secure payment",
    placeOrder: "Place order",
    totalToPay: "Total to pay",
    fixErrors: "Please correct the highlighted fields.",
    chooseCounty: "Choose your county.",
    termsRequired: "You must agree to the terms and conditions to place your order.",
    coupon: "Coupon code",
    apply: "Apply",
    invalidTitle: "Invalid Discount Code",
    invalidMessage: "Please check your code and try again",
    overlay: "Processing your order",
    payPage: "Secure payment",
    pay: /^Pay /,
    decline: "Simulate a declined payment",
    thankYou: "Thank you for your order!",
    orderName: (orderNumber: number) => `Order #${orderNumber}`,
    fulfilment: "We prepare your order in 1–2 business days.",
    arrival: "Delivery with Fan Courier: 3–5 business days.",
    payOnDelivery: /You pay 208,99\sRON in cash to the courier/,
    paidStatus: "Paid",
    codStatus: "Confirmed, pay on delivery",
    declinedTitle: "Your payment was declined",
    tryAgain: "Try again",
    trackTitle: "Track your order",
    orderNumber: "Order number",
    find: "Find my order",
    notFound: "We could not find an order with this number and email address.",
    trackLink: "Track your order",
    accountEmail: "We have emailed you a link to choose your password and activate your account.",
    activateTitle: "Activate your account",
    newPassword: "New password",
    confirmPassword: "Confirm password",
    passwordHint: "At least 8 characters.",
    activate: "Activate account",
    tooShort8: "Password must be at least 8 characters long.",
    activated: "Your account has been activated and you are logged in. Taking you to your account...",
    missing: "No checkout information found",
    empty: "Your cart is empty",
    ordersTitle: "Orders",
  },
} as const;

type Language = keyof typeof TEXT;
type Text = (typeof TEXT)[Language];

/** Each test is its own client for the order routes' per-client limits (the e2e server trusts one proxy hop). */
export async function ownClient(page: Page, testInfo: TestInfo) {
  const address = clientAddress(`checkout ${testInfo.testId} ${testInfo.retry}`);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
  return address;
}

export function uniqueEmail(testInfo: TestInfo, label: string): string {
  return `${label}.${testInfo.project.name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.ro`;
}

/**
 * A single bottle of papillex (189 lei) in the cart, added on its product page as a shopper does; `option` names
 * another purchase option (the monthly subscription).
 */
export async function addBottle(page: Page, text: Pick<Text, "query" | "options" | "single" | "add">, option: RegExp = text.single) {
  await page.goto(`/products/papillex${text.query}`);
  await hydrated(page);
  await page.waitForFunction(() => localStorage.getItem("elara_cart") !== null);
  await page.getByRole("group", { name: text.options }).getByRole("radio", { name: option }).check();
  await page.getByRole("button", { name: text.add, exact: true }).click();
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("elara_cart") ?? "[]").length)).toBe(1);
}

export async function openCheckout(page: Page, text: Text) {
  await page.goto(`/checkout${text.query}`);
  await hydrated(page);
  await expect(page.getByRole("heading", { name: text.checkoutTitle, level: 1 })).toBeVisible();
}

export async function fillAddress(page: Page, text: Text, email: string) {
  await page.getByLabel(text.email, { exact: true }).fill(email);
  await page.getByLabel(text.firstName, { exact: true }).fill("Ana");
  await page.getByLabel(text.lastName, { exact: true }).fill("Pop");
  await page.getByLabel(text.address, { exact: true }).fill("Str. Lalelelor 3");
  await page.getByLabel(text.city, { exact: true }).fill("Cluj-Napoca");
  await page.getByLabel(text.zip, { exact: true }).fill("400001");
  await page.getByLabel(text.county, { exact: true }).selectOption("Cluj");
  await page.getByLabel(text.phone, { exact: true }).fill("0722 000 000");
}

export async function acceptTerms(page: Page, text: Text) {
  await page.getByRole("checkbox", { name: text.terms }).check();
}

/** The server's total for the order is on the page (208.99 lei: one bottle plus 19.99 shipping). */
export async function expectTotal(page: Page, text: Text, total: RegExp) {
  await expect(page.getByText(text.totalToPay, { exact: true }).locator("..")).toContainText(total);
}

function orderNumberOf(page: Page): number {
  return Number(new URL(page.url()).searchParams.get("order"));
}

export async function payOnSandbox(page: Page, text: Text, expectAccessible: (page: Page) => Promise<void>, outcome: "pay" | "decline") {
  await page.waitForURL(/\/pay\//);
  await expect(page.getByRole("heading", { name: text.payPage })).toBeVisible();
  await expectAccessible(page);
  if (outcome === "pay") await page.getByRole("button", { name: text.pay }).click();
  else await page.getByRole("button", { name: text.decline }).click();
}

export async function expectThankYou(page: Page, text: Text, expectAccessible: (page: Page) => Promise<void>) {
  await page.waitForURL(/\/success\?order=\d+/);
  await expect(page.getByRole("heading", { name: text.thankYou, level: 1 })).toBeVisible();
  // The address and the page agree (issue 64 item 7c, reported on a phone): the checkout's form has left with its
  // heading and buttons, and the focus is on the new page's content, as after any move to another page.
  await expect(page.getByRole("heading", { name: text.checkoutTitle, level: 1 })).toHaveCount(0);
  await expect(page.getByRole("button", { name: new RegExp(`^(${text.placeOrder}|${text.payOnline})$`) })).toHaveCount(0);
  await expect(page.locator("main")).toBeFocused();
  const orderNumber = orderNumberOf(page);
  expect(orderNumber).toBeGreaterThanOrEqual(1001);
  await expect(page.getByText(text.orderName(orderNumber), { exact: true }).first()).toBeVisible();
  // Said once: the box says what the status means, and the order's card below does not say it again (item 7h).
  await expect(page.getByText(text.fulfilment)).toHaveCount(1);
  await expect(page.getByText(text.fulfilment, { exact: true })).toBeVisible();
  await expect(page.getByText(text.arrival, { exact: true })).toBeVisible();
  // The order is the cart no more.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("elara_cart"))).toBe("[]");
  await expectAccessible(page);
  return orderNumber;
}

export async function mailTo(request: APIRequestContext, email: string, kind: string) {
  let found: { subject: string; links: string[] } | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
      const { messages } = (await response.json()) as { messages: Array<{ kind: string; subject: string; links: string[] }> };
      found = messages.find((message) => message.kind === kind);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

export async function mailsTo(request: APIRequestContext, email: string, kind: string) {
  const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: Array<{ kind: string; subject: string; text: string; links: string[] }> };
  return messages.filter((message) => message.kind === kind);
}

/** An active account made through the API (registration, then the emailed activation link), signed in in this browser. */
export async function signIn(page: Page, request: APIRequestContext, client: string, email: string) {
  const headers = { "X-Forwarded-For": client };
  const password = "ceai-de-tei-123";
  const created = await request.post("/api/auth", {
    headers,
    data: { action: "create-account", email, firstName: "Ana", lastName: "Pop", password },
  });
  expect(created.status()).toBe(200);
  const link = (await mailTo(request, email, "activation")).links[0] ?? "";
  const [, id, token] = /\/account\/activate\/(\d+)\/([^/?#]+)/.exec(link) ?? [];
  const activated = await request.post("/api/auth", { headers, data: { action: "activate-account", id, token, password } });
  expect(activated.status()).toBe(200);
  const { user } = (await activated.json()) as { user: { accessToken: string } };
  await saveAddressAndSignIn(page, request, user, headers);
}

/** Saves the customer's address for the checkout and signs them in in this browser as the store keeps the session. */
export async function saveAddressAndSignIn(
  page: Page,
  request: APIRequestContext,
  user: { accessToken: string },
  headers: Record<string, string>,
) {
  const saved = await request.post("/api/account/addresses", {
    headers: { ...headers, Authorization: `Bearer ${user.accessToken}` },
    data: {
      firstName: "Ana",
      lastName: "Pop",
      address1: "Bd. Eroilor 10",
      city: "Brașov",
      province: "Brașov",
      zip: "500007",
      country: "RO",
      phone: "0733 111 222",
    },
  });
  expect(saved.status()).toBe(201);
  await page.goto("/");
  await page.evaluate((stored) => localStorage.setItem("user", JSON.stringify(stored)), user);
}
