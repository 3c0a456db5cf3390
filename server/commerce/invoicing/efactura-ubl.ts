/**
 * The invoice as e-Factura asks for it (issue 21 item 7, decision 0060): UBL 2.1 in the RO_CIUS profile of EN 16931,
 * in lei, drawn from the stored document. Elements come in the order the UBL schema's sequences fix (the tests
 * validate against the OASIS XSD). A credit note is a UBL CreditNote (type 381) with positive amounts that reference
 * the invoice it corrects.
 */
import { findRomanianCounty } from "#domain/romanian-counties";
import { paymentMeansCode, type InvoiceAddress, type InvoiceDocument, type InvoiceVatGroup } from "#domain/invoice";
import { characterName, withoutXmlForbiddenIn, xmlForbiddenIndex, xmlText } from "#domain/xml-text";

export const RO_CIUS_CUSTOMIZATION_ID = "urn:cen.eu:en16931:2017#compliant#urn:efactura.mfinante.ro:CIUS-RO:1.0.1";

/** ANAF's placeholder identifier for a buyer who is a person without a given CNP. */
export const PERSON_WITHOUT_ID = "0000000000000";

const NS = {
  invoice: "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2",
  creditNote: "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2",
  cac: "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
  cbc: "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
};

const EXEMPTION_TEXT = "Scutit cu drept de deducere, art. 294 alin. (1) lit. a) Cod fiscal (export)";

/** The writer met a character XML 1.0 forbids where it could not drop it: it writes nothing rather than bad XML. */
export class XmlForbiddenCharacterError extends Error {
  constructor(
    readonly character: string,
    where: string,
  ) {
    super(`The e-Factura XML would hold ${character}, which XML 1.0 forbids, ${where}: nothing was written.`);
    this.name = "XmlForbiddenCharacterError";
  }
}

function refuseForbidden(text: string, where: string): string {
  const index = xmlForbiddenIndex(text);
  if (index >= 0) throw new XmlForbiddenCharacterError(characterName(String.fromCodePoint(text.codePointAt(index)!)), where);
  return text;
}

/** A text as XML character data; one holding a character XML 1.0 forbids throws rather than losing it (decision 0132). */
export const refusingXmlText = (text: string, element = "a text") => xmlText(refuseForbidden(text, `in ${element}`));

const el = (name: string, content: string | number, attributes = "") =>
  `<${name}${attributes}>${typeof content === "number" ? content : refusingXmlText(content, name)}</${name}>`;
const group = (name: string, ...children: string[]) => `<${name}>${children.join("")}</${name}>`;
const money = (name: string, minor: number) => `<cbc:${name} currencyID="RON">${(Math.abs(minor) / 100).toFixed(2)}</cbc:${name}>`;

/** ISO 3166-2:RO of a Romanian address's county (`RO-CJ`, `RO-B`); a foreign region as written. */
export function countrySubentity(address: InvoiceAddress): string {
  if (address.countryCode !== "RO") return address.county;
  const county = findRomanianCounty(address.county);
  return county ? `RO-${county.code}` : address.county;
}

/** In Bucharest RO_CIUS wants the sector as the city: `SECTOR1` … `SECTOR6`, read from the address when it names one. */
export function cityName(address: InvoiceAddress): string {
  if (countrySubentity(address) !== "RO-B") return address.city;
  const sector = /sector(?:ul)?\s*([1-6])\b/i.exec(`${address.city} ${address.street}`)?.[1];
  return sector ? `SECTOR${sector}` : address.city;
}

function postalAddress(address: InvoiceAddress): string {
  const subentity = countrySubentity(address);
  return group(
    "cac:PostalAddress",
    el("cbc:StreetName", address.street),
    el("cbc:CityName", cityName(address)),
    address.postalCode ? el("cbc:PostalZone", address.postalCode) : "",
    subentity ? el("cbc:CountrySubentity", subentity) : "",
    group("cac:Country", el("cbc:IdentificationCode", address.countryCode)),
  );
}

const VAT_SCHEME = group("cac:TaxScheme", el("cbc:ID", "VAT"));

