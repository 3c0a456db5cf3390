/**
 * The e-Factura rules checked here, without ANAF, before every upload (decisions 0060, 0095). First ANAF's own: the
 * CIUS-RO Schematron (cius-ro-validation.ts) with EN 16931's rules and the national BR-RO-* ones, whose fatal findings
 * come with ANAF's rule id and text. Then the store's own reading of the XML (EN 16931's arithmetic, RO_CIUS's
 * addresses and lei), which adds what the Schematron leaves to ANAF's other checks: a fiscal code's check digit.
 * The store checks every XML before it is sent, and the tests check every XML it draws.
 */
import { DomUtils, parseDocument } from "htmlparser2";
import { ROMANIAN_COUNTIES } from "#domain/romanian-counties";
import { isValidCui } from "#domain/invoice-company";
import { PERSON_WITHOUT_ID, RO_CIUS_CUSTOMIZATION_ID } from "./efactura-ubl.ts";
import { validateCiusRo } from "./cius-ro-validation.ts";
import { characterName, xmlForbiddenIndex } from "#domain/xml-text";

export interface RuleBreach {
  rule: string;
  /** ANAF's text for the Schematron's rules (Romanian `#` English, see ciusRoText), the store's own in English. */
  message: string;
  /** Where in the XML (the Schematron's findings). */
  location?: string;
}

type Node = ReturnType<typeof parseDocument>["children"][number];
type Element = Extract<Node, { name: string; children: unknown }>;

const isElement = (node: Node): node is Element => "name" in node && "children" in node;

function children(parent: Element | undefined, name: string): Element[] {
  return parent ? parent.children.filter((child): child is Element => isElement(child) && child.name === name) : [];
}

function child(parent: Element | undefined, ...path: string[]): Element | undefined {
  let current = parent;
  for (const name of path) current = children(current, name)[0];
  return current;
}

const text = (node: Element | undefined) => (node ? DomUtils.textContent(node).trim() : "");
const amount = (node: Element | undefined) => Math.round(Number(text(node)) * 100);
const SUBDIVISIONS = new Set(ROMANIAN_COUNTIES.map((county) => `RO-${county.code}`));
const SECTORS = new Set(["SECTOR1", "SECTOR2", "SECTOR3", "SECTOR4", "SECTOR5", "SECTOR6"]);
const INVOICE_TYPES = new Set(["380", "384", "389", "751"]);

/**
 * A character XML 1.0 forbids makes the document not XML at all, yet SaxonJS and htmlparser2 both read past it: the
 * check refuses it first, naming the character and its line, and runs nothing else on such a document.
 */
function forbiddenCharacter(xml: string): RuleBreach | null {
  const index = xmlForbiddenIndex(xml);
  if (index < 0) return null;
  const line = xml.slice(0, index).split("\n").length;
  const character = characterName(String.fromCodePoint(xml.codePointAt(index)!));
  return { rule: "XML-1.0-Char", message: `the document holds ${character}, a character XML 1.0 forbids`, location: `line ${line}` };
}

/** What ANAF's Schematron finds fatal, then what the store's own rules find that it did not (a rule once). */
export function checkEfacturaRules(xml: string): RuleBreach[] {
  const malformed = forbiddenCharacter(xml);
  if (malformed) return [malformed];
  const official = validateCiusRo(xml).fatal.map(({ rule, message, location }): RuleBreach => ({ rule, message, location }));
  const found = new Set(official.map((breach) => breach.rule));
  return [...official, ...storeRules(xml).filter((breach) => !found.has(breach.rule))];
}

