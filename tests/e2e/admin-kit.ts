/**
 * The admin's e2e helpers: staff created by `npm run admin -- create-staff` beside the running e2e store
 * (it answers through its channel), their setup through the page (the test computes the authenticator's
 * code), orders placed through the API, and the dev mailbox read.
 */
import { execFileSync } from "node:child_process";
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { generate } from "otplib";
import { expect } from "./fixtures.ts";
import { E2E_STOREFRONT_TOKEN } from "./store-secrets.ts";

export const STAFF_PASSWORD = "a long staff password for tests";

/** `npm run admin -- create-staff …` beside the running e2e store: it answers through its channel. */
export function createStaff(email: string, role: string): string {
  const output = execFileSync("npx", ["tsx", "server/admin-cli.ts", "create-staff", "--email", email, "--role", role], {
    env: { ...process.env, DATA_DIR: "data/e2e", LOG_LEVEL: "silent" },
    encoding: "utf8",
  });
  const link = /https?:\/\/\S+\/admin\/setup\?token=[\w-]+/.exec(output)?.[0];
  if (!link) throw new Error(`no setup link in: ${output}`);
  return new URL(link).pathname + new URL(link).search;
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

export async function placeOrder(request: APIRequestContext, email: string, paymentMethod: "cod" | "card"): Promise<number> {
  const catalogue = await request.post("/api/2024-01/graphql.json", {
    headers: { "X-Shopify-Storefront-Access-Token": E2E_STOREFRONT_TOKEN },
    data: { query: '{ product(handle: "endo-well") { variants(first: 5) { nodes { id sku } } } }' },
  });
  const variants = ((await catalogue.json()) as { data: { product: { variants: { nodes: { id: string; sku: string }[] } } } }).data.product
    .variants.nodes;
  const placed = await request.post("/api/create-order", {
    headers: { "Accept-Language": "ro" },
    data: {
      idempotencyKey: `e2e-admin-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      email,
      shippingAddress: {
        firstName: "Ioana",
        lastName: "Marin",
        phone: "0722 555 111",
        address1: "Str. Lalelelor 3",
        city: "Brașov",
        province: "Brașov",
        zip: "500001",
        country: "RO",
      },
      lines: [{ variantId: variants[0]!.id, quantity: 1 }],
      paymentMethod,
      acceptTerms: true,
    },
  });
  expect(placed.status()).toBe(201);
  const { orderNumber, paymentUrl } = (await placed.json()) as { orderNumber: number; paymentUrl?: string };
  if (paymentMethod === "card") {
    const url = new URL(paymentUrl!);
    const paid = await request.post(url.pathname + url.search, { form: { outcome: "pay" }, maxRedirects: 0 });
    expect(paid.status()).toBe(303);
  }
  return orderNumber;
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
