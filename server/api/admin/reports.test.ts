/**
 * The owner's reports (issue 40 item 8) over orders placed, paid, refunded, cancelled, delivered and invoiced through
 * the store's own paths, at two VAT rates, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: each report is checked
 * against the orders, refunds and invoices it is built from, summed here independently, and the shop's day boundary
 * decides what a period holds. Then the route: who may read it, a bad period refused naming the field in the member's
 * language, and the spreadsheets in the admin's words.
 */
import { and, eq, gte, inArray, lt, notInArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReportsView } from "#domain/admin/reports";
import { invoices, orderLines, orders, productVariants, products } from "#server/db/schema";
import { createSeededTestDatabase, type TestDatabase } from "#tests/server/test-database.ts";
import { testClock } from "#tests/server/account-kit.ts";
import { buildOrdersApp, orderBody, variantGid, placeOrder } from "#tests/server/orders-kit.ts";
import { expectRefusedInBothLanguages, PERIOD_REFUSALS, type PeriodRefusal } from "#tests/server/period-refusals-kit.ts";
import { staffKit, type StaffMemberSession } from "#tests/server/staff-kit.ts";
import { payOnSandboxPage } from "#tests/server/returns-kit.ts";

let database: TestDatabase;
const clock = testClock(new Date("2026-10-31T21:30:00.000Z"));
let kit: ReturnType<typeof buildOrdersApp>;
let staff: ReturnType<typeof staffKit>;
let owner: StaffMemberSession;
let fulfilment: StaffMemberSession;
const variants: Record<string, string> = {};
const numbers: Record<
  "beforeNovember" | "firstOfNovember" | "refunded" | "codMixed" | "cancelledPaid" | "cancelledCod" | "unpaid",
  number
> = {} as never;
let reports: ReportsView;

/** 1 November 00:00 in Bucharest (UTC+2) to the end of 20 November. */
const PERIOD = { from: "2026-11-01", to: "2026-11-20" };
const PERIOD_START = new Date("2026-10-31T22:00:00.000Z");
const PERIOD_END = new Date("2026-11-20T22:00:00.000Z");

const place = (lines: [string, number][], overrides: Record<string, unknown> = {}) =>
  placeOrder(
    kit,
    orderBody(
      lines.map(([sku, quantity]) => ({ variantId: variants[sku]!, quantity })),
      overrides,
    ),
  );

async function paidByCard(lines: [string, number][]) {
  const placed = await place(lines, { paymentMethod: "card" });
  await payOnSandboxPage(kit, placed.paymentUrl!);
  return placed.orderNumber;
}

async function act(member: StaffMemberSession, orderNumber: number, step: string, body?: unknown) {
  const answer = await staff.call("POST", `/api/admin/orders/${orderNumber}/${step}`, { member, ...(body === undefined ? {} : { body }) });
  expect(answer.status, `${step} #${orderNumber}: ${JSON.stringify(answer.json)}`).toBe(200);
}

