/**
 * Save offers measured against a holdout (issue 68 item 6, decision 0170) against a seeded test database (PGlite, and
 * PostgreSQL with TEST_DATABASE_URL): the arm is the same each time and near the owner's share; the "too expensive"
 * discount rides on exactly one renewal and is refused within the cooldown; the holdout gets no offer and cannot take
 * one; cancelling anyway is one request; and 200 simulated cancellations come back as the results per reason.
 */
import { and, asc, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { CANCEL_REASONS, type CancelReason } from "#domain/subscription-lifecycle";
import { saveResults, type CancelOfferView, type SaveAttemptOutcome, type SaveOfferSettings } from "#domain/save-offers";
import type { SubscriptionActionRequest } from "#domain/subscription-actions";
import { orders, storeSettings, subscriptionRenewals, subscriptionSaveAttempts, subscriptions } from "#server/db/schema";
import { insertOrderRow, subscribeMonthly, subscriptionStoreForFile, type OrdersKit } from "#tests/server/orders-kit.ts";
import { saveArm } from "./save-offers.ts";

const { database, kitAt } = subscriptionStoreForFile();

afterEach(async () => {
  await database.db.delete(storeSettings).where(eq(storeSettings.key, "subscriptions.saveOffers"));
});

async function setSettings(settings: SaveOfferSettings) {
  await database.db
    .insert(storeSettings)
    .values({ key: "subscriptions.saveOffers", value: settings })
    .onConflictDoUpdate({ target: storeSettings.key, set: { value: settings } });
}

const perform = (kit: OrdersKit, id: number, request: SubscriptionActionRequest, language: "ro" | "en" = "ro") =>
  kit.platform.subscriptions.subscriptionActions.perform(id, { kind: "link" }, request, { kind: "customer" }, language);

const openCancel = (kit: OrdersKit, id: number, reason: CancelReason, language: "ro" | "en" = "ro") =>
  kit.platform.subscriptions.subscriptionActions.openCancel(id, { kind: "link" }, reason, language);

const DISCOUNT: SubscriptionActionRequest = { action: "accept_save_discount", insteadOfCancelling: "too_expensive" };

async function rowOf(id: number) {
  const [row] = await database.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row!;
}

const attemptsOf = (id: number) =>
  database.db
    .select()
    .from(subscriptionSaveAttempts)
    .where(eq(subscriptionSaveAttempts.subscriptionId, id))
    .orderBy(asc(subscriptionSaveAttempts.id));

async function renewalOrder(subscriptionId: number, cycle: number) {
  const [renewal] = await database.db
    .select()
    .from(subscriptionRenewals)
    .where(and(eq(subscriptionRenewals.subscriptionId, subscriptionId), eq(subscriptionRenewals.cycle, cycle)));
  const [order] = await database.db.select().from(orders).where(eq(orders.id, renewal!.orderId));
  return order!;
}

/** Subscriptions as many as asked, the first placed through the checkout and the others copies of it on orders of their own. */
async function subscriptionsFor(kit: OrdersKit, count: number): Promise<number[]> {
  const first = await subscribeMonthly(kit);
  const { id: _id, orderId: _orderId, createdAt: _c, updatedAt: _u, ...copy } = first;
  const ids = [first.id];
  for (let index = 1; index < count; index += 1) {
    const order = await insertOrderRow(database.db, { status: "paid", email: `sim${index}@example.ro` });
    const [row] = await database.db
      .insert(subscriptions)
      .values({ ...copy, email: `sim${index}@example.ro`, orderId: order.id })
      .returning({ id: subscriptions.id });
    ids.push(row!.id);
  }
  return ids;
}

describe("the arm of a cancellation", () => {
  it("is the same every time for a subscription and a reason, near the owner's share, none at 0 %", () => {
    for (const reason of CANCEL_REASONS) {
      const arms = Array.from({ length: 2000 }, (_, index) => saveArm(index + 1, reason, 20));
      expect(Array.from({ length: 2000 }, (_, index) => saveArm(index + 1, reason, 20))).toEqual(arms);
      const share = arms.filter((arm) => arm === "holdout").length / arms.length;
      expect(share).toBeGreaterThan(0.17);
      expect(share).toBeLessThan(0.23);
      expect(Array.from({ length: 500 }, (_, index) => saveArm(index + 1, reason, 0))).not.toContain("holdout");
      expect(
        Array.from({ length: 500 }, (_, index) => saveArm(index + 1, reason, 50)).filter((arm) => arm === "holdout").length,
      ).toBeGreaterThan(200);
    }
  });

  it("is decided when the form opens and kept: opening again answers the same arm, with one attempt", async () => {
    const kit = kitAt("2026-01-31T09:00:00Z");
    const subscription = await subscribeMonthly(kit);
    const first = await openCancel(kit, subscription.id, "too_much_product");
    expect(first).toMatchObject({ reason: "too_much_product", arm: saveArm(subscription.id, "too_much_product", 20) });
    expect(await openCancel(kit, subscription.id, "too_much_product")).toEqual(first);
    expect(await attemptsOf(subscription.id)).toHaveLength(1);
    // Another reason picked: the first is abandoned.
    await openCancel(kit, subscription.id, "other");
    expect((await attemptsOf(subscription.id)).map((attempt) => [attempt.reason, attempt.outcome])).toEqual([
      ["too_much_product", "abandoned"],
      ["other", null],
    ]);
  });
});

describe("the offer arm", () => {
  it("answers each reason its own way: a skip first, why it takes weeks with the daily portion, the discount, nothing for side effects", async () => {
    await setSettings({ discountPercent: 20, cooldownMonths: 6, holdoutPercent: 0 });
    const kit = kitAt("2026-01-31T09:00:00Z");
    const subscription = await subscribeMonthly(kit);
    const answers: Record<string, CancelOfferView | null> = {};
    for (const reason of CANCEL_REASONS) answers[reason] = await openCancel(kit, subscription.id, reason, "en");
    expect(answers.too_much_product).toEqual({ reason: "too_much_product", arm: "offer", answer: "skip_first" });
    expect(answers.too_expensive).toEqual({ reason: "too_expensive", arm: "offer", answer: "discount", discountPercent: 20 });
    expect(answers.side_effects).toEqual({ reason: "side_effects", arm: "offer", answer: "none" });
    expect(answers.not_seeing_results).toMatchObject({ arm: "offer", answer: "takes_weeks", text: expect.stringMatching(/a few weeks/) });
    expect(answers.not_seeing_results!.text).toMatch(/daily portion recommended on the label: .+\./);
  });

  it("grants the discount once, refuses it within the cooldown, applies it to exactly one renewal, and again after the cooldown", async () => {
    await setSettings({ discountPercent: 15, cooldownMonths: 6, holdoutPercent: 0 });
    const kit = kitAt("2026-01-31T09:00:00Z");
    const subscription = await subscribeMonthly(kit);
    await openCancel(kit, subscription.id, "too_expensive");

    const accepted = await perform(kit, subscription.id, DISCOUNT);
    expect(accepted.ok && accepted.message).toBe(
      "Ai 15 % reducere la următoarea livrare, o singură dată. Abonamentul continuă ca până acum.",
    );
    expect(await rowOf(subscription.id)).toMatchObject({ status: "active", saveDiscountPercent: 15 });
    expect((await attemptsOf(subscription.id)).map((attempt) => [attempt.arm, attempt.outcome])).toEqual([["offer", "saved"]]);

    // Within the cooldown the form offers a skip instead, and the discount is refused beside the form.
    expect(await openCancel(kit, subscription.id, "too_expensive")).toMatchObject({ arm: "offer", answer: "skip" });
    expect(await perform(kit, subscription.id, DISCOUNT)).toEqual({ ok: false, reason: "save_discount_cooldown", field: "action" });

    const nextDate = (await rowOf(subscription.id)).nextChargeDate;
    expect(await kitAt(`${nextDate}T09:00:00Z`).platform.subscriptions.renewals.sweep(nextDate)).toEqual({ created: 1, failed: 0 });
    const discounted = await renewalOrder(subscription.id, 1);
    expect(discounted).toMatchObject({ discountCode: null, discountPercent: 15, discountKind: "percent" });
    expect(discounted.discountRonMinor).toBe(Math.round(discounted.subtotalRonMinor * 0.15));
    expect((await rowOf(subscription.id)).saveDiscountPercent).toBeNull();

    const following = (await rowOf(subscription.id)).nextChargeDate;
    await kitAt(`${following}T09:00:00Z`).platform.subscriptions.renewals.sweep(following);
    const full = await renewalOrder(subscription.id, 2);
    expect(full).toMatchObject({ discountCode: null, discountPercent: 0, discountRonMinor: 0 });
    expect(full.subtotalRonMinor).toBe(discounted.subtotalRonMinor);

    // Still within six months of the grant: refused; after them: granted again.
    expect(await perform(kitAt("2026-07-30T09:00:00Z"), subscription.id, DISCOUNT)).toMatchObject({ reason: "save_discount_cooldown" });
    expect((await perform(kitAt("2026-08-01T09:00:00Z"), subscription.id, DISCOUNT)).ok).toBe(true);
  });

  it("cancels at once when the customer cancels anyway, in one request, and the attempt says so", async () => {
    await setSettings({ discountPercent: 15, cooldownMonths: 6, holdoutPercent: 0 });
    const kit = kitAt("2026-01-31T09:00:00Z");
    const subscription = await subscribeMonthly(kit);
    expect(await openCancel(kit, subscription.id, "too_expensive")).toMatchObject({ arm: "offer", answer: "discount" });
    const cancelled = await perform(kit, subscription.id, { action: "cancel", reason: "too_expensive" });
    expect(cancelled.ok).toBe(true);
    expect(await rowOf(subscription.id)).toMatchObject({ status: "cancelled", cancelReason: "too_expensive", saveDiscountPercent: null });
    expect((await attemptsOf(subscription.id)).map((attempt) => attempt.outcome)).toEqual(["cancelled"]);
    // Nothing is offered once cancelled.
    expect(await openCancel(kit, subscription.id, "too_expensive")).toBeNull();
  });
});

describe("the holdout arm", () => {
  it("sees the plain cancel, cannot take the discount, and cancels in one request", async () => {
    await setSettings({ discountPercent: 15, cooldownMonths: 6, holdoutPercent: 50 });
    const kit = kitAt("2026-01-31T09:00:00Z");
    const ids = await subscriptionsFor(kit, 12);
    const heldOut = ids.find((id) => saveArm(id, "too_expensive", 50) === "holdout")!;
    expect(heldOut).toBeDefined();

    expect(await openCancel(kit, heldOut, "too_expensive")).toEqual({ reason: "too_expensive", arm: "holdout", answer: "none" });
    expect(await perform(kit, heldOut, DISCOUNT)).toEqual({ ok: false, reason: "save_offer_held_out", field: "action" });
    expect((await rowOf(heldOut)).saveDiscountPercent).toBeNull();
    expect((await perform(kit, heldOut, { action: "cancel", reason: "too_expensive" })).ok).toBe(true);
    expect((await rowOf(heldOut)).status).toBe("cancelled");
    expect((await attemptsOf(heldOut)).map((attempt) => [attempt.arm, attempt.outcome])).toEqual([["holdout", "cancelled"]]);
  });
});

describe("the results", () => {
  it("count 200 simulated cancellations per reason, the offer arm's saves against the holdout's not cancelled", async () => {
    await setSettings({ discountPercent: 15, cooldownMonths: 6, holdoutPercent: 20 });
    const kit = kitAt("2026-01-31T09:00:00Z");
    const ids = await subscriptionsFor(kit, 200);
    const simulated: SaveAttemptOutcome[] = [];
    for (const [index, id] of ids.entries()) {
      const reason = CANCEL_REASONS[index % CANCEL_REASONS.length]!;
      const view = (await openCancel(kit, id, reason))!;
      const offerFor: Partial<Record<CancelOfferView["answer"], SubscriptionActionRequest>> = {
        skip_first: { action: "skip", insteadOfCancelling: reason },
        skip: { action: "skip", insteadOfCancelling: reason },
        takes_weeks: { action: "pause", length: 1, insteadOfCancelling: reason },
        discount: DISCOUNT,
        change_interval: { action: "change_interval", interval: "quarterly", insteadOfCancelling: reason },
      };
      const offer = offerFor[view.answer];
      // Of every seven: three take the offer where there is one, two cancel, two leave the form.
      const choice = index % 7;
      if (offer && choice < 3) {
        expect((await perform(kit, id, offer)).ok).toBe(true);
        simulated.push({ reason, arm: view.arm, outcome: "saved" });
      } else if (choice < 5) {
        const note = reason === "other" ? { note: "Altceva" } : {};
        expect((await perform(kit, id, { action: "cancel", reason, ...note })).ok).toBe(true);
        simulated.push({ reason, arm: view.arm, outcome: "cancelled" });
      } else simulated.push({ reason, arm: view.arm, outcome: "abandoned" });
    }
    const heldOut = simulated.filter((attempt) => attempt.arm === "holdout").length;
    expect(heldOut).toBeGreaterThan(20);
    expect(heldOut).toBeLessThan(60);

    const results = await kit.platform.subscriptions.saveOfferResults.forPeriod({
      start: new Date("2026-01-01T00:00:00Z"),
      end: new Date("2026-02-01T00:00:00Z"),
    });
    expect(results).toEqual(saveResults(simulated));
    expect(results.reduce((sum, row) => sum + row.offer.attempts + row.holdout.attempts, 0)).toBe(200);
    for (const row of results) {
      const ofReason = simulated.filter((attempt) => attempt.reason === row.reason);
      const offerArm = ofReason.filter((attempt) => attempt.arm === "offer");
      const holdoutArm = ofReason.filter((attempt) => attempt.arm === "holdout");
      expect(row.offer.attempts).toBe(offerArm.length);
      expect(row.offer.saved).toBe(offerArm.filter((attempt) => attempt.outcome === "saved").length);
      expect(row.holdout.notCancelled).toBe(holdoutArm.filter((attempt) => attempt.outcome !== "cancelled").length);
      // The holdout never saves: it is offered nothing.
      expect(row.holdout.saved).toBe(0);
      if (row.difference !== null) expect(row.difference).toBeCloseTo(row.offer.savedShare - row.holdout.notCancelledShare, 10);
    }
    // Side effects are offered nothing: no save in either arm.
    expect(results.find((row) => row.reason === "side_effects")!.offer.saved).toBe(0);
  }, 300_000);
});
