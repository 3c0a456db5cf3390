/**
 * The staff's orders through the admin API (issue 16): what each role may do, CSRF, the fulfilment
 * steps and the shopper's email and tracking, cash on delivery collected, cancellation with its stock,
 * discount and refund, partial refunds with their arithmetic and idempotency, the list's filters and
 * the CSV export. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { readOrderFilter } from "#domain/admin/orders";
import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { STAFF_PERMISSIONS, type StaffPermission } from "#domain/staff-roles";
import { auditLog, discountRedemptions, orders, payments, productVariants, refunds } from "#server/db/schema";
import { testClock } from "#tests/server/account-kit.ts";
import { orderBody, seededStoreForFile, ORDER_TABLES, placeOrder } from "#tests/server/orders-kit.ts";
import { signedInStaffEachTest, type AdminAnswer, STAFF_TABLES } from "#tests/server/staff-kit.ts";
import { emptyTables } from "#tests/server/test-database.ts";
import { payOnSandboxPage } from "#tests/server/returns-kit.ts";
import { ORDER_STATUS_PATH } from "../order-status.ts";

const { database, variants } = seededStoreForFile({ single: "PAP-1" }, { publicCodes: true });

const clock = testClock(new Date("2026-11-23T09:00:00.000Z"));

beforeEach(async () => {
  await emptyTables(database.db, ...ORDER_TABLES, ...STAFF_TABLES);
  await database.db.update(productVariants).set({ stockQuantity: 500 }).where(eq(productVariants.sku, "PAP-1"));
  clock.set(new Date("2026-11-23T09:00:00.000Z"));
});
const { kit, call, members, pagesAs } = signedInStaffEachTest(() => ({ database, clock }), ["owner", "fulfilment", "support"]);

const place = (overrides: Record<string, unknown> = {}, quantity = 2) =>
  placeOrder(kit, orderBody([{ variantId: variants.single, quantity }], overrides));

/** A card order paid on the sandbox's page. */
async function paidCardOrder(overrides: Record<string, unknown> = {}) {
  const placed = await place({ paymentMethod: "card", ...overrides });
  await payOnSandboxPage(kit, placed.paymentUrl!);
  return placed.orderNumber;
}

const stockOfSingle = async () =>
  (await database.db.select({ stock: productVariants.stockQuantity }).from(productVariants).where(eq(productVariants.sku, "PAP-1")))[0]!
    .stock;

const mailsTo = (subject: RegExp) => kit.transport!.sent.filter((mail) => subject.test(mail.subject));

describe("who may do what", () => {
  const ACTIONS: [string, StaffPermission, unknown][] = [
    ["note", "orders.note", { note: "Called the customer" }],
    ["pack", "orders.fulfil", {}],
    ["ship", "orders.fulfil", { carrier: "sameday", trackingNumber: "1ONB123" }],
    ["deliver", "orders.fulfil", {}],
    ["cod-collected", "orders.collect_cod", {}],
    ["cancel", "orders.cancel", {}],
    ["refund", "orders.refund", { amount: "1", idempotencyKey: "role-check-key" }],
  ];
  const cases = ACTIONS.flatMap(([action, permission, body]) =>
    (["owner", "fulfilment", "support"] as const).map(
      (role) => [action, role, (STAFF_PERMISSIONS[permission] as readonly string[]).includes(role), body] as const,
    ),
  );

  it.each(cases)("%s as %s: allowed %s", async (action, role, allowed, body) => {
    const { orderNumber } = await place();
    const answer = await call("POST", `/api/admin/orders/${orderNumber}/${action}`, { member: members[role], body });
    if (allowed) expect(answer.status).not.toBe(403);
    else expect(answer).toMatchObject({ status: 403, json: { error: "Your role does not allow this action." } });
  });

  it("lets every role read the orders, and only owner and fulfilment export them", async () => {
    await place();
    for (const role of ["owner", "fulfilment", "support"] as const) {
      expect(await pagesAs(members[role]).orders(readOrderFilter(new URLSearchParams()))).toMatchObject({ total: 1 });
      expect((await call("GET", "/api/admin/orders/export.csv", { member: members[role] })).status).toBe(role === "support" ? 403 : 200);
    }
    expect(await pagesAs(undefined).orders(readOrderFilter(new URLSearchParams()))).toBeNull();
    expect((await call("GET", "/api/admin/orders/export.csv")).status).toBe(401);
  });

  it("refuses a change without the page's CSRF token, and changes nothing", async () => {
    const { orderNumber } = await place();
    const answer = await call("POST", `/api/admin/orders/${orderNumber}/pack`, { member: members.owner, csrf: false });
    expect(answer.status).toBe(403);
    const [order] = await database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(order!.fulfilmentStatus).toBe("unfulfilled");
  });
});

