/**
 * A subscription's new card through the provider's hosted setup (issue 18 item 1, decision 0045), with the sandbox
 * playing the provider: the portal's "card" answers the provider's page; saving there sends the shopper back to
 * the subscription's page, the subscription renews with the card, the history and a receipt say so, once however
 * often the way back is taken; a declined renewal is charged to the new card at once; cancelling changes nothing;
 * staff cannot give a card; an unknown setup is 404. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { and, asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  orders,
  savedPaymentMethods,
  subscriptionCardSetups,
  subscriptionEvents,
  subscriptionRenewals,
  subscriptions,
} from "#server/db/schema";
import { SANDBOX_DECLINING_TOKEN_SUFFIX } from "#server/commerce/payments/sandbox";
import { CARD_SETUP_RETURN_PATH } from "#server/commerce/subscriptions/card-setups";
import { TEST_BASE_URL } from "#tests/server/platform-kit.ts";
import { socketFrom, subscribeMonthly, subscriptionStoreForFile, type OrdersKit } from "#tests/server/orders-kit.ts";

const { database, kitAt } = subscriptionStoreForFile();

let kit: OrdersKit;
beforeEach(() => {
  kit = kitAt("2026-01-31T10:00:00.000Z");
});

const subscribe = (email = "ana@example.ro") => subscribeMonthly(kit, { email, quantity: 1, forgetMail: true });

/** What the guest's signed link asks: a card, through the provider's page. */
const askForCard = (subscriptionId: number, actor: "customer" | "staff" = "customer") =>
  kit.platform.subscriptions.subscriptionActions.perform(
    subscriptionId,
    actor === "staff" ? { kind: "staff" } : { kind: "link" },
    { action: "change_payment", method: "card" },
    actor === "staff" ? { kind: "staff", member: { staffId: 1, email: "owner@elara.test", client: "127.0.0.1" } } : { kind: "customer" },
    "en",
  );

const request = (path: string, init: RequestInit = {}) => kit.app.request(path, init, socketFrom());

/** The sandbox's setup page: the shopper presses one of its buttons. */
async function onProviderPage(setupUrl: string, outcome: "save" | "cancel") {
  const { pathname } = new URL(setupUrl);
  const page = await request(pathname);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("Save the card");
  return request(pathname, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: TEST_BASE_URL },
    body: `outcome=${outcome}`,
  });
}

const eventsOf = async (subscriptionId: number) =>
  database.db
    .select()
    .from(subscriptionEvents)
    .where(eq(subscriptionEvents.subscriptionId, subscriptionId))
    .orderBy(asc(subscriptionEvents.id));

