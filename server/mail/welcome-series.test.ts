/**
 * The welcome series' emails (decision 0117), each step in both languages: the brand filled in and nothing left
 * unfilled, the step's button and the two ways out in both parts, the one-click headers, no health claim (the claims
 * checker of decision 0097 finds nothing) and no offer.
 */
import { describe, expect, it } from "vitest";
import { checkText } from "#domain/claims-check";
import { INCENTIVE_WORDS } from "#domain/retention-flows";
import { renderWelcomeEmail, WELCOME_ACTIONS, type WelcomeStep } from "./welcome-series.ts";

const branding = { brandName: "Elara", baseUrl: "https://shop.example", supportEmail: "suport@elara.ro" };

const render = (language: "ro" | "en", step: WelcomeStep) =>
  renderWelcomeEmail(branding, {
    to: "ana@example.ro",
    language,
    step,
    actionUrl: `https://shop.example/email/click/a${step}`,
    unsubscribeFlowUrl: "https://shop.example/email/unsubscribe/1.flow.x",
    unsubscribeAllUrl: "https://shop.example/email/unsubscribe/1.all.x",
    oneClickUrl: "https://shop.example/email/unsubscribe/1.flow.x",
  });

const CASES = (["ro", "en"] as const).flatMap((language) => ([1, 2] as const).map((step) => [language, step] as const));

describe("the welcome series' emails", () => {
  it.each(CASES)("%s, step %s: the brand's name, the button and both ways out, in both parts", (language, step) => {
    const mail = render(language, step);
    expect(mail).toMatchObject({ kind: "welcome_series", language, to: "ana@example.ro" });
    expect(mail.subject).toContain("Elara");
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{\{|\}\}|undefined/);
    for (const url of [`/email/click/a${step}`, "/email/unsubscribe/1.flow.x", "/email/unsubscribe/1.all.x"]) {
      expect(mail.text).toContain(url);
      expect(mail.html).toContain(url);
    }
    expect(mail.text).toContain(WELCOME_ACTIONS[step].label[language]);
    expect(mail.headers).toEqual({
      "List-Unsubscribe": "<https://shop.example/email/unsubscribe/1.flow.x>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("tells two steps apart", () => {
    expect(render("ro", 1).subject).not.toBe(render("ro", 2).subject);
    expect(render("en", 1).text).not.toBe(render("en", 2).text);
  });

  it.each(CASES)("%s, step %s: makes no health claim and offers nothing", (language, step) => {
    const mail = render(language, step);
    expect(checkText({ field: "subject", text: mail.subject, language })).toEqual([]);
    expect(checkText({ field: "text", text: mail.text, language })).toEqual([]);
    expect(checkText({ field: "html", text: mail.html, language, html: true })).toEqual([]);
    // The code came in its own email; the story sells nothing (no incentive, and no word of one).
    const words = `${mail.subject} ${mail.text}`.toLowerCase().split(/[^\p{L}]+/u);
    expect(words.filter((word) => (INCENTIVE_WORDS as readonly string[]).includes(word) && word !== "cod" && word !== "code")).toEqual([]);
    expect(mail.text).not.toMatch(/%/);
  });

  it("takes the owner's text in place of the default, the step's button kept", () => {
    const mail = renderWelcomeEmail(branding, {
      ...{ to: "ana@example.ro", language: "ro", step: 2, actionUrl: "https://shop.example/email/click/a2" },
      ...{
        unsubscribeFlowUrl: "https://shop.example/u/f",
        unsubscribeAllUrl: "https://shop.example/u/a",
        oneClickUrl: "https://shop.example/u/f",
      },
      text: { subject: "Noutăți de la {{storeName}}", body: "Primul paragraf.\n\nAl doilea." },
    });
    expect(mail.subject).toBe("Noutăți de la Elara");
    expect(mail.text).toContain("Primul paragraf.");
    expect(mail.text).toContain(`${WELCOME_ACTIONS[2].label.ro}: https://shop.example/email/click/a2`);
  });
});
