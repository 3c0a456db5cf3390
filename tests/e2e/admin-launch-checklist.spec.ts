/**
 * The launch checklist (issue 64 item 2, decision 0127): a new production store's owner sees, at /admin, every item
 * of what is left before the first real order open; fills each in (in the admin where the admin can: the DSVSA
 * registration in the authorisations' list editor, shipping by hand, the legal pages' [[…]] passages, the sample
 * products; in the server's configuration for the rest, then a restart and a backup) and sees each tick, until the list folds away. On a store
 * of its own, started twice over the same data; the checklist is looked at on a phone too (it runs in the desktop
 * project only, as the admin's other journeys, ADMIN_SAME_ON_PHONES).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { LEGAL_PAGES } from "#domain/content-pages";
import { loadContentDefaults } from "#server/commerce/content/store-content";
import { expect, hydrated, test } from "./fixtures.ts";
import { signInStaff } from "./admin-kit.ts";
import { startOwnStore, type OwnStore } from "./e2e-store.ts";
import { askStore } from "./store-channel.ts";

const SHOTS = process.env.CHECKLIST_SHOTS_DIR;
/** The nine items in their order (decision 0127), by their headings. */
const TITLES = [
  "Datele firmei",
  "Autorizații și înregistrări",
  "Paginile legale",
  "Informațiile obligatorii ale produselor",
  "Plăți cu cardul",
  "Curieri",
  "ANAF e-Factura",
  "Trimiterea e-mailurilor",
  "Backupuri",
];
const ITEMS = TITLES.length;

async function ownerPage(browser: Browser, store: OwnStore) {
  const context = await browser.newContext({ baseURL: store.url, locale: "ro-RO", viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const headers = await signInStaff(page.request, store.url, `launch-owner-${Date.now()}@elara.test`, "owner");
  return { page, headers };
}

const checklist = (page: Page) => page.getByRole("region", { name: "Înainte de prima comandă reală" });
/** An item by its heading, which says to screen readers whether it is done. */
const item = (page: Page, title: string) =>
  checklist(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: new RegExp(`^${title}`) }) });
const isOpen = async (page: Page, title: string) =>
  expect(item(page, title).getByRole("heading")).toHaveText(new RegExp(`${title}: de făcut$`));
const isDone = async (page: Page, title: string) =>
  expect(item(page, title).getByRole("heading")).toHaveText(new RegExp(`${title}: gata$`));

