/**
 * Issuing invoices and credit notes (issue 21 item 7) through the store's own paths, on PGlite and (with
 * TEST_DATABASE_URL) PostgreSQL: one invoice per paid order however often its payment is told, numbers without gaps or
 * repeats under concurrency, what was paid and how, and credit notes for refunds, store credit and returns.
 */
import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { customers, emailOutbox, invoiceSeries, invoices, orderLines, orders } from "#server/db/schema";
import type { InvoiceDocument } from "#domain/invoice";
import { invoiceLabel, invoicePayments } from "#domain/invoice";
import { emptyTables } from "#tests/server/test-database.ts";
import { postJson } from "#tests/server/account-kit.ts";
import { orderBody, socketFrom } from "#tests/server/orders-kit.ts";
import { pdfText, ublSchemaErrors } from "#tests/server/invoice-kit.ts";
import { invoicingStore, invoiceSettings } from "#tests/server/invoicing-kit.ts";
import { issueInvoiceIfDue } from "#server/commerce/invoicing/invoice-issue";
import { renderEfacturaXml } from "#server/commerce/invoicing/efactura-ubl";
import { checkEfacturaRules } from "#server/commerce/invoicing/efactura-rules";
import { renderInvoicePdf } from "#server/commerce/invoicing/invoice-pdf";
import { CREATE_ORDER_PATH } from "./create-order.ts";

const { store, signUp, place, paidCardOrder, deliveredCod, refundedReturn, invoicesOf } = invoicingStore();

