/**
 * The month's VAT beside e-Factura (issue 66 item 4, decision 0142), on PGlite and (with TEST_DATABASE_URL)
 * PostgreSQL: a month with a cash-on-delivery parcel brought back after staff marked it delivered and a card refund
 * reconciles to zero once the local fake of ANAF has accepted every document, as do a whole return refunded to the card
 * and a paid card order cancelled (and so refunded) after its invoice; an order cancelled with no credit note is listed
 * with its cause; the month's ZIP carries the reconciliation.
 */
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, orders } from "#server/db/schema";
import { parcelReturned } from "#server/commerce/orders/parcel-moves";
import { invoicingStore } from "#tests/server/invoicing-kit.ts";
import { startFakeAnaf, type FakeAnaf } from "#tests/server/anaf-fake.ts";

const { store, build, paidCardOrder, deliveredCod, refundedReturn, invoicesOf, signUp } = invoicingStore();

let fake: FakeAnaf;
beforeAll(async () => {
  fake = await startFakeAnaf();
});
afterAll(() => fake.close());

const reconcile = async (month: string, language = "en") =>
  store.staff.call("GET", `/api/admin/invoices/reconciliation?month=${encodeURIComponent(month)}`, {
    member: store.members.owner,
    language,
  });

/** A store of its own for the test, on a fake ANAF with nothing sent yet, and its owner signed in as `email`. */
async function newStoreWithOwner(email: string) {
  fake.reset();
  build({ anaf: fake.anaf() });
  store.members.owner = await store.staff.signIn(email, "owner");
}

/** A cash-on-delivery parcel staff marked delivered (so it was invoiced) that the courier then brought back unpaid. */
async function codParcelBroughtBack() {
  const orderNumber = await deliveredCod();
  const [invoice] = await invoicesOf(orderNumber);
  await store.database.db.transaction((tx) => parcelReturned(tx, invoice!.orderId, { awb: "2150000000001" }, store.clock()));
  await store.kit.platform.events.dispatchDue();
  return orderNumber;
}

/** Every document of these orders sent to the fake ANAF and its verdict read. */
async function acceptedByAnaf(orderNumbers: number[]) {
  for (const orderNumber of orderNumbers)
    for (const document of await invoicesOf(orderNumber)) {
      expect(
        (await store.staff.call("POST", `/api/admin/invoices/${document.id}/efactura/send`, { member: store.members.owner })).status,
      ).toBe(200);
      expect(
        (await store.staff.call("POST", `/api/admin/invoices/${document.id}/efactura/refresh`, { member: store.members.owner })).status,
      ).toBe(200);
    }
}

