/**
 * Issue 40 item 7, a new product (decision 0081): the owner creates one from the products list — a taken address is
 * refused beside its field — lands in the editor of the draft, which no shopper sees, and publishes it there once its
 * label's mandatory information is filled in (issue 44, decision 0096: refused before, naming what is missing); a
 * shopper then finds it in /shop and the footer and opens its page, which has no pictures or sections yet and still
 * renders, with its "Informații obligatorii" before the add-to-cart. axe on every admin page visited and on the product page. In the store-wide project (a store of its own),
 * because a published product changes every shopper's shop and footer.
 */
import sharp from "sharp";
import { ownerOnProducts } from "./admin-kit.ts";
import { expect, hydrated, shopperPage, test } from "./fixtures.ts";

const SHOTS = process.env.SHOTS_DIR;

test("the owner creates a product, publishes it, and a shopper finds it in the shop and opens it", async ({
  baseURL,
  page,
  browser,
  expectAccessible,
  allowConsoleErrors,
}, testInfo) => {
  // An owner invited through the store's channel, five axe scans, then a shopper's own browser on a store of its own.
  test.slow();
  // The taken address is refused with a 409, which the browser logs.
  allowConsoleErrors(/status of 409/);
  const origin = new URL(baseURL!).origin;
  await ownerOnProducts(page, baseURL!, testInfo, "creator");
  await page.getByRole("link", { name: "Produs nou" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Produs nou" })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Titlu (română)").fill("Magneziu și B6");
  await page.getByLabel("Titlu (engleză)").fill("Magnesium and B6");
  await page.getByLabel("Adresă (handle)").fill("papillex");
  await page.getByLabel("Preț o sticlă").fill("99,90");
  await page.getByLabel("Preț pachet 3 sticle").fill("269,73");
  await page.getByLabel("Preț abonament lunar").fill("89,91");
  await page.getByLabel("Stoc inițial o sticlă").fill("12");
  await page.getByRole("button", { name: "Creează ciorna" }).click();
  const status = page.getByRole("status").filter({ hasText: /\S/ });
  await expect(status).toHaveText("Un alt produs are deja adresa asta. Alege alta.");
  await expect(page.getByLabel("Adresă (handle)")).toBeFocused();
  await expect(page.getByLabel("Adresă (handle)")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);
  if (SHOTS) {
    for (const [name, size] of [
      ["phone", { width: 390, height: 844 }],
      ["desktop", { width: 1280, height: 800 }],
    ] as const) {
      await page.setViewportSize(size);
      await page.screenshot({ path: `${SHOTS}/new-product-form-${name}.png`, fullPage: true });
    }
  }

  await page.getByLabel("Adresă (handle)").fill("magneziu-b6");
  await expect(page.getByText(/MAGNEZIU-B6-1, MAGNEZIU-B6-3PK și MAGNEZIU-B6-SUB-M/)).toBeVisible();
  await page.getByRole("button", { name: "Creează ciorna" }).click();
  await page.waitForURL(/\/admin\/products\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Textele produsului: Magneziu și B6" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /Ciorna a fost creată/ })).toBeVisible();
  await expectAccessible(page);

  // A draft: shoppers get a 404, and neither the shop nor the footer names it.
  const shopper = await shopperPage(browser, { baseURL: origin, locale: "ro-RO" });
  expect((await shopper.goto("/products/magneziu-b6"))!.status()).toBe(404);
  await shopper.goto("/shop");
  await expect(shopper.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(shopper.getByRole("link", { name: /Magneziu și B6/ })).toHaveCount(0);

  await hydrated(page);
  await page.getByRole("button", { name: "Publică" }).click();
  await expect(
    page.getByText(/^Nu poți publica produsul până nu completezi informațiile obligatorii\. Lipsesc: Denumirea legală \(română\);/),
  ).toBeVisible();

  // The label's mandatory information, both languages, as the owner types it from the label.
  const mandatory = page.getByRole("group", { name: "Informații obligatorii (eticheta suplimentului)" });
  const both = async (label: string, ro: string, en: string, within = mandatory) => {
    await within.getByLabel(`${label} (română)`).fill(ro);
    await within.getByLabel(`${label} (engleză)`).fill(en);
  };
  await both(
    "Descriere scurtă (carduri și căutare)",
    "Magneziu și vitamina B6.",
    "Magnesium and vitamin B6.",
    page.getByRole("form", { name: "Texte" }),
  );
  await both("Denumirea legală", "Magneziu + B6 – supliment alimentar", "Magnesium + B6 – food supplement");
  await both("Categoriile de nutrienți sau substanțe", "Minerale, vitamine", "Minerals, vitamins");
  await both("Lista ingredientelor cu alergeni", "Citrat de magneziu, lecitină de **soia**", "Magnesium citrate, **soy** lecithin");
  await both("Cantitatea ingredientelor caracteristice", "Magneziu: 300 mg", "Magnesium: 300 mg");
  await both("Cantitatea netă", "60 de capsule (36 g)", "60 capsules (36 g)");
  await both("Condiții de păstrare", "Loc uscat, sub 25 °C", "Dry place, below 25 °C");
  await both("Doza zilnică recomandată", "2 capsule pe zi", "2 capsules a day");
  await both("Mod de administrare", "Cu apă, la masă.", "With water, with a meal.");
  await mandatory.getByRole("button", { name: "Adaugă un rând" }).click();
  const nutrient = mandatory.getByRole("group", { name: "Nutrientul 1" });
  await both("Denumire", "Magneziu", "Magnesium", nutrient);
  await nutrient.getByLabel("Cantitate").fill("300");
  await nutrient.getByLabel("Unitate").fill("mg");
  await nutrient.getByLabel("% VNR").fill("80");
  await nutrient.getByLabel("Nutrientul din registrul mențiunilor").selectOption("magnesium");
  await mandatory.getByLabel("Numele operatorului").fill("Elara SRL");
  await mandatory.getByLabel("Adresa operatorului").fill("Str. Exemplu 1, București");
  await mandatory.getByLabel("Numărul notificării").fill("AA 123/2026");
  await mandatory.getByLabel("Autoritatea care a emis notificarea").fill("INSP");
  await mandatory.getByLabel("Data notificării").fill("2026-03-12");
  await expect(mandatory.getByRole("listitem")).toHaveText(["Fotografia etichetei complete"]);
  await page.getByRole("button", { name: "Salvează", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Salvat\./ })).toBeVisible();
  const label = page.getByRole("region", { name: "Fotografia etichetei complete" });
  await label.getByLabel("Fișier (JPEG, PNG, WebP sau AVIF)").setInputFiles({
    name: "eticheta.png",
    mimeType: "image/png",
    buffer: await sharp({ create: { width: 800, height: 1200, channels: 3, background: "#fff" } })
      .png()
      .toBuffer(),
  });
  await label.getByRole("button", { name: "Încarcă eticheta" }).click();
  await expect(label.getByText("Fotografia etichetei a fost salvată.")).toBeVisible();
  await expect(mandatory.getByText("Toate informațiile obligatorii sunt completate.")).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Publică" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Magneziu și B6 este în magazin" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Vezi-l în magazin" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Scoate din magazin" })).toBeVisible();
  await expectAccessible(page);

  await shopper.goto("/shop");
  const card = shopper
    .getByRole("main")
    .getByRole("link", { name: /Magneziu și B6/ })
    .first();
  await expect(card).toBeVisible();
  await expect(shopper.getByRole("contentinfo").getByRole("link", { name: "Magneziu și B6" })).toBeVisible();
  await card.click();
  await shopper.waitForURL(/\/products\/magneziu-b6$/);
  await expect(shopper.getByRole("heading", { level: 1, name: "Magneziu și B6" })).toBeVisible();
  await hydrated(shopper);
  const options = shopper.getByRole("group", { name: "Opțiuni de cumpărare" });
  await expect(options.getByRole("radio")).toHaveCount(3);
  await expect(options).toContainText(/99,90/);
  // The prices' own saving, not the title rules' default.
  await expect(options).toContainText("10%");
  await expect(shopper.getByRole("button", { name: "Adaugă în coș", exact: true })).toBeEnabled();
  await shopper.getByRole("heading", { name: "Informații obligatorii" }).click();
  await expect(shopper.getByRole("table", { name: /Conținut pe doza zilnică recomandată/ })).toContainText("Magneziu");
  await expect(shopper.locator("strong", { hasText: "soia" })).toBeVisible();
  await expectAccessible(shopper);
  if (SHOTS) {
    for (const [name, size] of [
      ["phone", { width: 390, height: 844 }],
      ["desktop", { width: 1280, height: 800 }],
    ] as const) {
      await shopper.setViewportSize(size);
      await shopper.screenshot({ path: `${SHOTS}/new-product-page-${name}.png`, fullPage: true });
    }
  }
  await shopper.context().close();
});
