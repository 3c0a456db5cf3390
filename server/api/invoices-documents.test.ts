/**
 * The invoice as a document (issue 21 item 7), on PGlite and (with TEST_DATABASE_URL) PostgreSQL: the PDF's text and
 * the e-Factura XML against the UBL 2.1 schema and the offline RO_CIUS rules, who may download what, and ANAF's
 * adapter against a local fake of its API.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, invoices } from "#server/db/schema";
import type { InvoiceDocument } from "#domain/invoice";
import { invoiceFigures } from "#domain/invoice";
import { sendJson } from "#tests/server/account-kit.ts";
import { socketFrom } from "#tests/server/orders-kit.ts";
import { pdfText, ublSchemaErrors } from "#tests/server/invoice-kit.ts";
import { invoicingStore, sellerCompany } from "#tests/server/invoicing-kit.ts";
import { startFakeAnaf, type FakeAnaf } from "#tests/server/anaf-fake.ts";
import { renderEfacturaXml } from "#server/commerce/invoicing/efactura-ubl";
import { checkEfacturaRules } from "#server/commerce/invoicing/efactura-rules";
import { renderInvoicePdf } from "#server/commerce/invoicing/invoice-pdf";

const { store, build, signUp, paidCardOrder, invoicesOf } = invoicingStore();

describe("the PDF and the e-Factura XML", () => {
  it("prints the totals, the VAT by rate and the Romanian letters, in the shopper's language", async () => {
    const { orderNumber } = await paidCardOrder({
      email: "ana@example.ro",
      shippingAddress: {
        firstName: "Ștefan",
        lastName: "Țărănuș",
        phone: "0722123456",
        address1: "Str. Împăcării 3",
        address2: "",
        city: "Cluj-Napoca",
        province: "Cluj",
        zip: "400114",
        country: "RO",
        company: "",
      },
    });
    const [invoice] = await invoicesOf(orderNumber);
    const pdf = await store.kit.platform.invoicing.invoices.pdf(invoice!);
    expect(pdf.content.subarray(0, 5).toString()).toBe("%PDF-");
    const text = (await pdfText(pdf.content)).replace(/\s+/g, " ");
    // One page, its footer on it.
    expect(text).toContain("ELR-000001 · Pagina 1 din 1");
    expect(text).not.toContain("Pagina 2");
    for (const printed of [
      "FACTURĂ",
      "ELR-000001",
      "Ștefan Țărănuș",
      "Str. Împăcării 3",
      "Bază de impozitare 21 %",
      "312,40 lei",
      "65,60 lei",
      "378,00 lei",
      "Achitat cu cardul",
      sellerCompany.legalName,
      "J40/1234/2024",
    ]) {
      expect(text).toContain(printed);
    }
  });

  it("draws UBL 2.1 that the OASIS schema accepts and that keeps the RO_CIUS rules the store can check", async () => {
    const { orderNumber } = await paidCardOrder();
    const [invoice] = await invoicesOf(orderNumber);
    const { xml, breaches } = store.kit.platform.invoicing.invoices.xmlOf(invoice!);
    expect(breaches).toEqual([]);
    expect(await ublSchemaErrors(xml)).toEqual([]);
    expect(xml).toContain(
      "<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:efactura.mfinante.ro:CIUS-RO:1.0.1</cbc:CustomizationID>",
    );
    expect(xml).toContain("<cbc:CountrySubentity>RO-CJ</cbc:CountrySubentity>");
    expect(xml).toContain("<cbc:CityName>SECTOR1</cbc:CityName>");
    expect(xml).toContain('<cbc:TaxInclusiveAmount currencyID="RON">378.00</cbc:TaxInclusiveAmount>');
  });

  it("finds what breaks the rules: a Bucharest address without its sector, a county that is no ISO code, sums that do not add up", async () => {
    const { orderNumber } = await paidCardOrder();
    const [invoice] = await invoicesOf(orderNumber);
    const broken: InvoiceDocument = {
      ...invoice!.document,
      buyer: {
        ...invoice!.document.buyer,
        address: { ...invoice!.document.buyer.address, city: "București", county: "București", street: "Str. Lungă 1" },
      },
      seller: { ...sellerCompany, address: { ...sellerCompany.address, county: "Transilvania" } },
    };
    const xml = renderEfacturaXml(broken).replace(
      '<cbc:TaxExclusiveAmount currencyID="RON">312.40',
      '<cbc:TaxExclusiveAmount currencyID="RON">312.41',
    );
    expect(checkEfacturaRules(xml).map((breach) => breach.rule)).toEqual(
      expect.arrayContaining(["BR-RO-110", "BR-RO-101", "BR-CO-13", "BR-CO-15"]),
    );
  });

  it("zero-rates an export with category G and its exemption code, valid against the schema", async () => {
    const figures = invoiceFigures(
      [{ description: "Papillex", sku: "PAP-1", quantity: 2, grossRonMinor: 37_800, discountRonMinor: 3_780, vatRatePercent: 0 }],
      { grossRonMinor: 9_900, vatRatePercent: 0, description: "Shipping" },
      "ELARA10",
      "export",
    );
    const document: InvoiceDocument = {
      kind: "invoice",
      series: "ELR",
      number: 7,
      label: "ELR-000007",
      issueDate: "2026-11-20",
      language: "en",
      orderNumber: 1007,
      seller: sellerCompany,
      buyer: {
        kind: "person",
        name: "John Doe",
        vatId: null,
        registrationNumber: null,
        address: { street: "1 Main St", city: "Boston", county: "MA", postalCode: "02110", countryCode: "US" },
        email: "john@example.com",
      },
      ...figures,
      totals: { netRonMinor: 43_920, vatRonMinor: 0, grossRonMinor: 43_920, prepaidRonMinor: 43_920, dueRonMinor: 0 },
      payments: [{ method: "card", amountRonMinor: 43_920 }],
      paymentMethod: "card",
      vatScheme: "export",
      exemption: { code: "VATEX-EU-G", category: "G" },
      foreign: { currencyCode: "USD", totalMinor: 9_640, unitsPerRonMicros: 219_500 },
      corrects: null,
    };
    expect(figures.vatGroups).toEqual([{ ratePercent: 0, category: "G", taxableRonMinor: 43_920, vatRonMinor: 0 }]);
    const xml = renderEfacturaXml(document);
    expect(xml).toContain("<cbc:TaxExemptionReasonCode>VATEX-EU-G</cbc:TaxExemptionReasonCode>");
    expect(checkEfacturaRules(xml)).toEqual([]);
    expect(await ublSchemaErrors(xml)).toEqual([]);
    const text = (await pdfText(await renderInvoicePdf(document))).replace(/\s+/g, " ");
    expect(text).toContain("VAT exempt with the right of deduction");
    expect(text).toContain("96.40 USD");
  });
});

describe("who may download", () => {
  it("gives the customer their own invoice as a private PDF, and another customer a 404", async () => {
    const ana = await signUp("ana@example.ro");
    const { orderNumber } = await paidCardOrder({ email: "ana@example.ro" }, ana);
    const detail = await sendJson(store.kit.app, "GET", `/api/account/orders/${orderNumber}`, ana);
    const [link] = (detail.json.order as { invoices: { label: string; pdfUrl: string }[] }).invoices;
    expect(link!.label).toBe("ELR-000001");
    const mine = await store.kit.app.request(link!.pdfUrl, { headers: { Authorization: `Bearer ${ana}` } }, socketFrom());
    expect(mine.status).toBe(200);
    expect(mine.headers.get("Content-Type")).toBe("application/pdf");
    expect(mine.headers.get("Cache-Control")).toBe("private, no-store");
    expect(mine.headers.get("Content-Disposition")).toBe('attachment; filename="factura-ELR-000001.pdf"');

    const bob = await signUp("bob@example.ro");
    const theirs = await store.kit.app.request(link!.pdfUrl, { headers: { Authorization: `Bearer ${bob}` } }, socketFrom());
    expect(theirs.status).toBe(404);
    const [invoice] = await invoicesOf(orderNumber);
    const { orderNumber: bobsOrder } = await paidCardOrder({ email: "bob@example.ro" }, bob);
    // Bob's own order number with Ana's invoice id: still not his.
    const crossed = await store.kit.app.request(
      `/api/account/orders/${bobsOrder}/invoices/${invoice!.id}/pdf`,
      { headers: { Authorization: `Bearer ${bob}` } },
      socketFrom(),
    );
    expect(crossed.status).toBe(404);
    expect((await store.kit.app.request(link!.pdfUrl, {}, socketFrom())).status).toBe(401);
  });

  it("lets every staff role read invoices and only the owner send them to ANAF", async () => {
    const { orderNumber } = await paidCardOrder();
    const list = (await store.staff.pagesAs(store.members.fulfilment).invoices({ efactura: "not_sent", page: 1 }))!;
    expect(list).toMatchObject({
      total: 1,
      notSent: 1,
      canSend: false,
      rows: [{ label: "ELR-000001", orderNumber, efactura: { status: "not_sent" } }],
    });
    const [row] = list.rows;
    const xml = await store.staff.call("GET", row!.xmlUrl, { member: store.members.fulfilment });
    expect(xml.status).toBe(200);
    expect(xml.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(xml.headers.get("Cache-Control")).toBe("private, no-store");
    expect(
      (await store.staff.call("POST", `/api/admin/invoices/${row!.id}/efactura/send`, { member: store.members.fulfilment })).status,
    ).toBe(403);
    const unconfigured = await store.staff.call("POST", `/api/admin/invoices/${row!.id}/efactura/send`, {
      member: store.members.owner,
    });
    expect(unconfigured.json).toMatchObject({ success: false, status: 409, code: "not_configured" });
    expect(unconfigured.json.error).toContain("ANAF_CLIENT_ID");
    expect((await store.staff.call("GET", "/api/admin/invoices/999999/pdf", { member: store.members.owner })).status).toBe(404);
  });
});

describe("e-Factura through ANAF's API (a local fake)", () => {
  let fake: FakeAnaf;
  beforeAll(async () => {
    fake = await startFakeAnaf();
  });
  afterAll(() => fake.close());
  const seen = () => fake.requests;
  const anaf = () => ({ anaf: fake.anaf() });

  it("uploads once, follows the upload to accepted, and keeps ANAF's answer; audited, no secret anywhere", async () => {
    build(anaf());
    store.members.owner = await store.staff.signIn("owner2@elara.test", "owner");
    fake.reset();
    await paidCardOrder();
    const [invoice] = await store.database.db.select().from(invoices);
    const sent = await store.staff.call("POST", `/api/admin/invoices/${invoice!.id}/efactura/send`, { member: store.members.owner });
    expect(sent.status).toBe(200);
    expect(sent.json.invoice.efactura).toMatchObject({ status: "sent" });
    // A second click does not upload again.
    expect(
      (await store.staff.call("POST", `/api/admin/invoices/${invoice!.id}/efactura/send`, { member: store.members.owner })).status,
    ).toBe(409);
    // The shopper is a consumer: ANAF takes their invoice on /uploadb2c.
    const upload = seen().find((request) => request.path.startsWith("/rest/upload"))!;
    expect(upload.path).toBe("/rest/uploadb2c?standard=UBL&cif=12345674");
    expect(upload.authorization).toBe("Bearer access-token-from-fake");
    expect(upload.body).toContain("<cbc:ID>ELR-000001</cbc:ID>");
    expect(seen().filter((request) => request.path.startsWith("/rest/upload"))).toHaveLength(1);
    expect(seen().find((request) => request.path === "/oauth/token")!.body).toContain("grant_type=refresh_token");

    const refreshed = await store.staff.call("POST", `/api/admin/invoices/${invoice!.id}/efactura/refresh`, {
      member: store.members.owner,
    });
    expect(refreshed.json.invoice.efactura).toMatchObject({ status: "accepted", hasAnswer: true });
    const answer = await store.staff.call("GET", `/api/admin/invoices/${invoice!.id}/anaf-answer`, { member: store.members.owner });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("application/zip");
    const audit = await store.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "invoice")));
    expect(audit.map((entry) => entry.action).sort()).toEqual(["invoice.efactura_check", "invoice.efactura_send"]);
    expect(JSON.stringify(audit)).not.toMatch(/secret-456|refresh-token-abc|access-token-from-fake/);
  });

  it("shows ANAF's refusal with its message, and the sweep follows uploads still processing", async () => {
    build(anaf());
    store.members.owner = await store.staff.signIn("owner3@elara.test", "owner");
    fake.reset();
    fake.verdict = "nok";
    await paidCardOrder();
    const [invoice] = await store.database.db.select().from(invoices);
    await store.staff.call("POST", `/api/admin/invoices/${invoice!.id}/efactura/send`, { member: store.members.owner });
    expect(await store.kit.platform.invoicing.invoices.sweep()).toMatchObject({ checked: 1 });
    const list = (await store.staff.pagesAs(store.members.owner).invoices({ efactura: "rejected", page: 1 }))!;
    expect(list.rows[0]!.efactura).toMatchObject({ status: "rejected", message: "E: validare esuata BR-RO-100" });
  });
});