describe("the month's reconciliation with e-Factura", () => {
  beforeAll(() => fake.reset());

  it("comes to zero for a refused cash-on-delivery parcel and a refund once ANAF has accepted everything", async () => {
    await newStoreWithOwner("owner-reconcile@elara.test");
    const broughtBack = await codParcelBroughtBack();
    const { orderNumber: refunded } = await paidCardOrder();
    const refund = await store.staff.call("POST", `/api/admin/orders/${refunded}/refund`, {
      member: store.members.owner,
      body: { amount: "100", reason: "damaged", idempotencyKey: "reconcile-refund" },
    });
    expect(refund.status).toBe(200);
    expect((await invoicesOf(broughtBack)).map((row) => row.kind)).toEqual(["invoice", "credit_note"]);
    expect((await invoicesOf(refunded)).map((row) => row.kind)).toEqual(["invoice", "credit_note"]);

    const before = await reconcile("2026-11");
    expect(before.status).toBe(200);
    expect(before.json.reconciliation.balanced).toBe(false);
    expect(before.json.reconciliation.differences.map((difference: { cause: string }) => difference.cause)).toEqual([
      "not_sent",
      "not_sent",
      "not_sent",
      "not_sent",
    ]);

    await acceptedByAnaf([broughtBack, refunded]);
    const after = await reconcile("2026-11");
    expect(after.json.reconciliation).toEqual({
      month: "2026-11",
      // 378 lei invoiced twice, 378 and 100 lei taken back: 278 lei at 21 %.
      rates: [
        {
          category: "S",
          ratePercent: 21,
          store: { taxableRonMinor: 22_976, vatRonMinor: 4_824 },
          anaf: { taxableRonMinor: 22_976, vatRonMinor: 4_824 },
          difference: { taxableRonMinor: 0, vatRonMinor: 0 },
        },
      ],
      differences: [],
      balanced: true,
      outside: [],
    });

    const zip = await store.staff.call("GET", "/api/admin/invoices/export?month=2026-11", { member: store.members.owner });
    const files = unzipSync(new Uint8Array(await zip.response.arrayBuffer()));
    const csv = Buffer.from(files["reconciliere-efactura-2026-11.csv"]!).toString("utf8");
    expect(csv.slice(1).split("\r\n")).toEqual([
      "Cotă TVA;Bază raport magazin;TVA raport magazin;Bază acceptată ANAF;TVA acceptată ANAF;Diferență bază;Diferență TVA",
      "21 %;229,76;48,24;229,76;48,24;0,00;0,00",
      "",
      "Document;Comanda;Cauza diferenței;Bază;TVA;Total",
      "Nicio diferență",
      "",
    ]);
    // Two orders through delivery, return, refund and eight ANAF round trips: more than the default on a busy machine.
  }, 90_000);

  it("lists an order cancelled after its invoice with no credit note, naming the invoice and why", async () => {
    await newStoreWithOwner("owner-planted@elara.test");
    const { orderNumber } = await paidCardOrder();
    await acceptedByAnaf([orderNumber]);
    // Planted: the order ends cancelled by a path that issued no credit note.
    await store.database.db
      .update(orders)
      .set({ status: "cancelled", cancelledAt: store.clock() })
      .where(eq(orders.orderNumber, orderNumber));
    const answer = await reconcile("2026-11", "ro");
    expect(answer.json.reconciliation.rates[0].difference).toEqual({ taxableRonMinor: 0, vatRonMinor: 0 });
    expect(answer.json.reconciliation.balanced).toBe(false);
    expect(answer.json.reconciliation.differences).toEqual([
      { cause: "uncredited_cancelled", label: "ELR-000001", orderNumber, taxableRonMinor: 0, vatRonMinor: 0, grossRonMinor: -37_800 },
    ]);
    const zip = await store.staff.call("GET", "/api/admin/invoices/export?month=2026-11", { member: store.members.owner });
    const csv = Buffer.from(unzipSync(new Uint8Array(await zip.response.arrayBuffer()))["reconciliere-efactura-2026-11.csv"]!).toString(
      "utf8",
    );
    expect(csv).toContain(`ELR-000001;${orderNumber};Comandă anulată fără factură de stornare;0,00;0,00;-378,00`);
  });

  it("comes to zero for a whole return refunded to the card once its credit note is accepted", async () => {
    await newStoreWithOwner("owner-return@elara.test");
    const ana = await signUp("ana-return@example.ro");
    const { orderNumber } = await paidCardOrder({ email: "ana-return@example.ro" }, ana);
    await refundedReturn(orderNumber, ana, { refundMethod: "original" });
    await store.kit.platform.events.dispatchDue();
    const documents = await invoicesOf(orderNumber);
    expect(documents.map((row) => row.kind)).toEqual(["invoice", "credit_note"]);

    await acceptedByAnaf([orderNumber]);
    const answer = await reconcile("2026-11");
    expect(answer.json.reconciliation.differences).toEqual([]);
    expect(answer.json.reconciliation.balanced).toBe(true);
    const [rate] = answer.json.reconciliation.rates;
    expect(rate.store).toEqual(rate.anaf);
    expect(rate.store.taxableRonMinor + rate.store.vatRonMinor).toBe(documents[0]!.totalRonMinor + documents[1]!.totalRonMinor);
  }, 60_000);

  it("comes to zero for a card order cancelled and refunded after its invoice; a missing credit note shows as a difference", async () => {
    await newStoreWithOwner("owner-cancel@elara.test");
    const { orderNumber } = await paidCardOrder();
    const cancelled = await store.staff.call("POST", `/api/admin/orders/${orderNumber}/cancel`, {
      member: store.members.owner,
      body: { reason: "asked" },
    });
    expect(cancelled.status).toBe(200);
    await store.kit.platform.events.dispatchDue();
    // Cancelling a paid card order refunds the card after the invoice was issued; the refund's credit note takes it back.
    expect(cancelled.json.refund).toMatchObject({ kind: "refunded", amountMinor: 37_800 });
    // Nothing is left to refund: a second refund is refused and no second credit note is issued.
    const again = await store.staff.call("POST", `/api/admin/orders/${orderNumber}/refund`, {
      member: store.members.owner,
      body: { amount: "378", reason: "cancelled", idempotencyKey: "reconcile-cancel-refund" },
    });
    expect(again.status).toBeGreaterThanOrEqual(400);
    await store.kit.platform.events.dispatchDue();
    const documents = await invoicesOf(orderNumber);
    expect(documents.map((row) => [row.kind, row.totalRonMinor])).toEqual([
      ["invoice", 37_800],
      ["credit_note", -37_800],
    ]);
    await acceptedByAnaf([orderNumber]);
    const after = await reconcile("2026-11");
    expect(after.json.reconciliation.differences).toEqual([]);
    expect(after.json.reconciliation.balanced).toBe(true);
    expect(after.json.reconciliation.rates[0].store).toEqual({ taxableRonMinor: 0, vatRonMinor: 0 });

    // Planted: the credit note never existed. Both sides then hold the invoice alone, and the order is listed.
    await store.database.db.delete(invoices).where(eq(invoices.id, documents[1]!.id));
    const planted = await reconcile("2026-11", "ro");
    expect(planted.json.reconciliation.balanced).toBe(false);
    expect(planted.json.reconciliation.differences).toEqual([
      {
        cause: "uncredited_cancelled",
        label: documents[0]!.document.label,
        orderNumber,
        taxableRonMinor: 0,
        vatRonMinor: 0,
        grossRonMinor: -37_800,
      },
    ]);
  }, 60_000);

  it.each([
    ["04/2026", "en", "The month must be written YYYY-MM"],
    ["2026-12", "ro", "să nu fie în viitor"],
  ])("refuses the month %j in %s, naming the field", async (month, language, sentence) => {
    const answer = await reconcile(month, language);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: "invalid_field", field: "month" });
    expect(answer.json.error).toContain(sentence);
  });
});
