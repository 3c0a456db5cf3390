/**
 * Issue 44 "Done when": the official CIUS-RO Schematron (ro16931-ubl-1.0.9, decision 0095) runs on every kind of
 * invoice the store draws, each drawn by the store's own figures (invoiceFigures, creditFigures, invoicePayments) and
 * UBL builder, and all pass; a planted error fails with ANAF's rule id.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  creditFigures,
  groupTotals,
  invoiceFigures,
  invoicePayments,
  type InvoiceBuyer,
  type InvoiceDocument,
  type InvoiceSourceLine,
  type VatScheme,
} from "#domain/invoice";
import { sourceDigests } from "../../../scripts/cius-ro-compile.mjs";
import { consumerBuyer as consumer, sellerCompany as seller } from "#tests/server/invoicing-kit.ts";
import { renderEfacturaXml } from "./efactura-ubl.ts";
import { ciusRoText, validateCiusRo } from "./cius-ro-validation.ts";

const papillex = (quantity: number, discountRonMinor = 0): InvoiceSourceLine => ({
  description: "Papillex, 60 capsule",
  sku: "PAP-1",
  quantity,
  grossRonMinor: 18_900 * quantity,
  discountRonMinor,
  vatRatePercent: 21,
});
const vitaminC = (quantity: number, discountRonMinor = 0): InvoiceSourceLine => ({
  description: "Vitamina C 1000 mg",
  sku: "VIT-C",
  quantity,
  grossRonMinor: 4_450 * quantity,
  discountRonMinor,
  vatRatePercent: 11,
});

let number = 0;

/** A document as invoice-issue.ts draws one: the order's lines and shipping, paid as `paid` says. */
function invoice(
  buyer: InvoiceBuyer,
  sources: InvoiceSourceLine[],
  options: { scheme?: VatScheme; code?: string; storeCreditRonMinor?: number; method?: string; paidOn?: string | null } = {},
): InvoiceDocument {
  const scheme = options.scheme ?? "domestic";
  const shippingRate = sources[0]!.vatRatePercent;
  const figures = invoiceFigures(
    sources,
    { grossRonMinor: 1_999, vatRatePercent: shippingRate, description: "Livrare" },
    options.code ?? null,
    scheme,
  );
  const totals = groupTotals(figures.vatGroups);
  const method = options.method ?? "card";
  const paid = invoicePayments({
    paymentMethod: method,
    totalRonMinor: totals.grossRonMinor,
    storeCreditRonMinor: options.storeCreditRonMinor ?? 0,
    placedOn: "2026-11-20",
    paidOn: options.paidOn === undefined ? "2026-11-20" : options.paidOn,
    deliveredOn: null,
  });
  number += 1;
  return {
    kind: "invoice",
    series: "ELR",
    number,
    label: `ELR-${String(number).padStart(6, "0")}`,
    issueDate: "2026-11-20",
    language: "ro",
    orderNumber: 1000 + number,
    seller,
    buyer,
    lines: figures.lines,
    discounts: figures.discounts,
    vatGroups: figures.vatGroups,
    totals: { ...totals, prepaidRonMinor: paid.prepaidRonMinor, dueRonMinor: paid.dueRonMinor },
    payments: paid.payments,
    paymentMethod: method,
    vatScheme: scheme,
    exemption: null,
    foreign: null,
    corrects: null,
  };
}

function creditNote(of: InvoiceDocument, amountRonMinor: number): InvoiceDocument {
  const figures = creditFigures(of, amountRonMinor, (rate) => `Retur din factura ${of.label}, TVA ${rate}%`, of.vatScheme);
  const totals = groupTotals(figures.vatGroups);
  return {
    ...of,
    kind: "credit_note",
    series: "ELRC",
    label: "ELRC-000001",
    issueDate: "2026-11-24",
    ...figures,
    totals: { ...totals, prepaidRonMinor: 0, dueRonMinor: 0 },
    payments: [],
    corrects: { label: of.label, issueDate: of.issueDate },
  };
}

