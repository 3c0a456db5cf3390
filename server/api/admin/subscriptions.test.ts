/**
 * Subscriptions through the admin API (issue 18 item 5): who may read and act, the list by state and search, the
 * renewals of the next 14 days, the declined charges, one subscription with its renewals and who acted, and the
 * portal's actions done by staff — the customer's receipt, the history naming the member, the audit entry — and
 * refused with a status and a sentence that change nothing. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { readSubscriptionFilter } from "#domain/admin/subscriptions";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SUBSCRIPTION_UPDATE_QUIET_MS } from "#server/commerce/subscriptions/update-notices";
import { auditLog, productVariants, staffMembers, subscriptionEvents, subscriptionRenewals, subscriptions } from "#server/db/schema";
import { testClock } from "#tests/server/account-kit.ts";
import { subscribeMonthly, subscriptionStoreForFile } from "#tests/server/orders-kit.ts";
import { eachRole, signedInStaffEachTest } from "#tests/server/staff-kit.ts";

const { database } = subscriptionStoreForFile({ alsoEmpty: [auditLog, staffMembers] });
const clock = testClock(new Date("2026-11-23T09:00:00.000Z"));
const { kit, call, members, pagesAs } = signedInStaffEachTest(() => ({ database, clock }), ["owner", "fulfilment", "support"]);

/** A guest's monthly papillex subscription by cash on delivery, bought on 23 November: next delivery 23 December. */
const subscribe = (email: string, quantity = 1) => subscribeMonthly(kit, { email, quantity, forgetMail: true });

const act = (id: number, body: unknown, member = members.owner, language = "en") =>
  call("POST", `/api/admin/subscriptions/${id}/actions`, { member, body, language });

/** The subscriptions list as its page's loader reads it for `member`, the view as the URL holds it. */
const listAs = async (query: string, member = members.support) =>
  (await pagesAs(member).subscriptions(readSubscriptionFilter(new URLSearchParams(query))))!;

describe("who may see and act on subscriptions", () => {
  it.each(eachRole({ owner: [true, 200], support: [true, 200], fulfilment: [true, 403] }))(
    "%s: reads %s, acts %i",
    async (role, reads, acts) => {
      const { id } = await subscribe(`${role}@example.ro`);
      expect((await pagesAs(members[role]).subscriptions(readSubscriptionFilter(new URLSearchParams()))) !== null).toBe(reads);
      expect((await pagesAs(members[role]).subscription(id))?.subscription?.subscription.id).toBe(id);
      expect((await act(id, { action: "skip" }, members[role])).status).toBe(acts);
    },
  );

  it("refuses the signed out and a change without the CSRF token, and changes nothing", async () => {
    const subscription = await subscribe("csrf@example.ro");
    expect(await pagesAs(undefined).subscriptions(readSubscriptionFilter(new URLSearchParams()))).toBeNull();
    expect((await call("POST", `/api/admin/subscriptions/${subscription.id}/actions`, { body: { action: "skip" } })).status).toBe(401);
    const refused = await call("POST", `/api/admin/subscriptions/${subscription.id}/actions`, {
      member: members.owner,
      csrf: false,
      body: { action: "skip" },
    });
    expect(refused.status).toBe(403);
    const [row] = await database.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(row).toEqual(subscription);
  });
});

