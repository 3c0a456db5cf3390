/**
 * The store's admin as its staff meet it: the first owner from `npm run admin` (asking the running
 * store), setup with two-factor (the test computes the authenticator's code), the staff page, the
 * audit log, signing out and back in with a recovery code, and a fulfilment member who sees only what
 * their role opens. axe on every page, on a phone and a desktop.
 */
import { execFileSync } from "node:child_process";
import type { Page, TestInfo } from "@playwright/test";
import { generate } from "otplib";
import { expect, test } from "./fixtures.ts";

const PASSWORD = "a long staff password for tests";

/** `npm run admin -- create-staff …` beside the running e2e store: it answers through its channel. */
function createStaff(email: string, role: string): string {
  const output = execFileSync("npx", ["tsx", "server/admin-cli.ts", "create-staff", "--email", email, "--role", role], {
    env: { ...process.env, DATA_DIR: "data/e2e", LOG_LEVEL: "silent" },
    encoding: "utf8",
  });
  const link = /https?:\/\/\S+\/admin\/setup\?token=[\w-]+/.exec(output)?.[0];
  if (!link) throw new Error(`no setup link in: ${output}`);
  return new URL(link).pathname + new URL(link).search;
}

const unique = (testInfo: TestInfo, name: string) => `${name}-${testInfo.project.name}-${Date.now()}@elara.test`;

async function setUp(page: Page, link: string, { twoFactor }: { twoFactor: boolean }) {
  await page.goto(link);
  await page.getByLabel("Parola nouă").fill(PASSWORD);
  await page.getByLabel("Repetă parola").fill(PASSWORD);
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

test.describe("the store's admin", () => {
  test("the owner sets up from the command line's link, runs the staff, and signs back in with a recovery code", async ({
    page,
    expectAccessible,
    allowConsoleErrors,
  }, testInfo) => {
    // One journey through seven pages, each checked with axe, and two runs of the command line.
    test.setTimeout(120_000);
    const owner = unique(testInfo, "owner");
    const link = createStaff(owner, "owner");

    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Configurează-ți contul" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Cod QR pentru aplicația de autentificare" })).toBeVisible();
    await expectAccessible(page);
    // A wrong code is refused beside the field, and nothing is saved (the browser logs the 400).
    allowConsoleErrors(/status of 400/);
    // The forbidden page at the end answers 403, as it should; the browser logs that too.
    allowConsoleErrors(/status of 403/);
    await page.getByLabel("Parola nouă").fill(PASSWORD);
    await page.getByLabel("Repetă parola").fill(PASSWORD);
    await page.getByLabel("Codul din aplicație").fill("000000");
    await page.getByRole("button", { name: "Salvează și intră" }).click();
    await expect(page.getByText("Codul din aplicație nu este corect. Verifică ora telefonului și încearcă din nou.")).toBeVisible();
    await expect(page.getByLabel("Codul din aplicație")).toBeFocused();

    await setUp(page, link, { twoFactor: true });
    const recoveryCodes = await page.getByRole("list", { name: "Coduri de recuperare" }).getByRole("listitem").allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await expectAccessible(page);

    await page.getByRole("link", { name: /mergi la administrare/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Contul meu" })).toBeVisible();
    await expect(page.getByText("Verificarea în doi pași este activă.")).toBeVisible();
    await expectAccessible(page);

    // A member for the warehouse: the link to send them.
    await page.getByRole("link", { name: "Echipa" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Echipa" })).toBeVisible();
    await expectAccessible(page);
    const packer = unique(testInfo, "packer");
    await page.getByLabel("Adresa de e-mail").fill(packer);
    await page.getByLabel("Rolul", { exact: true }).selectOption("fulfilment");
    await page.getByRole("button", { name: "Creează linkul de configurare" }).click();
    await expect(page.getByText(`Link creat pentru ${packer}.`, { exact: false })).toBeFocused();
    await expect(page.getByRole("row", { name: new RegExp(packer) })).toContainText("Invitat, nu și-a configurat contul");
    const packerLink = await page.getByLabel("Linkul de configurare").inputValue();

    await page.getByRole("link", { name: "Jurnal de activitate" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Jurnal de activitate" })).toBeVisible();
    await page.getByLabel("Acțiunea").selectOption("staff.invite");
    await page.getByLabel("E-mailul membrului").fill(owner);
    await page.getByRole("button", { name: "Filtrează" }).click();
    await expect(page).toHaveURL(/action=staff\.invite/);
    await expect(page.getByRole("row", { name: new RegExp(packer) })).toContainText("a invitat un membru");
    await expectAccessible(page);

    await page.getByRole("button", { name: "Ieși din cont" }).click();
    await expect(page.getByRole("heading", { name: "Autentificare în administrare" })).toBeVisible();
    await expectAccessible(page);
    await page.goto("/admin/staff");
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fstaff$/);

    await page.getByLabel("Adresa de e-mail").fill(owner);
    await page.getByLabel("Parola", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Continuă" }).click();
    await expect(page.getByRole("heading", { name: "Verificare în doi pași" })).toBeFocused();
    await expectAccessible(page);
    await page.getByLabel("Codul").fill(recoveryCodes[0]!);
    await page.getByRole("button", { name: "Autentifică-te" }).click();
    await expect(page).toHaveURL(/\/admin\/staff$/);
    await expect(page.getByRole("heading", { level: 1, name: "Echipa" })).toBeVisible();

    // The packer sets up without two-factor and finds only their own page.
    await page.context().clearCookies();
    await setUp(page, new URL(packerLink).pathname + new URL(packerLink).search, { twoFactor: false });
    await page.getByRole("link", { name: /mergi la administrare/ }).click();
    await expect(page.getByText("Rolul tău: Expediere")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Meniul administrării" }).getByRole("link", { name: "Echipa" })).toHaveCount(0);
    const forbidden = await page.goto("/admin/staff");
    expect(forbidden?.status()).toBe(403);
    await expect(page.getByRole("alert")).toHaveText("Rolul tău nu îți permite să vezi această pagină.");
    await expectAccessible(page);
  });

  test("speaks English with ?lng=en, and a used link says so", async ({ page, expectAccessible }, testInfo) => {
    test.setTimeout(60_000);
    const link = createStaff(unique(testInfo, "support"), "support");
    await page.goto(`${link}&lng=en`);
    await expect(page.getByRole("heading", { name: "Set up your account" })).toBeVisible();
    await expect(page.getByText("Recommended: without your phone nobody gets in, even with your password.")).toBeVisible();
    await page.goto("/admin/setup?token=not-a-real-token&lng=en");
    await expect(page.getByRole("alert")).toHaveText("The setup link is no longer valid. Ask the store's owner for a new one.");
    await expectAccessible(page);
    await page.goto("/admin/login?lng=en");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Email address is required.")).toBeVisible();
    await expect(page.getByLabel("Email address")).toBeFocused();
    await expectAccessible(page);
  });
});
