/**
 * The accessibility statement (issue 66 item 3): reached from every page's footer, rendered on the server in both
 * languages with the date of the last audit (domain/accessibility-audit.ts), the standard, the known exceptions and
 * the way to report a barrier; axe on the page.
 */
import { ACCESSIBILITY_AUDIT } from "../../domain/accessibility-audit.ts";
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
