/**
 * The flow emails' one layout (decision 0116): the owner's subject and paragraphs with their placeholders filled and
 * escaped, the flow's fixed blocks after them, and the footer and unsubscribe headers once, in both languages, for
 * every registered flow.
 */
import { describe, expect, it } from "vitest";
import { flowTextProblem } from "#domain/flow-texts";
import { FLOWS } from "#domain/retention-flows";
import { SUPPORTED_LANGUAGES } from "#domain/locale";
import { FLOW_EMAILS } from "./flow-emails.ts";
import type { MailBranding } from "./mail-types.ts";
import { renderRefillReminder } from "./refill-reminder.ts";

const branding: MailBranding = { brandName: "Elara", baseUrl: "https://shop.example", supportEmail: "suport@elara.ro" };
const exits = {
  unsubscribeFlowUrl: "https://shop.example/email/unsubscribe/9.flow.m",
  unsubscribeAllUrl: "https://shop.example/email/unsubscribe/9.all.m",
  oneClickUrl: "https://shop.example/email/unsubscribe/9.flow.m",
};
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

describe("every flow's email", () => {
  const cases = FLOWS.flatMap((flow) => SUPPORTED_LANGUAGES.map((language) => [flow, language] as const));

  it.each(cases)("%s in %s: its default texts fill every placeholder, the footer and the headers come once", (flow, language) => {
    const mail = FLOW_EMAILS[flow].renderSample(branding, { to: "ana@example.ro", language, step: 1, exits });
    expect(mail.language).toBe(language);
    for (const part of [mail.subject, mail.html, mail.text]) expect(part).not.toMatch(/\{\{|\}\}/);
    for (const part of [mail.html, mail.text]) {
      expect(count(part, exits.unsubscribeFlowUrl)).toBe(1);
      expect(count(part, exits.unsubscribeAllUrl)).toBe(1);
      expect(count(part, language === "ro" ? "Primești acest e-mail" : "You are receiving this email")).toBe(1);
    }
    expect(mail.headers).toEqual({ "List-Unsubscribe": `<${exits.oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
  });

  it.each(FLOWS)("%s: each default text passes the checks the owner's text must pass", (flow) => {
    const { definition } = FLOW_EMAILS[flow];
    for (const step of definition.steps)
      for (const language of SUPPORTED_LANGUAGES) expect(flowTextProblem(definition.defaults[step]![language], definition)).toBeNull();
  });
});

describe("the owner's text in the layout", () => {
  const render = (text: { subject: string; body: string }) =>
    FLOW_EMAILS.review_request.renderSample(branding, { to: "ana@example.ro", language: "en", step: 1, text, exits });

  it("fills placeholders, splits paragraphs at blank lines, keeps line breaks, and puts the star rows after them", () => {
    const mail = render({
      subject: "{{storeName}}: order #{{ orderNumber }}",
      body: "First line\nsecond line\n\n\nAbout {{productNames}}.",
    });
    expect(mail.subject).toBe("Elara: order #1042");
    expect(mail.html).toContain("First line<br />second line</p>");
    expect(mail.html).toContain("About Papillex, Magnesium B6.</p>");
    expect(mail.text).toContain("First line\nsecond line\n\nAbout Papillex, Magnesium B6.");
    expect(mail.html.indexOf("About Papillex")).toBeLessThan(mail.html.indexOf('aria-label="1 star"'));
  });

  it("escapes the owner's words: no raw HTML reaches the email", () => {
    const mail = render({ subject: "<script>x</script>", body: '<a href="https://evil.example">click</a> & more' });
    expect(mail.html).not.toContain("<script>x");
    expect(mail.html).not.toContain('href="https://evil.example"');
    expect(mail.html).toContain("&#60;a href=");
    expect(mail.subject).toBe("<script>x</script>");
  });

  it("fills in one pass: a value that looks like a placeholder stays as it is", () => {
    const mail = FLOW_EMAILS.review_request.renderSample(
      { ...branding, brandName: "{{orderNumber}}" },
      { to: "ana@example.ro", language: "ro", step: 1, text: { subject: "{{storeName}}", body: "x" }, exits },
    );
    expect(mail.subject).toBe("{{orderNumber}}");
  });

  it("the refill reminder says the days with their word, singular and plural", () => {
    const input = (daysLeft: number) => ({
      to: "ana@example.ro",
      language: "ro" as const,
      orderNumber: 5,
      daysLeft,
      products: [],
      orderAgainUrl: "https://shop.example/x",
      ...exits,
    });
    expect(renderRefillReminder(branding, input(1)).text).toContain("aproximativ 1 zi:");
    expect(renderRefillReminder(branding, input(7)).text).toContain("aproximativ 7 zile:");
  });
});
