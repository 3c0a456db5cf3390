/**
 * Issue 64 item 6, decision 0132: a control character typed into a name or an address before the store refused them
 * at input went raw into the e-Factura XML, which was then not well-formed, and the store's own check before the
 * upload passed it. Text kept from then is drawn without it; the writer and the check both refuse such a character
 * rather than write or send a malformed document.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "#server/db/schema";
import type { AddressValues } from "#domain/account-forms";
import { xmlForbiddenCharacter } from "#domain/xml-text";
import { XmlForbiddenCharacterError, renderEfacturaXml, refusingXmlText } from "#server/commerce/invoicing/efactura-ubl";
import { checkEfacturaRules } from "#server/commerce/invoicing/efactura-rules";
import { invoicingStore } from "#tests/server/invoicing-kit.ts";
import { pdfText, ublSchemaErrors } from "#tests/server/invoice-kit.ts";

const { store, place, invoicesOf } = invoicingStore();

/** An order placed as a shopper does, then given the control characters an older store let through, in its rows. */
async function orderKeptWithControlCharacters() {
  const placed = await place({ paymentMethod: "card" });
  const [row] = await store.database.db.select().from(orders).where(eq(orders.orderNumber, placed.orderNumber));
  const billing = row!.billingAddress as AddressValues;
  await store.database.db
    .update(orders)
    .set({ billingAddress: { ...billing, firstName: `Ana\u0001`, lastName: "Pop\u001fescu", city: `Cluj\u000b-Napoca\uffff` } })
    .where(eq(orders.id, row!.id));
  const url = new URL(placed.paymentUrl!);
  const paid = await store.kit.app.request(url.pathname + url.search, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "outcome=pay",
  });
  expect(paid.status).toBe(303);
  const [invoice] = await invoicesOf(placed.orderNumber);
  return invoice!;
}

describe("a control character kept in an order before it was refused", () => {
  it("is left out of the e-Factura XML and the PDF, which are well-formed and pass ANAF's rules", async () => {
    const invoice = await orderKeptWithControlCharacters();
    // The issued document, which nothing may change, keeps the order's text as it was: the writers drop the characters.
    expect(invoice.document.buyer.name).toBe("Ana\u0001 Pop\u001fescu");

    const { xml, breaches } = store.kit.platform.invoicing.invoices.xmlOf(invoice);
    expect(xmlForbiddenCharacter(xml)).toBeNull();
    expect(xml).toContain("<cbc:RegistrationName>Ana Popescu</cbc:RegistrationName>");
    expect(xml).toContain("<cbc:CityName>Cluj-Napoca</cbc:CityName>");
    expect(await ublSchemaErrors(xml)).toEqual([]);
    expect(breaches).toEqual([]);

    const pdf = await pdfText(new Uint8Array((await store.kit.platform.invoicing.invoices.pdf(invoice)).content));
    expect(pdf).toContain("Ana Popescu");
    expect(xmlForbiddenCharacter(pdf)).toBeNull();
    // The first Schematron run loads its 10 MB stylesheet, and the PDF embeds its font: slow on a busy machine.
  }, 90_000);
});

describe("the e-Factura writer and the check before an upload", () => {
  it("the writer refuses to write a character XML 1.0 forbids rather than a malformed document", () => {
    expect(refusingXmlText("Pop & fiii <SRL>")).toBe("Pop &amp; fiii &lt;SRL&gt;");
    expect(refusingXmlText("Str. Lungă 1\n\tbloc 2")).toBe("Str. Lungă 1\n\tbloc 2");
    for (const raw of ["Ana\u0001", "\u0000", "x\u001f", "x\ufffe", "x\uffff", "half \ud83d"]) {
      expect(() => refusingXmlText(raw, "cbc:RegistrationName")).toThrow(XmlForbiddenCharacterError);
    }
    expect(() => refusingXmlText("Ana\u0001", "cbc:RegistrationName")).toThrow(
      "The e-Factura XML would hold U+0001, which XML 1.0 forbids, in cbc:RegistrationName: nothing was written.",
    );
  });

  it("the check refuses a document holding one, naming it and its line, and runs nothing else on it", async () => {
    const invoice = await orderKeptWithControlCharacters();
    const xml = renderEfacturaXml(invoice.document);
    expect(checkEfacturaRules(xml)).toEqual([]);
    const malformed = xml.replace("<cbc:RegistrationName>Ana Popescu", "<cbc:RegistrationName>Ana\u0001 Popescu");
    expect(malformed).not.toBe(xml);
    expect(await ublSchemaErrors(malformed)).not.toEqual([]);
    const line = malformed.slice(0, malformed.indexOf("\u0001")).split("\n").length;
    expect(checkEfacturaRules(malformed)).toEqual([
      { rule: "XML-1.0-Char", message: "the document holds U+0001, a character XML 1.0 forbids", location: `line ${line}` },
    ]);
    expect(checkEfacturaRules(xml.replace("Ana Popescu", "Ana Popescu\uffff"))).toMatchObject([{ rule: "XML-1.0-Char" }]);
  });
});