describe("a new card for a subscription", () => {
  it("sends the shopper to the provider's page and, once saved there, renews with the card, says so once", async () => {
    const subscription = await subscribe();
    const asked = await askForCard(subscription.id);
    expect(asked).toMatchObject({ ok: true, message: "Taking you to the payment provider's secure page, where you add the card." });
    const setupUrl = (asked as { paymentSetupUrl: string }).paymentSetupUrl;
    expect(setupUrl).toMatch(new RegExp(`^${TEST_BASE_URL}/pay/card-setup/cs_[\\w-]{32}\\?lng=en$`));
    // Nothing changes before the provider says the card was saved.
    const [before] = await database.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(before!.savedPaymentMethodId).toBeNull();

    const back = await onProviderPage(setupUrl, "save");
    expect(back.status).toBe(303);
    const page = new URL(back.headers.get("Location")!);
    expect(page.pathname).toMatch(/^\/subscriptions\/manage\//);
    expect(page.searchParams.get("card")).toBe("saved");

    const [after] = await database.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    const [card] = await database.db.select().from(savedPaymentMethods).where(eq(savedPaymentMethods.id, after!.savedPaymentMethodId!));
    expect(card).toMatchObject({ provider: "sandbox", email: "ana@example.ro", brand: "visa", last4: "4242" });
    expect((await eventsOf(subscription.id)).at(-1)).toMatchObject({
      kind: "changed",
      actor: "customer",
      details: { action: "change_payment", to: "card", brand: "visa", last4: "4242" },
    });
    await kit.platform.mailer.idle();
    const receipts = kit.transport!.sent.filter((mail) => mail.to === "ana@example.ro");
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain("Livrările următoare se plătesc cu cardul VISA ···· 4242.");

    // The way back taken again (a reload, the provider's second redirect): the same answer, nothing twice.
    const [setup] = await database.db.select().from(subscriptionCardSetups);
    const again = await request(`${CARD_SETUP_RETURN_PATH}/${setup!.publicId}`);
    expect(again.status).toBe(303);
    expect(new URL(again.headers.get("Location")!).searchParams.get("card")).toBe("saved");
    expect(again.headers.get("Cache-Control")).toBe("no-store");
    expect((await eventsOf(subscription.id)).filter((event) => event.kind === "changed")).toHaveLength(1);
    const usedPage = await request(new URL(setupUrl).pathname);
    expect(await usedPage.text()).toContain("This request has already been used.");
    await kit.platform.mailer.idle();
    expect(kit.transport!.sent.filter((mail) => mail.to === "ana@example.ro")).toHaveLength(1);
  });

  it("changes nothing when the shopper cancels on the provider's page", async () => {
    const subscription = await subscribe();
    const asked = await askForCard(subscription.id);
    const back = await onProviderPage((asked as { paymentSetupUrl: string }).paymentSetupUrl, "cancel");
    expect(new URL(back.headers.get("Location")!).searchParams.get("card")).toBe("cancelled");
    const [after] = await database.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(after).toEqual(subscription);
    expect(await database.db.select().from(savedPaymentMethods)).toEqual([]);
    expect((await database.db.select().from(subscriptionCardSetups))[0]!.status).toBe("cancelled");
  });

  it("charges a declined renewal to the new card at once and makes the subscription active again", async () => {
    const subscription = await subscribe("declined@example.ro");
    const [oldCard] = await database.db
      .insert(savedPaymentMethods)
      .values({
        publicId: "pm_old_declining",
        email: subscription.email,
        provider: "sandbox",
        providerMethod: `sbx_pm_old${SANDBOX_DECLINING_TOKEN_SUFFIX}`,
        brand: "visa",
        last4: "0002",
        createdAt: kit.clock(),
      })
      .returning();
    await database.db.update(subscriptions).set({ savedPaymentMethodId: oldCard!.id }).where(eq(subscriptions.id, subscription.id));
    const [renewed] = await kit.platform.subscriptions.renewals
      .sweep("2026-02-28")
      .then(() => database.db.select().from(subscriptionRenewals).where(eq(subscriptionRenewals.subscriptionId, subscription.id)));
    expect(renewed).toMatchObject({ chargeState: "failed", chargeAttempts: 1 });
    expect((await database.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id)))[0]!.status).toBe("past_due");

    const asked = await askForCard(subscription.id);
    await onProviderPage((asked as { paymentSetupUrl: string }).paymentSetupUrl, "save");

    const [charged] = await database.db
      .select({ renewal: subscriptionRenewals, order: orders })
      .from(subscriptionRenewals)
      .innerJoin(orders, eq(orders.id, subscriptionRenewals.orderId))
      .where(and(eq(subscriptionRenewals.subscriptionId, subscription.id), eq(subscriptionRenewals.cycle, 1)));
    expect(charged!.renewal.chargeState).toBe("charged");
    expect(charged!.order.status).toBe("paid");
    expect((await database.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id)))[0]!.status).toBe("active");
    await kit.platform.mailer.idle();
    expect(kit.transport!.sent.some((mail) => mail.text.includes("Încercăm din nou acum plata livrării"))).toBe(true);
  });

  it("lets no one on the staff give a card, and answers 404 for a setup that does not exist", async () => {
    const subscription = await subscribe();
    expect(await askForCard(subscription.id, "staff")).toEqual({ ok: false, reason: "card_setup_unavailable", field: "method" });
    expect(await database.db.select().from(subscriptionCardSetups)).toEqual([]);

    const unknown = await request(`${CARD_SETUP_RETURN_PATH}/cs_${"x".repeat(32)}`, { headers: { "Accept-Language": "ro" } });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Nu am găsit această adăugare de card");
    expect((await request(`${CARD_SETUP_RETURN_PATH}/nonsense`)).status).toBe(404);
    expect((await request(`/pay/card-setup/cs_${"y".repeat(32)}`)).status).toBe(404);
  });

  it("refuses a card for a cancelled subscription", async () => {
    const subscription = await subscribe();
    await kit.platform.subscriptions.subscriptionActions.perform(
      subscription.id,
      { kind: "link" },
      { action: "cancel", reason: "too_expensive" },
      { kind: "customer" },
      "en",
    );
    expect(await askForCard(subscription.id)).toEqual({ ok: false, reason: "not_in_this_state", field: "action" });
  });
});
