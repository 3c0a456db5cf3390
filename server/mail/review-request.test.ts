/**
 * The review request (issue 46 item 3): both languages, the products escaped, five star links per product in both
 * parts, the one-click unsubscribe in the headers and the body — and no incentive of any kind in either language
 * (UCPD: nothing may be offered for a review; this test fails if the template ever offers one).
 */
import { describe, expect, it } from "vitest";
import type { Language } from "#domain/locale";
import { INCENTIVE_WORDS } from "#domain/retention-flows";
import type { MailBranding } from "./mail-types.ts";
import { renderReviewRequest, type ReviewRequestInput } from "./review-request.ts";

const branding: MailBranding = { brandName: "Elara", baseUrl: "https://shop.example", supportEmail: "suport@elara.ro" };

const input = (language: Language, titles = ["Papillex", "Magneziu B6"]): ReviewRequestInput => ({
  to: "ana@example.ro",
  language,
  orderNumber: 1001,
  products: titles.map((title, index) => ({
    title,
    starUrls: {
      1: `https://shop.example/email/click/${index}.1`,
      2: `https://shop.example/email/click/${index}.2`,
      3: `https://shop.example/email/click/${index}.3`,
      4: `https://shop.example/email/click/${index}.4`,
      5: `https://shop.example/email/click/${index}.5`,
    },
  })),
  unsubscribeFlowUrl: "https://shop.example/email/unsubscribe/7.flow.m",
  unsubscribeAllUrl: "https://shop.example/email/unsubscribe/7.all.m",
  oneClickUrl: "https://shop.example/email/unsubscribe/7.flow.m",
});

/** The words a reader sees: the text part, and the HTML without its tags and attributes. */
const words = (text: string) =>
  text
    .replace(/<[^>]*>/g, " ")
    .replace(/https?:\/\/\S+/g, " ")
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^a-z0-9]+/);

describe("the review request email", () => {
  it.each(["ro", "en"] as const)("offers nothing for a review, in %s: no incentive word in its subject, HTML or text", (language) => {
    const mail = renderReviewRequest(branding, input(language));
    const seen = new Set([...words(mail.subject), ...words(mail.html), ...words(mail.text)]);
    expect(INCENTIVE_WORDS.filter((word) => seen.has(word))).toEqual([]);
  });

  it("catches an incentive if one is ever added (the scan itself works)", () => {
    const mail = renderReviewRequest(branding, input("ro", ["Papillex – primești un cadou"]));
    expect(words(mail.html)).toContain("cadou");
  });

  it("lists each product with its five star links, worst to best, in both parts and in the recipient's language", () => {
    const ro = renderReviewRequest(branding, input("ro"));
    const en = renderReviewRequest(branding, input("en"));
    expect(ro).toMatchObject({ kind: "review_request", language: "ro", subject: "Cum ți se par produsele comandate? – Elara" });
    expect(en.subject).toBe("How are you finding your order? – Elara");
    for (const mail of [ro, en])
      for (const product of [0, 1])
        for (const stars of [1, 2, 3, 4, 5]) {
          expect(mail.html).toContain(`https://shop.example/email/click/${product}.${stars}`);
          expect(mail.text).toContain(`https://shop.example/email/click/${product}.${stars}`);
        }
    expect(ro.text).toContain("4 stele: https://shop.example/email/click/0.4");
    expect(en.html).toContain('aria-label="4 stars"');
    expect(ro.html.indexOf("/email/click/0.1")).toBeLessThan(ro.html.indexOf("/email/click/0.5"));
  });

  it("escapes the products' names", () => {
    const mail = renderReviewRequest(branding, input("en", ['<img src=x onerror="alert(1)">']));
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).toContain("&#60;img");
  });

  it("carries the one-click unsubscribe (RFC 8058) and both ways out in the body", () => {
    const mail = renderReviewRequest(branding, input("ro"));
    expect(mail.headers).toEqual({
      "List-Unsubscribe": "<https://shop.example/email/unsubscribe/7.flow.m>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain("https://shop.example/email/unsubscribe/7.flow.m");
      expect(part).toContain("https://shop.example/email/unsubscribe/7.all.m");
    }
  });
});
