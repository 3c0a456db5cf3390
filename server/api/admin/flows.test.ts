/**
 * The owner's flow controls through the admin API (issue 46 item 6, decision 0113): only the owner reads or changes
 * them, a wrong field is refused naming it in the member's language with nothing changed, a change is audited as a
 * settings change, and each flow's results compare the emailed group with the holdout on orders within 5 days.
 * On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_FLOW_SETTINGS, type Flow } from "#domain/retention-flows";
import type { FlowResultsView } from "#domain/admin/flows";
import { auditLog, flowMessages, flowSuppressions, storeSettings } from "#server/db/schema";
import { testClock } from "#tests/server/account-kit.ts";
import { insertOrderRow, ORDER_TABLES, seededStoreForFile } from "#tests/server/orders-kit.ts";
import { emptyTables } from "#tests/server/test-database.ts";
import { eachRole, signedInStaffEachTest, STAFF_TABLES } from "#tests/server/staff-kit.ts";

const { database } = seededStoreForFile({ papillex: "PAP-1" });
const clock = testClock(new Date("2026-11-23T09:00:00.000Z"));

beforeEach(async () => {
  await emptyTables(database.db, flowMessages, flowSuppressions, storeSettings, ...ORDER_TABLES, ...STAFF_TABLES);
});
const { call, members, pagesAs } = signedInStaffEachTest(() => ({ database, clock }), ["owner", "fulfilment", "support"]);

const settingsWith = (overrides: { holdoutPercent?: unknown; review?: Record<string, unknown> } = {}) => ({
  holdoutPercent: overrides.holdoutPercent ?? 10,
  // Every flow of the store, as the page sends them; the review request as the test wants it.
  flows: { ...DEFAULT_FLOW_SETTINGS.flows, review_request: { enabled: true, delayDays: 10, ...overrides.review } },
});

const withWelcome = (welcome: Record<string, unknown>) => ({
  ...DEFAULT_FLOW_SETTINGS,
  flows: { ...DEFAULT_FLOW_SETTINGS.flows, welcome: { ...DEFAULT_FLOW_SETTINGS.flows.welcome, ...welcome } },
});

const abandonedWith = (overrides: Record<string, unknown>) => ({
  holdoutPercent: 10,
  flows: { ...DEFAULT_FLOW_SETTINGS.flows, abandoned_checkout: { ...DEFAULT_FLOW_SETTINGS.flows.abandoned_checkout, ...overrides } },
});

const settingsAudits = () => database.db.select().from(auditLog).where(eq(auditLog.action, "settings.change"));

describe("who may", () => {
  it.each(eachRole({ owner: [true, 200], fulfilment: [false, 403], support: [false, 403] }))(
    "%s: reads the page: %s, answered %i",
    async (role, reads, status) => {
      const member = members[role];
      expect((await pagesAs(member).flows(new URLSearchParams())) !== null).toBe(reads);
      expect((await call("GET", "/api/admin/flows/settings", { member })).status).toBe(status);
      expect((await call("GET", "/api/admin/flows/results", { member })).status).toBe(status);
      const saved = await call("PUT", "/api/admin/flows/settings", { member, body: settingsWith({ review: { enabled: false } }) });
      expect(saved.status).toBe(status);
      expect((await settingsAudits()).length).toBe(status === 200 ? 1 : 0);
    },
  );

  it("refuses a change without the CSRF token and changes nothing", async () => {
    const refused = await call("PUT", "/api/admin/flows/settings", {
      member: members.owner,
      csrf: false,
      body: settingsWith({ holdoutPercent: 20 }),
    });
    expect(refused.status).toBe(403);
    expect((await call("GET", "/api/admin/flows/settings", { member: members.owner })).json).toMatchObject({
      settings: DEFAULT_FLOW_SETTINGS,
    });
  });
});

describe("saving the settings", () => {
  it("saves the holdout, the frequency cap, a flow's switch and delay, audits the change once, and says who changed them", async () => {
    const before = await call("GET", "/api/admin/flows/settings", { member: members.owner });
    expect(before.json).toEqual({ settings: DEFAULT_FLOW_SETTINGS, updatedAt: null, updatedBy: null });

    const wanted = { ...settingsWith({ holdoutPercent: 20, review: { enabled: false, delayDays: 14 } }), frequencyCapHours: 48 };
    const saved = await call("PUT", "/api/admin/flows/settings", { member: members.owner, body: wanted });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ changed: true, settings: wanted, updatedBy: "owner@elara.test", updatedAt: clock().toISOString() });
    const [audit] = await settingsAudits();
    expect(audit).toMatchObject({ targetType: "setting", targetId: "retention.flows", before: DEFAULT_FLOW_SETTINGS, after: wanted });

    const again = await call("PUT", "/api/admin/flows/settings", { member: members.owner, body: wanted });
    expect(again.json).toMatchObject({ changed: false, settings: wanted });
    expect(await settingsAudits()).toHaveLength(1);
    expect((await pagesAs(members.owner).flows(new URLSearchParams()))?.settings.settings).toEqual(wanted);
  });

  it.each([
    ["a holdout above 50 %", settingsWith({ holdoutPercent: 60 }), "holdoutPercent", "Holdout group"],
    ["a negative holdout", settingsWith({ holdoutPercent: -1 }), "holdoutPercent", "Holdout group"],
    ["a holdout with decimals", settingsWith({ holdoutPercent: 12.5 }), "holdoutPercent", "Holdout group"],
    ["a holdout as text", settingsWith({ holdoutPercent: "10" }), "holdoutPercent", "Holdout group"],
    ["a delay over a year", settingsWith({ review: { delayDays: 366 } }), "flows.review_request.delayDays", "Review request – delay"],
    ["a negative delay", settingsWith({ review: { delayDays: -2 } }), "flows.review_request.delayDays", "Review request – delay"],
    ["a switch as text", settingsWith({ review: { enabled: "yes" } }), "flows.review_request.enabled", "Review request: choose on or off"],
    ["a flow left out", { holdoutPercent: 10, flows: {} }, "flows.review_request", "flows.review_request"],
    [
      "a cap under a day",
      { ...DEFAULT_FLOW_SETTINGS, frequencyCapHours: 12 },
      "frequencyCapHours",
      "At most one flow email every: enter a whole number of hours from 24 to 168.",
    ],
    ["three welcome emails", withWelcome({ steps: 3 }), "flows.welcome.steps", "Welcome series – number of emails: choose 1 or 2."],
    [
      "a second welcome email not after the first",
      withWelcome({ delayDays: 4, secondStepDelayDays: 3 }),
      "flows.welcome.secondStepDelayDays",
      "Welcome series – second email: enter a whole number of days, more than the first email's",
    ],
    ["a welcome delay as text", withWelcome({ delayDays: "2" }), "flows.welcome.delayDays", "Welcome series – delay"],
    [
      "an abandoned checkout's email before the one it follows",
      abandonedWith({ delayHours: [1, 24, 20] }),
      "flows.abandoned_checkout.delayHours.2",
      "Abandoned checkout – email 3: enter a whole number of hours from 1 to 336, more than the email before.",
    ],
    [
      "an abandoned checkout's delay of 0 hours",
      abandonedWith({ delayHours: [0, 24, 72] }),
      "flows.abandoned_checkout.delayHours.0",
      "Abandoned checkout – email 1",
    ],
    [
      "an incentive code the shop does not have",
      abandonedWith({ incentiveCode: "NUEXISTA" }),
      "flows.abandoned_checkout.incentiveCode",
      'Abandoned checkout – discount code: enter an existing, active code from "Discounts"',
    ],
    ["an empty incentive code", abandonedWith({ incentiveCode: "" }), "flows.abandoned_checkout.incentiveCode", "discount code"],
  ])("refuses %s naming the field, and changes nothing", async (_name, body, field, words) => {
    const refused = await call("PUT", "/api/admin/flows/settings", { member: members.owner, body });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ field });
    expect(String((refused.json as { error: string }).error)).toContain(words);
    expect(await settingsAudits()).toHaveLength(0);
    expect(await database.db.select().from(storeSettings)).toHaveLength(0);
  });

  it("words the refusal in Romanian for a Romanian member", async () => {
    const refused = await call("PUT", "/api/admin/flows/settings", {
      member: members.owner,
      language: "ro",
      body: settingsWith({ holdoutPercent: 51 }),
    });
    expect((refused.json as { error: string }).error).toBe("Grupul de control: scrie un număr întreg de procente între 0 și 50.");
    const welcome = await call("PUT", "/api/admin/flows/settings", {
      member: members.owner,
      language: "ro",
      body: withWelcome({ steps: 0 }),
    });
    expect((welcome.json as { error: string }).error).toBe("Seria de bun venit – numărul de e-mailuri: alege 1 sau 2.");
  });

  it("saves the welcome series' number of emails and both delays", async () => {
    const wanted = withWelcome({ steps: 1, delayDays: 3, secondStepDelayDays: 9 });
    const saved = await call("PUT", "/api/admin/flows/settings", { member: members.owner, body: wanted });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ changed: true, settings: wanted });
  });
});

const DAY = 24 * 60 * 60_000;
let subjectNumber = 0;

async function decided(state: "sent" | "held_out", recipient: string, decidedAt: Date, clicked = false, flow: Flow = "review_request") {
  await database.db.insert(flowMessages).values({
    flow,
    subject: `order:${++subjectNumber}`,
    recipient,
    language: "ro",
    content: {},
    group: state === "sent" ? "sent" : "holdout",
    state,
    consentBasis: "customer",
    dueAt: decidedAt,
    decidedAt,
    firstClickedAt: clicked ? new Date(decidedAt.getTime() + 3_600_000) : null,
  });
}

async function results(query = "") {
  const answer = await call("GET", `/api/admin/flows/results${query}`, { member: members.owner });
  expect(answer.status).toBe(200);
  return answer.json as FlowResultsView;
}

describe("each flow's results", () => {
  const decidedAt = new Date("2026-11-10T10:00:00.000Z");
  /** An order by `email`, `days` after the decisions (before them when negative). */
  const orderAfter = (days: number, email: string, totalMinor: number, status: "paid" | "cancelled" = "paid") =>
    insertOrderRow(database.db, { status, email, totalMinor, createdAt: new Date(decidedAt.getTime() + days * DAY) });

  it("counts each shopper once, with only orders within 5 days of a decision, placed and not cancelled, by the same address", async () => {
    await decided("sent", "ana@example.ro", decidedAt, true);
    // A second email to the same shopper: still one eligible shopper, each of her orders counted once.
    await decided("sent", "ana@example.ro", new Date(decidedAt.getTime() + DAY / 2));
    await decided("sent", "bob@example.ro", decidedAt);
    await decided("sent", "cris@example.ro", decidedAt);
    await decided("held_out", "dan@example.ro", decidedAt);
    await orderAfter(1, "ana@example.ro", 12_000);
    await orderAfter(2, "ana@example.ro", 3_000);
    await orderAfter(6, "bob@example.ro", 9_000);
    await orderAfter(1, "cris@example.ro", 9_000, "cancelled");
    await orderAfter(-1, "dan@example.ro", 6_000);
    await database.db
      .insert(flowSuppressions)
      .values({ recipient: "bob@example.ro", scope: "all", reason: "unsubscribed", at: new Date(decidedAt.getTime() + DAY) });

    const { flows, minGroupSize, period, backInStock } = await results();
    expect(period).toEqual({ from: "2026-10-25", to: "2026-11-23" });
    expect(minGroupSize).toBe(30);
    expect(flows.filter((result) => result.flow === "review_request")).toEqual([
      {
        flow: "review_request",
        sends: 4,
        clicks: 1,
        unsubscribes: 1,
        sent: { shoppers: 3, ordered: 1, orderRate: 1 / 3, revenuePerShopper: 5_000 },
        holdout: { shoppers: 1, ordered: 0, orderRate: 0, revenuePerShopper: 0 },
        lift: null,
      },
    ]);
    expect(backInStock).toEqual({ requests: 0, sends: 0, ordersWithin7Days: 0 });
  });

  it("gives the differences with their intervals once both groups have 30, and only the period's messages", async () => {
    for (let index = 0; index < 40; index++) {
      const email = `sent${index}@example.ro`;
      await decided("sent", email, decidedAt);
      if (index < 12) await orderAfter(1, email, 10_000);
    }
    for (let index = 0; index < 30; index++) {
      const email = `held${index}@example.ro`;
      await decided("held_out", email, decidedAt);
      if (index < 3) await orderAfter(1, email, 10_000);
    }
    await decided("sent", "earlier@example.ro", new Date("2026-10-01T10:00:00.000Z"));

    const review = (await results()).flows.find((result) => result.flow === "review_request");
    expect(review?.sent).toMatchObject({ shoppers: 40, ordered: 12, orderRate: 0.3 });
    expect(review?.holdout).toMatchObject({ shoppers: 30, ordered: 3, orderRate: 0.1 });
    expect(review?.lift?.orderRate.difference).toBeCloseTo(0.2, 10);
    expect(review?.lift?.orderRate.low).toBeLessThan(0.2);
    expect(review?.lift?.revenuePerShopper.difference).toBeCloseTo(2_000, 6);

    const october = await results("?from=2026-10-01&to=2026-10-31");
    expect(october.flows.find((result) => result.flow === "review_request")).toMatchObject({ sends: 1, lift: null });
  });

  it("measures the welcome series on its own, its emailed group against its holdout", async () => {
    await decided("sent", "ana@example.ro", decidedAt, true, "welcome");
    await decided("held_out", "dan@example.ro", decidedAt, false, "welcome");
    await decided("sent", "bob@example.ro", decidedAt);
    await orderAfter(1, "ana@example.ro", 8_000);

    const { flows } = await results();
    expect(flows.map((result) => result.flow)).toEqual(["review_request", "refill_reminder", "welcome", "abandoned_checkout"]);
    expect(flows.find((result) => result.flow === "welcome")).toEqual({
      flow: "welcome",
      sends: 1,
      clicks: 1,
      unsubscribes: 0,
      sent: { shoppers: 1, ordered: 1, orderRate: 1, revenuePerShopper: 8_000 },
      holdout: { shoppers: 1, ordered: 0, orderRate: 0, revenuePerShopper: 0 },
      lift: null,
    });
  });

  it("refuses a period that ends before it starts, naming the field", async () => {
    const refused = await call("GET", "/api/admin/flows/results?from=2026-11-20&to=2026-11-01", { member: members.owner });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ field: "from" });
    const page = await pagesAs(members.owner).flows(new URLSearchParams("from=2026-11-20&to=2026-11-01"));
    expect(page).toMatchObject({ results: null, periodError: { field: "from", problem: "order" } });
  });
});

