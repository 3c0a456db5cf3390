/**
 * Staff told what needs them (issue 40 item 6), in process against a seeded test database (PGlite, and PostgreSQL
 * with TEST_DATABASE_URL): a return request, a declined card renewal and a report of adverse effects each email the
 * members whose role handles it — once each, in their language, never a disabled member or one not set up — and a
 * report of adverse effects lands in the owner's safety file, by the reason's code.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  adverseEffectReports,
  customers,
  discountRedemptions,
  emailOutbox,
  orderLines,
  orders,
  savedPaymentMethods,
  staffMembers,
  subscriptionRenewals,
  subscriptions,
} from "#server/db/schema";
import { emptyTables } from "#tests/server/test-database.ts";
import { sendJson, signedInCustomer, testClock } from "#tests/server/account-kit.ts";
import { buildOrdersApp, orderBody, renewWithSandboxCard, socketFrom, seededStoreForFile } from "#tests/server/orders-kit.ts";
import { CREATE_ORDER_PATH } from "./create-order.ts";
import { ACCOUNT_RETURNS_PATH } from "./account-returns.ts";

const { database, variants } = seededStoreForFile({ single: "PAP-1", monthly: "PAP-SUB-M" });

type Kit = ReturnType<typeof buildOrdersApp>;
let kit: Kit;
let token = "";

/** The team: an owner (ro), support (en), fulfilment, a disabled support member and an invited one not set up yet. */
async function team() {
  const member = (email: string, role: string, language: "ro" | "en", extra: Partial<typeof staffMembers.$inferInsert> = {}) => ({
    email,
    role,
    language,
    name: email.split("@")[0]!,
    passwordHash: "set-up",
    ...extra,
  });
  await database.db
    .insert(staffMembers)
    .values([
      member("owner@elara.test", "owner", "ro"),
      member("support@elara.test", "support", "en"),
      member("packer@elara.test", "fulfilment", "ro"),
      member("gone@elara.test", "support", "ro", { disabledAt: new Date("2026-01-01T00:00:00Z") }),
      member("invited@elara.test", "support", "ro", { passwordHash: null }),
    ]);
}

beforeEach(async () => {
  await emptyTables(
    database.db,
    adverseEffectReports,
    discountRedemptions,
    subscriptionRenewals,
    subscriptions,
    savedPaymentMethods,
    orders,
    emailOutbox,
    customers,
    staffMembers,
  );
  await team();
  kit = buildOrdersApp({ database, clock: testClock(new Date("2026-01-31T09:00:00.000Z")) });
  token = (await signedInCustomer(kit, "ana@example.ro")).accessToken;
  kit.transport!.sent.length = 0;
});

async function placed(variantId: string) {
  const response = await kit.app.request(
    CREATE_ORDER_PATH,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": "ro", Authorization: `Bearer ${token}` },
      body: JSON.stringify(orderBody([{ variantId, quantity: 2 }], { email: "ana@example.ro", paymentMethod: "cod" })),
    },
    socketFrom(),
  );
  expect(response.status).toBe(201);
  const { orderNumber } = (await response.json()) as { orderNumber: number };
  await kit.platform.mailer.idle();
  kit.transport!.sent.length = 0;
  return orderNumber;
}

/** What the staff were sent, by address: one entry per email. */
const staffMail = async () => {
  await kit.platform.mailer.idle();
  return kit.transport!.sent.filter((mail) => mail.to.endsWith("@elara.test"));
};

describe("a new return request", () => {
  it("emails the owner and support, once each in their language, and nobody else", async () => {
    const orderNumber = await placed(variants.single);
    const [order] = await database.db
      .update(orders)
      .set({
        status: "payment_due_on_delivery",
        fulfilmentStatus: "delivered",
        shippedAt: new Date("2026-01-30T15:00:00Z"),
        deliveredAt: new Date("2026-01-31T08:00:00Z"),
      })
      .where(eq(orders.orderNumber, orderNumber))
      .returning();
    const [line] = await database.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    const made = await sendJson(
      kit.app,
      "POST",
      ACCOUNT_RETURNS_PATH,
      token,
      { orderNumber, lines: [{ lineId: line!.id, quantity: 1, reason: "changed_mind" }], refundMethod: "store_credit" },
      { "Accept-Language": "ro" },
    );
    expect(made).toMatchObject({ status: 201 });
    const returnId = (made.json.return as { id: number }).id;

    const mails = await staffMail();
    expect(mails.map((mail) => mail.to).sort()).toEqual(["owner@elara.test", "support@elara.test"]);
    const owner = mails.find((mail) => mail.to === "owner@elara.test")!;
    expect(owner.subject).toBe(`Cerere nouă de retur pentru comanda #${orderNumber} – Elara`);
    expect(owner.text).toContain(`ana@example.ro a cerut un retur pentru comanda #${orderNumber}.`);
    expect(owner.text).toContain(`/admin/returns/${returnId}`);
    const support = mails.find((mail) => mail.to === "support@elara.test")!;
    expect(support.subject).toBe(`New return request for order #${orderNumber} – Elara`);
    // Staff emails are the store's own: no Reply-To to the support address, which a customer's email carries.
    expect(support.headers?.["Reply-To"]).toBeUndefined();
    const customer = kit.transport!.sent.find((mail) => mail.to === "ana@example.ro")!;
    expect(customer.headers?.["Reply-To"]).toBe(kit.platform.config.supportEmail);
  });
});

