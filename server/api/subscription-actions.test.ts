/**
 * The portal's actions through its three doors, in process against a seeded test database (PGlite, and
 * PostgreSQL with TEST_DATABASE_URL): each action changes the subscription, leaves its event and sends its
 * receipt; each refusal answers its status and sentence, names its field, and changes nothing.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SubscriptionDetail } from "#domain/customer-subscriptions";
import { subscriptionEvents, subscriptionRenewals, subscriptionUpdateNotices, subscriptions } from "#server/db/schema";
import { sendJson, signedInCustomer } from "#tests/server/account-kit.ts";
import { buildOrdersApp, subscribeMonthly, subscriptionStoreForFile, variantGid, type OrdersKit } from "#tests/server/orders-kit.ts";
import { SUBSCRIPTION_UPDATE_LONGEST_WAIT_MS, SUBSCRIPTION_UPDATE_QUIET_MS } from "#server/commerce/subscriptions/update-notices";

const { database, kitAt } = subscriptionStoreForFile();

type Kit = OrdersKit;

const kitOn = (iso = "2026-01-31T10:00:00.000Z") => kitAt(iso);

async function signedIn(kit: Kit, email: string) {
  return (await signedInCustomer(kit, email)).accessToken;
}

const subscribe = (kit: Kit, accessToken: string | null, email = "ana@example.ro") => subscribeMonthly(kit, { accessToken, email });

const act = (kit: Kit, token: string | null, id: number | string, body: unknown, language = "ro") =>
  sendJson(kit.app, "POST", `/api/account/subscriptions/${id}/actions`, token, body, { "Accept-Language": language });

const snapshot = async (id: number) => {
  const [row] = await database.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  const events = await database.db.select().from(subscriptionEvents).where(eq(subscriptionEvents.subscriptionId, id));
  return { row, events: events.length };
};

describe("a signed-in customer's subscription page", () => {
  it("shows the subscription with its history, its choices and the actions its state offers", async () => {
    const kit = kitOn();
    const token = await signedIn(kit, "ana@example.ro");
    const subscription = await subscribe(kit, token);
    const answer = await sendJson(kit.app, "GET", `/api/account/subscriptions/${subscription.id}`, token);
    expect(answer.status).toBe(200);
    const detail = answer.json as unknown as SubscriptionDetail & { success: boolean };
    expect(detail.subscription).toMatchObject({ id: subscription.id, status: "active", nextDeliveryDate: "2026-02-28", quantity: 2 });
    expect(detail.history.map((entry) => entry.kind)).toEqual(["created"]);
    expect(detail.actions).toEqual([
      "skip",
      "pause",
      "reschedule",
      "deliver_now",
      "change_interval",
      "change_quantity",
      "change_variant",
      "change_address",
      "change_payment",
      "add_extra",
      "cancel",
    ]);
    expect(detail.choices.variants.length).toBeGreaterThan(1);
    expect(detail.choices.variants.every((variant) => variant.unitPriceMinor > 0)).toBe(true);

    expect((await sendJson(kit.app, "GET", `/api/account/subscriptions/${subscription.id}`, null)).status).toBe(401);
    expect((await sendJson(kit.app, "GET", "/api/account/subscriptions/999999", token)).status).toBe(404);
    expect((await sendJson(kit.app, "GET", "/api/account/subscriptions/abc", token)).status).toBe(404);
    const stranger = await signedIn(kit, "ioana@example.ro");
    const foreign = await sendJson(kit.app, "GET", `/api/account/subscriptions/${subscription.id}`, stranger);
    expect(foreign.status).toBe(404);
    expect((await act(kit, stranger, subscription.id, { action: "skip" })).status).toBe(404);
  });

  it("skips, undoes the skip, reschedules, pauses and resumes, each recorded and emailed, each refusal changing nothing", async () => {
    const kit = kitOn();
    const token = await signedIn(kit, "ana@example.ro");
    const { id } = await subscribe(kit, token);

    const skipped = await act(kit, token, id, { action: "skip" });
    expect(skipped.status).toBe(200);
    expect(skipped.json.message).toBe("Am sărit peste livrarea din 28 februarie 2026. Următoarea livrare: 31 martie 2026.");
    expect((skipped.json.detail as SubscriptionDetail).actions).toContain("undo_skip");
    const before = await snapshot(id);
    const again = await act(kit, token, id, { action: "skip" }, "en");
    expect(again.status).toBe(422);
    expect(again.json).toMatchObject({ success: false, code: "already_skipped", field: "action" });
    expect(again.json.error).toMatch(/already skipped/);
    expect(await snapshot(id)).toEqual(before);

    expect((await act(kit, token, id, { action: "undo_skip" })).status).toBe(200);
    expect((await snapshot(id)).row).toMatchObject({ nextChargeDate: "2026-02-28", skippedDate: null, nextCycle: 1 });

    for (const [date, code] of [
      ["2026-01-31", "too_soon"],
      ["2026-04-02", "too_late"],
      ["2026-02-30", "not_a_date"],
    ] as const) {
      const refused = await act(kit, token, id, { action: "reschedule", date });
      expect(refused.status).toBe(422);
      expect(refused.json).toMatchObject({ code, field: "date" });
    }
    const moved = await act(kit, token, id, { action: "reschedule", date: "2026-02-10" }, "en");
    expect(moved.json.message).toBe("Your next delivery is now on 10 February 2026.");
    expect((await snapshot(id)).row).toMatchObject({ nextChargeDate: "2026-02-10", anchorDay: 10 });

    const paused = await act(kit, token, id, { action: "pause", length: 2 });
    expect(paused.status).toBe(200);
    expect((await snapshot(id)).row).toMatchObject({ status: "paused", resumeOn: "2026-04-10" });
    expect((await act(kit, token, id, { action: "skip" })).json).toMatchObject({ code: "not_in_this_state" });
    expect((await act(kit, token, id, { action: "skip" })).status).toBe(409);
    const resumed = await act(kit, token, id, { action: "resume" });
    expect(resumed.status).toBe(200);
    expect((await snapshot(id)).row).toMatchObject({ status: "active", resumeOn: null, nextChargeDate: "2026-02-10" });

    const kinds = (await database.db.select().from(subscriptionEvents).where(eq(subscriptionEvents.subscriptionId, id))).map((e) => e.kind);
    expect(kinds).toEqual(["created", "skipped", "skip_undone", "rescheduled", "paused", "resumed"]);
    // Five changes in a few minutes: one email once the subscription has been quiet, listing them in order.
    expect(await kit.platform.subscriptions.subscriptionActions.sendQuietUpdates()).toBe(0);
    const updates = () => kit.transport!.sent.filter((mail) => mail.to === "ana@example.ro" && /abonamentului tău/.test(mail.subject));
    kit.clock.advance(SUBSCRIPTION_UPDATE_QUIET_MS);
    expect(await kit.platform.subscriptions.subscriptionActions.sendQuietUpdates()).toBe(1);
    await kit.platform.mailer.idle();
    expect(updates()).toHaveLength(1);
    const [digest] = updates();
    expect(digest!.subject).toBe("Modificările abonamentului tău – Elara");
    const said = [
      "Am sărit peste livrarea din 28 februarie 2026.",
      "Livrarea din 28 februarie 2026 rămâne programată.",
      "Următoarea livrare e acum pe 10 februarie 2026.",
      "Abonamentul tău e pe pauză; livrările reîncep pe 10 aprilie 2026.",
      "Abonamentul tău e din nou activ.",
    ].map((sentence) => digest!.text.indexOf(sentence));
    expect(said.every((at) => at > 0)).toBe(true);
    expect(said).toEqual([...said].sort((a, b) => a - b));
    expect(digest!.text).toContain(`/my-account/subscriptions/${id}`);
    expect(await kit.platform.subscriptions.subscriptionActions.sendQuietUpdates()).toBe(0);
  });

  it("changes interval, quantity, product, address and payment, refusing what is out of bounds", async () => {
    const kit = kitOn();
    const token = await signedIn(kit, "ana@example.ro");
    const { id, sku } = await subscribe(kit, token);

    for (const [body, field] of [
      [{ action: "change_quantity", quantity: 0 }, "quantity"],
      [{ action: "change_quantity", quantity: 100 }, "quantity"],
      [{ action: "change_interval", interval: "weekly" }, "interval"],
      [{ action: "fly_to_the_moon" }, "action"],
      [{ action: "pause", length: 4 }, "length"],
    ] as const) {
      const refused = await act(kit, token, id, body);
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ code: "invalid_field", field });
    }
    const notJson = await kit.app.request(`/api/account/subscriptions/${id}/actions`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: "{",
    });
    expect(notJson.status).toBe(400);

    expect((await act(kit, token, id, { action: "change_quantity", quantity: 3 })).status).toBe(200);
    const changed = await act(kit, token, id, { action: "change_interval", interval: "quarterly" });
    expect(changed.status).toBe(200);
    expect((await snapshot(id)).row).toMatchObject({ quantity: 3, interval: "quarterly", nextChargeDate: "2026-02-28" });
    // The monthly variant's "Abonament lunar" would now be wrong: the page and the receipt name the new interval.
    expect((changed.json.detail as SubscriptionDetail).subscription.variantTitle).toBe("Abonament trimestrial");
    kit.clock.advance(SUBSCRIPTION_UPDATE_QUIET_MS);
    await kit.platform.subscriptions.subscriptionActions.sendQuietUpdates();
    await kit.platform.mailer.idle();
    expect(kit.transport!.sent.at(-1)!.text).toContain("Abonament trimestrial");
    expect(kit.transport!.sent.at(-1)!.text).not.toContain("Abonament lunar");

    const detail = (await sendJson(kit.app, "GET", `/api/account/subscriptions/${id}`, token)).json as unknown as SubscriptionDetail;
    const other = detail.choices.variants.find((variant) => variant.productHandle !== "papillex")!;
    const oneOff = await variantGid(database, "PAP-1");
    const refusedVariant = await act(kit, token, id, { action: "change_variant", variantId: Number(oneOff.split("/").pop()) });
    expect(refusedVariant.json).toMatchObject({ code: "variant_not_available", field: "variantId" });
    const switched = await act(kit, token, id, { action: "change_variant", variantId: other.variantId });
    expect(switched.status).toBe(200);
    expect((await snapshot(id)).row).toMatchObject({ variantId: other.variantId, agreedUnitPriceRonMinor: other.unitPriceMinor });
    expect((await snapshot(id)).row!.sku).not.toBe(sku);
    expect((switched.json.detail as SubscriptionDetail).subscription.title).toBe(other.title);

    const badAddress = await act(kit, token, id, {
      action: "change_address",
      address: {
        firstName: "Ana",
        lastName: "Pop",
        company: "",
        address1: "",
        address2: "",
        city: "Iași",
        province: "Iași",
        zip: "700001",
        country: "RO",
        phone: "",
      },
    });
    expect(badAddress.json).toMatchObject({ code: "address_invalid", field: "address.address1" });
    expect((await act(kit, token, id, { action: "change_address", addressId: 123456 })).json).toMatchObject({
      code: "address_not_found",
    });
    const moved = await act(kit, token, id, {
      action: "change_address",
      address: {
        firstName: "Ana",
        lastName: "Pop",
        company: "",
        address1: "Str. Lăpușneanu 10",
        address2: "",
        city: "Iași",
        province: "Iași",
        zip: "700057",
        country: "ro",
        phone: "",
      },
    });
    expect(moved.status).toBe(200);
    expect((await snapshot(id)).row!.shippingAddress).toMatchObject({ city: "Iași", country: "RO" });
    expect((moved.json.detail as SubscriptionDetail).subscription.address).toMatchObject({ city: "Iași" });

    // A card is given on the provider's page (subscription-card-setup.test.ts): nothing changes until it says so.
    const card = await act(kit, token, id, { action: "change_payment", method: "card" });
    expect(card.status).toBe(200);
    expect(card.json.paymentSetupUrl).toMatch(/\/pay\/card-setup\/cs_[\w-]{32}$/);
    expect((await snapshot(id)).row!.savedPaymentMethodId).toBeNull();
    expect((await act(kit, token, id, { action: "change_payment", method: "cash_on_delivery" })).status).toBe(200);
  });

  it("delivers now once a day, and cancels with a reason, after which nothing more is offered or done", async () => {
    const kit = kitOn("2026-02-05T09:00:00.000Z");
    const token = await signedIn(kit, "ana@example.ro");
    const { id } = await subscribe(kit, token);

    const now = await act(kit, token, id, { action: "deliver_now" });
    expect(now.status).toBe(200);
    expect(now.json.message).toMatch(/^Am creat comanda #\d+ pentru o livrare acum\. Următoarea livrare: 5 martie 2026\.$/);
    expect((await act(kit, token, id, { action: "deliver_now" })).json).toMatchObject({ code: "already_delivered_today" });
    const [renewal, ...more] = await database.db.select().from(subscriptionRenewals);
    expect(more).toEqual([]);
    expect(renewal).toMatchObject({ subscriptionId: id, cycle: 1, dueDate: "2026-02-05" });

    const noNote = await act(kit, token, id, { action: "cancel", reason: "other", note: "  " });
    expect(noNote.json).toMatchObject({ code: "note_required", field: "note" });
    expect((await act(kit, token, id, { action: "cancel", reason: "bored" })).json).toMatchObject({
      code: "invalid_field",
      field: "reason",
    });
    const cancelled = await act(kit, token, id, { action: "cancel", reason: "too_expensive" });
    expect(cancelled.status).toBe(200);
    expect((cancelled.json.detail as SubscriptionDetail).actions).toEqual([]);
    expect((await snapshot(id)).row).toMatchObject({ status: "cancelled", cancelReason: "too_expensive" });
    expect((await act(kit, token, id, { action: "resume" })).status).toBe(409);
    kit.clock.set(new Date("2026-06-01T09:00:00.000Z"));
    expect(await kit.platform.subscriptions.renewals.sweep("2026-06-01")).toEqual({ created: 0, failed: 0 });
  });

  it("keeps the cancel form's reason with the save offer taken instead, and refuses a reason it does not know", async () => {
    const kit = kitOn();
    const token = await signedIn(kit, "ana@example.ro");
    const { id } = await subscribe(kit, token);

    for (const [body, field] of [
      [{ action: "skip", insteadOfCancelling: "bored" }, "insteadOfCancelling"],
      [{ action: "pause", length: 1, insteadOfCancelling: 3 }, "insteadOfCancelling"],
      [{ action: "change_interval", interval: "quarterly", insteadOfCancelling: "" }, "insteadOfCancelling"],
    ] as const) {
      const before = await snapshot(id);
      const refused = await act(kit, token, id, body);
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ code: "invalid_field", field });
      expect(await snapshot(id)).toEqual(before);
    }

    expect((await act(kit, token, id, { action: "skip", insteadOfCancelling: "too_expensive" })).status).toBe(200);
    expect(
      (await act(kit, token, id, { action: "change_interval", interval: "quarterly", insteadOfCancelling: "too_much_product" })).status,
    ).toBe(200);
    const paused = await act(kit, token, id, { action: "pause", length: 1, insteadOfCancelling: "side_effects" });
    expect(paused.status).toBe(200);
    // The row stays uncancelled: the reason is the history's, not a cancellation's.
    expect((await snapshot(id)).row).toMatchObject({ status: "paused", interval: "quarterly", cancelReason: null, cancelledAt: null });

    const history = (paused.json.detail as SubscriptionDetail).history.map(({ kind, details }) => ({ kind, details }));
    expect(history).toEqual([
      { kind: "created", details: expect.any(Object) },
      { kind: "skipped", details: expect.objectContaining({ action: "skip", insteadOfCancelling: "too_expensive" }) },
      {
        kind: "changed",
        details: { action: "change_interval", from: "monthly", to: "quarterly", insteadOfCancelling: "too_much_product" },
      },
      { kind: "paused", details: expect.objectContaining({ action: "pause", length: 1, insteadOfCancelling: "side_effects" }) },
    ]);

    // Taken on its own (not from the cancel form), an action records no reason.
    expect((await act(kit, token, id, { action: "resume" })).status).toBe(200);
    const plain = await act(kit, token, id, { action: "change_interval", interval: "monthly" });
    const last = (plain.json.detail as SubscriptionDetail).history.at(-1)!;
    expect(last.details).toEqual({ action: "change_interval", from: "quarterly", to: "monthly" });
  });

  it("settles two actions at once one after the other: one skip, and one 'already skipped'", async () => {
    const kit = kitOn();
    const token = await signedIn(kit, "ana@example.ro");
    const { id } = await subscribe(kit, token);
    const answers = await Promise.all([act(kit, token, id, { action: "skip" }), act(kit, token, id, { action: "skip" })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    expect((await snapshot(id)).row).toMatchObject({ nextCycle: 2, skippedDate: "2026-02-28" });
  });
});

describe("a guest's signed link", () => {
  it("opens the subscription and does its actions; a forged or expired link does nothing", async () => {
    const kit = kitOn();
    const { id } = await subscribe(kit, null, "guest@example.ro");
    const token = kit.platform.subscriptions.subscriptionLinks.issue(id);
    const page = await sendJson(kit.app, "GET", `/api/subscription-links/${token}`, null);
    expect(page.status).toBe(200);
    expect(page.json).toMatchObject({ success: true, hasAccount: false, subscription: { id } });

    const skipped = await sendJson(kit.app, "POST", `/api/subscription-links/${token}/actions`, null, { action: "skip" });
    expect(skipped.status).toBe(200);
    kit.clock.advance(SUBSCRIPTION_UPDATE_QUIET_MS);
    await kit.platform.subscriptions.subscriptionActions.sendQuietUpdates();
    await kit.platform.mailer.idle();
    const receipt = kit.transport!.sent.find((mail) => mail.to === "guest@example.ro" && /actualizat/.test(mail.subject))!;
    // A guest has no account page: the receipt carries a signed link back.
    const link = /https?:\/\/\S+\/subscriptions\/manage\/(\S+?)\?/.exec(receipt.text)!;
    expect(kit.platform.subscriptions.subscriptionLinks.read(link[1]!)).toEqual({ subscriptionId: id });

    const forged = `${id + 1}${token.slice(String(id).length)}`;
    for (const bad of [forged, "garbage"]) {
      const answer = await sendJson(
        kit.app,
        "POST",
        `/api/subscription-links/${bad}/actions`,
        null,
        { action: "cancel", reason: "too_expensive" },
        { "Accept-Language": "en" },
      );
      expect(answer.status).toBe(404);
      expect(answer.json.error).toMatch(/expired or is not valid/);
    }
    kit.clock.advance(101 * 24 * 60 * 60_000);
    expect((await sendJson(kit.app, "GET", `/api/subscription-links/${token}`, null)).status).toBe(404);
    expect((await snapshot(id)).row!.status).toBe("active");
  });
});

describe("the order confirmation of a subscription", () => {
  it("links a guest to the signed page and a customer to the account's page", async () => {
    const kit = kitOn();
    const guest = await subscribe(kit, null, "guest@example.ro");
    const token = await signedIn(kit, "ana@example.ro");
    const customer = await subscribe(kit, token, "ana@example.ro");
    await kit.platform.mailer.idle();
    const confirmation = (email: string) =>
      kit.transport!.sent.find((mail) => mail.to === email && /^Confirmarea comenzii/.test(mail.subject))!;

    const guestLink = /https?:\/\/\S+\/subscriptions\/manage\/([^?\s]+)\?lng=ro/.exec(confirmation("guest@example.ro").text)!;
    expect(kit.platform.subscriptions.subscriptionLinks.read(guestLink[1]!)).toEqual({ subscriptionId: guest.id });
    expect((await sendJson(kit.app, "GET", `/api/subscription-links/${guestLink[1]}`, null)).status).toBe(200);

    const customerMail = confirmation("ana@example.ro");
    expect(customerMail.text).toContain(`/my-account/subscriptions/${customer.id}?lng=ro`);
    expect(customerMail.text).not.toContain("/subscriptions/manage/");
  });
});

describe("the emails of a subscription's changes (decision 0083)", () => {
  const updatesTo = (kit: Kit, email = "ana@example.ro") =>
    kit.transport!.sent.filter((mail) => mail.to === email && /^(Abonamentul tău|Modificările abonamentului)/.test(mail.subject));

  it("sends changes further apart than the quiet window in two emails, each listing its own", async () => {
    const kit = kitOn();
    const token = await signedIn(kit, "ana@example.ro");
    const { id } = await subscribe(kit, token);
    const sweep = () => kit.platform.subscriptions.subscriptionActions.sendQuietUpdates();

    expect((await act(kit, token, id, { action: "change_quantity", quantity: 3 })).status).toBe(200);
    kit.clock.advance(SUBSCRIPTION_UPDATE_QUIET_MS - 60_000);
    expect(await sweep()).toBe(0);
    kit.clock.advance(60_000);
    expect(await sweep()).toBe(1);
    kit.clock.advance(SUBSCRIPTION_UPDATE_QUIET_MS);
    expect((await act(kit, token, id, { action: "skip" })).status).toBe(200);
    kit.clock.advance(SUBSCRIPTION_UPDATE_QUIET_MS);
    expect(await sweep()).toBe(1);
    await kit.platform.mailer.idle();

    const [first, second] = updatesTo(kit);
    expect(updatesTo(kit)).toHaveLength(2);
    expect(first!.subject).toBe("Abonamentul tău a fost actualizat – Elara");
    expect(first!.text).toContain("Cantitatea pe livrare este acum 3.");
    expect(first!.text).not.toContain("Am sărit");
    expect(second!.text).toContain("Am sărit peste livrarea din 28 februarie 2026.");
    expect(second!.text).not.toContain("Cantitatea pe livrare");
  });

  it("does not wait past the longest wait for a customer who keeps changing things", async () => {
    const kit = kitOn();
    const token = await signedIn(kit, "ana@example.ro");
    const { id } = await subscribe(kit, token);
    const changes = Math.ceil(SUBSCRIPTION_UPDATE_LONGEST_WAIT_MS / (SUBSCRIPTION_UPDATE_QUIET_MS / 2));
    for (let change = 0; change < changes; change++) {
      expect((await act(kit, token, id, { action: "change_quantity", quantity: 1 + (change % 5) })).status).toBe(200);
      kit.clock.advance(SUBSCRIPTION_UPDATE_QUIET_MS / 2);
      expect(await kit.platform.subscriptions.subscriptionActions.sendQuietUpdates()).toBe(change === changes - 1 ? 1 : 0);
    }
  });

  it("tells a cancellation at once, in one email with the changes still waiting before it", async () => {
    const kit = kitOn();
    const token = await signedIn(kit, "ana@example.ro");
    const { id } = await subscribe(kit, token);
    expect((await act(kit, token, id, { action: "change_quantity", quantity: 3 })).status).toBe(200);
    expect((await act(kit, token, id, { action: "cancel", reason: "too_expensive" })).status).toBe(200);
    await kit.platform.mailer.idle();
    const [mail] = updatesTo(kit);
    expect(updatesTo(kit)).toHaveLength(1);
    expect(mail!.subject).toBe("Abonamentul tău a fost anulat – Elara");
    expect(mail!.text.indexOf("Cantitatea pe livrare este acum 3.")).toBeGreaterThan(0);
    expect(mail!.text.indexOf("Abonamentul tău a fost anulat.")).toBeGreaterThan(mail!.text.indexOf("Cantitatea pe livrare"));
    kit.clock.advance(SUBSCRIPTION_UPDATE_LONGEST_WAIT_MS);
    expect(await kit.platform.subscriptions.subscriptionActions.sendQuietUpdates()).toBe(0);
  });

  it("sends each waiting email once when two instances sweep at the same moment", async () => {
    const kit = kitOn();
    const token = await signedIn(kit, "ana@example.ro");
    const { id } = await subscribe(kit, token);
    const guest = await subscribe(kit, null, "guest@example.ro");
    expect((await act(kit, token, id, { action: "skip" })).status).toBe(200);
    expect((await act(kit, token, id, { action: "change_quantity", quantity: 3 })).status).toBe(200);
    const link = kit.platform.subscriptions.subscriptionLinks.issue(guest.id);
    expect((await sendJson(kit.app, "POST", `/api/subscription-links/${link}/actions`, null, { action: "skip" })).status).toBe(200);
    kit.clock.advance(SUBSCRIPTION_UPDATE_QUIET_MS);
    const twin = buildOrdersApp({ database, clock: kit.clock, transport: kit.transport });
    const swept = await Promise.all([
      kit.platform.subscriptions.subscriptionActions.sendQuietUpdates(),
      twin.platform.subscriptions.subscriptionActions.sendQuietUpdates(),
      kit.platform.subscriptions.subscriptionActions.sendQuietUpdates(),
    ]);
    expect(swept.reduce((sum, count) => sum + count, 0)).toBe(2);
    await Promise.all([kit.platform.mailer.idle(), twin.platform.mailer.idle()]);
    expect(updatesTo(kit)).toHaveLength(1);
    expect(updatesTo(kit, "guest@example.ro")).toHaveLength(1);
    expect(await database.db.select().from(subscriptionUpdateNotices)).toEqual([]);
  });
});