describe("fulfilment", () => {
  it("packs, ships with a tracking link the shopper gets in Romanian, delivers and collects the cash, each once and on the timeline", async () => {
    const { orderNumber } = await place();
    const owner = members.fulfilment;
    clock.advance(60_000);
    expect((await call("POST", `/api/admin/orders/${orderNumber}/pack`, { member: owner })).json).toMatchObject({
      changed: true,
      order: { fulfilmentStatus: "packed" },
    });
    expect((await call("POST", `/api/admin/orders/${orderNumber}/pack`, { member: owner })).json.changed).toBe(false);

    const bad = await call("POST", `/api/admin/orders/${orderNumber}/ship`, {
      member: owner,
      body: { carrier: "ups", trackingNumber: "" },
    });
    expect(bad).toMatchObject({ status: 400, json: { field: "carrier", error: "Choose the carrier from the list." } });
    const other = await call("POST", `/api/admin/orders/${orderNumber}/ship`, {
      member: owner,
      body: { carrier: "other", trackingNumber: "X1" },
    });
    expect(other).toMatchObject({ status: 400, json: { field: "trackingUrl" } });

    clock.advance(60_000);
    const shipped = await call("POST", `/api/admin/orders/${orderNumber}/ship`, {
      member: owner,
      body: { carrier: "fan_courier", trackingNumber: "2345678901" },
    });
    expect(shipped.json.order).toMatchObject({
      status: "fulfilled",
      fulfilmentStatus: "shipped",
      shipment: { carrierName: "Fan Courier", trackingUrl: "https://www.fancourier.ro/awb-tracking/?tracking=2345678901" },
    });
    await kit.platform.mailer.idle();
    const [mail] = mailsTo(/a plecat spre tine/);
    expect(mail!.text).toContain("https://www.fancourier.ro/awb-tracking/?tracking=2345678901");
    expect(mail!.text).toContain(`/track-order?order=${orderNumber}`);
    // The same again is a repeat: no second email.
    expect(
      (
        await call("POST", `/api/admin/orders/${orderNumber}/ship`, {
          member: owner,
          body: { carrier: "fan_courier", trackingNumber: "2345678901" },
        })
      ).json.changed,
    ).toBe(false);
    await kit.platform.mailer.idle();
    expect(mailsTo(/a plecat spre tine/)).toHaveLength(1);

    // The shopper's tracking says it too.
    const tracking = await kit.app.request(ORDER_STATUS_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ orderNumber, email: "ana@example.ro" }),
    });
    expect(((await tracking.json()) as AdminAnswer).order).toMatchObject({
      fulfilmentStatus: "shipped",
      shipment: { carrierName: "Fan Courier", trackingNumber: "2345678901" },
    });

    // Cash collected before "delivered" was pressed: the courier delivered it, so it is both.
    clock.advance(60_000);
    const collected = await call("POST", `/api/admin/orders/${orderNumber}/cod-collected`, { member: owner });
    expect(collected.json.order).toMatchObject({ status: "delivered", fulfilmentStatus: "delivered" });
    expect(collected.json.order.payments.at(-1)).toMatchObject({ provider: "cod", status: "succeeded" });
    expect(collected.json.order.paidAt).not.toBeNull();
    expect((await call("POST", `/api/admin/orders/${orderNumber}/cod-collected`, { member: owner })).json.changed).toBe(false);
    expect((await call("POST", `/api/admin/orders/${orderNumber}/deliver`, { member: owner })).json.changed).toBe(false);

    const kinds = collected.json.order.timeline.map((entry: { kind: string }) => entry.kind);
    expect(kinds).toEqual(["placed", "payment_opened", "email", "packed", "shipped", "email", "payment_settled", "cod_collected"]);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(orderNumber)));
    expect(audit.map((entry) => entry.action).sort()).toEqual(["order.collect_cod", "order.pack", "order.ship"]);
  });

  it("refuses steps out of order and answers 404 for an unknown order", async () => {
    const { orderNumber } = await place();
    expect(await call("POST", `/api/admin/orders/${orderNumber}/deliver`, { member: members.owner })).toMatchObject({
      status: 409,
      json: { error: "The order has not been shipped yet." },
    });
    expect((await call("POST", `/api/admin/orders/${orderNumber}/cod-collected`, { member: members.owner })).status).toBe(409);
    expect((await call("POST", "/api/admin/orders/999999/pack", { member: members.owner })).status).toBe(404);
    expect((await call("POST", "/api/admin/orders/99999999999/pack", { member: members.owner })).status).toBe(404);
    expect((await call("POST", "/api/admin/orders/abc/pack", { member: members.owner })).json).toMatchObject({
      status: 404,
      code: "not_found",
    });
    expect((await call("POST", `/api/admin/orders/${orderNumber}/note`, { member: members.owner, body: { note: " " } })).status).toBe(400);
  });

  it("refuses a note holding half of an emoji (a lone surrogate PostgreSQL cannot store) with 400, the field named", async () => {
    const { orderNumber } = await place();
    const halfEmoji = "Sunat clientul 😀".slice(0, -1);
    const note = (language: string) =>
      call("POST", `/api/admin/orders/${orderNumber}/note`, { member: members.owner, body: { note: halfEmoji }, language });
    expect(await note("en")).toMatchObject({
      status: 400,
      json: { error: 'The field "note" contains a character that cannot be stored (U+D83D).', field: "note" },
    });
    expect((await note("ro")).json).toEqual({
      success: false,
      status: 400,
      code: "body_unstorable_text",
      error: "Câmpul „note” conține un caracter care nu poate fi salvat (U+D83D).",
      field: "note",
      fields: { note: "Câmpul „note” conține un caracter care nu poate fi salvat (U+D83D)." },
    });
    const timeline = await pagesAs(members.owner).order(orderNumber);
    expect(JSON.stringify(timeline)).not.toContain("Sunat clientul");
  });
});

