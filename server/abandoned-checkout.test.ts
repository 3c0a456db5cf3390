/**
 * The abandoned-checkout flow over the app, on PGlite and PostgreSQL with TEST_DATABASE_URL (decision 0115): the
 * snapshot's refusals in the shopper's language, naming the field and writing nothing; three emails planned once per
 * checkout, moved (not added) by a later snapshot of it; nothing sent without consent; email 1 with the products and
 * a restore link carrying each line's purchase and the delivery; an order from the address cancels the rest; the
 * owner's code only in the last email, only when on and honoured; the snapshot forgotten after 30 days.
 */
import { asc, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { ABANDONED_CART_PATH } from "#domain/abandoned-checkout";
import { DEFAULT_FLOW_SETTINGS, type FlowSettings } from "#domain/retention-flows";
import {
  checkoutSnapshots,
  discountCodes,
  emailOutbox,
  flowMessages,
  newsletterSubscribers,
  orderEvents,
  orderLines,
  orders,
} from "#server/db/schema";
import { requestApp, socketFrom } from "#tests/server/app-request.ts";
import { emptyTables } from "#tests/server/test-database.ts";
import { addressInGroup, FLOW_TABLES, OWNER_ACTOR } from "#tests/server/retention-kit.ts";
import { buildOrdersApp, orderBody, placeOrder, seededStoreForFile, type OrdersKit } from "#tests/server/orders-kit.ts";
import { testClock } from "#tests/server/account-kit.ts";

const { database, variants } = seededStoreForFile({ single: "PAP-1", monthly: "PAP-SUB-M" });
const START = new Date("2026-04-01T08:00:00.000Z");
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const clock = testClock(START);
const OWNER = OWNER_ACTOR;
let kit: OrdersKit;

const CHECKOUT = "c0ffee00-1234-4abc-8def-000000000001";

const sentGroupAddress = (prefix: string) => addressInGroup("abandoned_checkout", prefix);

const snapshot = (email: string, overrides: Record<string, unknown> = {}) => ({
  checkoutId: CHECKOUT,
  email,
  lines: [
    { variantId: variants.single, quantity: 2, purchase: "once" },
    { variantId: variants.monthly, quantity: 1, purchase: "monthly" },
  ],
  shippingServiceId: "sameday-locker",
  acceptsMarketing: false,
  ...overrides,
});

const send = (body: unknown, language = "ro") =>
  requestApp<{ error?: string; field?: string; saved?: boolean }>(kit.app, "POST", ABANDONED_CART_PATH, {
    body,
    language,
    origin: true,
    from: socketFrom(),
  });

const messagesOf = (email: string) =>
  database.db.select().from(flowMessages).where(eq(flowMessages.recipient, email)).orderBy(asc(flowMessages.step));
const mailsTo = (email: string) =>
  database.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email)).orderBy(asc(emailOutbox.id));

async function subscribe(email: string) {
  await database.db.insert(newsletterSubscribers).values({ email, language: "ro", source: "footer", consentText: "Da" });
}

async function sweepAt(afterStart: number) {
  clock.set(new Date(START.getTime() + afterStart));
  return kit.platform.retention.messages.sweep();
}

async function setFlow(change: Partial<FlowSettings["flows"]["abandoned_checkout"]>) {
  const settings = DEFAULT_FLOW_SETTINGS;
  await kit.platform.retention.messages.settings.set(
    { ...settings, flows: { ...settings.flows, abandoned_checkout: { ...settings.flows.abandoned_checkout, ...change } } },
    OWNER,
  );
}

beforeEach(async () => {
  clock.set(START);
  await emptyTables(database.db, checkoutSnapshots, ...FLOW_TABLES, newsletterSubscribers, orderEvents, orderLines, orders);
  await database.db.delete(discountCodes).where(eq(discountCodes.code, "REVINO10"));
  kit = buildOrdersApp({ database, clock, transport: null });
});

