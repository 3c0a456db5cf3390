/**
 * The invoice issuer (issue 70 item 2, decision 0177) through the store's own paths, on PGlite and (with
 * TEST_DATABASE_URL) PostgreSQL, against the local fake Oblio and SmartBill: the owner's choice and its refusal, a
 * delivered cash-on-delivery order invoiced by the outside issuer (pending with no number in the delivery's
 * transaction, then numbered by it), a lost answer or a failure retried without a second invoice, Elara's series left
 * alone, and a credit note that follows its invoice's issuer.
 */
import { asc, eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { emailOutbox, invoiceSeries, invoices, orders, storeSettings } from "#server/db/schema";
import { emptyTables } from "#tests/server/test-database.ts";
import { requestApp } from "#tests/server/app-request.ts";
import { invoicingStore } from "#tests/server/invoicing-kit.ts";
import { checkEveryInvoice } from "#server/efactura-commands";
import { startFakeOblio, startFakeSmartbill, type FakeOblio, type FakeSmartbill } from "#tests/server/invoice-issuer-fakes.ts";

const { store, build, signUp, paidCardOrder, deliveredCod, refundedReturn, invoicesOf } = invoicingStore();

let oblio: FakeOblio;
let smartbill: FakeSmartbill;
beforeAll(async () => {
  oblio = await startFakeOblio();
  smartbill = await startFakeSmartbill();
});
// The owner's choice is a stored setting: each test starts from Elara's.
beforeEach(() => emptyTables(store.database.db, storeSettings));
afterAll(async () => {
  await oblio.close();
  await smartbill.close();
});

/** The store with both accounts configured, pointed at the fakes, and the owner's choice saved through the admin. */
async function storeIssuingWith(issuer: "oblio" | "smartbill") {
  build({ invoiceIssuers: { oblio: oblio.account, smartbill: smartbill.account } });
  const chosen = await store.staff.call("POST", "/api/admin/invoices/issuer", { member: store.members.owner, body: { issuer } });
  expect(chosen.status).toBe(200);
  expect(chosen.json).toMatchObject({ changed: true, issuer, configured: { elara: true, oblio: true, smartbill: true } });
}

/** Whether Elara's own series took no number: its counters (locked while issuing, so made) all still at 0. */
const elaraSeriesUntouched = async () =>
  (await store.database.db.select().from(invoiceSeries).orderBy(asc(invoiceSeries.series))).every((series) => series.lastNumber === 0);
const sweep = () => store.kit.platform.invoicing.invoices.sweep();
const later = (minutes: number) => store.clock.advance(minutes * 60_000);

describe("choosing the issuer", () => {
  it("refuses an issuer whose variables are not set, in the member's language, naming them, and changes nothing", async () => {
    const refused = await store.staff.call("POST", "/api/admin/invoices/issuer", {
      member: store.members.owner,
      body: { issuer: "smartbill" },
      language: "ro",
    });
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ code: "not_configured", field: "issuer" });
    expect(refused.json.error).toContain("Nu poți alege SmartBill");
    expect(refused.json.error).toContain("SMARTBILL_USER, SMARTBILL_TOKEN, SMARTBILL_CIF, SMARTBILL_SERIES");
    const english = await store.staff.call("POST", "/api/admin/invoices/issuer", {
      member: store.members.owner,
      body: { issuer: "oblio" },
    });
    expect(english.status).toBe(422);
    expect(english.json.error).toContain("You cannot choose Oblio");
    const unknown = await store.staff.call("POST", "/api/admin/invoices/issuer", { member: store.members.owner, body: { issuer: "fgo" } });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({ field: "issuer" });
    const now = await store.staff.call("GET", "/api/admin/invoices/issuer", { member: store.members.owner });
    expect(now.json).toMatchObject({ issuer: "elara", configured: { elara: true, oblio: false, smartbill: false }, updatedAt: null });
  });

  it("is the owner's: a fulfilment member may not choose it", async () => {
    build({ invoiceIssuers: { oblio: oblio.account } });
    const answer = await store.staff.call("POST", "/api/admin/invoices/issuer", {
      member: store.members.fulfilment,
      body: { issuer: "oblio" },
    });
    expect(answer.status).toBe(403);
  });

  it("numbers with Elara, rather than failing the delivery, when the chosen issuer's variables were removed since", async () => {
    await storeIssuingWith("oblio");
    build();
    const orderNumber = await deliveredCod();
    const [invoice] = await invoicesOf(orderNumber);
    expect(invoice).toMatchObject({ issuer: "elara", issuerStatus: "issued", series: "ELR", number: 1 });
  });
});