function storeRules(xml: string): RuleBreach[] {
  const breaches: RuleBreach[] = [];
  const breach = (rule: string, message: string) => breaches.push({ rule, message });
  const document = parseDocument(xml, { xmlMode: true });
  const root = document.children.find(isElement);
  if (!root || (root.name !== "Invoice" && root.name !== "CreditNote"))
    return [{ rule: "UBL", message: "the root is neither Invoice nor CreditNote" }];
  const credit = root.name === "CreditNote";
  const lineName = credit ? "cac:CreditNoteLine" : "cac:InvoiceLine";

  if (text(child(root, "cbc:CustomizationID")) !== RO_CIUS_CUSTOMIZATION_ID)
    breach("BR-RO-CustomizationID", "CustomizationID is not RO_CIUS 1.0.1");
  const id = text(child(root, "cbc:ID"));
  if (!/\d/.test(id)) breach("BR-RO-010", "the invoice number has no digit");
  if (id.length > 200) breach("BR-RO-ID-length", "the invoice number is longer than 200 characters");
  const type = text(child(root, credit ? "cbc:CreditNoteTypeCode" : "cbc:InvoiceTypeCode"));
  if (credit ? type !== "381" : !INVOICE_TYPES.has(type)) breach("BR-RO-020", `type code ${type} is not one RO_CIUS accepts`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text(child(root, "cbc:IssueDate")))) breach("BR-02", "no issue date");
  // The store invoices in lei: VAT and totals in RON need no second currency (BR-RO-030 asks for it otherwise).
  if (text(child(root, "cbc:DocumentCurrencyCode")) !== "RON") breach("BR-RO-030", "the invoice is not in RON");
  for (const node of DomUtils.findAll((element) => element.attribs.currencyID !== undefined, root.children)) {
    if (node.attribs.currencyID !== "RON") breach("BR-CO-currency", `${node.name} is in ${node.attribs.currencyID}, not RON`);
  }
  if (credit && !text(child(root, "cac:BillingReference", "cac:InvoiceDocumentReference", "cbc:ID")))
    breach("BR-RO-credit-reference", "the credit note does not name the invoice it corrects");

  const seller = child(root, "cac:AccountingSupplierParty", "cac:Party");
  const buyer = child(root, "cac:AccountingCustomerParty", "cac:Party");
  checkAddress("seller", child(seller, "cac:PostalAddress"), breach);
  checkAddress("buyer", child(buyer, "cac:PostalAddress"), breach);
  if (!text(child(seller, "cac:PartyLegalEntity", "cbc:RegistrationName"))) breach("BR-06", "the seller has no legal name");
  if (!text(child(buyer, "cac:PartyLegalEntity", "cbc:RegistrationName"))) breach("BR-07", "the buyer has no name");
  const sellerVat = text(child(seller, "cac:PartyTaxScheme", "cbc:CompanyID"));
  const sellerLegal = text(child(seller, "cac:PartyLegalEntity", "cbc:CompanyID"));
  if (!sellerVat && !sellerLegal) breach("BR-CO-26", "the seller has neither a VAT identifier nor a legal registration");
  if (sellerVat && !isValidCui(sellerVat)) breach("BR-RO-seller-CUI", `the seller's fiscal code ${sellerVat} fails its check digit`);
  const buyerVat = text(child(buyer, "cac:PartyTaxScheme", "cbc:CompanyID"));
  const buyerLegal = text(child(buyer, "cac:PartyLegalEntity", "cbc:CompanyID"));
  const buyerCountry = text(child(buyer, "cac:PostalAddress", "cac:Country", "cbc:IdentificationCode"));
  if (!buyerVat && !buyerLegal) breach("BR-RO-buyer-id", "the buyer has no identifier (CUI, or 13 zeros for a person)");
  if (buyerVat && buyerCountry === "RO" && !isValidCui(buyerVat))
    breach("BR-RO-buyer-CUI", `the buyer's fiscal code ${buyerVat} fails its check digit`);
  if (buyerLegal && buyerLegal !== PERSON_WITHOUT_ID && buyerCountry === "RO" && /^\d+$/.test(buyerLegal) && !isValidCui(buyerLegal))
    breach("BR-RO-buyer-CUI", `the buyer's fiscal code ${buyerLegal} fails its check digit`);

  // EN 16931's sums, to the ban.
  const lines = children(root, lineName);
  if (lines.length === 0) breach("BR-16", "the invoice has no line");
  const totals = child(root, "cac:LegalMonetaryTotal");
  const lineSum = lines.reduce((sum, line) => sum + amount(child(line, "cbc:LineExtensionAmount")), 0);
  const allowances = children(root, "cac:AllowanceCharge").filter((node) => text(child(node, "cbc:ChargeIndicator")) === "false");
  const charges = children(root, "cac:AllowanceCharge").filter((node) => text(child(node, "cbc:ChargeIndicator")) === "true");
  const allowanceSum = allowances.reduce((sum, node) => sum + amount(child(node, "cbc:Amount")), 0);
  const chargeSum = charges.reduce((sum, node) => sum + amount(child(node, "cbc:Amount")), 0);
  if (amount(child(totals, "cbc:LineExtensionAmount")) !== lineSum)
    breach("BR-CO-10", "the lines' net amounts do not add up to LineExtensionAmount");
  if (amount(child(totals, "cbc:AllowanceTotalAmount")) !== allowanceSum)
    breach("BR-CO-11", "the allowances do not add up to AllowanceTotalAmount");
  const exclusive = amount(child(totals, "cbc:TaxExclusiveAmount"));
  if (exclusive !== lineSum - allowanceSum + chargeSum) breach("BR-CO-13", "TaxExclusiveAmount is not lines − allowances + charges");
  const taxTotals = children(root, "cac:TaxTotal");
  const taxTotal = amount(child(taxTotals[0], "cbc:TaxAmount"));
  const subtotals = children(taxTotals[0], "cac:TaxSubtotal");
  if (subtotals.reduce((sum, node) => sum + amount(child(node, "cbc:TaxAmount")), 0) !== taxTotal)
    breach("BR-CO-14", "the VAT breakdown does not add up to the VAT total");
  if (amount(child(totals, "cbc:TaxInclusiveAmount")) !== exclusive + taxTotal)
    breach("BR-CO-15", "TaxInclusiveAmount is not TaxExclusiveAmount + VAT");
  const payable = amount(child(totals, "cbc:PayableAmount"));
  if (
    payable !==
    amount(child(totals, "cbc:TaxInclusiveAmount")) -
      amount(child(totals, "cbc:PrepaidAmount")) +
      amount(child(totals, "cbc:PayableRoundingAmount"))
  )
    breach("BR-CO-16", "PayableAmount is not TaxInclusiveAmount − PrepaidAmount");
  if (!credit && payable > 0 && !text(child(root, "cbc:DueDate")) && children(root, "cac:PaymentTerms").length === 0)
    breach("BR-CO-25", "an amount is due but there is no due date or payment terms");

  for (const subtotal of subtotals) {
    const category = child(subtotal, "cac:TaxCategory");
    const code = text(child(category, "cbc:ID"));
    const rate = Number(text(child(category, "cbc:Percent")));
    const taxable = amount(child(subtotal, "cbc:TaxableAmount"));
    const vat = amount(child(subtotal, "cbc:TaxAmount"));
    // EN 16931 tolerates a unit of the currency here; the store keeps within a ban.
    if (Math.abs(vat - Math.round((taxable * rate) / 100)) > 1) breach("BR-CO-17", `VAT at ${rate} % is not its taxable amount × rate`);
    const inCategory = (node: Element, path: string[]) => {
      const found = child(node, ...path);
      return text(child(found, "cbc:ID")) === code && Number(text(child(found, "cbc:Percent"))) === rate;
    };
    const linesNet = lines
      .filter((line) => inCategory(line, ["cac:Item", "cac:ClassifiedTaxCategory"]))
      .reduce((sum, line) => sum + amount(child(line, "cbc:LineExtensionAmount")), 0);
    const allowancesNet = allowances
      .filter((node) => inCategory(node, ["cac:TaxCategory"]))
      .reduce((sum, node) => sum + amount(child(node, "cbc:Amount")), 0);
    if (taxable !== linesNet - allowancesNet) breach(`BR-${code}-08`, `the taxable amount at ${rate} % is not its lines − allowances`);
    if (code === "G") {
      if (rate !== 0 || vat !== 0) breach("BR-G-05", "an export carries VAT");
      if (!text(child(category, "cbc:TaxExemptionReasonCode")) && !text(child(category, "cbc:TaxExemptionReason")))
        breach("BR-G-10", "an export has no exemption reason");
    }
    if (code === "S" && rate <= 0) breach("BR-S-05", "a standard-rated category has no rate");
  }
  return breaches;
}

