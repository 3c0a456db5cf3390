/**
 * The store the invoice suites share: a seeded database, an orders app with the seller's company, an owner and a
 * fulfilment member signed in, and the steps that lead to an invoice or a credit note: the shopper's (sign up, place,
 * pay) and staff's (a cash-on-delivery parcel delivered, a return refunded). Each suite
 * calls `invoicingStore()` once at its top; the hooks it registers empty the tables before every test.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
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
import { SAMPLE_COMPANY } from "#domain/company";
import type { InvoiceBuyer } from "#domain/invoice";
import { CREATE_ORDER_PATH } from "#server/api/create-order";
import { insertPublicCodes } from "./discount-codes.ts";
import { createSeededTestDatabase, emptyTables, type TestDatabase } from "./test-database.ts";
import { sendJson, signedInCustomer, testClock, type TestClock } from "./account-kit.ts";
import { buildOrdersApp, orderBody, socketFrom, variantGid } from "./orders-kit.ts";
import { testConfig } from "./platform-kit.ts";
import { staffKit, type StaffMemberSession } from "./staff-kit.ts";
import { orderFacts } from "#server/commerce/orders/module";
import { payOnSandboxPage } from "./returns-kit.ts";

export const sellerCompany = {
  ...SAMPLE_COMPANY,
  legalName: "Elara Wellness S.R.L.",
  vatId: "RO12345674",
  registrationNumber: "J40/1234/2024",
};
/** A consumer buyer (no CUI) whose name and street carry the Romanian letters an invoice must keep. */
export const consumerBuyer: InvoiceBuyer = {
  kind: "person",
  name: "Ștefan Țărănuș",
  vatId: null,
  registrationNumber: null,
  address: { street: "Str. Împăcării 3", city: "Cluj-Napoca", county: "Cluj", postalCode: "400114", countryCode: "RO" },
  email: "stefan@example.ro",
};
export const invoiceSettings = {
  company: sellerCompany,
  series: { invoice: "ELR", creditNote: "ELRC" },
  chargedAdditions: orderFacts.chargedAdditions,
};

interface InvoicingStore {
  database: TestDatabase;
  /** The variant every order buys. */
  single: string;
  clock: TestClock;
  kit: ReturnType<typeof buildOrdersApp>;
  staff: ReturnType<typeof staffKit>;
  members: Record<"owner" | "fulfilment", StaffMemberSession>;
}

export function invoicingStore() {
  const store = { members: {} } as InvoicingStore;

  beforeAll(async () => {
    store.database = await createSeededTestDatabase();
    // The public codes an older store kept: these journeys need a code anyone may type.
    await insertPublicCodes(store.database.db);
    store.single = await variantGid(store.database, "PAP-1");
  });
  afterAll(() => store.database.close());

  function build(extra: Partial<typeof testConfig> = {}) {
    store.kit = buildOrdersApp({
      database: store.database,
      clock: store.clock,
      config: { ...testConfig, company: sellerCompany, ...extra },
    });
    store.staff = staffKit(store.kit, store.clock);
  }

  beforeEach(async () => {
    await emptyTables(
      store.database.db,
      discountRedemptions,
      subscriptions,
      orders,
      invoiceSeries,
      emailOutbox,
      customers,
      auditLog,
      staffMembers,
    );
    store.clock = testClock(new Date("2026-11-20T10:00:00.000Z"));
    build();
    store.members.owner = await store.staff.signIn("owner@elara.test", "owner");
    store.members.fulfilment = await store.staff.signIn("fulfilment@elara.test", "fulfilment");
  });

  async function signUp(email: string): Promise<string> {
    return (await signedInCustomer(store.kit, email, { lastName: "Popescu" })).accessToken;
  }

  async function place(overrides: Record<string, unknown> = {}, token?: string, quantity = 2) {
    const response = await store.kit.app.request(
      CREATE_ORDER_PATH,
      {
        method: "POST",
        headers: { "Content-Type": "application/json", "Accept-Language": "ro", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(orderBody([{ variantId: store.single, quantity }], overrides)),
      },
      socketFrom(),
    );
    expect(response.status).toBe(201);
    return (await response.json()) as { orderNumber: number; paymentUrl?: string; status: string };
  }

  async function paidCardOrder(overrides: Record<string, unknown> = {}, token?: string) {
    const placed = await place({ paymentMethod: "card", ...overrides }, token);
    const finish = await payOnSandboxPage(store.kit, placed.paymentUrl!);
    return { orderNumber: placed.orderNumber, finish };
  }

  /**
   * A cash-on-delivery order packed, shipped and marked delivered by the fulfilment member (which invoices it), the
   * parcel `hoursOnTheWay` on the store's clock between leaving and arriving.
   */
  async function deliveredCod(overrides: Record<string, unknown> = {}, token?: string, hoursOnTheWay = 0) {
    const placed = await place({ paymentMethod: "cod", ...overrides }, token);
    const as = { member: store.members.fulfilment };
    expect((await store.staff.call("POST", `/api/admin/orders/${placed.orderNumber}/pack`, as)).status).toBe(200);
    const shipped = await store.staff.call("POST", `/api/admin/orders/${placed.orderNumber}/ship`, {
      ...as,
      body: { carrier: "fan_courier", trackingNumber: "2150000000001" },
    });
    expect(shipped.status).toBe(200);
    store.clock.advance(hoursOnTheWay * 60 * 60 * 1000);
    expect((await store.staff.call("POST", `/api/admin/orders/${placed.orderNumber}/deliver`, as)).status).toBe(200);
    return placed.orderNumber;
  }

  /**
   * The signed-in shopper's return of `quantity` bottles of their order's line (all of them unless said), refunded by
   * `refundMethod` after the owner approved it and received it undamaged. The order is marked delivered first, as the
   * courier's tracking would: a return is asked for after the parcel arrived.
   */
  async function refundedReturn(
    orderNumber: number,
    token: string,
    { refundMethod, quantity }: { refundMethod: "original" | "store_credit"; quantity?: number },
  ) {
    const [order] = await store.database.db
      .update(orders)
      .set({ fulfilmentStatus: "delivered", status: "delivered", shippedAt: store.clock(), deliveredAt: store.clock() })
      .where(eq(orders.orderNumber, orderNumber))
      .returning();
    const [line] = await store.database.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    const returning = quantity ?? line!.quantity;
    const made = await sendJson(store.kit.app, "POST", "/api/account/returns", token, {
      orderNumber,
      lines: [{ lineId: line!.id, quantity: returning, reason: "changed_mind" }],
      refundMethod,
    });
    expect(made.status).toBe(201);
    const returned = made.json.return as { id: number; refundRonMinor: number };
    for (const [action, body] of [
      ["approve", {}],
      ["receive", { lines: [{ lineId: line!.id, received: returning, damaged: 0 }] }],
      ["refund", {}],
    ] as const)
      expect(
        (await store.staff.call("POST", `/api/admin/returns/${returned.id}/${action}`, { member: store.members.owner, body })).status,
      ).toBe(200);
    return returned;
  }

  const invoicesOf = async (orderNumber: number) => {
    const [order] = await store.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    return store.database.db.select().from(invoices).where(eq(invoices.orderId, order!.id)).orderBy(asc(invoices.id));
  };

  return { store, build, signUp, place, paidCardOrder, deliveredCod, refundedReturn, invoicesOf };
}
