/**
 * Issue 66 item 5, a non-food product (GPSR, decision 0144): the owner creates a pill organiser as "Produs
 * nealimentar" (one variant: no 3-pack or subscription unless asked), fills in its safety information (no label information or claims asked), adds a picture and publishes
 * it; a shopper's page shows its "Siguranța produsului" section and none of a supplement's texts. axe on the editor and on the product page. In the
 * store-wide project (a store of its own), because a published product changes every shopper's shop and footer.
 */
import sharp from "sharp";
import { ownerOnProducts } from "./admin-kit.ts";
import { expect, hydrated, shopperPage, test } from "./fixtures.ts";

const SHOTS = process.env.SHOTS_DIR;
const SIZES = [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1280, height: 800 }],
] as const;

test("the owner creates a non-food product, fills in its safety information, publishes it, and its page shows it", async ({
  baseURL,
  page,
  browser,
  expectAccessible,
  allowConsoleErrors,
}, testInfo) => {
  test.slow();
  // Publishing before the picture is added is refused with a 409, which the browser logs.
  allowConsoleErrors(/status of 409/);
  const origin = new URL(baseURL!).origin;
  await ownerOnProducts(page, baseURL!, testInfo, "non-food");
  await page.getByRole("link", { name: "Produs nou" }).click();
  await hydrated(page);
  await page.getByLabel("Produs nealimentar").check();
  await page.getByLabel("Titlu (română)").fill("Organizator de pastile");
  await page.getByLabel("Titlu (engleză)").fill("Pill organiser");
  await page.getByLabel("Adresă (handle)").fill("organizator-pastile");
  // One variant unless the owner asks for the 3-pack and the subscription (decision 0144).
  await expect(page.getByLabel("Oferă și pachetul de 3 și abonamentul lunar")).not.toBeChecked();
  await expect(page.getByLabel("Preț pachet 3 sticle")).toHaveCount(0);
  await expect(page.getByLabel("Preț abonament lunar")).toHaveCount(0);
  await page.getByLabel("Preț", { exact: true }).fill("39,90");
  await page.getByLabel("Stoc inițial", { exact: true }).fill("20");
  await page.getByRole("button", { name: "Creează ciorna" }).click();
  await page.waitForURL(/\/admin\/products\/\d+$/);
  await expect(page.getByRole("heading", { level: 2, name: "Siguranța produsului (GPSR)" })).toBeVisible();
  await expect(page.getByRole("group", { name: /Informații obligatorii/ })).toHaveCount(0);
  await hydrated(page);

  const safety = page.getByRole("form", { name: "Siguranța produsului (GPSR)" });
  await safety.getByLabel("Producător: nume").fill("Shenzhen Pillbox Co.");
  await safety.getByLabel("Producător: țara (cod din două litere)").fill("CN");
  await safety.getByLabel("Producător: adresă poștală").fill("12 Keji Road, Nanshan\nShenzhen, China");
  await safety.getByLabel("Producător: email sau site").fill("safety@pillbox.example");
  await safety.getByLabel("Persoana responsabilă din UE: nume").fill("Elara Import S.R.L.");
  await safety.getByLabel("Persoana responsabilă din UE: adresă poștală").fill("Str. Lalelelor 3, București");
  await safety.getByLabel("Persoana responsabilă din UE: email sau site").fill("siguranta@elara.example");
  await safety.getByLabel("Tip sau model").fill("PX-7 (7 compartimente)");
  await safety.getByLabel("GTIN (cod de bare)").fill("5901234123457");
  await safety
    .getByLabel("Avertismente și informații de siguranță (română)")
    .fill("Nu lăsa la îndemâna copiilor mici: capacele sunt piese mici.\nNu este potrivit pentru mașina de spălat vase.");
  await safety
    .getByLabel("Avertismente și informații de siguranță (engleză)")
    .fill("Keep away from small children: the lids are small parts.\nNot dishwasher safe.");
  await safety.getByRole("button", { name: "Salvează informațiile de siguranță" }).click();
  await expect(safety.getByRole("status").filter({ hasText: "Informațiile de siguranță au fost salvate." })).toBeVisible();
  await expect(safety.getByRole("listitem")).toHaveText(["O fotografie a produsului"]);
  await expectAccessible(page);
  if (SHOTS)
    for (const [name, size] of SIZES) {
      await page.setViewportSize(size);
      await safety.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/admin-editor-non-food-${name}.png`, fullPage: true });
    }
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole("button", { name: "Publică" }).click();
  await expect(page.getByText(/Lipsesc: O fotografie a produsului\./)).toBeVisible();

  const gallery = page.getByRole("region", { name: "Imagini" });
  const upload = gallery.getByRole("form", { name: "Adaugă o imagine" });
  await upload.getByLabel("Fișierul imaginii").setInputFiles({
    name: "organizator.png",
    mimeType: "image/png",
    buffer: await sharp({ create: { width: 900, height: 900, channels: 3, background: "#d9ecef" } })
      .png()
      .toBuffer(),
  });
  await upload.getByLabel("Text alternativ (română)").fill("Organizator de pastile cu șapte compartimente");
  await upload.getByLabel("Text alternativ (engleză)").fill("Pill organiser with seven compartments");
  await upload.getByRole("button", { name: "Încarcă imaginea" }).click();
  await expect(gallery.getByRole("status").filter({ hasText: "Imaginea a fost adăugată" })).toBeVisible();
  await page.getByRole("button", { name: "Publică" }).click();
  await expect(page.getByText(/este în magazin/)).toBeVisible();

  const shopper = await shopperPage(browser, { baseURL: origin, locale: "ro-RO" });
  await shopper.goto("/products/organizator-pastile");
  const section = shopper.getByRole("region", { name: "Siguranța produsului" });
  await expect(section).toContainText("Shenzhen Pillbox Co.");
  await expect(section).toContainText("Elara Import S.R.L.");
  await expect(section).toContainText("GTIN: 5901234123457");
  await expect(section).toContainText("Nu este potrivit pentru mașina de spălat vase.");
  await expect(shopper.getByText("Informații obligatorii")).toHaveCount(0);
  // None of a supplement's texts: no claims line, no capsule or course bullets, no purchase options to choose.
  await expect(shopper.getByRole("region", { name: "Promisiunile noastre" })).toHaveCount(0);
  await expect(shopper.getByText("Ia 2 capsule pe zi")).toHaveCount(0);
  await expect(shopper.getByText(/cură completă/)).toHaveCount(0);
  await expect(shopper.getByRole("main").getByText(/Abonament lunar|Pachet 3 sticle/)).toHaveCount(0);
  await expect(shopper.getByText(/Livrare gratuită pentru comenzi de peste/)).toBeVisible();
  await expect(shopper.getByRole("button", { name: "Adaugă în coș" })).toBeVisible();
  await expectAccessible(shopper);
  if (SHOTS)
    for (const [name, size] of SIZES) {
      await shopper.setViewportSize(size);
      await section.scrollIntoViewIfNeeded();
      await shopper.screenshot({ path: `${SHOTS}/product-page-non-food-${name}.png` });
    }
});
