/**
 * The refill reminder's email (decision 0114) in both languages: it names the order, the days left and each product,
 * carries the order-again link and a subscription link per product, the one-click way out, makes no health claim
 * (the claims checker of decision 0097 finds nothing) and names no saving it cannot know.
 */
import { describe, expect, it } from "vitest";
import { checkText } from "#domain/claims-check";
import type { Language } from "#domain/locale";
import { renderRefillReminder } from "./refill-reminder.ts";

const branding = { brandName: "Elara", baseUrl: "https://shop.example", supportEmail: "suport@elara.ro" };

const render = (language: Language) =>
  renderRefillReminder(branding, {
    to: "ana@example.ro",
    language,
    orderNumber: 1042,
    daysLeft: 7,
    products: [
      { title: "Papillex", subscribeUrl: "https://shop.example/email/click/s1" },
      { title: "Endo-Well", subscribeUrl: "https://shop.example/email/click/s2" },
    ],
    orderAgainUrl: "https://shop.example/email/click/again",
    unsubscribeFlowUrl: "https://shop.example/email/unsubscribe/1.flow.x",
    unsubscribeAllUrl: "https://shop.example/email/unsubscribe/1.all.x",
    oneClickUrl: "https://shop.example/email/unsubscribe/1.flow.x",
  });

describe("the refill reminder email", () => {
  it.each(["ro", "en"] as const)("%s: names the order, the days left, each product and every link", (language) => {
    const mail = render(language);
    expect(mail).toMatchObject({ kind: "refill_reminder", language, to: "ana@example.ro" });
    expect(mail.text).toContain("#1042");
    expect(mail.text).toContain(language === "ro" ? "aproximativ 7 zile" : "about 7 days");
    for (const url of ["/email/click/s1", "/email/click/s2", "/email/click/again", "/email/unsubscribe/1.all.x"]) {
      expect(mail.text).toContain(url);
      expect(mail.html).toContain(url);
    }
    expect(mail.headers).toEqual({
      "List-Unsubscribe": "<https://shop.example/email/unsubscribe/1.flow.x>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it.each(["ro", "en"] as const)("%s: makes no health claim and names no saving", (language) => {
    const mail = render(language);
    expect(checkText({ field: "subject", text: mail.subject, language })).toEqual([]);
    expect(checkText({ field: "text", text: mail.text, language })).toEqual([]);
    expect(checkText({ field: "html", text: mail.html, language, html: true })).toEqual([]);
    expect(`${mail.subject} ${mail.text}`).not.toMatch(/econom|save|saving|reducere|discount|%/i);
  });
});
