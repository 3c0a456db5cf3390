/**
 * Subscriptions, returns and invoices publish their domain events (decision 0090) in the transaction of the change:
 * a rolled-back change leaves neither its timeline entry nor its event, a committed one both; and each module's one
 * writer is the only code of the server that adds to its timeline.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { serverSourceFiles } from "#tests/server/source-scan.ts";
import { SAMPLE_COMPANY } from "#domain/company";
import type { Database } from "#server/db/client";
import { domainEvents, invoices, returnEvents, returns, subscriptionEvents } from "#server/db/schema";
import { issueCreditNote, issueInvoiceIfDue } from "#server/commerce/invoicing/invoice-issue";
import { recordReturnEvent } from "#server/commerce/returns/timeline";
import { startSubscriptionForOrder } from "#server/commerce/subscriptions/subscriptions";
import type { OrderLineRow, OrderRow } from "#server/commerce/shared/order-rows";
import { romanianAddress, insertOrderLineRow, insertOrderRow } from "#tests/server/orders-kit.ts";
import { testDatabaseForFile } from "#tests/server/test-database.ts";
import { orderFacts } from "#server/commerce/orders/module";

const database = testDatabaseForFile();

const now = new Date("2026-03-02T09:00:00.000Z");
const settings = { company: SAMPLE_COMPANY, series: { invoice: "ELR", creditNote: "ELRC" }, chargedAdditions: orderFacts.chargedAdditions };

async function insertPaidOrder(): Promise<{ order: OrderRow; line: OrderLineRow }> {
  const order = await insertOrderRow(database.db, {
    status: "paid",
    paidAt: now,
    shippingAddress: romanianAddress(),
    billingAddress: romanianAddress(),
    createdAt: now,
    updatedAt: now,
  });
  const line = await insertOrderLineRow(database.db, order, {
    sku: "ELR-MAG-60",
    productHandle: "magneziu",
    title: "Magneziu",
    variantTitle: "60 capsule",
    isSubscription: true,
    subscriptionInterval: "monthly",
  });
  return { order, line };
}

const eventsOf = (aggregateType: string, id: number) =>
  database.db
    .select({ type: domainEvents.type, payload: domainEvents.payload })
    .from(domainEvents)
    .where(and(eq(domainEvents.aggregateType, aggregateType), eq(domainEvents.aggregateId, String(id))))
    .orderBy(asc(domainEvents.id));

/** Runs `change` in a transaction that is then rolled back, answering what the change answered. */
async function rolledBack<T>(change: (tx: Database) => Promise<T>): Promise<T> {
  let answer: T | undefined;
  await expect(
    database.db.transaction(async (tx) => {
      answer = await change(tx);
      throw new Error("the caller failed");
    }),
  ).rejects.toThrow("the caller failed");
  return answer!;
}

describe("a subscription's history and its events", () => {
  it("are written together: a rolled-back start leaves neither, a committed one both", async () => {
    const { order, line } = await insertPaidOrder();
    const undone = await rolledBack((tx) => startSubscriptionForOrder(tx, order, [line], now));
    expect(await database.db.select().from(subscriptionEvents).where(eq(subscriptionEvents.subscriptionId, undone!))).toEqual([]);
    expect(await eventsOf("subscription", undone!)).toEqual([]);

    const id = await database.db.transaction((tx) => startSubscriptionForOrder(tx, order, [line], now));
    const [entry] = await database.db.select().from(subscriptionEvents).where(eq(subscriptionEvents.subscriptionId, id!));
    expect(entry).toMatchObject({ kind: "created", actor: "customer" });
    expect(await eventsOf("subscription", id!)).toEqual([
      {
        type: "subscription.created",
        payload: { subscriptionId: id, kind: "created", details: entry!.details, actor: "customer", customerId: null, email: order.email },
      },
    ]);
  });
});