describe("Oblio as the issuer", () => {
  it("invoices a delivered cash-on-delivery order through Oblio once, keeps its number and PDF, and leaves Elara's series alone", async () => {
    await storeIssuingWith("oblio");
    const before = oblio.documents.length;
    const orderNumber = await deliveredCod({ email: "dan@example.ro" });
    // Written in the delivery's transaction, pending, with no number; Elara's series took none.
    const [pending, ...more] = await invoicesOf(orderNumber);
    expect(more).toEqual([]);
    expect(pending).toMatchObject({ issuer: "oblio", issuerStatus: "pending", number: null, series: "OBL", efacturaDueOn: null });
    expect(await elaraSeriesUntouched()).toBe(true);

    // The handler asks Oblio once the row committed.
    await store.kit.platform.events.deliverAggregate({ type: "invoice", id: pending!.id });
    await vi.waitFor(async () => expect((await invoicesOf(orderNumber))[0]!.issuerStatus).toBe("issued"));
    const [issued] = await invoicesOf(orderNumber);
    const made = oblio.documents.at(-1)!;
    expect(oblio.documents.length).toBe(before + 1);
    expect(made).toMatchObject({ key: `order:${pending!.orderId}`, total: 378 });
    expect(issued).toMatchObject({ series: "OBL", number: made.number, issuerAttempts: 1, issuerMessage: null });
    expect(issued!.document.label).toBe(`OBL-${String(made.number).padStart(6, "0")}`);
    expect(issued!.issuerPdf?.toString("latin1")).toContain(`Oblio OBL ${made.number}`);
    // Sent to SPV by Oblio, not by the store.
    expect(oblio.einvoices).toContainEqual({ seriesName: "OBL", number: made.number });
    expect(issued!.efacturaStatus).toBe("not_sent");
    expect(await elaraSeriesUntouched()).toBe(true);

    // Numbered once: the database refuses renumbering it, as any issued document.
    await expect(store.database.db.update(invoices).set({ number: 999 }).where(eq(invoices.id, issued!.id))).rejects.toThrow();

    // A second sweep, or the event told again, issues nothing more.
    await sweep();
    await store.kit.platform.events.deliverAggregate({ type: "invoice", id: pending!.id });
    expect(oblio.documents.length).toBe(before + 1);

    // The customer's email carries Oblio's PDF under Oblio's number.
    await store.kit.platform.mailer.idle();
    const mail = store.kit.transport!.sent.find((sent) => sent.to === "dan@example.ro" && sent.subject.includes(issued!.document.label));
    expect(mail?.attachments?.[0]?.content?.toString()).toContain(`Oblio OBL ${made.number}`);

    // The admin lists it with its issuer.
    const rows = await store.kit.platform.invoicing.invoices.forOrderNumber(orderNumber);
    expect(rows![0]).toMatchObject({ label: issued!.document.label, issuer: { name: "oblio", pending: false, message: null } });

    // Oblio drew and sent it: the store's own e-Factura check (`check-efactura`) leaves it out.
    expect(await checkEveryInvoice(store.kit.platform.invoicing.invoices)).toEqual({ status: 200, body: { checked: 0, refused: [] } });

    // The month's VAT beside e-Factura sums it apart, as Oblio's to check, and lists no difference of the store's.
    const month = await store.staff.call("GET", "/api/admin/invoices/reconciliation?month=2026-11", { member: store.members.owner });
    expect(month.json.reconciliation).toMatchObject({
      rates: [],
      differences: [],
      balanced: true,
      outside: [
        {
          issuer: "oblio",
          documents: 1,
          pending: 0,
          rates: [{ category: "S", ratePercent: 21, taxableRonMinor: 31_240, vatRonMinor: 6_560 }],
        },
      ],
    });
  });

  it("retries a document whose answer was lost after Oblio issued it, and Oblio's idempotency key gives back the same invoice", async () => {
    await storeIssuingWith("oblio");
    const before = oblio.documents.length;
    const orderNumber = await deliveredCod();
    oblio.loseNextAnswer();
    const first = await sweep();
    expect(first.outside).toEqual({ issued: 0, failed: 1 });
    const [waiting] = await invoicesOf(orderNumber);
    expect(waiting).toMatchObject({ issuerStatus: "pending", number: null, issuerAttempts: 1 });
    expect(waiting!.issuerMessage).toContain("Oblio could not be reached");
    // Oblio did issue it; the store does not know yet.
    expect(oblio.documents.length).toBe(before + 1);
    // Not asked again before its back-off ends.
    expect((await sweep()).outside).toEqual({ issued: 0, failed: 0 });
    later(6);
    expect((await sweep()).outside).toEqual({ issued: 1, failed: 0 });
    expect(oblio.documents.length).toBe(before + 1);
    const [issued] = await invoicesOf(orderNumber);
    expect(issued).toMatchObject({ issuerStatus: "issued", number: oblio.documents.at(-1)!.number, issuerAttempts: 2 });
  });

  it("gives a refund's credit note to Oblio as a storno of its invoice, and Elara's credit note series stays where it was", async () => {
    await storeIssuingWith("oblio");
    const token = await signUp("ana@example.ro");
    const { orderNumber } = await paidCardOrder({}, token);
    await sweep();
    const [invoice] = await invoicesOf(orderNumber);
    expect(invoice).toMatchObject({ issuer: "oblio", issuerStatus: "issued" });
    await refundedReturn(orderNumber, token, { refundMethod: "original" });
    const [, note] = await invoicesOf(orderNumber);
    expect(note).toMatchObject({ kind: "credit_note", issuer: "oblio", issuerStatus: "pending", correctsInvoiceId: invoice!.id });
    await sweep();
    const [, numbered] = await invoicesOf(orderNumber);
    const storno = oblio.documents.at(-1)!;
    expect(storno.reverses).toEqual({ series: "OBL", number: invoice!.number });
    expect(storno.total).toBe(-378);
    expect(numbered).toMatchObject({ issuerStatus: "issued", series: "OBL", number: storno.number, totalRonMinor: -37_800 });
    expect(numbered!.document.corrects).toEqual({ label: invoice!.document.label, issueDate: invoice!.document.issueDate });
    // Elara's series: the credit notes' row exists (locked while issuing) but never moved.
    expect(await elaraSeriesUntouched()).toBe(true);
  });
});

