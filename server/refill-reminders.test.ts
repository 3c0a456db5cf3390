/**
 * The refill reminder over the platform, on PGlite and PostgreSQL (decision 0114): a delivered one-time order plans
 * one reminder, due a week before its earliest product runs out by the catalogue's days of supply (a 30-day bottle
 * delivered on day 0: day 23); subscription lines and products of unknown supply do not count; when due, a product
 * the address has subscribed to or ordered again since is left out, and with none left the reminder is suppressed
 * with that reason; a cancelled or wholly refunded order cancels it.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEFAULT_FLOW_SETTINGS } from "#domain/retention-flows";
import { emailOutbox, flowMessages, orderEvents, orderLines, orders, products, productVariants, subscriptions } from "#server/db/schema";
import type { Platform } from "#server/platform";
import { testClock } from "#tests/server/account-kit.ts";
import { insertOrderLineRow, insertOrderRow } from "#tests/server/orders-kit.ts";
import { testPlatform } from "#tests/server/platform-kit.ts";
import { testDatabaseForFile } from "#tests/server/test-database.ts";
import { addressInGroup, FLOW_TABLES, moveOrder, OWNER_ACTOR } from "#tests/server/retention-kit.ts";

const database = testDatabaseForFile({
  emptyEachTest: [...FLOW_TABLES, subscriptions, orderEvents, orderLines, orders, productVariants, products],
});

const DAY = 24 * 60 * 60_000;
const START = new Date("2026-03-02T09:00:00.000Z");

const OWNER = OWNER_ACTOR;

/** The store with the review request off, so its email (day 10) does not hold the reminder back by the daily cap. */
async function store() {
  const clock = testClock(START);
  const platform = testPlatform(database.db, { clock, mailTransport: null });
  const flows = DEFAULT_FLOW_SETTINGS.flows;
  await platform.retention.messages.settings.set(
    { ...DEFAULT_FLOW_SETTINGS, flows: { ...flows, review_request: { ...flows.review_request, enabled: false } } },
    OWNER,
  );
  return { platform, clock };
}

/** A product with its supply (null: unknown) and one variant; the variant's id. */
async function product(handle: string, unitsPerBottle: number | null, unitsPerDay: number | null, variantTitle = "1 sticlă") {
  const [row] = await database.db
    .insert(products)
    .values({ handle, vendor: "Elara", unitsPerBottle, unitsPerDay })
    .returning({ id: products.id });
  const [variant] = await database.db
    .insert(productVariants)
    .values({ productId: row!.id, position: 0, sku: `${handle}-1`, priceMinor: 9_900, currencyCode: "RON" })
    .returning({ id: productVariants.id });
  return { handle, variantId: variant!.id, variantTitle };
}

type Line = Awaited<ReturnType<typeof product>> & { quantity?: number; isSubscription?: boolean };

async function order(platform: Platform, email: string, lines: Line[], language: "ro" | "en" = "ro") {
  const row = await insertOrderRow(database.db, { status: "fulfilled", fulfilmentStatus: "shipped", email, language, paidAt: START });
  for (const [position, line] of lines.entries()) {
    await insertOrderLineRow(database.db, row, {
      sku: `${line.handle}-1`,
      productHandle: line.handle,
      title: line.handle === "papillex" ? "Papillex" : "Magneziu",
      variantTitle: line.variantTitle,
      variantId: line.variantId,
      position,
      quantity: line.quantity ?? 1,
      unitPriceMinor: row.totalMinor / (line.quantity ?? 1),
      unitPriceRonMinor: row.totalMinor / (line.quantity ?? 1),
      isSubscription: line.isSubscription ?? false,
      subscriptionInterval: line.isSubscription ? "monthly" : null,
    });
  }
  return row;
}

