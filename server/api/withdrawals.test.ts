/**
 * The legal withdrawal through POST /api/withdrawals (issue 19 item 3): a guest proves the order by its number and
 * email, is asked only for a bank account when cash was paid on delivery, gets every unit not yet returned and the
 * shipping back within 14 days, and an email at once; the 14 days after receipt close it; the admin sees the
 * deadline and an overdue one highlighted. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { discountRedemptions, emailOutbox, orders, returns, staffMembers } from "#server/db/schema";
import { ordersAppEachTest, orderBody, socketFrom, seededStoreForFile } from "#tests/server/orders-kit.ts";
import { staffKit } from "#tests/server/staff-kit.ts";
import { CREATE_ORDER_PATH } from "./create-order.ts";
import { WITHDRAWALS_PATH } from "./withdrawals.ts";

const { database, variants } = seededStoreForFile({ single: "PAP-1" });

const { clock, kit } = ordersAppEachTest(database, "2026-07-01T10:00:00.000Z", [discountRedemptions, orders, emailOutbox, staffMembers]);

/** A guest's two bottles, cash on delivery, delivered on 2 July. */
async function guestOrder({ delivered }: { delivered: boolean }) {
  const placed = await kit.app.request(
    CREATE_ORDER_PATH,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": "en" },
      body: JSON.stringify(orderBody([{ variantId: variants.single, quantity: 2 }], { email: "guest@example.ro" })),
    },
    socketFrom(),
  );
  expect(placed.status).toBe(201);
  const { orderNumber } = (await placed.json()) as { orderNumber: number };
  const delivery = {
    fulfilmentStatus: "delivered",
    shippedAt: new Date("2026-07-01T15:00:00.000Z"),
    deliveredAt: new Date("2026-07-02T12:00:00.000Z"),
  };
  const [order] = delivered
    ? await database.db.update(orders).set(delivery).where(eq(orders.orderNumber, orderNumber)).returning()
    : await database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return order!;
}

const withdraw = (body: unknown, language = "en") =>
  kit.app.request(
    WITHDRAWALS_PATH,
    { method: "POST", headers: { "Content-Type": "application/json", "Accept-Language": language }, body: JSON.stringify(body) },
    socketFrom(),
  );

const iban = { iban: "RO49 AAAA 1B31 0075 9384 0000", accountHolder: "Maria Ionescu" };

describe("withdrawing from the contract", () => {
  it("takes the whole order back with its shipping, due in 14 days, acknowledged at once; cash paid on delivery goes to an IBAN", async () => {
    const order = await guestOrder({ delivered: true });
    clock.set(new Date("2026-07-10T09:00:00.000Z"));
    const proof = { orderNumber: order.orderNumber, email: "Guest@Example.ro" };
    const noAccount = await withdraw(proof);
    expect(noAccount.status).toBe(422);
    expect(await noAccount.json()).toMatchObject({ code: "bank_account_required", field: "bankAccount.iban" });

    const made = await withdraw({ ...proof, bankAccount: iban });
    expect(made.status).toBe(201);
    const { return: withdrawal } = (await made.json()) as { return: Record<string, unknown> };
    expect(withdrawal).toMatchObject({
      kind: "withdrawal",
      status: "pending",
      refundMethod: "original",
      bankAccountEnding: "0000",
      refundMinor: order.totalMinor,
      shippingRefundMinor: order.shippingMinor,
      refundDueBy: "2026-07-24T09:00:00.000Z",
      lines: [{ quantity: 2, reason: "withdrawal" }],
    });
    await kit.platform.mailer.idle();
    const [mail] = kit.transport!.sent.filter((sent) => sent.to === "guest@example.ro" && sent.subject.includes("withdrawal"));
    expect(mail!.subject).toBe("We received your withdrawal from the contract – Elara");
    expect(mail!.text).toContain("within 14 days");

    const again = await withdraw({ ...proof, bankAccount: iban });
    expect(await again.json()).toMatchObject({ code: "too_many_units" });
    expect(await database.db.select().from(returns)).toHaveLength(1);
  });

  it("lets a guest withdraw before delivery without a bank account, as nothing was paid", async () => {
    const order = await guestOrder({ delivered: false });
    const made = await withdraw({ orderNumber: order.orderNumber, email: "guest@example.ro" }, "ro");
    expect(made.status).toBe(201);
    expect(((await made.json()) as { return: { bankAccountEnding: string | null } }).return.bankAccountEnding).toBeNull();
  });

  it("refuses another email, a bad IBAN and a withdrawal after 14 days from receipt, in the shopper's language, writing nothing", async () => {
    const order = await guestOrder({ delivered: true });
    const other = await withdraw({ orderNumber: order.orderNumber, email: "someone@example.ro" }, "ro");
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ error: "Nu am găsit o comandă cu acest număr și acest e-mail." });
    const badIban = await withdraw({
      orderNumber: order.orderNumber,
      email: "guest@example.ro",
      bankAccount: { ...iban, iban: "RO00 1234" },
    });
    expect(await badIban.json()).toMatchObject({ code: "iban_invalid", field: "bankAccount.iban" });
    expect((await withdraw({ orderNumber: "1", email: "guest@example.ro" })).status).toBe(400);
    clock.set(new Date("2026-07-16T12:00:01.000Z"));
    const late = await withdraw({ orderNumber: order.orderNumber, email: "guest@example.ro", bankAccount: iban });
    expect(await late.json()).toMatchObject({
      code: "window_closed",
      error: expect.stringMatching(/^The 14 days after receiving the order/),
    });
    expect(await database.db.select().from(returns)).toEqual([]);
    expect((await kit.app.request(WITHDRAWALS_PATH, {}, socketFrom())).status).toBe(405);
  });

  it("shows the admin the refund deadline, and highlights a withdrawal not refunded by then", async () => {
    const order = await guestOrder({ delivered: true });
    await withdraw({ orderNumber: order.orderNumber, email: "guest@example.ro", bankAccount: iban });
    const staff = staffKit(kit, clock);
    const owner = await staff.signIn("owner@elara.test", "owner");
    const listed = await staff.pagesAs(owner).returns({ status: undefined, overdue: undefined, page: 1 });
    expect(listed!.returns).toEqual([
      expect.objectContaining({ kind: "withdrawal", refundDueBy: "2026-07-15T10:00:00.000Z", overdue: false }),
    ]);
    clock.set(new Date("2026-07-15T10:00:01.000Z"));
    // Two weeks later the member signs in again (sessions end after 12 idle hours).
    const later = await staff.signIn("owner2@elara.test", "owner");
    const overdue = await staff.pagesAs(later).returns({ status: undefined, overdue: "1", page: 1 });
    expect(overdue!.returns).toEqual([expect.objectContaining({ kind: "withdrawal", overdue: true })]);
  });
});