/** RO_CIUS's address rules, under their official ids (seller's, buyer's), so ANAF's Schematron and these name one rule alike. */
const ADDRESS_RULES = {
  seller: { street: "BR-RO-081", city: "BR-RO-091", country: "BR-09", county: "BR-RO-110", sector: "BR-RO-100" },
  buyer: { street: "BR-RO-082", city: "BR-RO-092", country: "BR-11", county: "BR-RO-111", sector: "BR-RO-101" },
} as const;

function checkAddress(who: "seller" | "buyer", address: Element | undefined, breach: (rule: string, message: string) => void) {
  const rules = ADDRESS_RULES[who];
  if (!text(child(address, "cbc:StreetName"))) breach(rules.street, `the ${who}'s address has no street`);
  if (!text(child(address, "cbc:CityName"))) breach(rules.city, `the ${who}'s address has no city`);
  const country = text(child(address, "cac:Country", "cbc:IdentificationCode"));
  if (!/^[A-Z]{2}$/.test(country)) breach(rules.country, `the ${who}'s address has no country code`);
  if (country !== "RO") return;
  const subdivision = text(child(address, "cbc:CountrySubentity"));
  if (!SUBDIVISIONS.has(subdivision))
    breach(rules.county, `the ${who}'s county "${subdivision}" is not an ISO 3166-2:RO code (RO-B, RO-CJ …)`);
  if (subdivision === "RO-B" && !SECTORS.has(text(child(address, "cbc:CityName"))))
    breach(rules.sector, `the ${who} is in Bucharest: the city must be its sector, SECTOR1 … SECTOR6`);
}
