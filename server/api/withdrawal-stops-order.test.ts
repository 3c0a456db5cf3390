/**
 * A legal withdrawal before the parcel leaves stops the order (issue 40 item 1, decision 0075): cancelled and shown
 * withdrawn to staff, packing and shipping refused, the stock back exactly once however often it is asked, the card's
 * money refunded under the cancellation's key, and an email that says what really happens to that order with a
 * signed link the guest can open. After shipping it stays a return, as before. On PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { readOrderFilter } from "#domain/admin/orders";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { formatPrice } from "#domain/format-price";
import { toDecimalString } from "#domain/money";
import { customers, discountRedemptions, emailOutbox, orders, payments, productVariants, returns, staffMembers } from "#server/db/schema";
import { testClock } from "#tests/server/account-kit.ts";
import { buildOrdersApp, orderBody, socketFrom, seededStoreForFile, placeOrder } from "#tests/server/orders-kit.ts";
import { testConfig } from "#tests/server/platform-kit.ts";
import { staffKit, type StaffMemberSession } from "#tests/server/staff-kit.ts";
import { emptyTables } from "#tests/server/test-database.ts";
import { payOnSandboxPage } from "#tests/server/returns-kit.ts";
import { WITHDRAWAL_LINK_LIFETIME_MS } from "#server/commerce/returns/withdrawal-links";
import { WITHDRAWAL_LINKS_PATH, WITHDRAWALS_PATH } from "./withdrawals.ts";

const { database, variants } = seededStoreForFile({ single: "PAP-1" });

const START_STOCK = 40;
const clock = testClock(new Date("2026-07-01T10:00:00.000Z"));
let kit: ReturnType<typeof buildOrdersApp>;
let owner: StaffMemberSession;
let call: ReturnType<typeof staffKit>["call"];
let pagesAs: ReturnType<typeof staffKit>["pagesAs"];
beforeEach(async () => {
  await emptyTables(database.db, discountRedemptions, orders, emailOutbox, staffMembers, customers);
  await database.db.update(productVariants).set({ stockQuantity: START_STOCK }).where(eq(productVariants.sku, "PAP-1"));
  clock.set(new Date("2026-07-01T10:00:00.000Z"));
  kit = buildOrdersApp({ database, clock });
  const staff = staffKit(kit, clock);
  call = staff.call;
  pagesAs = staff.pagesAs;
  owner = await staff.signIn("owner@elara.test", "owner");
});

const EMAIL = "guest@example.ro";

async function place(paymentMethod: "cod" | "card", language = "ro") {
  const body = orderBody([{ variantId: variants.single, quantity: 2 }], { email: EMAIL, paymentMethod });
  const { orderNumber, paymentUrl } = await placeOrder(kit, body, { language });
  if (paymentMethod === "card") await payOnSandboxPage(kit, paymentUrl!);
  const [order] = await database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return order!;
}

const withdraw = (orderNumber: number, language = "ro") =>
  kit.app.request(
    WITHDRAWALS_PATH,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": language },
      body: JSON.stringify({ orderNumber, email: EMAIL }),
    },
    socketFrom(),
  );

const stock = async () =>
  (await database.db.select({ stock: productVariants.stockQuantity }).from(productVariants).where(eq(productVariants.sku, "PAP-1")))[0]!
    .stock;

async function withdrawalMail() {
  await kit.platform.mailer.idle();
  const mails = kit.transport!.sent.filter((sent) => sent.to === EMAIL && /retragerea|withdrawal/i.test(sent.subject));
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

const linkIn = (text: string) => new URL(/https?:\/\/\S+\/withdrawals\/\S+/.exec(text)![0]);

const readLink = (token: string, language = "ro") =>
  kit.app.request(`${WITHDRAWAL_LINKS_PATH}/${token}`, { headers: { "Accept-Language": language } }, socketFrom());

describe("a withdrawal before shipping", () => {
  it("stops a cash-on-delivery order: cancelled and withdrawn, stock back, nothing owed, the withdrawal complete", async () => {
    const order = await place("cod");
    expect(await stock()).toBe(START_STOCK - 2);
    const made = await withdraw(order.orderNumber);
    expect(made.status).toBe(201);
    const { return: withdrawal } = (await made.json()) as { return: Record<string, unknown> };
    expect(withdrawal).toMatchObject({
      kind: "withdrawal",
      stoppedOrder: true,
      status: "completed",
      refundMinor: 0,
      shippingRefundMinor: 0,
    });
    expect(await stock()).toBe(START_STOCK);

    const [stopped] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stopped).toMatchObject({ status: "cancelled", fulfilmentStatus: "unfulfilled", withdrawnAt: clock() });
    const [payment] = await database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment!.status).toBe("cancelled");

    const detail = (await pagesAs(owner).order(order.orderNumber))!;
    expect(detail.order).toMatchObject({ status: "cancelled", withdrawnAt: clock().toISOString() });
    expect(detail.order!.timeline).toContainEqual(expect.objectContaining({ kind: "withdrawn", detail: { returnId: withdrawal.id } }));
    const listed = (await pagesAs(owner).orders(readOrderFilter(new URLSearchParams())))!;
    expect(listed.orders).toEqual([expect.objectContaining({ orderNumber: order.orderNumber, withdrawn: true })]);
  });

  it("is asked again (a double click, a lost answer) and gives the same withdrawal, the stock back only once", async () => {
    const order = await place("cod");
    const [first, second] = await Promise.all([withdraw(order.orderNumber), withdraw(order.orderNumber)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    const ids = [
      ((await first.json()) as { return: { id: number } }).return.id,
      ((await second.json()) as { return: { id: number } }).return.id,
    ];
    expect(ids[0]).toBe(ids[1]);
    expect((await withdraw(order.orderNumber)).status).toBe(201);
    expect(await database.db.select().from(returns)).toHaveLength(1);
    expect(await stock()).toBe(START_STOCK);
    // Staff cancelling it afterwards gives nothing back a second time.
    const cancelled = await call("POST", `/api/admin/orders/${order.orderNumber}/cancel`, { member: owner, body: { reason: "x" } });
    expect(cancelled.json.changed).toBe(false);
    expect(await stock()).toBe(START_STOCK);
    await withdrawalMail();
  });

  it("refuses packing and shipping afterwards with a sentence in the member's language, changing nothing", async () => {
    const order = await place("cod");
    await withdraw(order.orderNumber);
    const pack = await call("POST", `/api/admin/orders/${order.orderNumber}/pack`, { member: owner, language: "ro" });
    expect(pack.status).toBe(409);
    expect(pack.json.error).toMatch(/^Clientul s-a retras din contract înainte de expediere/);
    const ship = await call("POST", `/api/admin/orders/${order.orderNumber}/ship`, {
      member: owner,
      body: { carrier: "sameday", trackingNumber: "1ONB123" },
    });
    expect(ship.status).toBe(409);
    expect(ship.json.error).toMatch(/^The customer withdrew from the contract before shipping/);
    const [after] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ fulfilmentStatus: "unfulfilled", trackingNumber: null, packedAt: null });
  });

  it("emails a cash-on-delivery guest that nothing is owed and the parcel will not come, with a link they can open", async () => {
    const order = await place("cod");
    await withdraw(order.orderNumber);
    const mail = await withdrawalMail();
    expect(mail.subject).toBe("Am primit retragerea ta din contract – Elara");
    expect(mail.text).toContain(`Comanda #${order.orderNumber} nu plecase încă, așa că am oprit-o: nu ți-o mai trimitem.`);
    expect(mail.text).toContain("nu ai nimic de plătit și nu avem nimic de rambursat");
    expect(mail.text).not.toMatch(/rambursăm|RON/);
    expect(mail.text).not.toContain("/my-account/");
    const link = linkIn(mail.text);
    const opened = await readLink(link.pathname.split("/").at(-1)!);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("Cache-Control")).toBe("no-store");
    const body = (await opened.json()) as { return: Record<string, unknown> };
    expect(body.return).toMatchObject({ orderNumber: order.orderNumber, kind: "withdrawal", stoppedOrder: true, status: "completed" });
    // Only what the withdrawal says: no address, no email.
    expect(JSON.stringify(body)).not.toContain(EMAIL);
    expect(JSON.stringify(body)).not.toContain("Ana");
  });

  it("stops a card order and refunds what was paid, delivery included, to the card, once, saying so and by when", async () => {
    const order = await place("card", "en");
    expect(await stock()).toBe(START_STOCK - 2);
    const made = await withdraw(order.orderNumber, "en");
    expect(made.status).toBe(201);
    const { return: withdrawal } = (await made.json()) as { return: Record<string, unknown> };
    expect(withdrawal).toMatchObject({ stoppedOrder: true, status: "completed", refundMinor: order.totalMinor });
    expect(await stock()).toBe(START_STOCK);
    const [payment] = await database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({ status: "refunded", refundedMinor: order.totalMinor });
    const [after] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after!.withdrawnAt).toEqual(clock());

    const mail = await withdrawalMail();
    expect(mail.subject).toBe("We received your withdrawal from the contract – Elara");
    const amount = formatPrice(toDecimalString(order.totalMinor, "RON"), "RON");
    expect(mail.text).toContain(
      `We refund ${amount}, everything you paid, delivery included, to the card you paid with, by 15 July 2026 at the latest (within 14 days).`,
    );
    // A cancellation by staff afterwards refunds nothing more: the same key.
    await call("POST", `/api/admin/orders/${order.orderNumber}/cancel`, { member: owner, body: { reason: "x" } });
    const [again] = await database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(again!.refundedMinor).toBe(order.totalMinor);
  });
});

describe("a withdrawal after shipping", () => {
  it("opens the return as before: the order goes on, the email asks for the products back and says how the money comes", async () => {
    const order = await place("card", "en");
    await call("POST", `/api/admin/orders/${order.orderNumber}/ship`, {
      member: owner,
      body: { carrier: "sameday", trackingNumber: "1ONB1" },
    });
    const made = await withdraw(order.orderNumber, "en");
    expect(made.status).toBe(201);
    const { return: withdrawal } = (await made.json()) as { return: Record<string, unknown> };
    expect(withdrawal).toMatchObject({ stoppedOrder: false, status: "pending", refundMinor: order.totalMinor });
    const [after] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ status: "fulfilled", withdrawnAt: null });
    expect(await stock()).toBe(START_STOCK - 2);
    const mail = await withdrawalMail();
    expect(mail.text).toContain("The order has already left: we will write to you how to send the products back.");
    expect(mail.text).toContain("to the card you paid with, by 15 July 2026 at the latest (within 14 days)");
  });
});

describe("the signed link", () => {
  it("opens only the withdrawal it names, until it expires; a forged, altered or expired one answers 404 in the shopper's language", async () => {
    const order = await place("cod");
    await withdraw(order.orderNumber);
    const token = linkIn((await withdrawalMail()).text)
      .pathname.split("/")
      .at(-1)!;
    const [id, expiresAt, mac] = token.split(".") as [string, string, string];
    expect((await readLink(token)).status).toBe(200);

    const forged = await readLink(`${id}.${expiresAt}.${"A".repeat(24)}`, "en");
    expect(forged.status).toBe(404);
    expect(((await forged.json()) as { error: string }).error).toMatch(/^This link has expired or is not valid/);
    // Another withdrawal's number under this one's signature.
    expect((await readLink(`${Number(id) + 1}.${expiresAt}.${mac}`)).status).toBe(404);
    expect((await readLink(`${id}.${Number(expiresAt) + 1}.${mac}`)).status).toBe(404);
    expect((await readLink("nonsense")).status).toBe(404);

    // A valid signature opens a guest's 30-day return too (its emails carry the link, decision 0130), but never an
    // account's return: that is read on the account's own page.
    const other = await place("cod");
    const [ana] = await database.db.insert(customers).values({ email: "ana@example.ro", status: "active" }).returning();
    const template = (await database.db.select().from(returns))[0]!;
    const [guestReturn, accountReturn] = await database.db
      .insert(returns)
      .values([
        { ...template, id: undefined, orderId: other.id, kind: "return", customerId: null },
        { ...template, id: undefined, orderId: other.id, kind: "return", customerId: ana!.id },
      ])
      .returning();
    const tokenFor = (id: number) =>
      new URL(kit.platform.returns.withdrawalLinks.pageFor({ id, customerId: null, language: "ro" })).pathname.split("/").at(-1)!;
    expect((await readLink(tokenFor(guestReturn!.id))).status).toBe(200);
    expect((await readLink(tokenFor(accountReturn!.id))).status).toBe(404);

    clock.set(new Date(clock().getTime() + WITHDRAWAL_LINK_LIFETIME_MS + 1));
    expect((await readLink(token)).status).toBe(404);
  });

  it("sends a customer with an account to the account's page instead", () => {
    const url = kit.platform.returns.withdrawalLinks.pageFor({ id: 7, customerId: 3, language: "en" });
    expect(url).toBe(`${testConfig.baseUrl}/my-account/returns/7?lng=en`);
  });
});
