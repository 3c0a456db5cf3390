/**
 * The reminder sweep against a seeded test database (PGlite, and PostgreSQL with TEST_DATABASE_URL): each
 * delivery gets one reminder, SUBSCRIPTION_REMINDER_DAYS before it, with the amount and one-click links, however
 * many sweeps run at once; its amount is the notice of the price, so a rise after it does not reach that renewal.
 */
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderLines, productVariants, subscriptionReminders, subscriptionRenewals, subscriptions } from "#server/db/schema";
import { subscribeMonthly, subscriptionStoreForFile, type OrdersKit } from "#tests/server/orders-kit.ts";

const { database, kitAt } = subscriptionStoreForFile();

const reminderMails = (kit: OrdersKit) => kit.transport!.sent.filter((mail) => mail.subject.startsWith("Următoarea livrare vine pe"));

async function setPrice(variantId: number, priceMinor: number) {
  await database.db.update(productVariants).set({ priceMinor }).where(eq(productVariants.id, variantId));
}

describe("the reminder sweep", () => {
  it("emails each delivery's reminder three days before, once, with the amount and links to skip or move it", async () => {
    const kit = kitAt("2026-01-31T09:00:00Z");
    const subscription = await subscribeMonthly(kit);
    expect(subscription.nextChargeDate).toBe("2026-02-28");

    expect(await kit.platform.subscriptions.reminders.sweep("2026-02-24")).toEqual({ sent: 0, failed: 0 });
    expect(await kit.platform.subscriptions.reminders.sweep("2026-02-25")).toEqual({ sent: 1, failed: 0 });
    expect(await kit.platform.subscriptions.reminders.sweep("2026-02-27")).toEqual({ sent: 0, failed: 0 });
    await kit.platform.mailer.idle();

    const [reminder, ...more] = await database.db.select().from(subscriptionReminders);
    expect(more).toEqual([]);
    const unit = subscription.agreedUnitPriceRonMinor;
    expect(reminder).toMatchObject({ subscriptionId: subscription.id, cycle: 1, dueDate: "2026-02-28", unitPriceRonMinor: unit });
    const [mail, ...others] = reminderMails(kit);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ to: "ana@example.ro", subject: "Următoarea livrare vine pe 28 februarie 2026 – Elara" });
    expect(mail!.text).toContain(`Pe 28 februarie 2026 îți trimitem 2 × `);
    expect(mail!.text).toContain("Plătești");
    expect(mail!.text).toMatch(/Sari peste această livrare: http\S+\/subscriptions\/manage\/\S+intent=skip/);
    expect(mail!.text).toMatch(/Alege altă dată: http\S+\/subscriptions\/manage\/\S+intent=reschedule/);
    const skip = /\/subscriptions\/manage\/([^?\s]+)\?/.exec(mail!.text)![1]!;
    expect(kit.platform.subscriptions.subscriptionLinks.read(skip)).toEqual({ subscriptionId: subscription.id });

    // The renewal moves the schedule on; the next delivery gets its own reminder in its own window.
    kit.clock.set(new Date("2026-02-28T06:00:00Z"));
    await kit.platform.subscriptions.renewals.sweep("2026-02-28");
    expect(await kit.platform.subscriptions.reminders.sweep("2026-03-27")).toEqual({ sent: 0, failed: 0 });
    expect(await kit.platform.subscriptions.reminders.sweep("2026-03-28")).toEqual({ sent: 1, failed: 0 });
    const cycles = await database.db
      .select({ cycle: subscriptionReminders.cycle, dueDate: subscriptionReminders.dueDate })
      .from(subscriptionReminders)
      .orderBy(asc(subscriptionReminders.cycle));
    expect(cycles).toEqual([
      { cycle: 1, dueDate: "2026-02-28" },
      { cycle: 2, dueDate: "2026-03-31" },
    ]);
  });

  it("announces a new price, which the renewal then charges; a rise after the reminder waits for the next one", async () => {
    const kit = kitAt("2026-01-31T09:00:00Z");
    const subscription = await subscribeMonthly(kit);
    const agreed = subscription.agreedUnitPriceRonMinor;
    const variantId = subscription.variantId!;
    try {
      await setPrice(variantId, agreed + 1000);
      await kit.platform.subscriptions.reminders.sweep("2026-02-25");
      await setPrice(variantId, agreed + 3000);
      kit.clock.set(new Date("2026-02-28T06:00:00Z"));
      await kit.platform.subscriptions.renewals.sweep("2026-02-28");
    } finally {
      await setPrice(variantId, agreed);
    }
    const [reminder] = await database.db.select().from(subscriptionReminders);
    expect(reminder!.unitPriceRonMinor).toBe(agreed + 1000);
    const [row] = await database.db.select().from(subscriptions);
    expect(row!.agreedUnitPriceRonMinor).toBe(agreed + 1000);
    const [line] = await database.db
      .select({ unit: orderLines.unitPriceRonMinor })
      .from(subscriptionRenewals)
      .innerJoin(orderLines, and(eq(orderLines.orderId, subscriptionRenewals.orderId)));
    expect(line!.unit).toBe(agreed + 1000);
  });

  it("reminds no paused or cancelled subscription, and a skip moves the reminder to the delivery after it", async () => {
    const kit = kitAt("2026-01-31T09:00:00Z");
    const paused = await subscribeMonthly(kit, { email: "paused@example.ro" });
    const cancelled = await subscribeMonthly(kit, { email: "cancelled@example.ro" });
    const skipped = await subscribeMonthly(kit, { email: "skipped@example.ro" });
    await database.db.update(subscriptions).set({ status: "paused" }).where(eq(subscriptions.id, paused.id));
    await database.db.update(subscriptions).set({ status: "cancelled" }).where(eq(subscriptions.id, cancelled.id));
    const token = kit.platform.subscriptions.subscriptionLinks.issue(skipped.id);
    const answer = await kit.app.request(`/api/subscription-links/${token}/actions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "skip" }),
    });
    expect(answer.status).toBe(200);

    expect(await kit.platform.subscriptions.reminders.sweep("2026-02-25")).toEqual({ sent: 0, failed: 0 });
    expect(await kit.platform.subscriptions.reminders.sweep("2026-03-28")).toEqual({ sent: 1, failed: 0 });
    const rows = await database.db.select().from(subscriptionReminders);
    expect(rows).toMatchObject([{ subscriptionId: skipped.id, cycle: 2, dueDate: "2026-03-31" }]);
  });

  it("sends one reminder when two sweeps run at once", async () => {
    const kit = kitAt("2026-01-31T09:00:00Z");
    await subscribeMonthly(kit);
    const reports = await Promise.all([
      kit.platform.subscriptions.reminders.sweep("2026-02-26"),
      kit.platform.subscriptions.reminders.sweep("2026-02-26"),
    ]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(1);
    await kit.platform.mailer.idle();
    expect(reminderMails(kit)).toHaveLength(1);
    expect(await database.db.select().from(subscriptionReminders)).toHaveLength(1);
  });
});