const consumerInvoice = invoice(consumer, [papillex(2)]);
const FIXTURES: Record<string, InvoiceDocument> = {
  "a consumer (no CUI), paid by card": consumerInvoice,
  "a Romanian company, VAT payer": invoice(
    {
      kind: "company",
      name: "Farmacia Exemplu S.R.L.",
      vatId: "RO12345674",
      registrationNumber: "J22/555/2020",
      address: { street: "Bd. Independenței 10", city: "Iași", county: "Iași", postalCode: "700106", countryCode: "RO" },
      email: "achizitii@example.ro",
    },
    [papillex(3)],
  ),
  "a consumer in a Bucharest sector": invoice(
    {
      ...consumer,
      address: { street: "Str. Lungă 1", city: "București, Sector 3", county: "București", postalCode: "030167", countryCode: "RO" },
    },
    [vitaminC(1)],
  ),
  "a consumer in another EU state (OSS, German VAT)": invoice(
    {
      ...consumer,
      name: "Anna Schmidt",
      address: { street: "Hauptstraße 5", city: "Berlin", county: "Berlin", postalCode: "10115", countryCode: "DE" },
    },
    [{ ...papillex(1), vatRatePercent: 19 }],
    { scheme: "oss" },
  ),
  "a credit note for part of an invoice": creditNote(consumerInvoice, 18_900),
  "11 % and 21 % lines": invoice(consumer, [papillex(1), vitaminC(2)]),
  "a discount code over both rates": invoice(consumer, [papillex(2, 3_780), vitaminC(3, 1_335)], { code: "ELARA10" }),
  "part paid with store credit, the rest cash on delivery not yet delivered": invoice(consumer, [papillex(1)], {
    storeCreditRonMinor: 5_000,
    method: "cod",
    paidOn: null,
  }),
};

describe("the CIUS-RO Schematron (ro16931-ubl-1.0.9)", () => {
  it.each(Object.entries(FIXTURES))("passes %s with no fatal finding", (_, document) => {
    const { fatal } = validateCiusRo(renderEfacturaXml(document));
    expect(fatal).toEqual([]);
  });

  it("fails a total with VAT that does not add up with EN 16931's BR-CO-15, and the amount due with BR-CO-16, and says where", () => {
    const xml = renderEfacturaXml(consumerInvoice).replace(
      /<cbc:TaxInclusiveAmount currencyID="RON">(\d+)\.(\d{2})</,
      (_, lei: string, bani: string) => `<cbc:TaxInclusiveAmount currencyID="RON">${Number(lei) + 1}.${bani}<`,
    );
    const { fatal } = validateCiusRo(xml);
    expect(fatal.map(({ rule, location }) => ({ rule, location }))).toEqual([
      { rule: "BR-CO-15", location: "/Invoice[1]" },
      { rule: "BR-CO-16", location: "/Invoice[1]/cac:LegalMonetaryTotal[1]" },
    ]);
  });

  it("fails a Romanian buyer without an ISO 3166-2:RO county with ANAF's BR-RO-111, in Romanian and English", () => {
    const document = invoice({ ...consumer, address: { ...consumer.address, county: "Ardeal" } }, [papillex(1)]);
    const { fatal } = validateCiusRo(renderEfacturaXml(document));
    expect(fatal.map((finding) => finding.rule)).toEqual(["BR-RO-111"]);
    expect(ciusRoText(fatal[0]!.message, "ro")).toMatch(/^Daca Codul tarii Cumparatorului \(BT-55\) este RO, atunci Subdiviziunea/);
    expect(ciusRoText(fatal[0]!.message, "en")).toMatch(
      /^If the Buyer's country Code \(BT-55\) is RO, then the Buyer's country subdivision/,
    );
  });

  it("fails a Bucharest buyer whose city is not a sector with BR-RO-101", () => {
    const document = invoice(
      { ...consumer, address: { street: "Str. Lungă 1", city: "București", county: "București", postalCode: "030167", countryCode: "RO" } },
      [papillex(1)],
    );
    expect(validateCiusRo(renderEfacturaXml(document)).fatal.map((finding) => finding.rule)).toEqual(["BR-RO-101"]);
  });

  it("keeps the Schematron and SchXslt files the committed SEF was compiled from (scripts/cius-ro-compile.mjs)", () => {
    const recorded = JSON.parse(readFileSync("server/commerce/invoicing/cius-ro/cius-ro.sources.json", "utf8")) as Record<string, string>;
    expect(sourceDigests()).toEqual(recorded);
  });
});
