/**
 * The owner's growth page (issue 67 item 2) over orders written straight into their table, their credits and the daily
 * counts, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: an order with a touch is counted under its channel and
 * campaign, one without (no statistics consent, or no credit at all) as "unattributed" and never spread; "direct" is
 * a channel of its own; a card settled or the courier's cash collected is paid, cash on delivery still on its way is
 * not; a refused parcel is its own column; an order awaiting payment or given up before it was paid is no order.
 * Then the route: who may read it, a bad period or touch refused naming the field in both languages, the spreadsheets.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { GrowthView } from "#domain/admin/growth";
import { attributions, funnelCounts, visitCounts } from "#server/db/schema";
import { testClock } from "#tests/server/account-kit.ts";
import { insertOrderRow } from "#tests/server/orders-kit.ts";
import { expectRefusedInBothLanguages, PERIOD_REFUSALS, type PeriodRefusal } from "#tests/server/period-refusals-kit.ts";
import { buildTestApp } from "#tests/server/platform-kit.ts";
import { staffKit, type StaffMemberSession } from "#tests/server/staff-kit.ts";
import { testDatabaseForFile } from "#tests/server/test-database.ts";

const database = testDatabaseForFile();
const clock = testClock(new Date("2026-11-30T09:00:00.000Z"));
const PERIOD = { from: "2026-11-01", to: "2026-11-30" };
const QUERY = `from=${PERIOD.from}&to=${PERIOD.to}`;

let kit: ReturnType<typeof buildTestApp>;
let staff: ReturnType<typeof staffKit>;
let owner: StaffMemberSession;

const touch = (channel: string, source: string | null, medium: string | null, campaign: string | null) => ({
  channel,
  source,
  medium,
  campaign,
});
const SPRING = { channel: "paid", source: "facebook", medium: "paid", campaign: "spring" };

async function credit(
  subjectKind: "order" | "signup" | "subscription",
  subjectId: number,
  deviceClass: string | null,
  first: ReturnType<typeof touch> | null,
  last: ReturnType<typeof touch> | null,
) {
  await database.db.insert(attributions).values({
    subjectKind,
    subjectId,
    creditedAt: new Date("2026-11-12T10:00:00.000Z"),
    deviceClass,
    statisticsAllowed: last !== null,
    marketingAllowed: false,
    firstChannel: first?.channel ?? null,
    firstSource: first?.source ?? null,
    firstMedium: first?.medium ?? null,
    firstCampaign: first?.campaign ?? null,
    lastChannel: last?.channel ?? null,
    lastSource: last?.source ?? null,
    lastMedium: last?.medium ?? null,
    lastCampaign: last?.campaign ?? null,
  });
}

const at = (iso: string) => ({ createdAt: new Date(iso), updatedAt: new Date(iso) });

beforeAll(async () => {
  kit = buildTestApp(database, { clock });
  staff = staffKit(kit, clock);
  owner = await staff.signIn("owner@elara.test", "owner");

  // Ana's first order, by card, from the spring campaign (first seen on Instagram), on her phone.
  const cardPaid = await insertOrderRow(database.db, {
    status: "paid",
    totalMinor: 10_000,
    paidAt: new Date("2026-11-10T10:05:00.000Z"),
    ...at("2026-11-10T10:00:00.000Z"),
  });
  await credit("order", cardPaid.id, "phone", touch("social", "instagram", "social", null), SPRING);
  // Her second, cash on delivery, delivered and the courier's cash collected: paid, and she is returning.
  const codCollected = await insertOrderRow(database.db, {
    status: "delivered",
    paymentMethod: "cod",
    fulfilmentStatus: "delivered",
    totalMinor: 5_000,
    deliveredAt: new Date("2026-11-14T10:00:00.000Z"),
    paidAt: new Date("2026-11-14T10:00:00.000Z"),
    ...at("2026-11-11T10:00:00.000Z"),
  });
  await credit("order", codCollected.id, "phone", SPRING, SPRING);
  // Bob's cash on delivery on its way, nothing collected: ordered, not paid; direct after a Google search.
  const codOnItsWay = await insertOrderRow(database.db, {
    email: "bob@example.ro",
    status: "fulfilled",
    paymentMethod: "cod",
    fulfilmentStatus: "shipped",
    totalMinor: 7_000,
    ...at("2026-11-12T10:00:00.000Z"),
  });
  await credit("order", codOnItsWay.id, "desktop", touch("search", "google", "organic", null), touch("direct", null, null, null));
  // Carol refused statistics, then the parcel at the door: unattributed, refused.
  const refused = await insertOrderRow(database.db, {
    email: "carol@example.ro",
    status: "cancelled",
    paymentMethod: "cod",
    fulfilmentStatus: "returned_to_sender",
    totalMinor: 3_000,
    cancelledAt: new Date("2026-11-20T10:00:00.000Z"),
    ...at("2026-11-13T10:00:00.000Z"),
  });
  await credit("order", refused.id, "phone", null, null);
  // An order the store never credited (placed by an API client): unattributed, on an unknown device.
  await insertOrderRow(database.db, {
    email: "dan@example.ro",
    status: "payment_due_on_delivery",
    paymentMethod: "cod",
    totalMinor: 2_000,
    ...at("2026-11-13T11:00:00.000Z"),
  });
  // No orders: one still awaiting its card payment, one given up unpaid, one of October.
  await insertOrderRow(database.db, { email: "eve@example.ro", status: "pending_payment", ...at("2026-11-15T10:00:00.000Z") });
  await insertOrderRow(database.db, { email: "eve@example.ro", status: "cancelled", ...at("2026-11-15T11:00:00.000Z") });
  await insertOrderRow(database.db, {
    email: "bob@example.ro",
    status: "paid",
    paidAt: new Date("2026-10-31T21:00:00.000Z"),
    ...at("2026-10-31T21:00:00.000Z"),
  });

  await credit("subscription", 1, "phone", SPRING, touch("email", "elara", "email", "welcome"));
  await credit("signup", 7, "desktop", null, null);

  await database.db.insert(visitCounts).values([
    { day: "2026-11-10", ...SPRING, deviceClass: "phone", visits: 40 },
    { day: "2026-11-10", channel: "direct", deviceClass: "desktop", visits: 10 },
    { day: "2026-11-11", channel: "search", source: "google", medium: "organic", deviceClass: "desktop", visits: 30 },
    { day: "2026-10-31", ...SPRING, deviceClass: "phone", visits: 1_000 },
  ]);
});

const viewOf = async (query: string): Promise<GrowthView> => {
  const reading = await staff.pagesAs(owner).growth(new URLSearchParams(query));
  if (!reading?.ok) throw new Error(`no growth for ${query}: ${JSON.stringify(reading)}`);
  return reading.view;
};

describe("the growth figures", () => {
  it("credits orders to their last touch, the unattributed on a row of their own, with the three amounts", async () => {
    const view = await viewOf(QUERY);
    const row = (channel: string) => view.channels.find((each) => each.channel === channel)!;
    expect(row("paid")).toMatchObject({
      visits: 40,
      orders: 2,
      orderedRonMinor: 15_000,
      paidOrders: 2,
      paidRonMinor: 15_000,
      refusedOrders: 0,
      conversionPercent: 5,
      averageOrderRonMinor: 7_500,
    });
    expect(row("direct")).toMatchObject({
      visits: 10,
      orders: 1,
      orderedRonMinor: 7_000,
      paidOrders: 0,
      paidRonMinor: 0,
      conversionPercent: 10,
    });
    expect(row("search")).toMatchObject({ visits: 30, orders: 0, conversionPercent: 0, averageOrderRonMinor: null });
    expect(row("unattributed")).toMatchObject({
      visits: null,
      orders: 2,
      orderedRonMinor: 5_000,
      paidOrders: 0,
      refusedOrders: 1,
      refusedRonMinor: 3_000,
      conversionPercent: null,
    });
    expect(view.channelTotals).toMatchObject({
      visits: 80,
      orders: 5,
      orderedRonMinor: 27_000,
      paidRonMinor: 15_000,
      refusedRonMinor: 3_000,
    });
    expect(view.campaigns[0]).toMatchObject({ ...SPRING, orders: 2, visits: 40 });
    expect(view.days.find((day) => day.day === "2026-11-10")).toEqual({
      day: "2026-11-10",
      visits: 50,
      orders: 1,
      orderedRonMinor: 10_000,
    });
    expect(view.days).toHaveLength(30);
  });

  it("tells new customers from returning ones, and counts subscriptions and sign-ups by channel", async () => {
    const view = await viewOf(QUERY);
    expect(view.customers.find((row) => row.channel === "paid")).toEqual({
      channel: "paid",
      newCustomers: 1,
      newRonMinor: 10_000,
      returningCustomers: 1,
      returningRonMinor: 5_000,
    });
    // Bob ordered in October: his November order is a returning customer's.
    expect(view.customers.find((row) => row.channel === "direct")).toMatchObject({ newCustomers: 0, returningCustomers: 1 });
    expect(view.subscriptions.find((row) => row.channel === "email")).toEqual({ channel: "email", subscriptions: 1, signups: 0 });
    expect(view.subscriptions.find((row) => row.channel === "unattributed")).toEqual({
      channel: "unattributed",
      subscriptions: 0,
      signups: 1,
    });
  });

  it("shows the funnel by channel and device, with zeros while no step is counted, then the steps counted", async () => {
    let view = await viewOf(QUERY);
    expect(view.funnelByChannel.find((row) => row.key === "paid")).toEqual({
      key: "paid",
      visits: 40,
      productViews: 0,
      addsToCart: 0,
      checkoutsStarted: 0,
      orders: 2,
      delivered: 1,
      paid: 2,
    });
    expect(view.funnelByChannel.find((row) => row.key === "unattributed")).toMatchObject({ visits: null, productViews: null, orders: 2 });
    expect(view.funnelByDevice.map((row) => [row.key, row.visits, row.orders, row.delivered, row.paid])).toEqual([
      ["phone", 40, 3, 1, 2],
      ["tablet", 0, 0, 0, 0],
      ["desktop", 40, 1, 0, 0],
      ["unknown", null, 1, 0, 0],
    ]);

    await database.db.insert(funnelCounts).values([
      { day: "2026-11-10", step: "product_view", ...SPRING, deviceClass: "phone", sessions: 25 },
      { day: "2026-11-10", step: "add_to_cart", ...SPRING, deviceClass: "phone", sessions: 6 },
      { day: "2026-11-10", step: "checkout_started", ...SPRING, deviceClass: "phone", sessions: 3 },
    ]);
    view = await viewOf(QUERY);
    expect(view.funnelByChannel.find((row) => row.key === "paid")).toMatchObject({ productViews: 25, addsToCart: 6, checkoutsStarted: 3 });
    expect(view.funnelByDevice.find((row) => row.key === "phone")).toMatchObject({ productViews: 25, addsToCart: 6, checkoutsStarted: 3 });
  });

  it("credits the first touch when asked", async () => {
    const view = await viewOf(`${QUERY}&touch=first`);
    expect(view.touch).toBe("first");
    expect(view.channels.find((row) => row.channel === "social")).toMatchObject({ orders: 1, orderedRonMinor: 10_000 });
    expect(view.channels.find((row) => row.channel === "search")).toMatchObject({
      orders: 1,
      orderedRonMinor: 7_000,
      conversionPercent: 3.3,
    });
    expect(view.channels.find((row) => row.channel === "unattributed")).toMatchObject({ orders: 2 });
    expect(view.subscriptions.find((row) => row.channel === "paid")).toMatchObject({ subscriptions: 1 });
  });
});

describe("the growth page and GET /api/admin/growth/{table}.csv", () => {
  const get = (path: string, member: StaffMemberSession | undefined, language = "en") =>
    staff.call("GET", path, { ...(member ? { member } : {}), language });
  const lines = async (answer: Awaited<ReturnType<typeof get>>) =>
    (await answer.response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");

  it("answers only the owner: the business's money", async () => {
    expect((await get("/api/admin/growth/channels.csv", undefined)).status).toBe(401);
    expect(await staff.pagesAs(undefined).growth(new URLSearchParams())).toBeNull();
    const support = await staff.signIn("support@elara.test", "support");
    const packer = await staff.signIn("packer@elara.test", "fulfilment");
    for (const member of [packer, support]) {
      expect(await staff.pagesAs(member).growth(new URLSearchParams())).toBeNull();
      expect((await get("/api/admin/growth/channels.csv", member)).status).toBe(403);
    }
    expect((await get(`/api/admin/growth/channels.csv?${QUERY}`, owner)).status).toBe(200);
  });

  it.each<PeriodRefusal>([
    ...PERIOD_REFUSALS,
    [`${QUERY}&touch=middle`, "touch", "unknown_touch", "Choose what orders are credited to", "Alege cui atribui comenzile"],
  ])("refuses %s with 400 naming %s, in English and Romanian", async (...refused) => {
    const [query, field] = refused;
    await expectRefusedInBothLanguages((language) => get(`/api/admin/growth/campaigns.csv?${query}`, owner, language), refused);
    if (field !== "touch") expect(await staff.pagesAs(owner).growth(new URLSearchParams(query))).toMatchObject({ ok: false, field });
  });

  it("sends each table as a spreadsheet in the member's language and the admin's words", async () => {
    const channels = await get(`/api/admin/growth/channels.csv?${QUERY}`, owner, "en");
    expect(channels.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(channels.headers.get("Content-Disposition")).toBe('attachment; filename="revenue-by-channel-last-2026-11-01-2026-11-30.csv"');
    const english = await lines(channels);
    expect(english[0]).toBe(
      "Channel,Visits,Orders,Ordered,Orders paid,Paid,Orders refused or returned,Refused or returned,Conversion (%),Average order value",
    );
    expect(english).toContain("Paid ads,40,2,150.00,2,150.00,0,0.00,5.0,75.00");
    expect(english).toContain("Unattributed,,2,50.00,0,0.00,1,30.00,,25.00");

    const campaigns = await get(`/api/admin/growth/campaigns.csv?${QUERY}`, owner, "ro");
    expect(campaigns.headers.get("Content-Disposition")).toBe('attachment; filename="venituri-pe-campanie-last-2026-11-01-2026-11-30.csv"');
    const romanian = await lines(campaigns);
    expect(romanian[0]).toMatch(/^Canal;Sursă;Mediu;Campanie;Vizite;Comenzi;Comandat;/);
    expect(romanian[1]).toBe("Reclame plătite;facebook;paid;spring;40;2;150,00;2;150,00;0;0,00;5,0;75,00");

    const devices = await lines(await get(`/api/admin/growth/funnel-devices.csv?${QUERY}&touch=first`, owner, "ro"));
    expect(devices[0]).toBe("Dispozitiv;Vizite;Au văzut un produs;Au adăugat în coș;Au început comanda;Comenzi;Livrate;Încasate");
    expect(devices).toContain("Necunoscut;;;;;1;0;0");
    expect((await get("/api/admin/growth/profits.csv", owner)).json).toMatchObject({ status: 404, code: "unknown_table" });
  });
});