describe("POST /api/checkout/abandoned-cart", () => {
  it.each([
    ["no email", { email: undefined }, "email", "Email address is required", "Adresa de e-mail este obligatorie"],
    ["a bad email", { email: "ana@" }, "email", "valid email", "adresă de e-mail validă"],
    ["no checkout id", { checkoutId: undefined }, "checkoutId", '"checkoutId"', "„checkoutId”"],
    ["no lines", { lines: [] }, "lines", '"lines"', "„lines”"],
    [
      "a malformed variant",
      { lines: [{ variantId: "papillex", quantity: 1, purchase: "once" }] },
      "lines.0.variantId",
      '"lines.0.variantId"',
      "„lines.0.variantId”",
    ],
    [
      "a quantity of 0",
      { lines: [{ variantId: "gid://shopify/ProductVariant/1", quantity: 0, purchase: "once" }] },
      "lines.0.quantity",
      '"lines.0.quantity"',
      "„lines.0.quantity”",
    ],
    [
      "a purchase the cart never has",
      { lines: [{ variantId: "gid://shopify/ProductVariant/1", quantity: 1, purchase: "weekly" }] },
      "lines.0.purchase",
      '"lines.0.purchase"',
      "„lines.0.purchase”",
    ],
    ["a delivery that is no service id", { shippingServiceId: "a b" }, "shippingServiceId", '"shippingServiceId"', "„shippingServiceId”"],
    [
      "a variant the shop does not sell",
      { lines: [{ variantId: "gid://shopify/ProductVariant/999999", quantity: 1, purchase: "once" }] },
      "lines.0.variantId",
      "no longer for sale",
      "nu mai este de vânzare",
    ],
  ])("refuses %s with 400 naming the field, in both languages, and keeps nothing", async (_, change, field, en, ro) => {
    const body = snapshot("ana@example.ro", change);
    const english = await send(body, "en");
    expect(english.status).toBe(400);
    expect(english.json.field).toBe(field);
    expect(english.json.error).toContain(en);
    const romanian = await send(body, "ro");
    expect(romanian.status).toBe(400);
    expect(romanian.json.error).toContain(ro);
    expect(await database.db.select().from(checkoutSnapshots)).toEqual([]);
    expect(await database.db.select().from(flowMessages)).toEqual([]);
  });

  it("plans the three emails once at 1 h, 24 h and 72 h, and a later snapshot of the checkout moves them", async () => {
    const email = sentGroupAddress("ana");
    expect((await send(snapshot(email))).json).toEqual({ saved: true });
    expect((await send(snapshot(email))).status).toBe(200);
    const planned = await messagesOf(email);
    expect(planned.map((row) => [row.flow, row.step, row.subject, row.state, row.dueAt.getTime() - START.getTime()])).toEqual([
      ["abandoned_checkout", 1, `checkout:${CHECKOUT}.${START.getTime()}`, "planned", HOUR],
      ["abandoned_checkout", 2, `checkout:${CHECKOUT}.${START.getTime()}`, "planned", DAY],
      ["abandoned_checkout", 3, `checkout:${CHECKOUT}.${START.getTime()}`, "planned", 3 * DAY],
    ]);
    expect(planned[0]!.content).toMatchObject({
      products: [
        { title: expect.stringMatching(/^Papillex/), variantTitle: "O sticlă", quantity: 2, purchase: "once" },
        { title: expect.stringMatching(/^Papillex/), variantTitle: "Abonament lunar", quantity: 1, purchase: "monthly" },
      ],
      shippingServiceId: "sameday-locker",
    });

    // Half an hour on, the shopper changes the quantity: the same three, due from then, showing the new cart.
    clock.set(new Date(START.getTime() + 30 * 60_000));
    const changed = snapshot(email, { lines: [{ variantId: variants.single, quantity: 3, purchase: "once" }] });
    expect((await send(changed)).status).toBe(200);
    const moved = await messagesOf(email);
    expect(moved.map((row) => row.dueAt.getTime() - START.getTime())).toEqual([1.5 * HOUR, DAY + 30 * 60_000, 3 * DAY + 30 * 60_000]);
    expect(moved.map((row) => (row.content as { products: Array<{ quantity: number }> }).products[0]!.quantity)).toEqual([3, 3, 3]);
    expect(await database.db.select().from(checkoutSnapshots)).toHaveLength(1);
  });

  it("keeps one live checkout per address: a new checkout replaces the others and cancels their emails not yet sent", async () => {
    const email = sentGroupAddress("inundata");
    for (let checkout = 1; checkout <= 5; checkout++) {
      clock.set(new Date(START.getTime() + checkout * 60_000));
      const checkoutId = `c0ffee00-1234-4abc-8def-00000000010${checkout}`;
      expect((await send(snapshot(email, { checkoutId }))).status).toBe(200);
    }
    expect((await database.db.select().from(checkoutSnapshots)).map((row) => row.checkoutId)).toEqual([
      "c0ffee00-1234-4abc-8def-000000000105",
    ]);
    const rows = await messagesOf(email);
    expect(rows.filter((row) => row.state === "planned").map((row) => [row.step, row.subject])).toEqual([
      [1, `checkout:c0ffee00-1234-4abc-8def-000000000105.${START.getTime() + 5 * 60_000}`],
      [2, `checkout:c0ffee00-1234-4abc-8def-000000000105.${START.getTime() + 5 * 60_000}`],
      [3, `checkout:c0ffee00-1234-4abc-8def-000000000105.${START.getTime() + 5 * 60_000}`],
    ]);
    expect(rows.filter((row) => row.state !== "planned").every((row) => row.state === "cancelled")).toBe(true);
  });

  it("lets one client start 10 checkouts an hour, answers the 11th 429 keeping nothing, and lets kept checkouts go on", async () => {
    const client = socketFrom("203.0.113.77");
    const from = (body: unknown, language = "en") =>
      requestApp<{ error?: string; code?: string }>(kit.app, "POST", ABANDONED_CART_PATH, { body, language, origin: true, from: client });
    const checkoutOf = (n: number) => `c0ffee00-1234-4abc-8def-0000000002${String(n).padStart(2, "0")}`;
    for (let n = 1; n <= 10; n++)
      expect((await from(snapshot(`cumparator${n}@example.ro`, { checkoutId: checkoutOf(n) }))).status).toBe(200);
    const refused = await from(snapshot("cumparator11@example.ro", { checkoutId: checkoutOf(11) }));
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({
      code: "too_many_checkouts",
      error: "Too many checkouts started from this connection. Please try again in 60 minutes.",
    });
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(3500);
    const romanian = await from(snapshot("cumparator12@example.ro", { checkoutId: checkoutOf(12) }), "ro");
    expect(romanian.json.error).toBe("Prea multe comenzi începute de la această conexiune. Încearcă din nou peste 60 de minute.");
    expect(await database.db.select().from(checkoutSnapshots)).toHaveLength(10);
    expect(await messagesOf("cumparator11@example.ro")).toEqual([]);

    // A checkout already kept goes on from the same client; another client starts its own.
    expect((await from(snapshot("cumparator1@example.ro", { checkoutId: checkoutOf(1), acceptsMarketing: true }))).status).toBe(200);
    expect((await send(snapshot("altcineva@example.ro", { checkoutId: checkoutOf(13) }))).status).toBe(200);
  });

  it("sends nothing to a first-time visitor without consent: each step ends suppressed with no_consent", async () => {
    const email = sentGroupAddress("vizitator");
    await send(snapshot(email, { acceptsMarketing: true }));
    await sweepAt(HOUR);
    await sweepAt(2 * DAY);
    await sweepAt(4 * DAY);
    expect((await messagesOf(email)).map((row) => [row.state, row.suppressedReason])).toEqual([
      ["suppressed", "no_consent"],
      ["suppressed", "no_consent"],
      ["suppressed", "no_consent"],
    ]);
    expect(await mailsTo(email)).toEqual([]);
  });

  it("mails a subscriber email 1 with the cart and its restore link; an order from the address cancels emails 2 and 3", async () => {
    const email = sentGroupAddress("abonata");
    await subscribe(email);
    await send(snapshot(email));
    await sweepAt(HOUR);
    const [first, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(first).toMatchObject({ kind: "abandoned_checkout", subject: "Ți-a rămas comanda neterminată – Elara" });
    expect(first!.text).toContain("Papillex");
    expect(first!.text).toMatch(/× 2 · o singură dată · \d+,\d{2}\u00a0RON/);
    expect(first!.text).toMatch(/Total: \d+(\.\d{3})*,\d{2}\u00a0RON/);
    expect(first!.text).toContain("abonament, livrare lunară");
    expect(first!.text).toMatch(/Finalizează comanda: https?:\/\/\S+\/email\/click\//);
    expect(first!.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    const link = /Finalizează comanda: (\S+)/.exec(first!.text)![1]!;
    const opened = await kit.platform.retention.messages.click(link.split("/email/click/")[1]!);
    const target = new URL(opened!.target, "https://shop.example");
    expect(target.pathname).toBe("/cart/restore");
    expect(target.searchParams.get("lines")).toMatch(/^papillex:\d+x2~o\.papillex:\d+x1~m$/);
    expect(target.searchParams.get("shipping")).toBe("sameday-locker");
    expect(target.searchParams.get("utm_campaign")).toBe("abandoned_checkout");

    clock.set(new Date(START.getTime() + 2 * HOUR));
    await placeOrder(kit, orderBody([{ variantId: variants.single, quantity: 2 }], { email }));
    await sweepAt(2 * DAY);
    await sweepAt(4 * DAY);
    expect((await messagesOf(email)).map((row) => row.state)).toEqual(["sent", "cancelled", "cancelled"]);
    expect(await mailsTo(email).then((mails) => mails.filter((mail) => mail.kind === "abandoned_checkout"))).toHaveLength(1);
    const ended = await database.db.select().from(checkoutSnapshots);
    expect(ended.map((row) => [row.checkoutId, row.lines, row.shippingServiceId, row.orderedAt?.getTime()])).toEqual([
      [CHECKOUT, [], null, START.getTime() + 2 * HOUR],
    ]);

    // The tab's next cart comes under a new id (endCheckout): a new checkout with three emails of its own.
    const nextCheckout = "c0ffee00-1234-4abc-8def-000000000003";
    await send(snapshot(email, { checkoutId: nextCheckout }));
    const next = (await messagesOf(email)).filter((row) => row.state === "planned");
    expect(next.map((row) => row.step)).toEqual([1, 2, 3]);
    expect(next[0]!.subject).toBe(`checkout:${nextCheckout}.${clock().getTime()}`);
  });

  it("plans nothing for a snapshot of the checkout that reaches the server after its order", async () => {
    const email = sentGroupAddress("intarziata");
    await subscribe(email);
    expect((await send(snapshot(email))).status).toBe(200);
    clock.set(new Date(START.getTime() + 10 * 60_000));
    await placeOrder(kit, orderBody([{ variantId: variants.single, quantity: 2 }], { email }));
    // Sent by the browser as the order was being placed, read by the server after it.
    clock.set(new Date(START.getTime() + 10 * 60_000 + 500));
    const late = await send(snapshot(email, { shippingServiceId: "fan-courier" }));
    expect(late.status).toBe(200);
    expect(late.json).toEqual({ saved: true });
    for (const at of [HOUR, 2 * DAY, 4 * DAY]) await sweepAt(at);
    expect((await messagesOf(email)).map((row) => row.state)).toEqual(["cancelled", "cancelled", "cancelled"]);
    expect(await mailsTo(email).then((mails) => mails.filter((mail) => mail.kind === "abandoned_checkout"))).toEqual([]);
    const [kept] = await database.db.select().from(checkoutSnapshots);
    expect([kept!.lines, kept!.shippingServiceId]).toEqual([[], null]);
  });

  it("names the owner's code in the last email only, only while it is on and honoured", async () => {
    await database.db
      .insert(discountCodes)
      .values({ code: "REVINO10", kind: "percent", percent: 10, source: "admin", firstOrderOnly: false });
    const refused = await kit.platform.retention.admin.save(
      {
        ...DEFAULT_FLOW_SETTINGS,
        flows: {
          ...DEFAULT_FLOW_SETTINGS.flows,
          abandoned_checkout: { ...DEFAULT_FLOW_SETTINGS.flows.abandoned_checkout, incentiveCode: "NUEXISTA" },
        },
      },
      OWNER,
    );
    expect(refused).toEqual({ refused: "flows.abandoned_checkout.incentiveCode" });
    await setFlow({ incentiveCode: "REVINO10" });

    const email = sentGroupAddress("cod");
    await subscribe(email);
    await send(snapshot(email));
    for (const at of [HOUR, 26 * HOUR, 3 * DAY + 2 * HOUR]) await sweepAt(at);
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Ți-a rămas comanda neterminată – Elara",
      "Coșul tău te așteaptă – Elara",
      "Ultimul memento pentru coșul tău – Elara",
    ]);
    expect(mails.map((mail) => mail.text.includes("REVINO10"))).toEqual([false, false, true]);
    expect(mails[2]!.text).toContain("îl scrii în casă");

    // Off again (or the code no longer honoured): the last email names none.
    await setFlow({ incentiveCode: null });
    const other = sentGroupAddress("farcod");
    await subscribe(other);
    clock.set(START);
    await send(snapshot(other, { checkoutId: "c0ffee00-1234-4abc-8def-000000000002" }));
    for (const at of [HOUR, 26 * HOUR, 3 * DAY + 2 * HOUR]) await sweepAt(at);
    const last = (await mailsTo(other)).at(-1)!;
    expect(last.subject).toBe("Ultimul memento pentru coșul tău – Elara");
    expect(last.text).not.toContain("REVINO10");
  });

  it("forgets a checkout 30 days after its last activity, and the cart kept on each email 30 days after it was due", async () => {
    const email = sentGroupAddress("uitata");
    await subscribe(email);
    await send(snapshot(email));
    for (const at of [HOUR, 26 * HOUR, 3 * DAY + 2 * HOUR]) await sweepAt(at);
    await sweepAt(29 * DAY);
    expect(await database.db.select().from(checkoutSnapshots)).toHaveLength(1);
    await sweepAt(30 * DAY + HOUR);
    expect(await database.db.select().from(checkoutSnapshots)).toEqual([]);
    // Each email's copy of the cart goes 30 days after it was due.
    await sweepAt(33 * DAY + HOUR);
    const kept = await messagesOf(email);
    expect(kept.map((row) => [row.state, row.content])).toEqual([
      ["sent", {}],
      ["sent", {}],
      ["sent", {}],
    ]);
  });
});

describe("the flow sweep under a backlog of abandoned checkouts", () => {
  it("takes every flow's due emails in turn, and more passes as the backlog grows, up to its capacity a run", async () => {
    // A run of 3 passes of 20 here (10 of 200 in the store): 65 reminders a script's checkouts planned, all due before
    // one review request of a real order.
    const capacity = { batch: 20, maxPasses: 3 };
    await database.db.execute(sql`
      INSERT INTO flow_messages (flow, step, subject, recipient, language, content, "group", due_at)
      SELECT 'abandoned_checkout', 1, 'checkout:flood-' || n, 'flood' || n || '@example.ro', 'ro', '{}'::jsonb, 'sent',
             ${new Date(START.getTime() + HOUR)}::timestamptz
      FROM generate_series(1, 65) AS n`);
    await database.db.insert(flowMessages).values({
      flow: "review_request",
      subject: "order:4242",
      recipient: "reala@example.ro",
      language: "ro",
      content: {},
      group: "sent",
      dueAt: new Date(START.getTime() + HOUR + 1000),
    });
    const planned = async () =>
      (await database.db.select({ flow: flowMessages.flow }).from(flowMessages).where(eq(flowMessages.state, "planned"))).map(
        (row) => row.flow,
      );
    const sweep = async (at: number) => {
      clock.set(new Date(START.getTime() + at));
      const counts = await kit.platform.retention.messages.sweep(undefined, capacity);
      return counts.sent + counts.heldOut + counts.suppressed + counts.postponed;
    };

    expect(await sweep(2 * HOUR)).toBe(60);
    // The review request was not held behind the flood, though due after all of it.
    expect(await planned()).toEqual(Array<string>(6).fill("abandoned_checkout"));
    // A backlog under a full batch is one pass.
    expect(await sweep(2 * HOUR + 60_000)).toBe(6);
    expect(await planned()).toEqual([]);
  });
});