describe("issuing", () => {
  it("gives a paid card order exactly one invoice, attached to its confirmation, however often the payment is told", async () => {
    const { orderNumber, finish } = await paidCardOrder({ email: "ana@example.ro" });
    const query = new URL(finish, "https://shop.example").searchParams;
    // The shopper comes back twice; the signed result is verified each time.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const verified = await postJson(store.kit.app, "/api/verify-payment", {
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

    await store.kit.platform.mailer.idle();
    const confirmation = store.kit.transport!.sent.find((mail) => mail.to === "ana@example.ro" && mail.subject.includes(`${orderNumber}`));
    expect(confirmation?.attachments?.map((file) => [file.filename, file.contentType])).toEqual([
      ["factura-ELR-000001.pdf", "application/pdf"],
    ]);
    const outboxRow = (await store.database.db.select().from(emailOutbox)).find((row) => row.kind === "order_confirmation");
    // The outbox keeps the reference, never the PDF.
    expect(outboxRow!.attachments).toEqual([{ kind: "invoice", invoiceId: only!.id }]);
  });

  it("invoices a cash-on-delivery order when its parcel is delivered, and emails the invoice then", async () => {
    const placed = await place({ paymentMethod: "cod", email: "dan@example.ro" });
    expect(await invoicesOf(placed.orderNumber)).toEqual([]);
    for (const step of ["pack"] as const)
      expect(
        (await store.staff.call("POST", `/api/admin/orders/${placed.orderNumber}/${step}`, { member: store.members.fulfilment })).status,
      ).toBe(200);
    const shipped = await store.staff.call("POST", `/api/admin/orders/${placed.orderNumber}/ship`, {
      member: store.members.fulfilment,
      body: { carrier: "fan_courier", trackingNumber: "2150000000001" },
    });
    expect(shipped.status).toBe(200);
    expect(await invoicesOf(placed.orderNumber)).toEqual([]);
    expect(
      (await store.staff.call("POST", `/api/admin/orders/${placed.orderNumber}/deliver`, { member: store.members.fulfilment })).status,
    ).toBe(200);
    expect(
      (await store.staff.call("POST", `/api/admin/orders/${placed.orderNumber}/cod-collected`, { member: store.members.fulfilment }))
        .status,
    ).toBe(200);
    const [invoice, ...more] = await invoicesOf(placed.orderNumber);
    expect(more).toEqual([]);
    // Issued at delivery, before the courier passed the cash on: the buyer paid at the door and owes nothing.
    expect(invoice!.document.totals).toMatchObject({ prepaidRonMinor: 37_800, dueRonMinor: 0 });
    expect(invoice!.document.payments).toEqual([{ method: "cod", amountRonMinor: 37_800, paidOn: "2026-11-20" }]);
    await store.kit.platform.mailer.idle();
    const mail = store.kit.transport!.sent.find((sent) => sent.to === "dan@example.ro" && sent.subject.startsWith("Factura ELR-000001"));
    expect(mail?.attachments?.[0]?.filename).toBe("factura-ELR-000001.pdf");
  });

  it("numbers invoices 1…n with no gap and no repeat when many are issued at once from two connections", async () => {
    const { orderNumber } = await paidCardOrder();
    const [template] = await store.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    const [line] = await store.database.db.select().from(orderLines).where(eq(orderLines.orderId, template!.id));
    await emptyTables(store.database.db, invoices, invoiceSeries);
    const { id: _id, orderNumber: _number, ...copy } = template!;
    const copies = await store.database.db
      .insert(orders)
      .values(Array.from({ length: 24 }, (_, index) => ({ ...copy, idempotencyKey: `concurrent-${index}` })))
      .returning();
    const { id: _lineId, ...lineCopy } = line!;
    await store.database.db.insert(orderLines).values(copies.map((order) => ({ ...lineCopy, orderId: order.id })));
    const second = await store.database.anotherConnection();
    try {
      const all = [template!, ...copies];
      // Each order asked for twice, from either connection, all at once.
      const asks = [...all, ...all].map((order, index) =>
        (index % 2 === 0 ? store.database.db : second.db).transaction((tx) => issueInvoiceIfDue(tx, invoiceSettings, order, store.clock())),
      );
      const issued = await Promise.all(asks);
      expect(issued.filter((answer) => answer?.issued)).toHaveLength(all.length);
    } finally {
      await second.close();
    }
    const rows = await store.database.db.select().from(invoices).orderBy(asc(invoices.number));
    expect(rows.map((row) => row.number)).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
    expect(new Set(rows.map((row) => row.orderId)).size).toBe(25);
    expect(rows.every((row) => row.document.label === invoiceLabel("ELR", row.number!))).toBe(true);
    const [counter] = await store.database.db.select().from(invoiceSeries).where(eq(invoiceSeries.series, "ELR"));
    expect(counter!.lastNumber).toBe(25);
  });

  it("heals an order that became due without its invoice (the sweep), and never invoices one from before invoicing began", async () => {
    const early = await paidCardOrder();
    await store.database.db.delete(invoices);
    store.clock.advance(60_000);
    const first = await paidCardOrder();
    store.clock.advance(60_000);
    const late = await paidCardOrder();
    await store.database.db
      .delete(invoices)
      .where(eq(invoices.orderId, (await store.database.db.select().from(orders).where(eq(orders.orderNumber, late.orderNumber)))[0]!.id));
    expect(await store.kit.platform.invoicing.invoices.sweep()).toMatchObject({ invoiced: 1 });
    expect(await invoicesOf(late.orderNumber)).toHaveLength(1);
    expect(await invoicesOf(first.orderNumber)).toHaveLength(1);
    expect(await invoicesOf(early.orderNumber)).toEqual([]);
    expect(await store.kit.platform.invoicing.invoices.sweep()).toMatchObject({ invoiced: 0 });
  });

  it("makes the invoice out to the company the shopper named, and refuses a fiscal code whose check digit is wrong", async () => {
    const refused = await store.kit.app.request(
      CREATE_ORDER_PATH,
      {
        method: "POST",
        headers: { "Content-Type": "application/json", "Accept-Language": "ro" },
        body: JSON.stringify(
          orderBody([{ variantId: store.single, quantity: 1 }], {
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
    expect(await store.database.db.select().from(orders)).toEqual([]);

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
    const { xml, breaches } = store.kit.platform.invoicing.invoices.xmlOf(invoice!);
    expect(breaches).toEqual([]);
    expect(xml).toContain("<cac:PartyTaxScheme><cbc:CompanyID>RO14399840</cbc:CompanyID>");
    expect(xml).toContain("<cbc:RegistrationName>Firma Mea S.R.L.</cbc:RegistrationName><cbc:CompanyID>14399840</cbc:CompanyID>");
  });

  it("refuses to rewrite an issued invoice", async () => {
    const { orderNumber } = await paidCardOrder();
    const [invoice] = await invoicesOf(orderNumber);
    await expect(store.database.db.update(invoices).set({ totalRonMinor: 1 }).where(eq(invoices.id, invoice!.id))).rejects.toThrow();
  });
});

describe("what was paid, how and when", () => {
  // Orders placed at 23:30 in Bucharest; delivered an hour later, on the 21st there and still the 20th in UTC.
  beforeEach(() => store.clock.set(new Date("2026-11-20T21:30:00.000Z")));
  const words = async (invoice: { document: InvoiceDocument }) =>
    (await pdfText(await renderInvoicePdf(invoice.document))).replace(/\s+/g, " ");
  const validXml = async (document: InvoiceDocument) => {
    const xml = renderEfacturaXml(document);
    expect(checkEfacturaRules(xml)).toEqual([]);
    expect(await ublSchemaErrors(xml)).toEqual([]);
    return xml;
  };

  // The parcel arrives an hour after it left, past midnight in Bucharest.
  const deliveredAfterMidnight = (overrides: Record<string, unknown> = {}, token?: string) => deliveredCod(overrides, token, 1);

  it("says a cash-on-delivery parcel was paid to the courier at the door, with the day, and leaves nothing to pay", async () => {
    const [invoice] = await invoicesOf(await deliveredAfterMidnight());
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
    const [customer] = await store.database.db.select().from(customers).where(eq(customers.email, "ana@example.ro"));
    const credited = await store.staff.call("POST", `/api/admin/customers/${customer!.id}/store-credit`, {
      member: store.members.owner,
      body: { amountRonMinor: 10_000, reason: "Goodwill" },
    });
    expect(credited.status).toBe(200);
    const [invoice] = await invoicesOf(await deliveredAfterMidnight({ email: "ana@example.ro", useStoreCredit: true }, ana));
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
    const [delivered] = await invoicesOf(await deliveredAfterMidnight());
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
    const partial = await store.staff.call("POST", `/api/admin/orders/${orderNumber}/refund`, {
      member: store.members.owner,
      body: { amount: "100", reason: "damaged", idempotencyKey: "refund-key-one" },
    });
    expect(partial.status).toBe(200);
    // The same click again refunds, and credits, nothing more.
    await store.staff.call("POST", `/api/admin/orders/${orderNumber}/refund`, {
      member: store.members.owner,
      body: { amount: "100", reason: "damaged", idempotencyKey: "refund-key-one" },
    });
    const rest = await store.staff.call("POST", `/api/admin/orders/${orderNumber}/refund`, {
      member: store.members.owner,
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
      const { xml, breaches } = store.kit.platform.invoicing.invoices.xmlOf(note);
      expect(breaches).toEqual([]);
      expect(await ublSchemaErrors(xml)).toEqual([]);
      expect(xml).toContain("<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>");
      expect(xml).toContain("<cbc:ID>ELR-000001</cbc:ID>");
    }
    const text = (await pdfText((await store.kit.platform.invoicing.invoices.pdf(first!)).content)).replace(/\s+/g, " ");
    expect(text).toContain("FACTURĂ DE STORNARE");
    expect(text).toContain("Stornează factura ELR-000001");
    expect(text).toContain("-100,00 lei");
    await store.kit.platform.mailer.idle();
    expect(
      store.kit
        .transport!.sent.filter((mail) => mail.subject.startsWith("Factura de stornare"))
        .map((mail) => mail.attachments?.[0]?.filename),
    ).toEqual(["storno-ELRC-000001.pdf", "storno-ELRC-000002.pdf"]);
  });
});

describe("store credit", () => {
  it("shows credit as a payment, invoices an order it paid whole at once, and takes it back by credit note when cancelled", async () => {
    const ana = await signUp("ana@example.ro");
    const [customer] = await store.database.db.select().from(customers).where(eq(customers.email, "ana@example.ro"));
    const credited = await store.staff.call("POST", `/api/admin/customers/${customer!.id}/store-credit`, {
      member: store.members.owner,
      body: { amountRonMinor: 50_000, reason: "Goodwill" },
    });
    expect(credited.status).toBe(200);
    const placed = await place({ email: "ana@example.ro", paymentMethod: "card", useStoreCredit: true }, ana);
    expect(placed.status).toBe("paid");
    const [invoice] = await invoicesOf(placed.orderNumber);
    expect(invoice!.document.payments).toEqual([{ method: "store_credit", amountRonMinor: 37_800, paidOn: "2026-11-20" }]);
    expect(invoice!.document.discounts).toEqual([]);
    expect(invoice!.document.totals).toMatchObject({ grossRonMinor: 37_800, dueRonMinor: 0 });
    const pdfWords = (await pdfText((await store.kit.platform.invoicing.invoices.pdf(invoice!)).content)).replace(/\s+/g, " ");
    expect(pdfWords).toContain("Achitat cu credit din magazin la 2026-11-20 378,00 lei");

    const cancelled = await store.staff.call("POST", `/api/admin/orders/${placed.orderNumber}/cancel`, {
      member: store.members.owner,
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
    const returned = await refundedReturn(orderNumber, ana, { refundMethod: "store_credit", quantity: 1 });
    const [, note, ...more] = await invoicesOf(orderNumber);
    expect(more).toEqual([]);
    expect(note).toMatchObject({ kind: "credit_note", totalRonMinor: -returned.refundRonMinor, sourceKey: `return-credit:${returned.id}` });
    expect(store.kit.platform.invoicing.invoices.xmlOf(note!).breaches).toEqual([]);
  });
});
