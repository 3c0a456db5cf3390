/**
 * Issue 46 item 2, back in stock (decision 0111): on the sold-out IC-Well 3-pack a shopper asks to be told when it is
 * back; the owner sees them waiting on the variant's stock page and restocks it there; the sweep (asked through the
 * store's channel, as `npm run jobs -- back-in-stock` does) mails the notice, whose link opens the product page. axe on
 * every page visited. In the store-wide project (a store of its own), because the restock changes what every shopper
 * sees; the stock is put back to 0 at the end.
 */
import { newestMail, ownerOnProducts, unique } from "./admin-kit.ts";
import { expect, hydrated, shopperPage, test } from "./fixtures.ts";
import { askStore } from "./store-channel.ts";

const SHOTS = process.env.SHOTS_DIR;

test("a shopper asks for a sold-out variant, the owner restocks it, and the notice's link opens the product", async ({
  baseURL,
  page,
  browser,
  expectAccessible,
}, testInfo) => {
  // A shopper's browser and an owner invited through the store's channel, five axe scans.
  test.slow();
  const origin = new URL(baseURL!).origin;
  const email = unique(testInfo, "waiting-shopper");
  const shopper = await shopperPage(browser, { baseURL: origin, locale: "ro-RO" });
  await shopper.goto("/products/ic-well");
  await hydrated(shopper);
  await shopper
    .getByRole("group", { name: "Opțiuni de cumpărare" })
    .getByRole("radio", { name: /Pachet 3/ })
    .check();
  await expect(shopper.getByRole("button", { name: "Adaugă în coș" })).toHaveCount(0);
  await shopper.getByRole("button", { name: "Anunță-mă când revine în stoc" }).click();
  const address = shopper.getByRole("textbox", { name: "E-mail", exact: true });
  await expect(address).toBeFocused();
  await expect(shopper.getByRole("checkbox", { name: /noutăți și oferte/ })).not.toBeChecked();
  await expectAccessible(shopper);
  if (SHOTS)
    for (const [name, size] of [
      ["phone", { width: 390, height: 844 }],
      ["desktop", { width: 1280, height: 800 }],
    ] as const) {
      await shopper.setViewportSize(size);
      await address.scrollIntoViewIfNeeded();
      await shopper.screenshot({ path: `${SHOTS}/back-in-stock-form-${name}.png` });
    }

  await shopper.getByRole("button", { name: "Anunță-mă", exact: true }).click();
  await expect(shopper.getByRole("alert").filter({ hasText: /\S/ })).toHaveText("Adresa de e-mail este obligatorie");
  await expect(address).toBeFocused();
  await address.fill(email);
  await shopper.getByRole("button", { name: "Anunță-mă", exact: true }).click();
  const answer = shopper.getByRole("status").filter({ hasText: `Îți scriem o singură dată la ${email}` });
  await expect(answer).toBeFocused();
  await expectAccessible(shopper);

  // The owner sees the shopper waiting on the variant's stock page and receives one bottle there.
  await ownerOnProducts(page, baseURL!, testInfo, "restocker");
  await page.goto("/admin/products?q=ic-well");
  await page
    .getByRole("region", { name: /IC-Well/ })
    .getByRole("form", { name: /Pachet 3/ })
    .getByRole("link", { name: "Mișcările stocului" })
    .click();
  await hydrated(page);
  await expect(page.getByText(/^1 cumpărător așteaptă să afle când revine/)).toBeVisible();
  await expectAccessible(page);
  if (SHOTS)
    for (const [name, size] of [
      ["phone", { width: 390, height: 844 }],
      ["desktop", { width: 1280, height: 800 }],
    ] as const) {
      await page.setViewportSize(size);
      await page.screenshot({ path: `${SHOTS}/back-in-stock-waiting-${name}.png` });
    }
  const status = page.getByRole("status").filter({ hasText: /\S/ });
  await page.getByLabel("Modificare (bucăți)").fill("1");
  await page.getByRole("button", { name: "Ajustează" }).click();
  await expect(status).toHaveText("Ajustat: acum sunt 1 în stoc.");

  expect(await askStore({ command: "back-in-stock" })).toEqual({ job: "back-in-stock", mailed: 1 });
  const notice = await newestMail(page.request, email, "back_in_stock");
  expect(notice.subject).toMatch(/^A revenit în stoc: IC-Well.* – Pachet 3/);
  const link = new URL(notice.links.find((found) => found.includes("/products/ic-well"))!);
  await shopper.goto(`${link.pathname}${link.search}`);
  await hydrated(shopper);
  await expect(shopper.getByRole("heading", { level: 1, name: /IC-Well/ })).toBeVisible();
  await expectAccessible(shopper);
  await shopper.context().close();

  // Put back for the next store-wide journey: the 3-pack sold out again, nobody waiting.
  await page.reload();
  await hydrated(page);
  await expect(page.getByText(/cumpărător.* așteaptă/)).toHaveCount(0);
  await page.getByLabel("Modificare (bucăți)").fill("-1");
  await page.getByRole("button", { name: "Ajustează" }).click();
  await expect(status).toHaveText("Ajustat: acum sunt 0 în stoc.");
});