describe("SmartBill as the issuer", () => {
  it("adopts the invoice SmartBill issued before its answer was lost, by the number recorded before asking, and issues no second one", async () => {
    await storeIssuingWith("smartbill");
    const orderNumber = await deliveredCod({ email: "ion@example.ro" });
    const before = smartbill.documents.length;
    smartbill.loseNextAnswer();
    expect((await sweep()).outside).toEqual({ issued: 0, failed: 1 });
    const [waiting] = await invoicesOf(orderNumber);
    expect(smartbill.documents.length).toBe(before + 1);
    const made = smartbill.documents.at(-1)!;
    expect(waiting).toMatchObject({ issuerStatus: "pending", issuerExpectedNumber: made.number });
    later(6);
    expect((await sweep()).outside).toEqual({ issued: 1, failed: 0 });
    expect(smartbill.documents.length).toBe(before + 1);
    const [issued] = await invoicesOf(orderNumber);
    expect(issued).toMatchObject({ issuer: "smartbill", issuerStatus: "issued", series: "SMB", number: made.number });
    expect(issued!.issuerPdf?.toString("latin1")).toContain(`SmartBill SMB ${made.number}`);
    expect(await elaraSeriesUntouched()).toBe(true);

    // The customer's account lists SmartBill's number and serves SmartBill's PDF.
    const [order] = await store.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    const links = await store.kit.platform.invoicing.invoices.linksForOrder(order!.id, orderNumber);
    expect(links).toEqual([expect.objectContaining({ label: issued!.document.label, issuer: "smartbill" })]);
    const pdf = await store.kit.platform.invoicing.invoices.pdf(issued!);
    expect(pdf.content.toString("latin1")).toContain(`SmartBill SMB ${made.number}`);
  });

  it("does not adopt a document issued by hand in SmartBill with the expected number: it issues its own", async () => {
    await storeIssuingWith("smartbill");
    const orderNumber = await deliveredCod();
    // The accountant issues one by hand between the store's reading of the next number and its asking.
    smartbill.failNext(503);
    expect((await sweep()).outside).toEqual({ issued: 0, failed: 1 });
    const [waiting] = await invoicesOf(orderNumber);
    const byHand = smartbill.issueByHand(12.5);
    expect(byHand.number).toBe(waiting!.issuerExpectedNumber);
    later(6);
    expect((await sweep()).outside).toEqual({ issued: 1, failed: 0 });
    const [issued] = await invoicesOf(orderNumber);
    expect(issued!.number).toBe(byHand.number + 1);
    expect(smartbill.documents.filter((document) => document.total === 378).at(-1)!.number).toBe(issued!.number);
  });

  it("reverses a cancelled-whole invoice through SmartBill's reversal", async () => {
    await storeIssuingWith("smartbill");
    const token = await signUp("maria@example.ro");
    const { orderNumber } = await paidCardOrder({}, token);
    await sweep();
    await refundedReturn(orderNumber, token, { refundMethod: "original" });
    await sweep();
    const [invoice, note] = await invoicesOf(orderNumber);
    expect(note).toMatchObject({ kind: "credit_note", issuer: "smartbill", issuerStatus: "issued", series: "SMB" });
    expect(smartbill.documents.find((document) => document.number === note!.number)!.reverses).toEqual({
      series: "SMB",
      number: invoice!.number,
    });
    const outbox = await store.database.db.select().from(emailOutbox);
    expect(outbox.some((mail) => mail.subject.includes(note!.document.label))).toBe(true);
  });
});

