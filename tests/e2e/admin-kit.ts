/**
 * The admin's e2e helpers: staff created beside the running e2e store (through its admin channel, as `npm run admin --
 * create-staff` asks it), their setup through the page (the test computes the authenticator's code), orders placed
 * through the API, and the dev mailbox read.
 */
import { execFileSync } from "node:child_process";
import type { APIRequestContext, APIResponse, Page, PlaywrightWorkerArgs, TestInfo } from "@playwright/test";
import { generate } from "otplib";
import { expect, hydrated } from "./fixtures.ts";
import { storeDataDir } from "./e2e-store.ts";
import { askStore } from "./store-channel.ts";
import { E2E_STOREFRONT_TOKEN } from "./store-secrets.ts";

export const STAFF_PASSWORD = "a long staff password for tests";

const setupPath = (link: string) => new URL(link).pathname + new URL(link).search;

/**
 * A member invited as `npm run admin -- create-staff` invites them, asked of the running e2e store through its channel
 * without starting the command line: their setup link's path and query.
 */
export async function createStaff(email: string, role: string): Promise<string> {
  const { setupUrl } = (await askStore({ command: "create-staff", email, role })) as { setupUrl: string };
  return setupPath(setupUrl);
}

/**
 * The same through the command line itself, `npm run admin -- create-staff`, and the link it prints: for the owner's
 * first journey, which starts there. Every other journey uses `createStaff`.
 */
export function createStaffByCommandLine(email: string, role: string): string {
  const output = execFileSync("npx", ["tsx", "server/admin-cli.ts", "create-staff", "--email", email, "--role", role], {
    env: { ...process.env, DATA_DIR: storeDataDir(), LOG_LEVEL: "silent" },
    encoding: "utf8",
  });
  const link = /https?:\/\/\S+\/admin\/setup\?token=[\w-]+/.exec(output)?.[0];
  if (!link) throw new Error(`no setup link in: ${output}`);
  return setupPath(link);
}

export const unique = (testInfo: TestInfo, name: string) => `${name}-${testInfo.project.name}-${Date.now()}@elara.test`;

export async function setUp(page: Page, link: string, { twoFactor }: { twoFactor: boolean }) {
  await page.goto(link);
  await page.getByLabel("Parola nouă").fill(STAFF_PASSWORD);
  await page.getByLabel("Repetă parola").fill(STAFF_PASSWORD);
  let secret = "";
  if (twoFactor) {
    secret = (await page.locator("code").textContent())!.trim();
    await page.getByLabel("Codul din aplicație").fill(await generate({ secret }));
  } else {
    await page.getByLabel("Folosesc verificarea în doi pași").uncheck();
  }
  await page.getByRole("button", { name: "Salvează și intră" }).click();
  await expect(page.getByRole("heading", { name: "Contul tău este gata" })).toBeFocused();
  return secret;
}

/** A line of an order placed through the API: `quantity` units of a product's variant (its first one unless `sku` names it). */
export interface OrderedLine {
  handle: string;
  sku?: string | null;
  quantity?: number;
}

/**
 * An order placed through the API, shipped to Brașov under `name`; with `accessToken`, the signed-in customer's (so it
 * may come back as store credit). A card order is paid on the sandbox. The order's number and each line's unit price
 * as the catalogue gives it ("189.00").
 */