describe("the lists", () => {
  it("lists every subscription with its state counts, filters by state and finds one by email or number", async () => {
    const ana = await subscribe("ana@example.ro", 2);
    const maria = await subscribe("maria@example.ro");
    expect((await act(maria.id, { action: "cancel", reason: "too_expensive" })).status).toBe(200);

    const all = (await listAs("")) as unknown as { subscriptions: Array<Record<string, unknown>> };
    expect(all).toMatchObject({ view: "all", total: 2, counts: { active: 1, cancelled: 1, paused: 0 } });
    const [first] = all.subscriptions;
    expect(first).toMatchObject({ id: maria.id, status: "cancelled", nextDeliveryDate: null });
    const row = all.subscriptions.find((candidate) => candidate.id === ana.id);
    expect(row).toMatchObject({
      email: "ana@example.ro",
      name: "Ana Pop",
      customerId: null,
      quantity: 2,
      interval: "monthly",
      nextDeliveryDate: "2026-12-23",
      payment: { kind: "cash_on_delivery" },
      pricePerDeliveryRonMinor: 2 * ana.agreedUnitPriceRonMinor,
    });
    expect(row!.product).toMatch(/Papillex/);

    const ids = async (query: string) => ((await listAs(query)) as { subscriptions: Array<{ id: number }> }).subscriptions.map((s) => s.id);
    expect(await ids("?status=cancelled")).toEqual([maria.id]);
    expect(await ids("?q=ANA%40example")).toEqual([ana.id]);
    expect(await ids(`?q=%23${maria.id}`)).toEqual([maria.id]);
    // An unreadable view is the default one, as an edited bookmark should open.
    expect(await listAs("?status=dormant&page=-3&view=soon")).toMatchObject({ view: "all", total: 2 });
  });

  it("shows the renewals of the next 14 days, the soonest first, and nothing beyond", async () => {
    const later = await subscribe("later@example.ro");
    const sooner = await subscribe("sooner@example.ro");
    const paused = await subscribe("paused@example.ro");
    const upcoming = async () =>
      (
        ((await listAs("?view=upcoming", members.fulfilment)) as { subscriptions: unknown }).subscriptions as Array<{
          id: number;
          nextDeliveryDate: string;
        }>
      ).map((row) => [row.id, row.nextDeliveryDate]);
    expect(await upcoming()).toEqual([]);

    expect((await act(later.id, { action: "reschedule", date: "2026-12-07" })).status).toBe(200);
    expect((await act(sooner.id, { action: "reschedule", date: "2026-11-30" })).status).toBe(200);
    expect((await act(paused.id, { action: "pause", length: "until_resumed" })).status).toBe(200);
    expect(await upcoming()).toEqual([
      [sooner.id, "2026-11-30"],
      [later.id, "2026-12-07"],
    ]);
  });

  it("shows the declined charges still retried and those given up, with their orders", async () => {
    const subscription = await subscribe("declined@example.ro");
    await database.db.transaction(async (tx) => {
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscription.id)).for("update");
      await kit.platform.subscriptions.renewals.renewInTransaction(tx, row!, { cycle: 1, date: "2026-11-23" }, clock(), { kind: "system" });
    });
    const retryAt = new Date("2026-11-24T09:00:00.000Z");
    await database.db
      .update(subscriptionRenewals)
      .set({ chargeState: "failed", chargeAttempts: 1, lastDecline: "insufficient_funds", nextRetryAt: retryAt })
      .where(eq(subscriptionRenewals.subscriptionId, subscription.id));
    expect(await listAs("?view=failed")).toMatchObject({
      view: "failed",
      total: 1,
      charges: [
        {
          subscriptionId: subscription.id,
          email: "declined@example.ro",
          cycle: 1,
          attempts: 1,
          lastDecline: "insufficient_funds",
          nextRetryAt: retryAt.toISOString(),
          state: "failed",
        },
      ],
    });

    const detail = await pagesAs(members.support).subscription(subscription.id);
    expect(detail!.subscription).toMatchObject({
      email: "declined@example.ro",
      customerId: null,
      renewals: [{ cycle: 1, dueDate: "2026-11-23", chargeState: "failed", attempts: 1, lastDecline: "insufficient_funds" }],
    });
  });
});

