/**
 * The owner's flow email texts (issue 46 item 6, decision 0116): the owner opens the review request's texts from
 * /admin/flows, changes the Romanian subject, previews both languages as the real email, saves, sends themself a test
 * and finds it, marked [TEST], in the store's mailbox; then puts the default back. Store-wide: the saved subject is
 * every review request's, so on the shared store it would change the review request journey's email while it looks.
 */
import { expect, hydrated, test } from "./fixtures.ts";
import { newestMail, signInStaff, unique } from "./admin-kit.ts";

const EDITED = "Spune-ne cum ți se pare comanda #{{orderNumber}}";

test("ro: the owner edits the review request's subject, previews both languages, saves and gets a test email", async ({
  baseURL,
  page,
  expectAccessible,
  allowConsoleErrors,
}, testInfo) => {
  test.slow();
  // The preview's frames run no script, as meant: the test's own start-up scripts (storage) and axe cannot run in them.
  allowConsoleErrors(/document is sandboxed and lacks the 'allow-same-origin' flag/);
  allowConsoleErrors(/Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/);
  const owner = unique(testInfo, "texts-owner");
  await signInStaff(page.request, baseURL!, owner, "owner");
  await page.goto("/admin/flows");
  await hydrated(page);
  await page.getByRole("link", { name: "Editează textele pentru: Cererea de recenzie" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cererea de recenzie: textele e-mailului" })).toBeVisible();
  await hydrated(page);

  const romanian = page.getByRole("group", { name: /^Română/ });
  const subject = romanian.getByRole("textbox", { name: "Subiect" });
  await expect(subject).toHaveValue("Cum ți se par produsele comandate? – {{storeName}}");
  try {
    await subject.fill(EDITED);
    await page.getByRole("button", { name: "Previzualizează ambele limbi" }).click();
    await expect(page.getByText("Previzualizarea e mai jos, în ambele limbi.")).toBeVisible();
    await expect(page.getByTestId("preview-subject-ro")).toHaveText("Spune-ne cum ți se pare comanda #1042");
    await expect(page.getByTestId("preview-subject-en")).toHaveText("How are you finding your order? – Elara");
    const romanianFrame = page.frameLocator('iframe[title="E-mailul în Română, cum va arăta"]');
    await expect(romanianFrame.getByText("Nu mai vreau cereri de recenzie")).toBeVisible();
    await expect(romanianFrame.getByText("Papillex")).toBeVisible();
    await expect(page.frameLocator('iframe[title="E-mailul în Engleză, cum va arăta"]').getByText("No more review requests")).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Salvează textele" }).click();
    await expect(page.getByText("Textele sunt salvate; următoarele e-mailuri le folosesc.")).toBeVisible();
    await expect(romanian.getByText("(textul tău)")).toBeVisible();

    await page.getByRole("button", { name: "Trimite-mi un test" }).click();
    await expect(page.getByText(`E-mailul de test pleacă spre ${owner}.`)).toBeVisible();
    const mail = await newestMail(page.request, owner, "review_request");
    expect(mail.subject).toBe("[TEST] Spune-ne cum ți se pare comanda #1042");
    expect(mail.links.some((link) => new URL(link).pathname === "/shop")).toBe(true);
  } finally {
    await romanian.getByRole("button", { name: "Revino la textul implicit (Română)" }).click();
    await page.getByRole("button", { name: "Salvează textele" }).click();
    await expect(romanian.getByText("(textul implicit)")).toBeVisible();
  }
});
