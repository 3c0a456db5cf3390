/**
 * The accessibility statement (issue 66 item 3): reached from every page's footer, rendered on the server in both
 * languages with the date of the last audit (domain/accessibility-audit.ts), the standard, the known exceptions and
 * the way to report a barrier; axe on the page. Then the barrier report (decision 0145): a shopper sends one with the
 * keyboard alone (refused in place first, the focus on the wrong field), the owner finds it on the dashboard and in
 * the admin's list and marks it handled; and the form works without JavaScript.
 */
import { ACCESSIBILITY_AUDIT } from "../../domain/accessibility-audit.ts";
import { signInStaff, unique } from "./admin-kit.ts";
import { expect, hydrated, test } from "./fixtures.ts";

/** The audit's date as each language writes it on the page. */
const auditDate = (locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${ACCESSIBILITY_AUDIT.date}T00:00:00Z`));

const LANGUAGES = {
  ro: {
    query: "",
    link: "Declarație de accesibilitate",
    date: auditDate("ro-RO"),
    standard: /WCAG 2\.1 nivel AA.*EN 301 549 V3\.2\.1/,
    report: "Semnalează o barieră",
  },
  en: {
    query: "?lng=en",
    link: "Accessibility statement",
    date: auditDate("en-GB"),
    standard: /WCAG 2\.1 level AA.*EN 301 549 V3\.2\.1/,
    report: "Report a barrier",
  },
};

for (const [language, text] of Object.entries(LANGUAGES)) {
  test(`the footer leads to the accessibility statement, server-rendered in ${language}`, async ({ page, request, expectAccessible }) => {
    // The date shown is the audit's, from the one constant the audit's document also names.
    const html = await (await request.get(`/accessibility${text.query}`)).text();
    expect(html).toContain(text.date);
    expect(html).toMatch(text.standard);

    await page.goto(`/${text.query}`);
    await hydrated(page);
    await page.getByRole("contentinfo").getByRole("link", { name: text.link }).click();
    await page.waitForURL(/\/accessibility/);
    await expect(page.getByRole("heading", { name: text.link, level: 1 })).toBeVisible();
    await expect(page.getByText(text.date)).toBeVisible();
    await expect(page.getByRole("heading", { name: text.report, level: 2 })).toBeVisible();
    await expect(page.getByRole("link", { name: /@/ }).last()).toHaveAttribute("href", /^mailto:.+\?subject=/);
    await expectAccessible(page);
  });
}

/** Where the journey's screenshots go for a person to look at (the brief's /work/shots), else the test's own output. */
const shot = (testInfo: { outputPath: (name: string) => string }, name: string) =>
  process.env.BARRIER_SHOTS_DIR ? `${process.env.BARRIER_SHOTS_DIR}/${name}.png` : testInfo.outputPath(`${name}.png`);

test("a shopper reports a barrier with the keyboard alone, and the owner sees it in the admin and marks it handled", async ({
  page,
  baseURL,
  expectAccessible,
  allowConsoleErrors,
}, testInfo) => {
  test.slow();
  // The refused report's in-place answer is a 400, which the browser logs.
  allowConsoleErrors(/status of 400/);
  const description = `Butonul de plată nu are nume pentru cititorul de ecran (${testInfo.project.name} ${Date.now()}).`;
  await page.goto("/accessibility");
  await hydrated(page);
  const form = page.getByRole("form", { name: "Raportează o barieră de accesibilitate" });
  const pageField = form.getByRole("textbox", { name: "Pagina sau funcția (opțional)" });
  const what = form.getByRole("textbox", { name: "Ce s-a întâmplat" });
  await pageField.focus();
  await page.keyboard.type("/checkout");
  await page.keyboard.press("Tab");
  await expect(what).toBeFocused();
  await page.keyboard.type("Nu merge");
  await page.keyboard.press("Tab");
  await page.keyboard.type("NVDA cu Firefox");
  await page.keyboard.press("Tab");
  await page.keyboard.type("ana@");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(form.getByRole("button", { name: "Trimite raportul" })).toBeFocused();
  await page.keyboard.press("Enter");

  // Refused in place: the first wrong field has the focus and says what is wrong; the other wrong field too.
  await expect(what).toBeFocused();
  await expect(what).toHaveAttribute("aria-invalid", "true");
  await expect(what).toHaveAccessibleDescription(/cel puțin 10 caractere/);
  const email = form.getByRole("textbox", { name: "E-mail pentru răspuns (opțional)" });
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(/nu este o adresă validă/);
  await expect(page.getByRole("status").filter({ hasText: "Raportul nu a fost trimis" })).toHaveText(
    "Raportul nu a fost trimis: corectează cele 2 câmpuri marcate.",
  );
  await expectAccessible(page);
  if (testInfo.project.name === "desktop") {
    // The form from its heading down, below the sticky header (an element's own screenshot would slide under it).
    for (const [width, height] of [
      [390, 844],
      [1280, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.locator("#barrier-report").evaluate((section) => {
        section.scrollIntoView({ block: "start" });
        // On a phone the header scrolls away (its bottom is above the view); on a wide screen it stays on top.
        window.scrollBy(0, -Math.max(0, document.querySelector("header")?.getBoundingClientRect().bottom ?? 0) - 16);
      });
      await page.screenshot({ path: shot(testInfo, `barrier-form-errors-${width}`) });
    }
  }

  await what.fill("");
  await page.keyboard.type(description);
  await email.focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("ana@example.ro");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Ana");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  const thanks = page.getByRole("status").filter({ hasText: "Mulțumim!" });
  await expect(thanks).toHaveText("Mulțumim! Am primit raportul tău și îți răspundem pe e-mail în cel mult 5 zile lucrătoare.");
  await expect(thanks).toBeFocused();
  await expect(what).toHaveValue("");
  await expectAccessible(page);

  // The owner's task: on the dashboard's list of work waiting, then in the reports, marked handled with a note.
  await signInStaff(page.request, baseURL!, unique(testInfo, "barrier-owner"), "owner");
  await page.goto("/admin");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Bariere de accesibilitate", level: 3 })).toBeVisible();
  await expectAccessible(page);
  await page.goto("/admin/accessibility?status=new&lng=en");
  await hydrated(page);
  const card = page.getByRole("article").filter({ hasText: description });
  await expect(card).toContainText("/checkout");
  await expect(card).toContainText("NVDA cu Firefox");
  await expect(card.getByRole("link", { name: "Ana <ana@example.ro>" })).toHaveAttribute("href", "mailto:ana@example.ro");
  await expect(card.getByText("New", { exact: true })).toBeVisible();
  await expectAccessible(page);
  if (testInfo.project.name === "desktop")
    for (const [width, height] of [
      [390, 844],
      [1280, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: shot(testInfo, `barrier-admin-${width}`), fullPage: true });
    }
  await card.getByRole("textbox", { name: "What you did (optional)" }).fill("Labelled the pay button; answered Ana.");
  await card.getByRole("button", { name: "Mark handled" }).click();
  await expect(page.getByRole("status").filter({ hasText: /is marked handled\.$/ })).toBeFocused();
  await page.goto("/admin/accessibility?status=handled&lng=en");
  const handled = page.getByRole("article").filter({ hasText: description });
  await expect(handled.getByText("Handled", { exact: true })).toBeVisible();
  await expect(handled).toContainText("Labelled the pay button; answered Ana.");
  await expectAccessible(page);
});

test("the report form works without JavaScript: the page answers the post with the result", async ({ browser }, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: testInfo.project.use.baseURL! });
  const page = await context.newPage();
  await page.goto("/accessibility?lng=en");
  const form = page.getByRole("form", { name: "Report an accessibility barrier" });
  await form.getByRole("textbox", { name: "Page or feature (optional)" }).fill("/shop");
  await form.getByRole("button", { name: "Send the report" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The report was not sent" })).toBeVisible();
  const what = form.getByRole("textbox", { name: "What happened" });
  await expect(what).toHaveAttribute("aria-invalid", "true");
  await expect(what).toHaveAccessibleDescription(/Fill in "What happened"/);
  await expect(form.getByRole("textbox", { name: "Page or feature (optional)" })).toHaveValue("/shop");
  expect(new URL(page.url()).hash).toBe("#barrier-report");
  await what.fill(`The filters cannot be reached with the keyboard (${testInfo.project.name}, no script).`);
  await form.getByRole("button", { name: "Send the report" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you!" })).toHaveText(
    "Thank you! We received your report. You left no email address, so we cannot answer, but we will deal with the barrier.",
  );
  await context.close();
});
