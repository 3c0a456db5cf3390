/**
 * The abandoned-checkout emails (decision 0115) in both languages: each step lists the products with their quantity
 * and purchase, carries the "finish your order" link and the one-click way out; only a last email given a code names
 * it; none makes a health claim.
 */
import { describe, expect, it } from "vitest";
import { checkText } from "#domain/claims-check";
import type { Language } from "#domain/locale";
import { renderAbandonedCheckout } from "./abandoned-checkout.ts";

const branding = { brandName: "Elara", baseUrl: "https://shop.example", supportEmail: "suport@elara.ro" };

const render = (language: Language, step: number, incentiveCode: string | null = null) =>
  renderAbandonedCheckout(branding, {
    to: "ana@example.ro",
    language,
    step,
    products: [
      { title: "Papillex", variantTitle: "O sticlă", quantity: 2, purchase: "once", unitPriceMinor: 12_900 },
      { title: "Endo-Well", variantTitle: "", quantity: 1, purchase: "quarterly", unitPriceMinor: 34_850 },
    ],
    finishUrl: "https://shop.example/email/click/finish",
    incentiveCode,
    unsubscribeFlowUrl: "https://shop.example/email/unsubscribe/1.flow.x",
    unsubscribeAllUrl: "https://shop.example/email/unsubscribe/1.all.x",
    oneClickUrl: "https://shop.example/email/unsubscribe/1.flow.x",
  });

describe("the abandoned-checkout emails", () => {
  it.each(["ro", "en"] as const)("%s: each step lists the cart, the finish link and the ways out", (language) => {
    const subjects = new Set<string>();
    for (const step of [1, 2, 3]) {
      const mail = render(language, step);
      subjects.add(mail.subject);
      expect(mail).toMatchObject({ kind: "abandoned_checkout", language, to: "ana@example.ro" });
      expect(mail.text).toContain("Papillex – O sticlă");
      expect(mail.text).toContain(language === "ro" ? "× 2 · o singură dată · 258,00\u00a0RON" : "× 2 · one-time · 258,00\u00a0RON");
      expect(mail.text).toContain("Total: 606,50\u00a0RON");
      expect(mail.html).toContain("Total: 606,50\u00a0RON");
      expect(mail.text).toContain(language === "ro" ? "livrare la 3 luni" : "every 3 months");
      expect(mail.text).toContain(
        `${language === "ro" ? "Finalizează comanda" : "Finish your order"}: https://shop.example/email/click/finish`,
      );
      for (const url of ["/email/click/finish", "/email/unsubscribe/1.flow.x", "/email/unsubscribe/1.all.x"])
        expect(mail.html).toContain(url);
      expect(mail.headers).toEqual({
        "List-Unsubscribe": "<https://shop.example/email/unsubscribe/1.flow.x>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      expect(checkText({ field: "text", text: mail.text, language })).toEqual([]);
      expect(checkText({ field: "html", text: mail.html, language, html: true })).toEqual([]);
    }
    expect(subjects.size).toBe(3);
  });

  it.each(["ro", "en"] as const)("%s: names a code only when given one, and says it applies at checkout", (language) => {
    expect(render(language, 3).text).not.toMatch(/REVINO10|reducere|discount/i);
    const offered = render(language, 3, "REVINO10");
    expect(offered.text).toContain(language === "ro" ? "Cu codul REVINO10" : "With the code REVINO10");
    expect(offered.html).toContain("REVINO10");
  });
});