describe("a return's history and its events", () => {
  it("are written together: a rolled-back step leaves neither, a committed one both", async () => {
    const { order } = await insertPaidOrder();
    const [item] = await database.db
      .insert(returns)
      .values({ orderId: order.id, email: order.email, refundMethod: "original", currencyCode: "RON", refundMinor: 0, refundRonMinor: 0 })
      .returning();
    const entry = { returnId: item!.id, orderId: order.id, status: "pending", actor: "customer" } as const;
    await rolledBack((tx) => recordReturnEvent(tx, entry, now));
    expect(await database.db.select().from(returnEvents).where(eq(returnEvents.returnId, item!.id))).toEqual([]);
    expect(await eventsOf("return", item!.id)).toEqual([]);

    await database.db.transaction((tx) => recordReturnEvent(tx, entry, now));
    expect(await database.db.select().from(returnEvents).where(eq(returnEvents.returnId, item!.id))).toMatchObject([
      { status: "pending", actor: "customer", staffId: null, message: null },
    ]);
    expect(await eventsOf("return", item!.id)).toEqual([
      { type: "return.pending", payload: { returnId: item!.id, orderId: order.id, status: "pending", actor: "customer" } },
    ]);
  });
});

describe("an invoice's events", () => {
  it("are published with the document: none when rolled back, one when issued, none when it already exists", async () => {
    const { order } = await insertPaidOrder();
    const undone = await rolledBack((tx) => issueInvoiceIfDue(tx, settings, order, now));
    expect(undone?.issued).toBe(true);
    expect(await database.db.select().from(invoices).where(eq(invoices.orderId, order.id))).toEqual([]);
    expect(await eventsOf("invoice", undone!.invoice.id)).toEqual([]);

    const issued = await database.db.transaction((tx) => issueInvoiceIfDue(tx, settings, order, now));
    const again = await database.db.transaction((tx) => issueInvoiceIfDue(tx, settings, order, now));
    expect(again).toMatchObject({ issued: false, invoice: { id: issued!.invoice.id } });
    const { invoice } = issued!;
    expect(await eventsOf("invoice", invoice.id)).toEqual([
      {
        type: "invoice.issued",
        payload: { invoiceId: invoice.id, orderId: order.id, kind: "invoice", label: "ELR-000001", totalRonMinor: invoice.totalRonMinor },
      },
    ]);

    const [credit] = await database.db.transaction((tx) =>
      issueCreditNote(tx, settings, { orderId: order.id, sourceKey: `refund:${order.id}`, amountRonMinor: 2_000 }, now),
    );
    expect(await eventsOf("invoice", credit!.invoice.id)).toMatchObject([
      { type: "invoice.credit_note_issued", payload: { invoiceId: credit!.invoice.id, kind: "credit_note", label: "ELRC-000001" } },
    ]);
  });
});

describe("writers of a subscription's or a return's history", () => {
  const SERVER = path.resolve(import.meta.dirname, "..");
  const WRITERS: Record<string, string> = {
    subscriptionEvents: "commerce/subscriptions/timeline.ts",
    returnEvents: "commerce/returns/timeline.ts",
  };

  const inserts = (source: string) =>
    [
      ...source.matchAll(/\.insert\(\s*(subscriptionEvents|returnEvents)\s*\)/g),
      ...source.matchAll(/INSERT\s+INTO\s+"?(subscription_events|return_events)"?/gi),
    ].map((match) =>
      match[1] === "subscription_events" ? "subscriptionEvents" : match[1] === "return_events" ? "returnEvents" : match[1]!,
    );

  it("are the modules' timelines alone", () => {
    const offenders = serverSourceFiles(SERVER).flatMap((file) => {
      const relative = path.relative(SERVER, file);
      return inserts(readFileSync(file, "utf8"))
        .filter((table) => WRITERS[table] !== relative)
        .map((table) => `${relative}: ${table}`);
    });
    expect(offenders).toEqual([]);
  });

  it("would catch another writer", () => {
    expect(inserts("await tx\n  .insert(subscriptionEvents)\n  .values({})")).toEqual(["subscriptionEvents"]);
    expect(inserts('await tx.execute(sql`INSERT INTO "return_events" (return_id) VALUES (1)`)')).toEqual(["returnEvents"]);
  });
});