function taxCategory(name: "cac:TaxCategory" | "cac:ClassifiedTaxCategory", category: string, ratePercent: number, exemption: boolean) {
  return group(
    name,
    el("cbc:ID", category),
    el("cbc:Percent", ratePercent.toFixed(2)),
    exemption ? el("cbc:TaxExemptionReasonCode", "VATEX-EU-G") + el("cbc:TaxExemptionReason", EXEMPTION_TEXT) : "",
    VAT_SCHEME,
  );
}

function taxSubtotal(vat: InvoiceVatGroup): string {
  return group(
    "cac:TaxSubtotal",
    money("TaxableAmount", vat.taxableRonMinor),
    money("TaxAmount", vat.vatRonMinor),
    taxCategory("cac:TaxCategory", vat.category, vat.ratePercent, vat.category === "G"),
  );
}

const PAID_WITH: Record<string, string> = {
  store_credit: "Achitat cu credit din magazin",
  card: "Achitat cu cardul",
  paypal: "Achitat prin PayPal",
  apple_pay: "Achitat prin Apple Pay",
  google_pay: "Achitat prin Google Pay",
  cod: "Achitat în numerar la livrare, încasat de curier",
};

/** A note saying how and when each part was paid (EN 16931 has no field for a payment's date); a part still due says how. */
function paymentNote(payment: InvoiceDocument["payments"][number]): string[] {
  const lei = `${(payment.amountRonMinor / 100).toFixed(2)} RON`;
  if (payment.paidOn === undefined) return payment.method === "store_credit" ? [`Achitat parțial cu credit din magazin: ${lei}`] : [];
  if (payment.paidOn === null) return [`De plătit${payment.method === "cod" ? " în numerar la livrare (ramburs)" : ""}: ${lei}`];
  return [`${PAID_WITH[payment.method] ?? payment.method} la ${payment.paidOn}: ${lei}`];
}

/** The VAT payer's code (`RO…`) goes in PartyTaxScheme; the CUI without `RO` identifies the legal entity. */
const bareCui = (vatId: string) => vatId.replace(/^RO/i, "");

/**
 * The document's XML. Text kept before the store refused forbidden characters at input has them dropped here (a name
 * with a U+0001 typed in it is the name without it); any that still reaches the output throws instead of being sent.
 */
export function renderEfacturaXml(stored: InvoiceDocument): string {
  return refuseForbidden(drawXml(withoutXmlForbiddenIn(stored)), "in the finished document");
}