describe("a pending document", () => {
  it("has no PDF yet for the customer or staff, and the month's archive lists it without one", async () => {
    await storeIssuingWith("oblio");
    oblio.failNext(500);
    const orderNumber = await deliveredCod();
    await sweep();
    const [pending] = await invoicesOf(orderNumber);
    expect(pending!.issuerStatus).toBe("pending");
    const [order] = await store.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(await store.kit.platform.invoicing.invoices.linksForOrder(order!.id, orderNumber)).toEqual([]);
    expect((await store.staff.call("GET", `/api/admin/invoices/${pending!.id}/pdf`, { member: store.members.owner })).status).toBe(404);
    const archive = await requestApp(store.kit.app, "GET", "/api/admin/invoices/export?month=2026-11", { staff: store.members.owner });
    expect(archive.status).toBe(200);
    const files = unzipSync(new Uint8Array(await archive.response.arrayBuffer()));
    expect(Object.keys(files).filter((name) => name.startsWith("pdf/") || name.startsWith("xml/"))).toEqual([]);
    expect(strFromU8(files["registru-2026-11.csv"]!)).toContain("în așteptare (oblio)");
    const rows = await store.database.db.select().from(invoices).where(eq(invoices.id, pending!.id));
    expect(rows[0]!.issuerStatus).toBe("pending");
  });
});