const remindersOf = (email: string) => database.db.select().from(flowMessages).where(eq(flowMessages.recipient, email));
const refillsOf = async (email: string) => (await remindersOf(email)).filter((row) => row.flow === "refill_reminder");
const outboxOf = (email: string) => database.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email));

const sentGroupAddress = (prefix: string) => addressInGroup("refill_reminder", prefix);

/** The sweep as of `day` days after START, the review request (due day 10) left aside. */
async function sweepOn(platform: Platform, clock: ReturnType<typeof testClock>, day: number) {
  clock.set(new Date(START.getTime() + day * DAY));
  return platform.retention.messages.sweep();
}

describe("the refill reminder", () => {
  it("is planned once for a delivered 30-day bottle, due on day 23, and sent then with an order-again link", async () => {
    const { platform, clock } = await store();
    const email = sentGroupAddress("ana");
    const papillex = await product("papillex", 60, 2);
    const placed = await order(platform, email, [{ ...papillex, quantity: 1 }]);
    await moveOrder(platform, placed.id, "deliver");
    await platform.events.dispatchDue();

    const [planned, ...more] = await refillsOf(email);
    expect(more).toEqual([]);
    expect(planned).toMatchObject({ subject: `order:${placed.id}`, state: "planned", group: "sent" });
    expect(planned!.dueAt.getTime()).toBe(START.getTime() + 23 * DAY);

    await sweepOn(platform, clock, 22.9);
    expect((await outboxOf(email)).filter((mail) => mail.kind === "refill_reminder")).toEqual([]);
    await sweepOn(platform, clock, 23);
    const [mail] = (await outboxOf(email)).filter((row) => row.kind === "refill_reminder");
    expect(mail).toMatchObject({ language: "ro", subject: "Ți se termină în curând produsele comandate – Elara" });
    expect(mail!.text).toContain("aproximativ 7 zile");
    expect(mail!.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(await refillsOf(email)).toEqual([expect.objectContaining({ state: "sent", outboxId: mail!.id })]);

    // The order-again link opens the cart restore with the same variant and quantity.
    const token = /\/email\/click\/([^\s]+)\s*$/m.exec(mail!.text.split("Comandă din nou: ")[1]!)![1]!;
    expect(await platform.retention.messages.click(token)).toEqual({
      target: `/cart/restore?lines=papillex%3A${papillex.variantId}x1&utm_source=elara&utm_medium=email&utm_campaign=refill_reminder`,
    });
  });

  it("is due at the earliest product to run out, counts packs and quantities, and leaves out subscriptions and unknown supply", async () => {
    const { platform } = await store();
    const email = "many@example.ro";
    const papillex = await product("papillex", 60, 2, "Pachet de 3 sticle"); // 90 days
    const magneziu = await product("magneziu", 90, 3); // 30 days × 2 = 60 days
    const placed = await order(platform, email, [papillex, { ...magneziu, quantity: 2 }]);
    await moveOrder(platform, placed.id, "deliver");
    const [planned] = await refillsOf(email);
    expect(planned!.dueAt.getTime()).toBe(START.getTime() + (60 - 7) * DAY);
    expect((planned!.content as { products: unknown[] }).products).toHaveLength(2);

    const unknown = await product("unknown", null, 2);
    const onlyUnknown = await order(platform, "unknown@example.ro", [unknown]);
    await moveOrder(platform, onlyUnknown.id, "deliver");
    expect(await refillsOf("unknown@example.ro")).toEqual([]);

    const subscription = await order(platform, "sub@example.ro", [{ ...magneziu, variantTitle: "Abonament lunar", isSubscription: true }]);
    await moveOrder(platform, subscription.id, "deliver");
    expect(await refillsOf("sub@example.ro")).toEqual([]);
  });

  it("is suppressed when due if the address now has a subscription to the product, or ordered it again", async () => {
    const { platform, clock } = await store();
    const papillex = await product("papillex", 60, 2);
    const magneziu = await product("magneziu", 60, 2);

    const subscriber = sentGroupAddress("sub");
    const first = await order(platform, subscriber, [papillex]);
    await moveOrder(platform, first.id, "deliver");
    await database.db.insert(subscriptions).values({
      email: subscriber,
      orderId: first.id,
      sku: "papillex-1",
      productHandle: "papillex",
      quantity: 1,
      status: "paused",
      nextChargeDate: "2026-04-02",
      anchorDay: 2,
      agreedUnitPriceRonMinor: 9_000,
    });

    const repeat = sentGroupAddress("again");
    const earlier = await order(platform, repeat, [papillex]);
    await moveOrder(platform, earlier.id, "deliver");
    await order(platform, repeat.toUpperCase(), [papillex]);

    // Two products, one ordered again: the reminder still goes, naming the other only.
    const partly = sentGroupAddress("partly");
    const both = await order(platform, partly, [papillex, magneziu]);
    await moveOrder(platform, both.id, "deliver");
    await order(platform, partly, [magneziu]);

    await sweepOn(platform, clock, 23);
    expect(await refillsOf(subscriber)).toEqual([expect.objectContaining({ state: "suppressed", suppressedReason: "subscribed" })]);
    expect(await refillsOf(repeat)).toEqual([expect.objectContaining({ state: "suppressed", suppressedReason: "reordered" })]);
    expect(await outboxOf(subscriber)).toEqual([]);
    const [sent] = await refillsOf(partly);
    expect(sent).toMatchObject({ state: "sent" });
    const [mail] = (await outboxOf(partly)).filter((row) => row.kind === "refill_reminder");
    expect(mail!.text).toContain("Papillex");
    expect(mail!.text).not.toContain("Magneziu");
  });

  it("is cancelled when the order is cancelled or refunded whole, and stays after a part refunded", async () => {
    const { platform } = await store();
    const papillex = await product("papillex", 60, 2);
    const returned = await order(platform, "returned@example.ro", [papillex]);
    await moveOrder(platform, returned.id, "deliver");
    await moveOrder(platform, returned.id, "cancel_returned");
    expect(await refillsOf("returned@example.ro")).toEqual([expect.objectContaining({ state: "cancelled" })]);

    const partly = await order(platform, "partly@example.ro", [papillex]);
    await moveOrder(platform, partly.id, "deliver");
    await moveOrder(platform, partly.id, "refund_part", { refundId: 1, amountMinor: 100, whole: false });
    expect(await refillsOf("partly@example.ro")).toEqual([expect.objectContaining({ state: "planned" })]);
    await moveOrder(platform, partly.id, "refund_whole", { refundId: 2, amountMinor: 9_900, whole: true });
    expect(await refillsOf("partly@example.ro")).toEqual([expect.objectContaining({ state: "cancelled" })]);
  });

  it("waits the owner's lead, and is not planned while the flow is off", async () => {
    const { platform } = await store();
    const papillex = await product("papillex", 60, 2);
    const flows = DEFAULT_FLOW_SETTINGS.flows;
    await platform.retention.messages.settings.set(
      { ...DEFAULT_FLOW_SETTINGS, flows: { ...flows, refill_reminder: { enabled: true, delayDays: 3 } } },
      OWNER,
    );
    const three = await order(platform, "three@example.ro", [papillex]);
    await moveOrder(platform, three.id, "deliver");
    const [planned] = await refillsOf("three@example.ro");
    expect(planned!.dueAt.getTime() - START.getTime()).toBe(27 * DAY);

    await platform.retention.messages.settings.set(
      { ...DEFAULT_FLOW_SETTINGS, flows: { ...flows, refill_reminder: { enabled: false, delayDays: 3 } } },
      OWNER,
    );
    const off = await order(platform, "off@example.ro", [papillex]);
    await moveOrder(platform, off.id, "deliver");
    expect(await refillsOf("off@example.ro")).toEqual([]);
  });
});