function drawXml(invoice: InvoiceDocument): string {
  const credit = invoice.kind === "credit_note";
  const root = credit ? "CreditNote" : "Invoice";
  const { seller, buyer } = invoice;
  const categoryOfRate = new Map(invoice.vatGroups.map((vat) => [vat.ratePercent, vat.category]));
  const lineNets = invoice.lines.reduce((sum, line) => sum + line.netRonMinor, 0);
  const allowances = invoice.discounts.reduce((sum, discount) => sum + discount.netRonMinor, 0);
  const taxExclusive = lineNets - allowances;
  const taxInclusive = invoice.totals.grossRonMinor;

  const supplier = group(
    "cac:AccountingSupplierParty",
    group(
      "cac:Party",
      postalAddress(seller.address),
      /^RO/i.test(seller.vatId) ? group("cac:PartyTaxScheme", el("cbc:CompanyID", seller.vatId), VAT_SCHEME) : "",
      group(
        "cac:PartyLegalEntity",
        el("cbc:RegistrationName", seller.legalName),
        el("cbc:CompanyID", seller.registrationNumber),
        el("cbc:CompanyLegalForm", `Capital social ${seller.shareCapital}`),
      ),
      group("cac:Contact", el("cbc:Telephone", seller.phone), el("cbc:ElectronicMail", seller.email)),
    ),
  );
  const customer = group(
    "cac:AccountingCustomerParty",
    group(
      "cac:Party",
      postalAddress(buyer.address),
      buyer.vatId && /^RO/i.test(buyer.vatId) ? group("cac:PartyTaxScheme", el("cbc:CompanyID", buyer.vatId), VAT_SCHEME) : "",
      group(
        "cac:PartyLegalEntity",
        el("cbc:RegistrationName", buyer.name),
        el("cbc:CompanyID", buyer.vatId ? bareCui(buyer.vatId) : PERSON_WITHOUT_ID),
      ),
      group("cac:Contact", el("cbc:ElectronicMail", buyer.email)),
    ),
  );
  const paymentMeans = group("cac:PaymentMeans", el("cbc:PaymentMeansCode", paymentMeansCode(invoice)));
  const allowanceCharges = invoice.discounts.map((discount) =>
    group(
      "cac:AllowanceCharge",
      el("cbc:ChargeIndicator", "false"),
      el("cbc:AllowanceChargeReason", discount.code ? `Reducere ${discount.code}` : "Reducere"),
      money("Amount", discount.netRonMinor),
      taxCategory("cac:TaxCategory", categoryOfRate.get(discount.vatRatePercent) ?? "S", discount.vatRatePercent, false),
    ),
  );
  const taxTotal = group("cac:TaxTotal", money("TaxAmount", invoice.totals.vatRonMinor), ...invoice.vatGroups.map(taxSubtotal));
  const monetary = group(
    "cac:LegalMonetaryTotal",
    money("LineExtensionAmount", lineNets),
    money("TaxExclusiveAmount", taxExclusive),
    money("TaxInclusiveAmount", taxInclusive),
    allowances !== 0 ? money("AllowanceTotalAmount", allowances) : "",
    invoice.totals.prepaidRonMinor !== 0 ? money("PrepaidAmount", invoice.totals.prepaidRonMinor) : "",
    money("PayableAmount", credit ? invoice.totals.grossRonMinor : invoice.totals.dueRonMinor),
  );
  const lines = invoice.lines.map((line, index) => {
    const quantity = Math.abs(line.quantity);
    const unit = Math.abs(line.netRonMinor) / 100 / quantity;
    const category = categoryOfRate.get(line.vatRatePercent) ?? "S";
    return group(
      credit ? "cac:CreditNoteLine" : "cac:InvoiceLine",
      el("cbc:ID", index + 1),
      `<cbc:${credit ? "CreditedQuantity" : "InvoicedQuantity"} unitCode="${line.kind === "product" ? "H87" : "C62"}">${quantity}</cbc:${credit ? "CreditedQuantity" : "InvoicedQuantity"}>`,
      money("LineExtensionAmount", line.netRonMinor),
      group(
        "cac:Item",
        el("cbc:Name", line.description.slice(0, 100)),
        line.sku ? group("cac:SellersItemIdentification", el("cbc:ID", line.sku)) : "",
        taxCategory("cac:ClassifiedTaxCategory", category, line.vatRatePercent, false),
      ),
      // A net unit price may need more than two decimals (EN 16931 allows it); at least two are written.
      group("cac:Price", `<cbc:PriceAmount currencyID="RON">${unit.toFixed(4).replace(/0{1,2}$/, "")}</cbc:PriceAmount>`),
    );
  });
  const notes = [
    `Comanda #${invoice.orderNumber}`,
    ...(invoice.foreign
      ? [
          `Plătită în ${invoice.foreign.currencyCode}: ${(Math.abs(invoice.foreign.totalMinor) / 100).toFixed(2)} ${invoice.foreign.currencyCode}`,
        ]
      : []),
    ...invoice.payments.flatMap((payment) => paymentNote(payment)),
  ];
  const due = !credit && invoice.totals.dueRonMinor > 0 ? el("cbc:DueDate", invoice.issueDate) : "";
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<${root} xmlns="${credit ? NS.creditNote : NS.invoice}" xmlns:cac="${NS.cac}" xmlns:cbc="${NS.cbc}">`,
    el("cbc:CustomizationID", RO_CIUS_CUSTOMIZATION_ID),
    el("cbc:ID", invoice.label),
    el("cbc:IssueDate", invoice.issueDate),
    due,
    el(credit ? "cbc:CreditNoteTypeCode" : "cbc:InvoiceTypeCode", credit ? "381" : "380"),
    ...notes.map((note) => el("cbc:Note", note)),
    el("cbc:DocumentCurrencyCode", "RON"),
    group("cac:OrderReference", el("cbc:ID", String(invoice.orderNumber))),
    invoice.corrects
      ? group(
          "cac:BillingReference",
          group("cac:InvoiceDocumentReference", el("cbc:ID", invoice.corrects.label), el("cbc:IssueDate", invoice.corrects.issueDate)),
        )
      : "",
    supplier,
    customer,
    paymentMeans,
    ...allowanceCharges,
    taxTotal,
    monetary,
    ...lines,
    `</${root}>`,
  ]
    .filter((part) => part !== "")
    .join("\n");
}