describe("the cancel form's save offers (decision 0170)", () => {
  const saveAudits = async () => (await settingsAudits()).filter((entry) => entry.targetId === "subscriptions.saveOffers");

  it("saves the owner's discount, cooldown and holdout, audited, and the page shows them with the results per reason", async () => {
    const wanted = { discountPercent: 25, cooldownMonths: 12, holdoutPercent: 10 };
    const saved = await call("PUT", "/api/admin/flows/save-offers", { member: members.owner, body: wanted });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual(wanted);
    const [audit] = await saveAudits();
    expect(audit).toMatchObject({
      targetType: "setting",
      before: { discountPercent: 15, cooldownMonths: 6, holdoutPercent: 20 },
      after: wanted,
    });
    const page = await pagesAs(members.owner).flows(new URLSearchParams());
    expect(page?.saveOffers?.settings).toEqual(wanted);
    expect(page?.saveOffers?.results?.map((row) => row.reason)).toHaveLength(6);
  });

  it.each([
    ["a discount above 50 %", { discountPercent: 60, cooldownMonths: 6, holdoutPercent: 20 }, "discountPercent", "Discount"],
    ["a discount under 5 %", { discountPercent: 4, cooldownMonths: 6, holdoutPercent: 20 }, "discountPercent", "Discount"],
    ["a cooldown of 25 months", { discountPercent: 15, cooldownMonths: 25, holdoutPercent: 20 }, "cooldownMonths", "Once every"],
    ["a holdout of 51 %", { discountPercent: 15, cooldownMonths: 6, holdoutPercent: 51 }, "holdoutPercent", "Holdout group"],
  ])("refuses %s naming its field, changing nothing", async (_name, body, field, sentence) => {
    const refused = await call("PUT", "/api/admin/flows/save-offers", { member: members.owner, body });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ field, error: expect.stringContaining(sentence) });
    expect(await saveAudits()).toHaveLength(0);
  });

  it("is the owner's only", async () => {
    const refused = await call("PUT", "/api/admin/flows/save-offers", {
      member: members.support,
      body: { discountPercent: 20, cooldownMonths: 6, holdoutPercent: 20 },
    });
    expect(refused.status).toBe(403);
  });
});