beforeAll(async () => {
  database = await createSeededTestDatabase();
  for (const sku of ["PAP-1", "END-1"]) variants[sku] = await variantGid(database, sku);
  // Endolia at Romania's reduced rate (11 %), Papillex and shipping at the standard 21 %.
  const [endolia] = await database.db
    .select({ productId: productVariants.productId })
    .from(productVariants)
    .where(eq(productVariants.sku, "END-1"));
  await database.db.update(products).set({ vatClass: "reduced" }).where(eq(products.id, endolia!.productId));
  kit = buildOrdersApp({ database, clock });
  staff = staffKit(kit, clock);

  // 23:30 and 00:30 in Bucharest: the last order of October and the first of November.
  numbers.beforeNovember = await paidByCard([["PAP-1", 1]]);
  clock.set(new Date("2026-10-31T22:30:00.000Z"));
  numbers.firstOfNovember = await paidByCard([["PAP-1", 2]]);

  clock.set(new Date("2026-11-17T10:00:00.000Z"));
  owner = await staff.signIn("owner@elara.test", "owner");
  fulfilment = await staff.signIn("fulfilment@elara.test", "fulfilment");
  numbers.refunded = await paidByCard([["PAP-1", 2]]);
  await act(owner, numbers.refunded, "refund", { amount: "100", reason: "Produs deteriorat", idempotencyKey: "report-refund-1" });
  numbers.codMixed = (
    await place([
      ["END-1", 1],
      ["PAP-1", 1],
    ])
  ).orderNumber;
  await act(fulfilment, numbers.codMixed, "pack");
  await act(fulfilment, numbers.codMixed, "ship", { carrier: "fan_courier", trackingNumber: "2150000000009" });
  await act(fulfilment, numbers.codMixed, "deliver");
  numbers.cancelledPaid = await paidByCard([["END-1", 3]]);
  await act(owner, numbers.cancelledPaid, "cancel", { reason: "Clientul s-a răzgândit" });
  numbers.cancelledCod = (await place([["PAP-1", 1]])).orderNumber;
  await act(owner, numbers.cancelledCod, "cancel", { reason: "Adresă greșită" });
  numbers.unpaid = (await place([["PAP-1", 1]], { paymentMethod: "card" })).orderNumber;

  clock.set(new Date("2026-11-20T10:00:00.000Z"));
  reports = await kit.platform.orders.backOffice.reports(PERIOD);
}, 120_000);
afterAll(() => database.close());