async function subscribed() {
  await placed(variants.monthly);
  const [row] = await database.db.select().from(subscriptions);
  return row!;
}

describe("a report of adverse effects", () => {
  it("is kept in the safety file and emailed to the owner and support when a customer cancels for it", async () => {
    const subscription = await subscribed();
    const cancelled = await sendJson(
      kit.app,
      "POST",
      `/api/account/subscriptions/${subscription.id}/actions`,
      token,
      { action: "cancel", reason: "side_effects", note: "Dureri de cap după a doua capsulă" },
      { "Accept-Language": "ro" },
    );
    expect(cancelled.status).toBe(200);

    const [first] = await database.db.select().from(orders).where(eq(orders.id, subscription.orderId));
    const { reports, total } = await kit.platform.orders.safetyFile.list(1);
    expect(total).toBe(1);
    expect(reports[0]).toMatchObject({
      source: "cancelled",
      subscriptionId: subscription.id,
      orderNumber: first!.orderNumber,
      sku: "PAP-SUB-M",
      customerEmail: "ana@example.ro",
      note: "Dureri de cap după a doua capsulă",
      createdAt: kit.clock(),
    });
    expect(reports[0]!.productName).toContain("Papillex");

    const mails = await staffMail();
    expect(mails.map((mail) => mail.to).sort()).toEqual(["owner@elara.test", "support@elara.test"]);
    expect(mails.find((mail) => mail.to === "owner@elara.test")!.text).toContain("ana@example.ro și-a anulat abonamentul la Papillex");
    expect(mails.find((mail) => mail.to === "support@elara.test")!.subject).toMatch(/^Adverse effects reported: Papillex/);
  });

  it("is kept too when the customer takes the pause offered instead of cancelling, and not for another reason", async () => {
    const subscription = await subscribed();
    const act = (body: unknown) =>
      sendJson(kit.app, "POST", `/api/account/subscriptions/${subscription.id}/actions`, token, body, { "Accept-Language": "en" });
    expect((await act({ action: "skip", insteadOfCancelling: "too_expensive" })).status).toBe(200);
    expect(await kit.platform.orders.safetyFile.all()).toEqual([]);
    expect(await staffMail()).toEqual([]);

    expect((await act({ action: "pause", length: 1, insteadOfCancelling: "side_effects" })).status).toBe(200);
    expect((await kit.platform.orders.safetyFile.all()).map((report) => report.source)).toEqual(["paused"]);
    expect((await staffMail()).map((mail) => mail.to).sort()).toEqual(["owner@elara.test", "support@elara.test"]);
  });
});

describe("a declined card renewal", () => {
  it("tells the owner and support at the first decline and at the last, not at the retries between", async () => {
    const subscription = await renewWithSandboxCard(kit, await subscribed(), { declines: true });

    kit.clock.set(new Date("2026-02-28T06:00:00Z"));
    await kit.platform.subscriptions.renewals.sweep("2026-02-28");
    let mails = await staffMail();
    expect(mails.map((mail) => mail.to).sort()).toEqual(["owner@elara.test", "support@elara.test"]);
    const owner = mails.find((mail) => mail.to === "owner@elara.test")!;
    expect(owner.text).toContain("a fost refuzată: banca a refuzat cardul.");
    expect(owner.text).toContain("Cardul se încearcă din nou automat");
    expect(owner.text).not.toContain("card_declined");
    expect(owner.text).toContain(`/admin/subscriptions/${subscription.id}`);

    for (const at of ["2026-03-01T06:00:00Z", "2026-03-03T06:00:00Z"]) {
      kit.transport!.sent.length = 0;
      kit.clock.set(new Date(at));
      await kit.platform.subscriptions.charges.sweep();
      expect(await staffMail()).toEqual([]);
    }

    kit.transport!.sent.length = 0;
    kit.clock.set(new Date("2026-03-07T06:00:00Z"));
    expect(await kit.platform.subscriptions.charges.sweep()).toMatchObject({ paused: 1 });
    mails = await staffMail();
    expect(mails).toHaveLength(2);
    expect(mails.find((mail) => mail.to === "support@elara.test")!.text).toContain(
      "That was the last try: the order is cancelled and the subscription paused",
    );
  });
});