async function screenshots(page: Page, name: string) {
  if (!SHOTS) return;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SHOTS, `${name}-phone.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: path.join(SHOTS, `${name}-desktop.png`), fullPage: true });
}

test.describe("the launch checklist", () => {
  let store: OwnStore | null = null;
  const backupDir = mkdtempSync(path.join(tmpdir(), "elara-launch-backups-"));
  test.afterAll(async () => {
    await store?.stop();
    rmSync(backupDir, { recursive: true, force: true });
  });

  test("a new store's owner sees every item open, fills each in and sees it tick", async ({ browser, expectAccessible }) => {
    test.setTimeout(600_000);
    store = await startOwnStore("launch-checklist");
    let { page, headers } = await ownerPage(browser, store);

    await page.goto("/admin");
    await hydrated(page);
    await expect(checklist(page)).toBeVisible();
    await expect(checklist(page).getByRole("listitem")).toHaveCount(ITEMS);
    await expect(checklist(page).getByText(`Au mai rămas ${ITEMS} lucruri din ${ITEMS}`)).toBeVisible();
    for (const title of TITLES) await isOpen(page, title);
    await expect(checklist(page).getByRole("heading", { level: 3 })).toHaveText(TITLES.map((title) => `${title}: de făcut`));
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshots(page, "checklist-new-store");

    // The licences: the item's link leads to the form.
    await item(page, "Autorizații și înregistrări").getByRole("link", { name: "Trece înregistrarea" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Autorizații și înregistrări" })).toBeVisible();
    // The editor (decision 0141): a DSVSA entry to fill in, refused empty with the field named, another added and removed.
    const licences = page.getByRole("region", { name: "Autorizații și înregistrări" });
    await hydrated(page);
    await licences.getByRole("button", { name: "Salvează autorizațiile" }).click();
    await expect(licences.getByText("Autorizația 1, seria și numărul: completează valoarea.")).toBeVisible();
    await expect(licences.getByLabel(/^Seria și numărul/)).toBeFocused();
    await licences.getByLabel(/^Seria și numărul/).fill("RO-B-12345");
    await licences.getByLabel(/^Emitentul/).fill("DSVSA București");
    await licences.getByLabel(/^Data emiterii/).fill("2024-03-15");
    await licences.getByRole("button", { name: "Adaugă o autorizație" }).click();
    await expect(licences.getByRole("group", { name: "Autorizația 2: fără nume" })).toBeVisible();
    await expect(licences.getByRole("group", { name: "Autorizația 2: fără nume" }).getByLabel(/^Felul/)).toBeFocused();
    await expectAccessible(page);
    await screenshots(page, "licences-editor");
    await licences.getByRole("button", { name: "Șterge autorizația 2" }).click();
    await expect(licences.getByRole("group", { name: /^Autorizația 2/ })).toHaveCount(0);
    await expect(licences.getByRole("button", { name: "Adaugă o autorizație" })).toBeFocused();
    await licences.getByRole("button", { name: "Salvează autorizațiile" }).click();
    await expect(licences.getByText("Autorizațiile au fost salvate.")).toBeVisible();
    // Shown before the order at once: in the footer of any page, as the contact page and the checkout show them.
    await page.goto("/");
    await expect(page.getByRole("contentinfo").getByRole("list", { name: "Autorizații" })).toContainText(
      "Înregistrare sanitar-veterinară și pentru siguranța alimentelor (DSVSA): seria și nr. RO-B-12345, emisă de DSVSA București, la 15.03.2024",
    );

    // The couriers: no account on this store, so shipping by hand, chosen on purpose.
    await page.goto("/admin");
    await isDone(page, "Autorizații și înregistrări");
    await isOpen(page, "Curieri");
    await item(page, "Curieri").getByRole("link", { name: "Alege livrarea cu mâna ta" }).click();
    await page.getByLabel("Livrez coletele cu mâna mea, fără cont de curier").check();
    await page.getByRole("button", { name: "Salvează alegerea" }).click();
    await expect(page.getByText("Ai ales livrarea cu mâna ta.")).toBeVisible();
    await page.goto("/admin");
    await isDone(page, "Curieri");

    // The legal pages: every passage marked for a lawyer rewritten (here: confirmed as written), page by page.
    const defaults = loadContentDefaults();
    const confirmed = (text: string) => text.replace(/\[\[([\s\S]+?)\]\]/g, "$1");
    for (const legalPage of LEGAL_PAGES) {
      const texts = Object.fromEntries(
        Object.keys(defaults[legalPage].ro).map((key) => [
          key,
          { ro: confirmed(defaults[legalPage].ro[key]!), en: confirmed(defaults[legalPage].en[key]!) },
        ]),
      );
      const saved = await page.request.post(`/api/admin/content/${legalPage}`, { headers, data: { version: 0, texts, hidden: [] } });
      expect(saved.status(), await saved.text()).toBe(200);
    }
    await page.reload();
    await isDone(page, "Paginile legale");

    // The products: the first sample's editor, from the item's link, shows the refusal production gives a sample.
    await expect(item(page, "Informațiile obligatorii ale produselor")).toContainText("6 produse publicate");
    await item(page, "Informațiile obligatorii ale produselor").getByRole("link", { name: "Deschide primul astfel de produs" }).click();
    await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
    const productId = Number(new URL(page.url()).pathname.split("/").at(-1));
    const republished = async (status: "draft" | "active") =>
      page.request.post(`/api/admin/products/${productId}/status`, { headers, data: { status } });
    expect((await republished("draft")).status()).toBe(200);
    const refused = await republished("active");
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe("mandatory_information_sample");
    // Until each label is in, the owner keeps the others off the shop as drafts.
    for (let id = productId + 1; id < productId + 6; id++)
      expect((await page.request.post(`/api/admin/products/${id}/status`, { headers, data: { status: "draft" } })).status()).toBe(200);
    await page.goto("/admin");
    await isDone(page, "Informațiile obligatorii ale produselor");

    // What only the server's configuration sets: company, card payments, ANAF, email and backups, then a restart.
    for (const title of ["Datele firmei", "Plăți cu cardul", "ANAF e-Factura", "Trimiterea e-mailurilor", "Backupuri"])
      await isOpen(page, title);
    await page.context().close();
    await store.stop();
    store = await startOwnStore("launch-checklist", {
      keepData: true,
      env: {
        COMPANY_LEGAL_NAME: "Verde Sănătos S.R.L.",
        COMPANY_VAT_ID: "RO12345678",
        COMPANY_REGISTRATION_NUMBER: "J40/1234/2024",
        STRIPE_SECRET_KEY: "sk_test_launch_checklist",
        STRIPE_WEBHOOK_SECRET: "whsec_launch_checklist",
        // Nothing listens at these addresses either: no call of this journey leaves the machine.
        STRIPE_API_BASE: "http://127.0.0.1:9",
        ANAF_CLIENT_ID: "launch-checklist-client",
        ANAF_CLIENT_SECRET: "launch-checklist-secret",
        ANAF_REFRESH_TOKEN: "launch-checklist-refresh-token",
        ANAF_REFRESH_TOKEN_ISSUED_ON: "2026-11-01",
        ANAF_TOKEN_URL: "http://127.0.0.1:9/token",
        ANAF_EFACTURA_URL: "http://127.0.0.1:9/efactura",
        // Nothing listens there: the emails stay queued, which this journey never reads.
        SMTP_URL: "smtp://127.0.0.1:9",
        MAIL_FROM: "Verde <comenzi@verde-sanatos.ro>",
        SUPPORT_EMAIL: "contact@verde-sanatos.ro",
        BACKUP_DIR: backupDir,
      },
    });
    await askStore({ command: "backup" });
    // The restore drill an owner runs by hand (decision 0181): the newest backup restored aside, migrated and checked.
    const drilled = spawnSync("npx", ["tsx", "server/backup-cli.ts", "restore", "--verify-latest"], {
      env: { ...process.env, DATA_DIR: store.dataDir, BACKUP_DIR: backupDir },
      encoding: "utf8",
    });
    expect(drilled.status, drilled.stderr).toBe(0);
    expect(drilled.stdout).toMatch(/^Restore drill passed: elara-backup-\d{8}T\d{9}Z-manual\.tar\.gz \(taken /m);
    ({ page, headers } = await ownerPage(browser, store));
    await page.goto("/admin");
    await hydrated(page);
    await expect(checklist(page)).toBeHidden();
    const folded = page.getByText("Gata de vânzare: toate punctele listei de lansare sunt bifate (arată lista)");
    await expect(folded).toBeVisible();
    await expect(page.getByText(/^Ultima verificare a copiei: .+\. Copia din .+ s-a restaurat întreagă/)).toBeVisible();
    await folded.click();
    await expect(page.getByRole("listitem").filter({ hasText: "gata" })).toHaveCount(ITEMS);
    await expectAccessible(page);
    await screenshots(page, "checklist-all-done");
  });
});
