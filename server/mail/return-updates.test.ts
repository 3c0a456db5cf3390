/**
 * A withdrawal's acknowledgement says what really happens to that order (issue 40 item 1, decision 0075): stopped
 * with nothing paid, stopped with the card refunded, sent back for a card or a bank transfer, or a parcel on its way
 * to refuse; in both languages, with the link it is given.
 */
import { describe, expect, it } from "vitest";
import type { Language } from "#domain/locale";
import type { MailBranding } from "./mail-types.ts";
import { renderReturnUpdate, type WithdrawalTerms } from "./return-updates.ts";

const branding: MailBranding = { brandName: "Elara", baseUrl: "https://shop.example", supportEmail: "suport@example.ro" };

function acknowledgement(language: Language, terms: Omit<WithdrawalTerms, "refundDueBy">, refundMinor = 17_899) {
  return renderReturnUpdate(branding, {
    to: "guest@example.ro",
    language,
    firstName: "Ana",
    returnId: 5,
    kind: "withdrawal",
    orderNumber: 1004,
    status: terms.stopped && refundMinor === 0 ? "completed" : "pending",
    refundMinor,
    currencyCode: "RON",
    refundMethod: "original",
    message: null,
    pageUrl: "https://shop.example/withdrawals/5.1.token?lng=" + language,
    withdrawal: { ...terms, refundDueBy: new Date("2026-07-15T10:00:00.000Z") },
  });
}

describe("a withdrawal's acknowledgement", () => {
  it("tells a cash-on-delivery shopper whose order had not left that nothing is owed and nothing will come", () => {
    const ro = acknowledgement("ro", { stopped: true, money: "nothing_paid", bankAccountEnding: null }, 0);
    expect(ro.subject).toBe("Am primit retragerea ta din contract – Elara");
    expect(ro.text).toContain(
      "Am primit retragerea ta din contract. Comanda #1004 nu plecase încă, așa că am oprit-o: nu ți-o mai trimitem. Nu ai plătit nimic pentru ea, deci nu ai nimic de plătit și nu avem nimic de rambursat.",
    );
    expect(ro.text).not.toMatch(/rambursăm|RON|inclusiv livrarea/);
    expect(ro.text).toContain("Vezi retragerea: https://shop.example/withdrawals/5.1.token?lng=ro");
    const en = acknowledgement("en", { stopped: true, money: "nothing_paid", bankAccountEnding: null }, 0);
    expect(en.subject).toBe("We received your withdrawal from the contract – Elara");
    expect(en.text).toContain("You paid nothing for it, so you owe nothing and there is nothing for us to refund.");
  });

  it("promises a card's money back, what and by when, for an order stopped before it left", () => {
    const ro = acknowledgement("ro", { stopped: true, money: "card", bankAccountEnding: null });
    expect(ro.text).toMatch(
      /Îți rambursăm 178,99\sRON, tot ce ai plătit, inclusiv livrarea, pe cardul cu care ai plătit, cel târziu pe 15 iulie 2026 \(în 14 zile\)\./,
    );
    expect(ro.text).toContain("nu ți-o mai trimitem");
  });

  it("asks for the products back once the parcel left, refunding to the card or to the IBAN given", () => {
    const card = acknowledgement("en", { stopped: false, money: "card", bankAccountEnding: null });
    expect(card.text).toContain("The order has already left: we will write to you how to send the products back.");
    expect(card.text).toMatch(/We refund 178,99\sRON, delivery included, to the card you paid with, by 15 July 2026 at the latest/);
    const bank = acknowledgement("ro", { stopped: false, money: "bank_transfer", bankAccountEnding: "0000" });
    expect(bank.text).toMatch(/prin transfer în contul cu IBAN-ul terminat în 0000, cel târziu pe 15 iulie 2026 \(în 14 zile\)/);
    expect(bank.text).not.toContain("am oprit-o");
  });

  it("tells a shopper whose cash-on-delivery parcel is on its way to refuse it and pay nothing", () => {
    const en = acknowledgement("en", { stopped: false, money: "due_on_delivery", bankAccountEnding: null });
    expect(en.text).toContain("refuse it when the courier comes and you pay nothing");
    expect(en.text).not.toContain("how to send the products back");
  });
});