export async function placeOrderOf(
  request: APIRequestContext,
  email: string,
  paymentMethod: "cod" | "card",
  {
    accessToken,
    headers = {},
    lines,
    name = { firstName: "Ioana", lastName: "Marin" },
  }: { accessToken?: string; headers?: Record<string, string>; lines: OrderedLine[]; name?: CustomerName },
): Promise<{ orderNumber: number; unitPrices: string[] }> {
  const variants = await Promise.all(lines.map((line) => catalogueVariant(request, line.handle, line.sku ?? null)));
  const placed = await request.post("/api/create-order", {
    headers: { "Accept-Language": "ro", ...headers, ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}) },
    data: {
      idempotencyKey: `e2e-order-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      email,
      shippingAddress: {
        ...name,
        phone: "0722 555 111",
        address1: "Str. Lalelelor 3",
        city: "Brașov",
        province: "Brașov",
        zip: "500001",
        country: "RO",
      },
      lines: lines.map((line, index) => ({ variantId: variants[index]!.id, quantity: line.quantity ?? 1 })),
      paymentMethod,
      acceptTerms: true,
      termsVersion: 1,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { orderNumber, paymentUrl } = (await placed.json()) as { orderNumber: number; paymentUrl?: string };
  if (paymentMethod === "card") {
    const url = new URL(paymentUrl!);
    const paid = await request.post(url.pathname + url.search, { form: { outcome: "pay" }, maxRedirects: 0 });
    expect(paid.status()).toBe(303);
  }
  return { orderNumber, unitPrices: variants.map((variant) => variant.price.amount) };
}

/** A product's variant from the storefront's catalogue: its first, or the one with `sku`. */
async function catalogueVariant(request: APIRequestContext, handle: string, sku: string | null) {
  const catalogue = await request.post("/api/2024-01/graphql.json", {
    headers: { "X-Shopify-Storefront-Access-Token": E2E_STOREFRONT_TOKEN },
    data: { query: `{ product(handle: "${handle}") { variants(first: 10) { nodes { id sku price { amount } } } } }` },
  });
  type Variant = { id: string; sku: string; price: { amount: string } };
  const variants = ((await catalogue.json()) as { data: { product: { variants: { nodes: Variant[] } } } }).data.product.variants.nodes;
  const chosen = sku === null ? variants[0] : variants.find((found) => found.sku === sku);
  expect(chosen, `no variant ${sku} of ${handle}`).toBeDefined();
  return chosen!;
}

/**
 * An order of one unit, by default of Endo-Well's first variant; with `accessToken`, the signed-in customer's (so it
 * may come back as store credit). `variant` names another product's variant, for a journey that counts its stock.
 */
export async function placeOrder(
  request: APIRequestContext,
  email: string,
  paymentMethod: "cod" | "card",
  {
    accessToken,
    headers = {},
    variant = { handle: "endo-well", sku: null },
  }: { accessToken?: string; headers?: Record<string, string>; variant?: { handle: string; sku: string | null } } = {},
): Promise<number> {
  return (await placeOrderOf(request, email, paymentMethod, { accessToken, headers, lines: [variant] })).orderNumber;
}

export async function newestMail(request: APIRequestContext, email: string, kind: string) {
  let found: { text?: string; links: string[]; subject: string } | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
      const { messages } = (await response.json()) as { messages: Array<{ kind: string; links: string[]; subject: string }> };
      found = messages.find((message) => message.kind === kind);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** A customer's name as the account is made with it. */
interface CustomerName {
  firstName: string;
  lastName: string;
}

/** An active customer account made through the API (registration, then the emailed activation link): the signed-in user. */
export async function activeCustomer(
  request: APIRequestContext,
  email: string,
  headers: Record<string, string> = {},
  { firstName, lastName }: CustomerName = { firstName: "Ioana", lastName: "Marin" },
): Promise<{ accessToken: string }> {
  const password = "ceai-de-tei-123";
  const created = await request.post("/api/auth", {
    headers,
    data: { action: "create-account", email, firstName, lastName, password },
  });
  expect(created.status()).toBe(200);
  const activation = await newestMail(request, email, "activation");
  const link = activation.links.find((found) => found.includes("/account/activate/")) ?? "";
  const [, id, token] = /\/account\/activate\/(\d+)\/([^/?#]+)/.exec(link) ?? [];
  const activated = await request.post("/api/auth", { headers, data: { action: "activate-account", id, token, password } });
  expect(activated.status()).toBe(200);
  return ((await activated.json()) as { user: { accessToken: string } }).user;
}

/** An active customer account made through the API: its access token. */
export async function customerAccount(request: APIRequestContext, email: string, headers: Record<string, string> = {}): Promise<string> {
  return (await activeCustomer(request, email, headers)).accessToken;
}

/** An active customer account made through the API, signed in in this browser as the store keeps the session. */
export async function signedInCustomer(
  page: Page,
  request: APIRequestContext,
  email: string,
  headers: Record<string, string>,
  name?: CustomerName,
) {
  const user = await activeCustomer(request, email, headers, name);
  await page.goto("/");
  await page.evaluate((stored) => localStorage.setItem("user", JSON.stringify(stored)), user);
  return user;
}

/**
 * A member invited through the store's channel (`createStaff`) and set up through the API, signed in on `request`'s cookies (a page's `request`
 * signs its browser in): the journeys that are not about the setup page skip its screens, which each took seconds on
 * a busy machine. An owner enrols two-factor, as the store requires of them, with the code computed here. Returns the
 * headers that let `request` post to the admin's API.
 */
export async function signInStaff(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  role: string,
  headers: Record<string, string> = {},
  { storeClockAheadMs = 0 }: { storeClockAheadMs?: number } = {},
): Promise<Record<string, string>> {
  const token = new URL(await createStaff(email, role), baseURL).searchParams.get("token")!;
  const origin = { Origin: new URL(baseURL).origin, ...headers };
  const setupPage = await request.get(`/api/admin/setup?token=${token}`, { headers: origin });
  expect(setupPage.status(), await setupPage.text()).toBe(200);
  const { twoFactorRequired, enrolment } = (await setupPage.json()) as { twoFactorRequired: boolean; enrolment: { secret: string } };
  const twoFactor = twoFactorRequired
    ? {
        totpSecret: enrolment.secret,
        totpCode: await generate({ secret: enrolment.secret, epoch: Math.floor((Date.now() + storeClockAheadMs) / 1000) }),
      }
    : {};
  const setup = await request.post("/api/admin/setup", {
    headers: origin,
    data: { token, password: STAFF_PASSWORD, confirmPassword: STAFF_PASSWORD, ...twoFactor },
  });
  expect(setup.status(), await setup.text()).toBe(200);
  const me = await request.get("/api/admin/me", { headers: origin });
  const { csrfToken } = (await me.json()) as { csrfToken: string };
  return { ...origin, "X-CSRF-Token": csrfToken };
}

/**
 * An owner invited through the store's channel (`label` names them) and signed in through the API, on the admin's `path` with its
 * scripts running: the owner's journeys' start.
 */
export async function ownerOn(page: Page, baseURL: string, testInfo: TestInfo, label: string, path: string): Promise<void> {
  await signInStaff(page.request, baseURL, unique(testInfo, label), "owner");
  await page.goto(path);
  await hydrated(page);
}

/** The same on /admin/products, the catalogue journeys' start. */
export async function ownerOnProducts(page: Page, baseURL: string, testInfo: TestInfo, label: string): Promise<void> {
  await ownerOn(page, baseURL, testInfo, label, "/admin/products");
  await expect(page.getByRole("heading", { level: 1, name: "Produse" })).toBeVisible();
}

/** The sandbox courier's parcel of an order (filed under the order's reference), with the cash it collects (lei, minor units). Only staff may look. */
export async function sandboxParcelOf(request: APIRequestContext, orderNumber: number) {
  const answer = await request.get("/dev/courier.json");
  expect(answer.status()).toBe(200);
  const { parcels } = (await answer.json()) as { parcels: { awb: string; reference: string; cashOnDeliveryMinor: number }[] };
  const parcel = parcels.find((found) => found.reference === `ELARA-${orderNumber}`);
  expect(parcel, `no parcel of order ${orderNumber}`).toBeDefined();
  return parcel!;
}

/**
 * A fulfilment member invited through the store's channel and set up through the API (no two-factor) packs, ships and delivers
 * the order; with `collectCash`, a cash-on-delivery order's money is then recorded as collected from the courier.
 */
export async function deliverOrder(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string,
  testInfo: TestInfo,
  orderNumber: number,
  headers: Record<string, string> = {},
  { collectCash = false, storeClockAheadMs = 0 }: { collectCash?: boolean; storeClockAheadMs?: number } = {},
): Promise<void> {
  const staff = await playwright.request.newContext({ baseURL });
  const csrf = await signInStaff(staff, baseURL, unique(testInfo, "packer"), "fulfilment", headers, { storeClockAheadMs });
  const ok = async (answer: Promise<APIResponse>) => {
    const response = await answer;
    expect(response.status(), await response.text()).toBe(200);
    return response;
  };
  await ok(staff.post(`/api/admin/orders/${orderNumber}/pack`, { headers: csrf }));
  await ok(
    staff.post(`/api/admin/orders/${orderNumber}/ship`, {
      headers: csrf,
      data: { carrier: "fan_courier", trackingNumber: `FAN${orderNumber}` },
    }),
  );
  await ok(staff.post(`/api/admin/orders/${orderNumber}/deliver`, { headers: csrf }));
  if (collectCash) await ok(staff.post(`/api/admin/orders/${orderNumber}/cod-collected`, { headers: csrf }));
  await staff.dispose();
}

/**
 * One unit of the delivered order's first line sent back for store credit through the customer's API, then approved,
 * received and refunded by an owner signed in through the API: the customer's credit, for a journey that spends it.
 * The return's id.
 */
export async function refundedToStoreCredit(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string,
  testInfo: TestInfo,
  { accessToken, orderNumber, headers = {} }: { accessToken: string; orderNumber: number; headers?: Record<string, string> },
): Promise<number> {
  const customer = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { ...headers, Authorization: `Bearer ${accessToken}` },
  });
  const eligible = await customer.get("/api/account/returns/eligible");
  const { orders } = (await eligible.json()) as { orders: { orderNumber: number; lines: { lineId: number }[] }[] };
  const lineId = orders.find((order) => order.orderNumber === orderNumber)!.lines[0]!.lineId;
  const requested = await customer.post("/api/account/returns", {
    data: { orderNumber, lines: [{ lineId, quantity: 1, reason: "changed_mind" }], refundMethod: "store_credit" },
  });
  expect(requested.status(), await requested.text()).toBe(201);
  const { id } = ((await requested.json()) as { return: { id: number } }).return;
  await customer.dispose();

  const owner = await playwright.request.newContext({ baseURL });
  const csrf = await signInStaff(owner, baseURL, unique(testInfo, "credit-owner"), "owner", headers);
  for (const [step, data] of [
    ["approve", { instructions: "" }],
    ["receive", { lines: [{ lineId, received: 1, damaged: 0 }] }],
    ["refund", {}],
  ] as const) {
    const done = await owner.post(`/api/admin/returns/${id}/${step}`, { headers: csrf, data });
    expect(done.status(), `${step}: ${await done.text()}`).toBe(200);
  }
  await owner.dispose();
  return id;
}

/**
 * The owner sets no holdout (decision 0170): a share of cancellations would otherwise see the plain cancel, chosen by
 * the subscription's number, which depends on what ran before. A journey that meets a save offer sets it first.
 */
export async function withoutSaveHoldout(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string, testInfo: TestInfo) {
  const owner = await playwright.request.newContext({ baseURL });
  const headers = await signInStaff(owner, baseURL, unique(testInfo, "save-offers-owner"), "owner");
  const saved = await owner.put("/api/admin/flows/save-offers", {
    headers,
    data: { discountPercent: 15, cooldownMonths: 6, holdoutPercent: 0 },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await owner.dispose();
}
