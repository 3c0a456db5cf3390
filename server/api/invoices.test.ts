/**
 * Invoices and credit notes (issue 21 item 7) through the store's own paths, on PGlite and (with TEST_DATABASE_URL)
 * PostgreSQL: one invoice per paid order however often its payment is told, numbers without gaps or repeats under
 * concurrency, the PDF's text and the e-Factura XML against the UBL 2.1 schema and the offline RO_CIUS rules, credit
 * notes for refunds, who may download what, and ANAF's adapter against a local fake of its API.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  customers,
  discountRedemptions,
  emailOutbox,
  invoiceSeries,
  invoices,
  orderLines,
  orders,
  staffMembers,
  subscriptions,
} from "#server/db/schema";
import { insertPublicCodes } from "#tests/server/discount-codes.ts";
import type { InvoiceDocument } from "#domain/invoice";
import { invoiceFigures, invoiceLabel, invoicePayments } from "#domain/invoice";
import { SAMPLE_COMPANY } from "#domain/company";
import { createSeededTestDatabase, emptyTables, type TestDatabase } from "#tests/server/test-database.ts";
import { postJson, sendJson, signedInCustomer, testClock } from "#tests/server/account-kit.ts";
import { buildOrdersApp, orderBody, socketFrom, variantGid } from "#tests/server/orders-kit.ts";
import { testConfig } from "#tests/server/platform-kit.ts";
import { staffKit, type StaffMemberSession } from "#tests/server/staff-kit.ts";
import { pdfText, ublSchemaErrors } from "#tests/server/invoice-kit.ts";
import { issueInvoiceIfDue } from "#server/commerce/invoicing/invoice-issue";
import { renderEfacturaXml } from "#server/commerce/invoicing/efactura-ubl";
import { checkEfacturaRules } from "#server/commerce/invoicing/efactura-rules";
import { renderInvoicePdf } from "#server/commerce/invoicing/invoice-pdf";
import { CREATE_ORDER_PATH } from "./create-order.ts";

const company = { ...SAMPLE_COMPANY, legalName: "Elara Wellness S.R.L.", vatId: "RO12345674", registrationNumber: "J40/1234/2024" };
const settings = { company, series: { invoice: "ELR", creditNote: "ELRC" } };

let database: TestDatabase;
let single = "";
let clock = testClock();
let kit: ReturnType<typeof buildOrdersApp>;
let staff: ReturnType<typeof staffKit>;
const members: Record<"owner" | "fulfilment", StaffMemberSession> = {} as never;

beforeAll(async () => {
  database = await createSeededTestDatabase();
  // The public codes an older store kept: these journeys need a code anyone may type.
  await insertPublicCodes(database.db);
  single = await variantGid(database, "PAP-1");
});
afterAll(() => database.close());

function build(extra: Partial<typeof testConfig> = {}) {
  kit = buildOrdersApp({ database, clock, config: { ...testConfig, company, ...extra } });
  staff = staffKit(kit, clock);
}

beforeEach(async () => {
  await emptyTables(database.db, discountRedemptions, subscriptions, orders, invoiceSeries, emailOutbox, customers, auditLog, staffMembers);
  clock = testClock(new Date("2026-11-20T10:00:00.000Z"));
  build();
  members.owner = await staff.signIn("owner@elara.test", "owner");
  members.fulfilment = await staff.signIn("fulfilment@elara.test", "fulfilment");
});

async function signUp(email: string): Promise<string> {
  return (await signedInCustomer(kit, email, { lastName: "Popescu" })).accessToken;
}

async function place(overrides: Record<string, unknown> = {}, token?: string, quantity = 2) {
  const response = await kit.app.request(
    CREATE_ORDER_PATH,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": "ro", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(orderBody([{ variantId: single, quantity }], overrides)),
    },
    socketFrom(),
  );
  expect(response.status).toBe(201);
  return (await response.json()) as { orderNumber: number; paymentUrl?: string; status: string };
}

async function pay(paymentUrl: string) {
  const url = new URL(paymentUrl);
  const paid = await kit.app.request(
    url.pathname + url.search,
    { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "outcome=pay" },
    socketFrom(),
  );
  expect(paid.status).toBe(303);
  return paid.headers.get("Location")!;
}

async function paidCardOrder(overrides: Record<string, unknown> = {}, token?: string) {
  const placed = await place({ paymentMethod: "card", ...overrides }, token);
  const finish = await pay(placed.paymentUrl!);
  return { orderNumber: placed.orderNumber, finish };
}

const invoicesOf = async (orderNumber: number) => {
  const [order] = await database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return database.db.select().from(invoices).where(eq(invoices.orderId, order!.id)).orderBy(asc(invoices.id));
};

describe("issuing", () => {
  it("gives a paid card order exactly one invoice, attached to its confirmation, however often the payment is told", async () => {
    const { orderNumber, finish } = await paidCardOrder({ email: "ana@example.ro" });
    const query = new URL(finish, "https://shop.example").searchParams;
    // The shopper comes back twice; the signed result is verified each time.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const verified = await postJson(kit.app, "/api/verify-payment", {
        orderNumber: query.get("order"),
        paymentId: query.get("payment"),
        result: query.get("result"),
        sig: query.get("sig"),
      });
      expect(verified.status).toBe(200);
    }
    const [only, ...more] = await invoicesOf(orderNumber);
    expect(more).toEqual([]);
    expect(only).toMatchObject({ kind: "invoice", series: "ELR", number: 1, totalRonMinor: 37_800, efacturaStatus: "not_sent" });
    expect(only!.document.label).toBe("ELR-000001");
    expect(only!.document.totals).toMatchObject({ grossRonMinor: 37_800, prepaidRonMinor: 37_800, dueRonMinor: 0 });
    // 378.00 lei at 21 %: 312.40 lei before VAT, 65.60 lei of VAT.
    expect(only!.document.vatGroups).toEqual([{ ratePercent: 21, category: "S", taxableRonMinor: 31_240, vatRonMinor: 6_560 }]);

    await kit.platform.mailer.idle();
    const confirmation = kit.transport!.sent.find((mail) => mail.to === "ana@example.ro" && mail.subject.includes(`${orderNumber}`));
    expect(confirmation?.attachments?.map((file) => [file.filename, file.contentType])).toEqual([
      ["factura-ELR-000001.pdf", "application/pdf"],
    ]);
    const outboxRow = (await database.db.select().from(emailOutbox)).find((row) => row.kind === "order_confirmation");
    // The outbox keeps the reference, never the PDF.
    expect(outboxRow!.attachments).toEqual([{ kind: "invoice", invoiceId: only!.id }]);
  });

  it("invoices a cash-on-delivery order when its parcel is delivered, and emails the invoice then", async () => {
    const placed = await place({ paymentMethod: "cod", email: "dan@example.ro" });
    expect(await invoicesOf(placed.orderNumber)).toEqual([]);
    for (const step of ["pack"] as const)
      expect((await staff.call("POST", `/api/admin/orders/${placed.orderNumber}/${step}`, { member: members.fulfilment })).status).toBe(
        200,
      );
    const shipped = await staff.call("POST", `/api/admin/orders/${placed.orderNumber}/ship`, {
      member: members.fulfilment,
      body: { carrier: "fan_courier", trackingNumber: "2150000000001" },
    });
    expect(shipped.status).toBe(200);
    expect(await invoicesOf(placed.orderNumber)).toEqual([]);
    expect((await staff.call("POST", `/api/admin/orders/${placed.orderNumber}/deliver`, { member: members.fulfilment })).status).toBe(200);
    expect((await staff.call("POST", `/api/admin/orders/${placed.orderNumber}/cod-collected`, { member: members.fulfilment })).status).toBe(
      200,
    );
    const [invoice, ...more] = await invoicesOf(placed.orderNumber);
    expect(more).toEqual([]);
    // Issued at delivery, before the courier passed the cash on: the buyer paid at the door and owes nothing.
    expect(invoice!.document.totals).toMatchObject({ prepaidRonMinor: 37_800, dueRonMinor: 0 });
    expect(invoice!.document.payments).toEqual([{ method: "cod", amountRonMinor: 37_800, paidOn: "2026-11-20" }]);
    await kit.platform.mailer.idle();
    const mail = kit.transport!.sent.find((sent) => sent.to === "dan@example.ro" && sent.subject.startsWith("Factura ELR-000001"));
    expect(mail?.attachments?.[0]?.filename).toBe("factura-ELR-000001.pdf");
  });

  it("numbers invoices 1…n with no gap and no repeat when many are issued at once from two connections", async () => {
    const { orderNumber } = await paidCardOrder();
    const [template] = await database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    const [line] = await database.db.select().from(orderLines).where(eq(orderLines.orderId, template!.id));
    await emptyTables(database.db, invoices, invoiceSeries);
    const { id: _id, orderNumber: _number, ...copy } = template!;
    const copies = await database.db
      .insert(orders)
      .values(Array.from({ length: 24 }, (_, index) => ({ ...copy, idempotencyKey: `concurrent-${index}` })))
      .returning();
    const { id: _lineId, ...lineCopy } = line!;
    await database.db.insert(orderLines).values(copies.map((order) => ({ ...lineCopy, orderId: order.id })));
    const second = await database.anotherConnection();
    try {
      const all = [template!, ...copies];
      // Each order asked for twice, from either connection, all at once.
      const asks = [...all, ...all].map((order, index) =>
        (index % 2 === 0 ? database.db : second.db).transaction((tx) => issueInvoiceIfDue(tx, settings, order, clock())),
      );
      const issued = await Promise.all(asks);
      expect(issued.filter((answer) => answer?.issued)).toHaveLength(all.length);
    } finally {
      await second.close();
    }
    const rows = await database.db.select().from(invoices).orderBy(asc(invoices.number));
    expect(rows.map((row) => row.number)).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
    expect(new Set(rows.map((row) => row.orderId)).size).toBe(25);
    expect(rows.every((row) => row.document.label === invoiceLabel("ELR", row.number))).toBe(true);
    const [counter] = await database.db.select().from(invoiceSeries).where(eq(invoiceSeries.series, "ELR"));
    expect(counter!.lastNumber).toBe(25);
  });

  it("heals an order that became due without its invoice (the sweep), and never invoices one from before invoicing began", async () => {
    const early = await paidCardOrder();
    await database.db.delete(invoices);
    clock.advance(60_000);
    const first = await paidCardOrder();
    clock.advance(60_000);
    const late = await paidCardOrder();
    await database.db
      .delete(invoices)
      .where(eq(invoices.orderId, (await database.db.select().from(orders).where(eq(orders.orderNumber, late.orderNumber)))[0]!.id));
    expect(await kit.platform.orders.invoices.sweep()).toMatchObject({ invoiced: 1 });
    expect(await invoicesOf(late.orderNumber)).toHaveLength(1);
    expect(await invoicesOf(first.orderNumber)).toHaveLength(1);
    expect(await invoicesOf(early.orderNumber)).toEqual([]);
    expect(await kit.platform.orders.invoices.sweep()).toMatchObject({ invoiced: 0 });
  });

  it("makes the invoice out to the company the shopper named, and refuses a fiscal code whose check digit is wrong", async () => {
    const refused = await kit.app.request(
      CREATE_ORDER_PATH,
      {
        method: "POST",
        headers: { "Content-Type": "application/json", "Accept-Language": "ro" },
        body: JSON.stringify(
          orderBody([{ variantId: single, quantity: 1 }], {
            paymentMethod: "card",
            invoiceCompany: { name: "Firma Mea S.R.L.", vatId: "RO14399841", registrationNumber: "J40/1/2020" },
          }),
        ),
      },
      socketFrom(),
    );
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fields: Record<string, string> }).fields).toEqual({
      "invoiceCompany.vatId": "Codul fiscal (CUI) nu este valid: verifică cifrele.",
    });
    expect(await database.db.select().from(orders)).toEqual([]);

    const { orderNumber } = await paidCardOrder({
      invoiceCompany: { name: "Firma Mea S.R.L.", vatId: "ro 14399840", registrationNumber: "j40/1/2020" },
    });
    const [invoice] = await invoicesOf(orderNumber);
    expect(invoice!.document.buyer).toMatchObject({
      kind: "company",
      name: "Firma Mea S.R.L.",
      vatId: "RO14399840",
      registrationNumber: "J40/1/2020",
    });
    const { xml, breaches } = kit.platform.orders.invoices.xmlOf(invoice!);
    expect(breaches).toEqual([]);
    expect(xml).toContain("<cac:PartyTaxScheme><cbc:CompanyID>RO14399840</cbc:CompanyID>");
    expect(xml).toContain("<cbc:RegistrationName>Firma Mea S.R.L.</cbc:RegistrationName><cbc:CompanyID>14399840</cbc:CompanyID>");
  });

  it("refuses to rewrite an issued invoice", async () => {
    const { orderNumber } = await paidCardOrder();
    const [invoice] = await invoicesOf(orderNumber);
    await expect(database.db.update(invoices).set({ totalRonMinor: 1 }).where(eq(invoices.id, invoice!.id))).rejects.toThrow();
  });
});

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
    const pdf = await kit.platform.orders.invoices.pdf(invoice!);
    expect(pdf.content.subarray(0, 5).toString()).toBe("%PDF-");
    const text = (await pdfText(pdf.content)).replace(/\s+/g, " ");
    // One page, its footer on it.
    expect(text).toContain("ELR-000001 · Pagina 1 din 1");
    expect(text).not.toContain("Pagina 2");
    expect(text).toContain("FACTURĂ");
    expect(text).toContain("ELR-000001");
    expect(text).toContain("Ștefan Țărănuș");
    expect(text).toContain("Str. Împăcării 3");
    expect(text).toContain("Bază de impozitare 21 %");
    expect(text).toContain("312,40 lei");
    expect(text).toContain("65,60 lei");
    expect(text).toContain("378,00 lei");
    expect(text).toContain("Achitat cu cardul");
    expect(text).toContain(company.legalName);
    expect(text).toContain("J40/1234/2024");
  });

  it("draws UBL 2.1 that the OASIS schema accepts and that keeps the RO_CIUS rules the store can check", async () => {
    const { orderNumber } = await paidCardOrder();
    const [invoice] = await invoicesOf(orderNumber);
    const { xml, breaches } = kit.platform.orders.invoices.xmlOf(invoice!);
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
      seller: { ...company, address: { ...company.address, county: "Transilvania" } },
    };
    const xml = renderEfacturaXml(broken).replace(
      '<cbc:TaxExclusiveAmount currencyID="RON">312.40',
      '<cbc:TaxExclusiveAmount currencyID="RON">312.41',
    );
    expect(checkEfacturaRules(xml).map((breach) => breach.rule)).toEqual(
      expect.arrayContaining(["BR-RO-seller-county", "BR-RO-buyer-sector", "BR-CO-13", "BR-CO-15"]),
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
      seller: company,
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

describe("what was paid, how and when", () => {
  // Orders placed at 23:30 in Bucharest; delivered an hour later, on the 21st there and still the 20th in UTC.
  beforeEach(() => clock.set(new Date("2026-11-20T21:30:00.000Z")));
  const words = async (invoice: { document: InvoiceDocument }) =>
    (await pdfText(await renderInvoicePdf(invoice.document))).replace(/\s+/g, " ");
  const validXml = async (document: InvoiceDocument) => {
    const xml = renderEfacturaXml(document);
    expect(checkEfacturaRules(xml)).toEqual([]);
    expect(await ublSchemaErrors(xml)).toEqual([]);
    return xml;
  };

  async function deliveredCod(overrides: Record<string, unknown> = {}, token?: string) {
    const placed = await place({ paymentMethod: "cod", ...overrides }, token);
    expect((await staff.call("POST", `/api/admin/orders/${placed.orderNumber}/pack`, { member: members.fulfilment })).status).toBe(200);
    const shipped = await staff.call("POST", `/api/admin/orders/${placed.orderNumber}/ship`, {
      member: members.fulfilment,
      body: { carrier: "fan_courier", trackingNumber: "2150000000001" },
    });
    expect(shipped.status).toBe(200);
    clock.advance(60 * 60 * 1000);
    expect((await staff.call("POST", `/api/admin/orders/${placed.orderNumber}/deliver`, { member: members.fulfilment })).status).toBe(200);
    return placed.orderNumber;
  }

  it("says a cash-on-delivery parcel was paid to the courier at the door, with the day, and leaves nothing to pay", async () => {
    const [invoice] = await invoicesOf(await deliveredCod());
    expect(invoice!.document.payments).toEqual([{ method: "cod", amountRonMinor: 37_800, paidOn: "2026-11-21" }]);
    const text = await words(invoice!);
    expect(text).toContain("Achitat în numerar la livrare, încasat de curier la 2026-11-21 378,00 lei");
    expect(text).not.toContain("Rest de plată");
    const xml = await validXml(invoice!.document);
    expect(xml).toContain("<cbc:PaymentMeansCode>10</cbc:PaymentMeansCode>");
    expect(xml).toContain('<cbc:PrepaidAmount currencyID="RON">378.00</cbc:PrepaidAmount>');
    expect(xml).toContain('<cbc:PayableAmount currencyID="RON">0.00</cbc:PayableAmount>');
    expect(xml).not.toContain("<cbc:DueDate>");
    expect(xml).toContain("<cbc:Note>Achitat în numerar la livrare, încasat de curier la 2026-11-21: 378.00 RON</cbc:Note>");
  });

  it("says a card order was paid by card on the day it was charged", async () => {
    const [invoice] = await invoicesOf((await paidCardOrder()).orderNumber);
    expect(invoice!.document.payments).toEqual([{ method: "card", amountRonMinor: 37_800, paidOn: "2026-11-20" }]);
    const text = await words(invoice!);
    expect(text).toContain("Achitat cu cardul la 2026-11-20 378,00 lei");
    expect(text).not.toContain("Rest de plată");
    const xml = await validXml(invoice!.document);
    expect(xml).toContain("<cbc:PaymentMeansCode>48</cbc:PaymentMeansCode>");
    expect(xml).toContain('<cbc:PayableAmount currencyID="RON">0.00</cbc:PayableAmount>');
  });

  it("names each part of an order paid partly with store credit and the rest in cash to the courier, and their total", async () => {
    const ana = await signUp("ana@example.ro");
    const [customer] = await database.db.select().from(customers).where(eq(customers.email, "ana@example.ro"));
    const credited = await staff.call("POST", `/api/admin/customers/${customer!.id}/store-credit`, {
      member: members.owner,
      body: { amountRonMinor: 10_000, reason: "Goodwill" },
    });
    expect(credited.status).toBe(200);
    const [invoice] = await invoicesOf(await deliveredCod({ email: "ana@example.ro", useStoreCredit: true }, ana));
    expect(invoice!.document.payments).toEqual([
      { method: "store_credit", amountRonMinor: 10_000, paidOn: "2026-11-20" },
      { method: "cod", amountRonMinor: 27_800, paidOn: "2026-11-21" },
    ]);
    expect(invoice!.document.totals).toMatchObject({ prepaidRonMinor: 37_800, dueRonMinor: 0 });
    const text = await words(invoice!);
    expect(text).toContain("Achitat cu credit din magazin la 2026-11-20 100,00 lei");
    expect(text).toContain("Achitat în numerar la livrare, încasat de curier la 2026-11-21 278,00 lei");
    expect(text).toContain("Total achitat 378,00 lei");
    expect(text).not.toContain("Rest de plată");
    const xml = await validXml(invoice!.document);
    expect(xml).toContain("<cbc:Note>Achitat cu credit din magazin la 2026-11-20: 100.00 RON</cbc:Note>");
    expect(xml).toContain('<cbc:PrepaidAmount currencyID="RON">378.00</cbc:PrepaidAmount>');
  });

  it("says what is left to pay, and how, only when something is: a cash-on-delivery invoice before the parcel arrived", async () => {
    // None of the store's paths invoices a parcel still on its way; the document's own rule is proven here.
    const [delivered] = await invoicesOf(await deliveredCod());
    const unpaid = invoicePayments({
      paymentMethod: "cod",
      totalRonMinor: 37_800,
      storeCreditRonMinor: 0,
      placedOn: "2026-11-20",
      paidOn: null,
      deliveredOn: null,
    });
    expect(unpaid).toEqual({
      payments: [{ method: "cod", amountRonMinor: 37_800, paidOn: null }],
      prepaidRonMinor: 0,
      dueRonMinor: 37_800,
    });
    const document: InvoiceDocument = {
      ...delivered!.document,
      payments: unpaid.payments,
      totals: { ...delivered!.document.totals, prepaidRonMinor: 0, dueRonMinor: 37_800 },
    };
    const text = await words({ document });
    expect(text).toContain("De plătit în numerar la livrare (ramburs) 378,00 lei");
    expect(text).toContain("Rest de plată 378,00 lei");
    const xml = await validXml(document);
    expect(xml).not.toContain("<cbc:PrepaidAmount");
    expect(xml).toContain('<cbc:PayableAmount currencyID="RON">378.00</cbc:PayableAmount>');
    expect(xml).toContain("<cbc:DueDate>");
  });
});

describe("credit notes", () => {
  it("takes a partial then the whole refund off the invoice, in their own series, naming the invoice, valid XML", async () => {
    const { orderNumber } = await paidCardOrder({ email: "ana@example.ro" });
    const partial = await staff.call("POST", `/api/admin/orders/${orderNumber}/refund`, {
      member: members.owner,
      body: { amount: "100", reason: "damaged", idempotencyKey: "refund-key-one" },
    });
    expect(partial.status).toBe(200);
    // The same click again refunds, and credits, nothing more.
    await staff.call("POST", `/api/admin/orders/${orderNumber}/refund`, {
      member: members.owner,
      body: { amount: "100", reason: "damaged", idempotencyKey: "refund-key-one" },
    });
    const rest = await staff.call("POST", `/api/admin/orders/${orderNumber}/refund`, {
      member: members.owner,
      body: { amount: "278", reason: "returned", idempotencyKey: "refund-key-two" },
    });
    expect(rest.status).toBe(200);
    const [invoice, first, second, ...more] = await invoicesOf(orderNumber);
    expect(more).toEqual([]);
    expect(first).toMatchObject({ kind: "credit_note", series: "ELRC", number: 1, totalRonMinor: -10_000, correctsInvoiceId: invoice!.id });
    expect(second).toMatchObject({ kind: "credit_note", series: "ELRC", number: 2, totalRonMinor: -27_800 });
    expect(first!.document.corrects).toEqual({ label: "ELR-000001", issueDate: invoice!.document.issueDate });
    expect(first!.document.vatGroups).toEqual([{ ratePercent: 21, category: "S", taxableRonMinor: -8_264, vatRonMinor: -1_736 }]);
    for (const note of [first!, second!]) {
      const { xml, breaches } = kit.platform.orders.invoices.xmlOf(note);
      expect(breaches).toEqual([]);
      expect(await ublSchemaErrors(xml)).toEqual([]);
      expect(xml).toContain("<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>");
      expect(xml).toContain("<cbc:ID>ELR-000001</cbc:ID>");
    }
    const text = (await pdfText((await kit.platform.orders.invoices.pdf(first!)).content)).replace(/\s+/g, " ");
    expect(text).toContain("FACTURĂ DE STORNARE");
    expect(text).toContain("Stornează factura ELR-000001");
    expect(text).toContain("-100,00 lei");
    await kit.platform.mailer.idle();
    expect(
      kit.transport!.sent.filter((mail) => mail.subject.startsWith("Factura de stornare")).map((mail) => mail.attachments?.[0]?.filename),
    ).toEqual(["storno-ELRC-000001.pdf", "storno-ELRC-000002.pdf"]);
  });
});

describe("store credit", () => {
  it("shows credit as a payment, invoices an order it paid whole at once, and takes it back by credit note when cancelled", async () => {
    const ana = await signUp("ana@example.ro");
    const [customer] = await database.db.select().from(customers).where(eq(customers.email, "ana@example.ro"));
    const credited = await staff.call("POST", `/api/admin/customers/${customer!.id}/store-credit`, {
      member: members.owner,
      body: { amountRonMinor: 50_000, reason: "Goodwill" },
    });
    expect(credited.status).toBe(200);
    const placed = await place({ email: "ana@example.ro", paymentMethod: "card", useStoreCredit: true }, ana);
    expect(placed.status).toBe("paid");
    const [invoice] = await invoicesOf(placed.orderNumber);
    expect(invoice!.document.payments).toEqual([{ method: "store_credit", amountRonMinor: 37_800, paidOn: "2026-11-20" }]);
    expect(invoice!.document.discounts).toEqual([]);
    expect(invoice!.document.totals).toMatchObject({ grossRonMinor: 37_800, dueRonMinor: 0 });
    const pdfWords = (await pdfText((await kit.platform.orders.invoices.pdf(invoice!)).content)).replace(/\s+/g, " ");
    expect(pdfWords).toContain("Achitat cu credit din magazin la 2026-11-20 378,00 lei");

    const cancelled = await staff.call("POST", `/api/admin/orders/${placed.orderNumber}/cancel`, {
      member: members.owner,
      body: { reason: "asked" },
    });
    expect(cancelled.status).toBe(200);
    const [, note, ...more] = await invoicesOf(placed.orderNumber);
    expect(more).toEqual([]);
    expect(note).toMatchObject({ kind: "credit_note", number: 1, totalRonMinor: -37_800, sourceKey: `order-credit:${invoice!.orderId}` });
  });
});

describe("returns", () => {
  it("takes a return refunded as store credit off the invoice by a credit note", async () => {
    const ana = await signUp("ana@example.ro");
    const { orderNumber } = await paidCardOrder({ email: "ana@example.ro" }, ana);
    const [order] = await database.db
      .update(orders)
      .set({ fulfilmentStatus: "delivered", status: "delivered", shippedAt: clock(), deliveredAt: clock() })
      .where(eq(orders.orderNumber, orderNumber))
      .returning();
    const [line] = await database.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    const made = await sendJson(kit.app, "POST", "/api/account/returns", ana, {
      orderNumber,
      lines: [{ lineId: line!.id, quantity: 1, reason: "changed_mind" }],
      refundMethod: "store_credit",
    });
    expect(made.status).toBe(201);
    const returned = made.json.return as { id: number; refundRonMinor: number };
    for (const [action, body] of [
      ["approve", {}],
      ["receive", { lines: [{ lineId: line!.id, received: 1, damaged: 0 }] }],
      ["refund", {}],
    ] as const)
      expect((await staff.call("POST", `/api/admin/returns/${returned.id}/${action}`, { member: members.owner, body })).status).toBe(200);
    const [, note, ...more] = await invoicesOf(orderNumber);
    expect(more).toEqual([]);
    expect(note).toMatchObject({ kind: "credit_note", totalRonMinor: -returned.refundRonMinor, sourceKey: `return-credit:${returned.id}` });
    expect(kit.platform.orders.invoices.xmlOf(note!).breaches).toEqual([]);
  });
});

describe("who may download", () => {
  it("gives the customer their own invoice as a private PDF, and another customer a 404", async () => {
    const ana = await signUp("ana@example.ro");
    const { orderNumber } = await paidCardOrder({ email: "ana@example.ro" }, ana);
    const detail = await sendJson(kit.app, "GET", `/api/account/orders/${orderNumber}`, ana);
    const [link] = (detail.json.order as { invoices: { label: string; pdfUrl: string }[] }).invoices;
    expect(link!.label).toBe("ELR-000001");
    const mine = await kit.app.request(link!.pdfUrl, { headers: { Authorization: `Bearer ${ana}` } }, socketFrom());
    expect(mine.status).toBe(200);
    expect(mine.headers.get("Content-Type")).toBe("application/pdf");
    expect(mine.headers.get("Cache-Control")).toBe("private, no-store");
    expect(mine.headers.get("Content-Disposition")).toBe('attachment; filename="factura-ELR-000001.pdf"');

    const bob = await signUp("bob@example.ro");
    const theirs = await kit.app.request(link!.pdfUrl, { headers: { Authorization: `Bearer ${bob}` } }, socketFrom());
    expect(theirs.status).toBe(404);
    const [invoice] = await invoicesOf(orderNumber);
    const { orderNumber: bobsOrder } = await paidCardOrder({ email: "bob@example.ro" }, bob);
    // Bob's own order number with Ana's invoice id: still not his.
    const crossed = await kit.app.request(
      `/api/account/orders/${bobsOrder}/invoices/${invoice!.id}/pdf`,
      { headers: { Authorization: `Bearer ${bob}` } },
      socketFrom(),
    );
    expect(crossed.status).toBe(404);
    expect((await kit.app.request(link!.pdfUrl, {}, socketFrom())).status).toBe(401);
  });

  it("lets every staff role read invoices and only the owner send them to ANAF", async () => {
    const { orderNumber } = await paidCardOrder();
    const list = (await staff.pagesAs(members.fulfilment).invoices({ efactura: "not_sent", page: 1 }))!;
    expect(list).toMatchObject({
      total: 1,
      notSent: 1,
      canSend: false,
      rows: [{ label: "ELR-000001", orderNumber, efactura: { status: "not_sent" } }],
    });
    const [row] = list.rows;
    const xml = await staff.call("GET", row!.xmlUrl, { member: members.fulfilment });
    expect(xml.status).toBe(200);
    expect(xml.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(xml.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await staff.call("POST", `/api/admin/invoices/${row!.id}/efactura/send`, { member: members.fulfilment })).status).toBe(403);
    const unconfigured = await staff.call("POST", `/api/admin/invoices/${row!.id}/efactura/send`, {
      member: members.owner,
    });
    expect(unconfigured.json).toMatchObject({ success: false, status: 409, code: "not_configured" });
    expect(unconfigured.json.error).toContain("ANAF_CLIENT_ID");
    expect((await staff.call("GET", "/api/admin/invoices/999999/pdf", { member: members.owner })).status).toBe(404);
  });
});

describe("e-Factura through ANAF's API (a local fake)", () => {
  let server: Server;
  let base = "";
  const seen: { method: string; path: string; authorization: string; body: string }[] = [];
  let verdict: "ok" | "nok" = "ok";

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        seen.push({ method: request.method!, path: request.url!, authorization: request.headers.authorization ?? "", body });
        const url = new URL(request.url!, "http://fake");
        if (url.pathname === "/oauth/token") {
          response.setHeader("Content-Type", "application/json");
          response.end(JSON.stringify({ access_token: "access-token-from-fake", expires_in: 3600, token_type: "Bearer" }));
        } else if (url.pathname === "/rest/upload") {
          response.end(
            `<?xml version="1.0" encoding="UTF-8"?><header xmlns="mfp:anaf:dgti:spv:respUploadFisier:v1" dateResponse="202611201000" ExecutionStatus="0" index_incarcare="5001"/>`,
          );
        } else if (url.pathname === "/rest/stareMesaj") {
          response.end(
            verdict === "ok"
              ? `<?xml version="1.0" encoding="UTF-8"?><header xmlns="mfp:anaf:dgti:efactura:stareMesajFactura:v1" stare="ok" id_descarcare="9001"/>`
              : `<?xml version="1.0" encoding="UTF-8"?><header xmlns="mfp:anaf:dgti:efactura:stareMesajFactura:v1" stare="nok" id_descarcare="9002"><Errors errorMessage="E: validare esuata BR-RO-100"/></header>`,
          );
        } else if (url.pathname === "/rest/descarcare") {
          response.setHeader("Content-Type", "application/zip");
          response.end(Buffer.from("PK fake zip"));
        } else {
          response.statusCode = 404;
          response.end();
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const anaf = () => ({
    anaf: {
      clientId: "client-id-123",
      clientSecret: "client-secret-456",
      refreshToken: "refresh-token-abcdefghijkl",
      tokenUrl: `${base}/oauth/token`,
      apiBase: `${base}/rest`,
    },
  });

  it("uploads once, follows the upload to accepted, and keeps ANAF's answer; audited, no secret anywhere", async () => {
    build(anaf());
    members.owner = await staff.signIn("owner2@elara.test", "owner");
    verdict = "ok";
    seen.length = 0;
    await paidCardOrder();
    const [invoice] = await database.db.select().from(invoices);
    const sent = await staff.call("POST", `/api/admin/invoices/${invoice!.id}/efactura/send`, { member: members.owner });
    expect(sent.status).toBe(200);
    expect(sent.json.invoice.efactura).toMatchObject({ status: "sent" });
    // A second click does not upload again.
    expect((await staff.call("POST", `/api/admin/invoices/${invoice!.id}/efactura/send`, { member: members.owner })).status).toBe(409);
    const upload = seen.find((request) => request.path.startsWith("/rest/upload"))!;
    expect(upload.path).toBe("/rest/upload?standard=UBL&cif=12345674");
    expect(upload.authorization).toBe("Bearer access-token-from-fake");
    expect(upload.body).toContain("<cbc:ID>ELR-000001</cbc:ID>");
    expect(seen.filter((request) => request.path.startsWith("/rest/upload"))).toHaveLength(1);
    expect(seen.find((request) => request.path === "/oauth/token")!.body).toContain("grant_type=refresh_token");

    const refreshed = await staff.call("POST", `/api/admin/invoices/${invoice!.id}/efactura/refresh`, { member: members.owner });
    expect(refreshed.json.invoice.efactura).toMatchObject({ status: "accepted", hasAnswer: true });
    const answer = await staff.call("GET", `/api/admin/invoices/${invoice!.id}/anaf-answer`, { member: members.owner });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("application/zip");
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "invoice")));
    expect(audit.map((entry) => entry.action).sort()).toEqual(["invoice.efactura_check", "invoice.efactura_send"]);
    expect(JSON.stringify(audit)).not.toMatch(/secret-456|refresh-token-abc|access-token-from-fake/);
  });

  it("shows ANAF's refusal with its message, and the sweep follows uploads still processing", async () => {
    build(anaf());
    members.owner = await staff.signIn("owner3@elara.test", "owner");
    verdict = "nok";
    await paidCardOrder();
    const [invoice] = await database.db.select().from(invoices);
    await staff.call("POST", `/api/admin/invoices/${invoice!.id}/efactura/send`, { member: members.owner });
    expect(await kit.platform.orders.invoices.sweep()).toMatchObject({ checked: 1 });
    const list = (await staff.pagesAs(members.owner).invoices({ efactura: "rejected", page: 1 }))!;
    expect(list.rows[0]!.efactura).toMatchObject({ status: "rejected", message: "E: validare esuata BR-RO-100" });
  });
});