describe("cancel and refund", () => {
  it("cancels a paid order: stock, discount code and subscription back, the whole payment refunded once, the order stays cancelled", async () => {
    const before = await stockOfSingle();
    const orderNumber = await paidCardOrder({ discountCode: "ELARA10" });
    expect(await stockOfSingle()).toBe(before! - 2);
    const cancelled = await call("POST", `/api/admin/orders/${orderNumber}/cancel`, {
      member: members.owner,
      body: { reason: "Customer asked" },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ changed: true, refund: { kind: "refunded", amountMinor: 34_020, status: "succeeded" } });
    expect(cancelled.json.order).toMatchObject({ status: "cancelled", refundableMinor: 0 });
    expect(await stockOfSingle()).toBe(before);
    expect(await database.db.select().from(discountRedemptions)).toHaveLength(0);

    const again = await call("POST", `/api/admin/orders/${orderNumber}/cancel`, { member: members.owner, body: {} });
    expect(again.json).toMatchObject({ changed: false, refund: null });
    expect(await database.db.select().from(refunds)).toHaveLength(1);
    await kit.platform.mailer.idle();
    expect(mailsTo(/a fost anulată/)).toHaveLength(1);
    expect(mailsTo(/Rambursare pentru comanda/)).toHaveLength(1);
    expect(mailsTo(/a fost anulată/)[0]!.text).toContain("Îți returnăm 340,20\u00a0RON");
  });

  it("refunds part of a card order, once per key, never more than is left", async () => {
    const orderNumber = await paidCardOrder();
    const key = "refund-key-1234";
    const first = await call("POST", `/api/admin/orders/${orderNumber}/refund`, {
      member: members.owner,
      body: { amount: "100,50", reason: "One bottle damaged", idempotencyKey: key },
    });
    expect(first.json).toMatchObject({
      refund: { amountMinor: 10_050, status: "succeeded" },
      order: { status: "paid", refundableMinor: 27_750 },
    });
    const repeat = await call("POST", `/api/admin/orders/${orderNumber}/refund`, {
      member: members.owner,
      body: { amount: "100,50", reason: "One bottle damaged", idempotencyKey: key },
    });
    expect(repeat.json.refund.refundId).toBe(first.json.refund.refundId);
    expect(
      await call("POST", `/api/admin/orders/${orderNumber}/refund`, {
        member: members.owner,
        body: { amount: "277.51", idempotencyKey: "refund-key-5678" },
      }),
    ).toMatchObject({
      status: 400,
      json: { field: "amount", error: "The amount is more than what can still be refunded (277,50\u00a0RON)." },
    });
    expect(
      (
        await call("POST", `/api/admin/orders/${orderNumber}/refund`, {
          member: members.owner,
          body: { amount: "-3", idempotencyKey: "refund-key-9" },
        })
      ).json.field,
    ).toBe("amount");
    const rest = await call("POST", `/api/admin/orders/${orderNumber}/refund`, {
      member: members.owner,
      body: { amount: "277.50", idempotencyKey: "refund-key-0000" },
    });
    expect(rest.json.order).toMatchObject({ status: "refunded", refundableMinor: 0 });
    await kit.platform.mailer.idle();
    expect(mailsTo(/Rambursare pentru comanda/)).toHaveLength(2);
    const [payment] = await database.db
      .select()
      .from(payments)
      .where(and(eq(payments.status, "refunded")));
    expect(payment!.refundedMinor).toBe(37_800);
  });

  it("refunds a collected cash-on-delivery order by a recorded bank transfer", async () => {
    const { orderNumber } = await place();
    await call("POST", `/api/admin/orders/${orderNumber}/ship`, {
      member: members.owner,
      body: { carrier: "cargus", trackingNumber: "C1" },
    });
    await call("POST", `/api/admin/orders/${orderNumber}/cod-collected`, { member: members.owner });
    const body = { amount: "50", idempotencyKey: "cod-refund-key", iban: "", accountHolder: "Ana Pop", transferReference: "OP 17" };
    expect((await call("POST", `/api/admin/orders/${orderNumber}/refund`, { member: members.owner, body })).json.field).toBe("iban");
    expect(
      (
        await call("POST", `/api/admin/orders/${orderNumber}/refund`, {
          member: members.owner,
          body: { ...body, iban: "RO49AAAA1B31007593840001" },
        })
      ).json,
    ).toMatchObject({ field: "iban", error: "The IBAN is not valid. Check the digits." });
    const done = await call("POST", `/api/admin/orders/${orderNumber}/refund`, {
      member: members.owner,
      body: { ...body, iban: "ro49 aaaa 1b31 0075 9384 0000" },
    });
    expect(done.json.order.refunds).toEqual([
      expect.objectContaining({
        amountMinor: 5_000,
        status: "succeeded",
        iban: "RO49AAAA1B31007593840000",
        reference: "OP 17",
        accountHolder: "Ana Pop",
      }),
    ]);
  });

  it("does not cancel an order that has left", async () => {
    const { orderNumber } = await place();
    await call("POST", `/api/admin/orders/${orderNumber}/ship`, { member: members.owner, body: { carrier: "dpd", trackingNumber: "D1" } });
    expect((await call("POST", `/api/admin/orders/${orderNumber}/cancel`, { member: members.owner, body: {} })).status).toBe(409);
  });
});

