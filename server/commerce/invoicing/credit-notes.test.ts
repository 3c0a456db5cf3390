/**
 * Decision 0176: an order invoiced twice (its own invoice, and one for what was added to its paid parcel) is credited
 * from its newest invoice first, one credit note per invoice a refund reaches, never more than an invoice still holds,
 * once per request however often it is asked; a whole refund takes back what both still hold.
 */
import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SAMPLE_COMPANY } from "#domain/company";
import { invoices } from "#server/db/schema";
import { romanianAddress, insertOrderLineRow, insertOrderRow } from "#tests/server/orders-kit.ts";
import { testDatabaseForFile } from "#tests/server/test-database.ts";
import { issueCreditNote, issueInvoiceIfDue } from "./invoice-issue.ts";
import { orderFacts } from "#server/commerce/orders/module";

const database = testDatabaseForFile();
const now = new Date("2026-12-02T09:00:00.000Z");
const settings = { company: SAMPLE_COMPANY, series: { invoice: "ELR", creditNote: "ELRC" }, chargedAdditions: orderFacts.chargedAdditions };

async function paidOrderInvoice(unitPriceRonMinor: number) {
  const order = await insertOrderRow(database.db, {
    status: "paid",
    paidAt: now,
    totalMinor: unitPriceRonMinor,
    shippingAddress: romanianAddress(),
    billingAddress: romanianAddress(),
    createdAt: now,
    updatedAt: now,
  });
  await insertOrderLineRow(database.db, order, { sku: "PAP-1", productHandle: "papillex", title: "Papillex", variantTitle: "60 capsule" });
  const issued = await database.db.transaction((tx) => issueInvoiceIfDue(tx, settings, order, now));
  return { order, invoice: issued!.invoice };
}

describe("credit notes of an order invoiced twice", () => {
  it("take from the newest invoice first, spill onto the older one, once per request, and a whole refund empties both", async () => {
    const { order, invoice: first } = await paidOrderInvoice(20_000);
    // The addition's invoice: another order's document, written again as this order's second invoice (ELR-000003).
    const { invoice: another } = await paidOrderInvoice(5_000);
    const { id: _anotherId, ...copied } = another;
    const [addition] = await database.db
      .insert(invoices)
      .values({ ...copied, number: 3, orderId: order.id, sourceKey: `parcel-addition:${order.id}` })
      .returning();
    const credit = (amountRonMinor: number, sourceKey: string, rest = false) =>
      database.db.transaction((tx) => issueCreditNote(tx, settings, { orderId: order.id, amountRonMinor, sourceKey, rest }, now));
    const notes = () =>
      database.db
        .select({
          corrects: invoices.correctsInvoiceId,
          sourceKey: invoices.sourceKey,
          total: invoices.totalRonMinor,
          label: sql`${invoices.document}->>'label'`,
        })
        .from(invoices)
        .where(eq(invoices.kind, "credit_note"))
        .orderBy(asc(invoices.id));

    expect((await credit(1_500, "refund:1")).map((note) => note.issued)).toEqual([true]);
    const spread = await credit(6_000, "refund:2");
    expect(spread.map((note) => [note.invoice.correctsInvoiceId, note.invoice.totalRonMinor])).toEqual([
      [addition!.id, -3_500],
      [first.id, -2_500],
    ]);
    expect((await credit(6_000, "refund:2")).map((note) => [note.invoice.id, note.issued])).toEqual(
      spread.map((note) => [note.invoice.id, false]),
    );
    expect((await credit(0, "refund:3", true)).map((note) => [note.invoice.correctsInvoiceId, note.invoice.totalRonMinor])).toEqual([
      [first.id, -17_500],
    ]);
    expect(await credit(100, "refund:4")).toEqual([]);
    expect(await notes()).toEqual([
      { corrects: addition!.id, sourceKey: "refund:1", total: -1_500, label: "ELRC-000001" },
      { corrects: addition!.id, sourceKey: "refund:2", total: -3_500, label: "ELRC-000002" },
      { corrects: first.id, sourceKey: `refund:2:invoice-${first.id}`, total: -2_500, label: "ELRC-000003" },
      { corrects: first.id, sourceKey: "refund:3", total: -17_500, label: "ELRC-000004" },
    ]);
  });
});
