/**
 * Emails to the store's own people (issue 64 item 7): they link to the admin page they are about, say a withdrawal is a
 * withdrawal, and carry neither the shoppers' "write to us" footer nor a Reply-To to the support address.
 */
import { describe, expect, it } from "vitest";
import { STAFF_MAIL_KINDS, type MailBranding } from "./mail-types.ts";
import { renderLowStockAlert } from "./low-stock-alert.ts";
import { renderNewOrderNotice } from "./new-order-notice.ts";
import { renderStaffNotice } from "./staff-notice.ts";

const branding: MailBranding = {
  brandName: "Elara",
  baseUrl: "https://elara.test",
  supportEmail: "contact@elara.test",
  company: { legalName: "Elara Wellness SRL", registrationNumber: "J12/1/2026", vatId: "RO1", address: "Cluj" },
};

const SHOPPER_FOOTER = /contact@elara\.test|Write to us|Scrie-ne|Elara Wellness SRL/;

describe("staff emails", () => {
  it("link the new order in the admin and end without the shoppers' footer", () => {
    const mail = renderNewOrderNotice(branding, {
      to: "owner@elara.test",
      language: "en",
      customerEmail: "ana@example.ro",
      customerLanguage: "ro",
      summary: {
        orderNumber: "#1006",
        placedAt: new Date("2026-11-29T10:00:00Z"),
        customerFirstName: "Ana",
        currencyCode: "RON",
        lines: [{ title: "Papillex", variantTitle: "", quantity: 1, totalMinor: 21_899 }],
        subtotalMinor: 21_899,
        discountMinor: 0,
        discountCode: null,
        shippingMinor: 0,
        taxMinor: 0,
        totalMinor: 21_899,
        paymentMethod: "Cash on delivery",
        shippingAddress: ["Ana Pop", "Str. Florilor 2", "Cluj-Napoca 400001", "România"],
        subscription: null,
        orderUrl: "https://elara.test/my-account/orders/1006",
      },
    });
    expect(mail.text).toContain("Open the order in the admin: https://elara.test/admin/orders/1006");
    expect(mail.html).toContain('href="https://elara.test/admin/orders/1006"');
    expect(mail.text).not.toMatch(SHOPPER_FOOTER);
    expect(mail.html).not.toMatch(SHOPPER_FOOTER);
  });

  it("call a 14-day withdrawal a withdrawal, not a return request", () => {
    for (const language of ["ro", "en"] as const) {
      const mail = renderStaffNotice(branding, {
        to: "support@elara.test",
        language,
        name: "Ioana",
        notice: { kind: "return_requested", returnId: 7, returnKind: "withdrawal", orderNumber: 1006, customerEmail: "ana@example.ro" },
      });
      expect(mail.subject).toBe(
        language === "ro" ? "Retragere din comanda #1006 (14 zile) – Elara" : "Withdrawal from order #1006 (14 days) – Elara",
      );
      expect(mail.text).not.toMatch(/\bretur\b|return request|approve or reject/i);
      expect(mail.text).toContain("https://elara.test/admin/returns/7");
      expect(mail.text).not.toMatch(SHOPPER_FOOTER);
    }
  });

  it("leave the low-stock warning without a Reply-To or the shoppers' footer", () => {
    expect(STAFF_MAIL_KINDS.has("low_stock_alert")).toBe(true);
    const mail = renderLowStockAlert(branding, {
      to: "owner@elara.test",
      language: "ro",
      item: "Papillex · O sticlă",
      sku: "PPX-1",
      left: 3,
      threshold: 5,
      movementsUrl: "https://elara.test/admin/products/1/stock",
    });
    expect(mail.text).not.toMatch(SHOPPER_FOOTER);
  });
});