const orderRow = async (orderNumber: number) => (await database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!;

describe("the reports match the orders they are built from", () => {
  it("sells per variant what the kept orders of the period hold, after discounts, and nothing of the rest", async () => {
    const sold = await database.db
      .select({ line: orderLines, orderNumber: orders.orderNumber })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(
        and(
          gte(orders.createdAt, PERIOD_START),
          lt(orders.createdAt, PERIOD_END),
          notInArray(orders.status, ["pending_payment", "cancelled"]),
        ),
      );
    expect(new Set(sold.map((row) => row.orderNumber))).toEqual(new Set([numbers.firstOfNovember, numbers.refunded, numbers.codMixed]));
    const expected = new Map<string, { quantity: number; gross: number; vat: number; orders: Set<number> }>();
    for (const { line } of sold) {
      const entry = expected.get(line.sku) ?? { quantity: 0, gross: 0, vat: 0, orders: new Set<number>() };
      entry.quantity += line.quantity;
      entry.gross += line.totalRonMinor - line.discountRonMinor;
      entry.vat += line.vatRonMinor!;
      entry.orders.add(line.orderId);
      expected.set(line.sku, entry);
    }
    expect(
      reports.sales.rows.map((row) => [row.sku, row.orders, row.quantity, row.grossRonMinor, row.vatRonMinor, row.netRonMinor]),
    ).toEqual(
      [...expected]
        .map(([sku, entry]) => [sku, entry.orders.size, entry.quantity, entry.gross, entry.vat, entry.gross - entry.vat])
        .sort((a, b) => (b[3] as number) - (a[3] as number)),
    );
    expect(reports.sales.rows.find((row) => row.sku === "PAP-1")).toMatchObject({ orders: 3, quantity: 5 });
    expect(reports.sales.rows.find((row) => row.sku === "END-1")).toMatchObject({ orders: 1, quantity: 1 });
    // The lines and the orders' shipping make up exactly what the orders came to.
    const kept = await Promise.all([numbers.firstOfNovember, numbers.refunded, numbers.codMixed].map(orderRow));
    expect(reports.sales.totals.orders).toBe(3);
    expect(reports.sales.totals.grossRonMinor + kept.reduce((sum, order) => sum + order.shippingRonMinor, 0)).toBe(
      kept.reduce((sum, order) => sum + order.totalRonMinor, 0),
    );
  });

  it("lists every refund of the period with its reason, in lei, and the cancellations with theirs", async () => {
    const cancelledPaid = await orderRow(numbers.cancelledPaid);
    const cancelledCod = await orderRow(numbers.cancelledCod);
    expect(reports.refunds.rows).toEqual([
      {
        orderNumber: numbers.refunded,
        date: "2026-11-17",
        method: "card",
        status: "succeeded",
        amountRonMinor: 10_000,
        reason: "Produs deteriorat",
      },
      {
        orderNumber: numbers.cancelledPaid,
        date: "2026-11-17",
        method: "card",
        status: "succeeded",
        amountRonMinor: cancelledPaid.totalRonMinor,
        reason: "cancelled",
      },
    ]);
    expect(reports.refunds.totalRonMinor).toBe(10_000 + cancelledPaid.totalRonMinor);
    expect(reports.cancellations.rows).toEqual([
      {
        orderNumber: numbers.cancelledPaid,
        date: "2026-11-17",
        placedOn: "2026-11-17",
        method: "card",
        totalRonMinor: cancelledPaid.totalRonMinor,
        wasPaid: true,
        reason: "Clientul s-a răzgândit",
      },
      {
        orderNumber: numbers.cancelledCod,
        date: "2026-11-17",
        placedOn: "2026-11-17",
        method: "cod",
        totalRonMinor: cancelledCod.totalRonMinor,
        wasPaid: false,
        reason: "Adresă greșită",
      },
    ]);
  });

  it("adds up the VAT of the period's invoices and credit notes per month and rate, both rates apart", async () => {
    const issued = await database.db
      .select()
      .from(invoices)
      .where(and(gte(invoices.issuedAt, PERIOD_START), lt(invoices.issuedAt, PERIOD_END)));
    const byRate = new Map<number, { taxable: number; vat: number; documents: number }>();
    for (const document of issued)
      for (const group of document.document.vatGroups) {
        const entry = byRate.get(group.ratePercent) ?? { taxable: 0, vat: 0, documents: 0 };
        byRate.set(group.ratePercent, {
          taxable: entry.taxable + group.taxableRonMinor,
          vat: entry.vat + group.vatRonMinor,
          documents: entry.documents + 1,
        });
      }
    expect(reports.vat.rows.map((row) => [row.month, row.ratePercent, row.documents, row.taxableRonMinor, row.vatRonMinor])).toEqual([
      ["2026-11", 21, byRate.get(21)!.documents, byRate.get(21)!.taxable, byRate.get(21)!.vat],
      ["2026-11", 11, byRate.get(11)!.documents, byRate.get(11)!.taxable, byRate.get(11)!.vat],
    ]);
    expect(reports.vat.totals.grossRonMinor).toBe(issued.reduce((sum, document) => sum + document.totalRonMinor, 0));
    // The cancelled order's invoice and its credit note cancel out: at 11 % only the delivered parcel's Endolia is left.
    const [endolia] = await database.db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.orderId, (await orderRow(numbers.codMixed)).id), eq(orderLines.sku, "END-1")));
    expect(reports.vat.rows.find((row) => row.ratePercent === 11)).toMatchObject({
      grossRonMinor: endolia!.totalRonMinor - endolia!.discountRonMinor,
      vatRonMinor: endolia!.vatRonMinor,
    });
    // October's last order was invoiced on 31 October in Bucharest: not this period's.
    const before = await orderRow(numbers.beforeNovember);
    expect(issued.some((document) => document.orderId === before.id)).toBe(false);
  });

  it("itemises the cash on delivery the courier still owes, with its age", async () => {
    const cod = await orderRow(numbers.codMixed);
    expect(reports.cod.rows).toEqual([
      {
        orderNumber: numbers.codMixed,
        carrier: "fan_courier",
        trackingNumber: "2150000000009",
        shippedOn: "2026-11-17",
        deliveredOn: "2026-11-17",
        amountRonMinor: cod.totalRonMinor,
        ageDays: 3,
      },
    ]);
    // Once the cash is recorded, the courier owes nothing more.
    clock.set(new Date("2026-11-17T11:00:00.000Z"));
    await act(fulfilment, numbers.codMixed, "cod-collected");
    clock.set(new Date("2026-11-20T10:00:00.000Z"));
    expect((await kit.platform.orders.backOffice.reports(PERIOD)).cod.rows).toEqual([]);
    const unaffected = await database.db
      .select()
      .from(orders)
      .where(inArray(orders.orderNumber, [numbers.unpaid]));
    expect(unaffected[0]!.status).toBe("pending_payment");
  });
});