describe("staff acting for the customer", () => {
  it("skips the next delivery: the customer's receipt, the member in the history, the audit entry", async () => {
    const subscription = await subscribe("skip@example.ro");
    const done = await act(subscription.id, { action: "skip" }, members.support, "ro");
    expect(done.status).toBe(200);
    expect(done.json.message).toMatch(/23 decembrie 2026/);
    expect(done.json.detail).toMatchObject({
      email: "skip@example.ro",
      subscription: { nextDeliveryDate: "2027-01-23", skippedDate: "2026-12-23" },
    });
    const history = done.json.detail.history as Array<{ kind: string; actor: string; staffEmail?: string | null }>;
    expect(history.at(-1)).toMatchObject({ kind: "skipped", actor: "staff", staffEmail: "support@elara.test" });

    // Told to the customer like their own changes: in the email written once the subscription is quiet (decision 0083).
    await kit.platform.subscriptions.subscriptionActions.sendQuietUpdates(new Date(clock().getTime() + SUBSCRIPTION_UPDATE_QUIET_MS));
    await kit.platform.mailer.idle();
    const receipts = kit.transport!.sent.filter((mail) => mail.to === "skip@example.ro");
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toMatch(/23 decembrie 2026/);
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "subscription.skip"));
    expect(entry).toMatchObject({
      staffEmail: "support@elara.test",
      targetType: "subscription",
      targetId: String(subscription.id),
      before: expect.objectContaining({ nextDeliveryDate: "2026-12-23", skippedDate: null }),
      after: expect.objectContaining({ nextDeliveryDate: "2027-01-23", skippedDate: "2026-12-23" }),
    });

    // The customer's own view never names the member.
    const customerView = await kit.platform.subscriptions.subscriptionActions.detail(subscription.id, { kind: "link" }, "en");
    expect(customerView!.history.at(-1)).not.toHaveProperty("staffEmail");
  });

  it("adds a product to the next delivery for the customer and takes it off: the member in the history, the audit entries", async () => {
    const subscription = await subscribe("extra@example.ro");
    const [variant] = await database.db.select().from(productVariants).where(eq(productVariants.sku, "END-1"));
    const added = await act(subscription.id, { action: "add_extra", variantId: variant!.id, quantity: 2 }, members.support, "ro");
    expect(added.status).toBe(200);
    expect(added.json.message).toMatch(/^Am adăugat 2 × .+ la livrarea din 23 decembrie 2026, o singură dată\.$/);
    const extras = added.json.detail.extras as { id: number; quantity: number }[];
    expect(extras).toMatchObject([{ quantity: 2, unitPriceMinor: variant!.priceMinor }]);
    const history = added.json.detail.history as Array<{ kind: string; details: { action?: string }; staffEmail?: string | null }>;
    expect(history.at(-1)).toMatchObject({ kind: "changed", details: { action: "add_extra" }, staffEmail: "support@elara.test" });

    const refused = await act(subscription.id, { action: "add_extra", variantId: variant!.id, quantity: 9 }, members.support);
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ code: "extra_quantity", field: "quantity", error: "Choose a quantity from 1 to 10." });

    const removed = await act(subscription.id, { action: "remove_extra", extraId: extras[0]!.id }, members.support);
    expect(removed.status).toBe(200);
    expect(removed.json.detail.extras).toEqual([]);
    const audited = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, String(subscription.id)));
    expect(audited.map((entry) => entry.action)).toEqual(["subscription.add_extra", "subscription.remove_extra"]);
  });

  it("refuses a bad body, an unknown subscription and an action its state does not allow, in the member's language, changing nothing", async () => {
    const subscription = await subscribe("refused@example.ro");
    expect(await act(subscription.id, { action: "change_quantity", quantity: 100 })).toMatchObject({
      status: 400,
      json: { code: "invalid_field", field: "quantity" },
    });
    expect(await act(subscription.id, { action: "reschedule", date: "2027-03-01" }, members.owner, "ro")).toMatchObject({
      status: 422,
      json: { field: "date", error: "Alege o dată în cel mult 60 de zile." },
    });
    expect(await act(999_999, { action: "skip" })).toMatchObject({ status: 404, json: { code: "not_found" } });
    expect((await call("POST", "/api/admin/subscriptions/abc/actions", { member: members.owner, body: { action: "skip" } })).status).toBe(
      404,
    );
    expect(await act(subscription.id, { action: "resume" })).toMatchObject({ status: 409, json: { code: "not_in_this_state" } });

    const [row] = await database.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(row).toEqual(subscription);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.targetType, "subscription"))).toEqual([]);
    const events = await database.db
      .select()
      .from(subscriptionEvents)
      .where(and(eq(subscriptionEvents.subscriptionId, subscription.id), eq(subscriptionEvents.actor, "staff")));
    expect(events).toEqual([]);
  });
});