describe("the list and its export", () => {
  it("filters, searches, pages and exports the same view as a spreadsheet Excel reads", async () => {
    // Payments and lines numbered apart from orders, so a subquery that compared a row with itself would show.
    await database.db.execute(sql`select setval(pg_get_serial_sequence('payments', 'id'), 70000)`);
    await database.db.execute(sql`select setval(pg_get_serial_sequence('order_lines', 'id'), 80000)`);
    const cod = await place({ email: "maria@example.ro" });
    const card = await paidCardOrder();
    await call("POST", `/api/admin/orders/${cod.orderNumber}/ship`, {
      member: members.owner,
      body: { carrier: "sameday", trackingNumber: "=HYPERLINK(1)" },
    });
    const list = async (query: string) => (await pagesAs(members.support).orders(readOrderFilter(new URLSearchParams(query))))!;
    expect((await list("")).total).toBe(2);
    expect((await list("?fulfilment=shipped")).orders.map((row: { orderNumber: number }) => row.orderNumber)).toEqual([cod.orderNumber]);
    expect((await list("?payment=pending")).orders.map((row: { orderNumber: number }) => row.orderNumber)).toEqual([cod.orderNumber]);
    expect((await list("?subscription=no")).total).toBe(2);
    expect((await list("?subscription=yes")).total).toBe(0);
    expect((await list("?method=card&payment=succeeded")).orders.map((row: { orderNumber: number }) => row.orderNumber)).toEqual([card]);
    expect((await list(`?q=%23${card}`)).total).toBe(1);
    expect((await list("?q=MARIA@")).total).toBe(1);
    expect((await list("?q=0722")).total).toBe(2);
    expect((await list("?from=2026-11-23&to=2026-11-23")).total).toBe(2);
    expect((await list("?to=2026-11-22")).total).toBe(0);
    expect((await list("?status=bogus&page=-4")).total).toBe(2);

    // As if the customer had paid 50 lei of it with store credit (the store-credit suite places such orders).
    await database.db
      .update(orders)
      .set({ storeCreditMinor: 5000, storeCreditRonMinor: 5000 })
      .where(eq(orders.orderNumber, cod.orderNumber));
    const csv = await call("GET", "/api/admin/orders/export.csv?fulfilment=shipped&lng=ro", { member: members.fulfilment });
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Content-Disposition")).toBe('attachment; filename="comenzi-2026-11-23.csv"');
    const bytes = new Uint8Array(await csv.response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1).split("\r\n");
    expect(lines[0]).toContain("Comanda;Data;Stare");
    expect(lines[0]).toContain(";Total (lei);Plătit cu credit în magazin (lei);Cod de reducere;");
    expect(lines[1]).toBe(
      `${cod.orderNumber};2026-11-23 11:00;Expediată;Ramburs;În așteptare;Expediată;Ana Pop;maria@example.ro;0722 123 456;Cluj-Napoca;RO;RON;378,00;378,00;0,00;0,00;65,60;378,00;50,00;;nu;Sameday;'=HYPERLINK(1)`,
    );
    expect(lines).toHaveLength(3);
  });
});