describe("the reports page and GET /api/admin/reports/{kind}.csv", () => {
  let reader: StaffMemberSession;
  const get = (path: string, member: StaffMemberSession | undefined, language = "en") =>
    staff.call("GET", path, { ...(member ? { member } : {}), language });
  const pageOf = (member: StaffMemberSession | undefined, query: string) => staff.pagesAs(member).reports(new URLSearchParams(query));
  const viewOf = async (member: StaffMemberSession, query: string) => {
    const reading = await pageOf(member, query);
    if (!reading?.ok) throw new Error(`no reports for ${query}: ${JSON.stringify(reading)}`);
    return reading.view;
  };

  beforeAll(async () => {
    reader = await staff.signIn("owner-reports@elara.test", "owner");
  });

  it("answers only the owner: money the other roles do not see", async () => {
    expect((await get("/api/admin/reports/sales.csv", undefined)).status).toBe(401);
    expect(await pageOf(undefined, "")).toBeNull();
    const support = await staff.signIn("support@elara.test", "support");
    const packer = await staff.signIn("packer@elara.test", "fulfilment");
    for (const member of [packer, support]) {
      expect(await pageOf(member, "")).toBeNull();
      expect((await get("/api/admin/reports/sales.csv", member)).status).toBe(403);
    }
    expect((await viewOf(reader, `from=${PERIOD.from}&to=${PERIOD.to}`)).period).toEqual(PERIOD);
    expect((await get(`/api/admin/reports/sales.csv?from=${PERIOD.from}&to=${PERIOD.to}`, reader)).status).toBe(200);
  });

  it("defaults to this month so far, and reads a preset", async () => {
    expect((await viewOf(reader, "")).period).toEqual({ from: "2026-11-01", to: "2026-11-20" });
    expect((await viewOf(reader, "preset=last_month")).period).toEqual({ from: "2026-10-01", to: "2026-10-31" });
  });

  it.each<PeriodRefusal>([
    ...PERIOD_REFUSALS,
    ["from=2026-11-01&to=tomorrow", "to", "not_a_date", "Write the end date as YYYY-MM-DD", "Scrie data de sfârșit ca AAAA-LL-ZZ"],
    ["from=2024-01-01&to=2026-11-20", "to", "period_too_long", "longer than 366 days", "mai mult de 366 de zile"],
  ])("refuses %s with 400 naming %s, in English and Romanian", async (...refused) => {
    const [query, field] = refused;
    expect(await pageOf(reader, query)).toMatchObject({ ok: false, field });
    await expectRefusedInBothLanguages((language) => get(`/api/admin/reports/vat.csv?${query}`, reader, language), refused);
  });

  it("sends each report as a spreadsheet in the member's language and the admin's words", async () => {
    const refunds = await get(`/api/admin/reports/refunds.csv?from=${PERIOD.from}&to=${PERIOD.to}`, reader, "ro");
    expect(refunds.status).toBe(200);
    expect(refunds.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(refunds.headers.get("Content-Disposition")).toBe('attachment; filename="rambursari-2026-11-01-2026-11-20.csv"');
    const lines = (await refunds.response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Comanda;Data;Metoda de plată;Stare;Suma;Motiv");
    expect(lines[1]).toBe(`${numbers.refunded};2026-11-17;Card;Trimisă;100,00;Produs deteriorat`);
    expect(lines[2]).toMatch(new RegExp(`^${numbers.cancelledPaid};2026-11-17;Card;Trimisă;\\d+,\\d\\d;Comandă anulată$`));

    const vat = await get(`/api/admin/reports/vat.csv?from=${PERIOD.from}&to=${PERIOD.to}`, reader, "en");
    const vatLines = (await vat.response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(vatLines[0]).toBe("Month,VAT rate,Documents,Taxable amount,VAT,Total incl. VAT");
    expect(vatLines.slice(1).map((line) => line.split(",").slice(0, 2))).toEqual([
      ["2026-11", "21"],
      ["2026-11", "11"],
    ]);
    expect((await get("/api/admin/reports/profits.csv", reader)).json).toMatchObject({ status: 404, code: "unknown_report" });
  });
});
