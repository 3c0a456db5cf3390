/**
 * The owner's shipping terms and display-currency rates through the admin API (issue 17 item 7): who may
 * change them, validation naming the field in both languages, every change audited with before and after,
 * and the change applied on the next request in another instance of the store (a second platform over the
 * same database): its pages, its Storefront API and the next order it prices. Orders already placed keep
 * what they were charged. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { StaffRole } from "#domain/staff-roles";
import { loader as cartLoader } from "#app/routes/cart.tsx";
import { loader as rootLoader } from "#app/root.tsx";
import type { DatabaseHandle } from "#server/db/client";
import { auditLog, customers, emailOutbox, exchangeRates, orders, staffMembers, storeSettings } from "#server/db/schema";
import { resetExchangeRates } from "#server/db/seed/exchange-rates";
import { seedIfEmpty } from "#server/db/seed/seed";
import { loadContextFactory } from "#server/http/ssr";
import { createStorefrontApi } from "#server/storefront-api/storefront-api";
import { testClock } from "#tests/server/account-kit.ts";
import { buildOrdersApp, orderBody, socketFrom, variantGid } from "#tests/server/orders-kit.ts";
import { createTestDatabase } from "#tests/server/test-database.ts";
import { staffKit, type StaffMemberSession } from "#tests/server/staff-kit.ts";
import { CREATE_ORDER_PATH } from "./create-order.ts";

let database: DatabaseHandle;
let papillex = "";
beforeAll(async () => {
  database = await createTestDatabase();
  await seedIfEmpty(database.db);
  papillex = await variantGid(database, "PAP-1");
});
afterAll(() => database.close());

const clock = testClock(new Date("2026-11-23T09:00:00.000Z"));
let kit: ReturnType<typeof buildOrdersApp>;
let call: ReturnType<typeof staffKit>["call"];
const members = {} as Record<StaffRole, StaffMemberSession>;

beforeEach(async () => {
  await database.db.delete(storeSettings);
  await resetExchangeRates(database.db);
  await database.db.delete(orders);
  await database.db.delete(emailOutbox);
  await database.db.delete(customers);
  await database.db.delete(auditLog);
  await database.db.delete(staffMembers);
  kit = buildOrdersApp({ database, clock });
  const staff = staffKit(kit, clock);
  call = staff.call;
  for (const role of ["owner", "fulfilment", "support"] as const) members[role] = await staff.signIn(`${role}@elara.test`, role);
});

const settingAudits = () =>
  database.db
    .select({
      action: auditLog.action,
      staffEmail: auditLog.staffEmail,
      targetId: auditLog.targetId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(eq(auditLog.targetType, "setting"))
    .orderBy(desc(auditLog.id));

const rateAudits = () =>
  database.db
    .select({ action: auditLog.action, targetId: auditLog.targetId, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(eq(auditLog.action, "exchange_rates.change"))
    .orderBy(desc(auditLog.id));

/** Places a cash-on-delivery order of papillex (189 lei a bottle) through `app`; its shipping as charged, in bani. */
async function orderShipping(app: ReturnType<typeof buildOrdersApp>["app"], quantity = 1) {
  const response = await app.request(
    CREATE_ORDER_PATH,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(orderBody([{ variantId: papillex, quantity }])),
    },
    socketFrom(),
  );
  expect(response.status).toBe(201);
  const { orderNumber } = (await response.json()) as { orderNumber: number };
  const [row] = await database.db
    .select({ shippingRonMinor: orders.shippingRonMinor })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber));
  return { orderNumber, shippingRonMinor: row!.shippingRonMinor };
}

describe("who may change the settings", () => {
  it.each([
    ["owner", 200],
    ["support", 403],
    ["fulfilment", 403],
  ] as const)("%s: %i", async (role, status) => {
    const member = members[role];
    expect((await call("GET", "/api/admin/settings/shipping", { member })).status).toBe(status);
    expect((await call("GET", "/api/admin/settings/exchange-rates", { member })).status).toBe(status);
    expect((await call("POST", "/api/admin/settings/shipping", { member, body: { flatRate: "10", freeShippingFrom: "100" } })).status).toBe(
      status,
    );
    expect((await call("POST", "/api/admin/settings/exchange-rates", { member, body: { rates: { EUR: "0.25" } } })).status).toBe(status);
  });

  it("refuses the signed out and a change without the CSRF token, and changes nothing", async () => {
    expect((await call("GET", "/api/admin/settings/shipping")).status).toBe(401);
    const body = { flatRate: "10", freeShippingFrom: "100" };
    expect((await call("POST", "/api/admin/settings/shipping", { member: members.owner, body, csrf: false })).status).toBe(403);
    const rates = { rates: { EUR: "0.25" } };
    expect((await call("POST", "/api/admin/settings/exchange-rates", { member: members.owner, body: rates, csrf: false })).status).toBe(
      403,
    );
    expect((await call("GET", "/api/admin/settings/shipping", { member: members.owner })).json).toMatchObject({
      flatRateMinor: 1999,
      freeShippingFromMinor: 20_000,
    });
    expect(await rateAudits()).toEqual([]);
  });
});

describe("shipping terms", () => {
  it("answers the defaults (SHIPPING_FLAT_RATE's and the spec's 200 lei) until the owner changes them", async () => {
    expect((await call("GET", "/api/admin/settings/shipping", { member: members.owner })).json).toEqual({
      flatRateMinor: 1999,
      freeShippingFromMinor: 20_000,
      updatedAt: null,
      updatedBy: null,
    });
  });

  it.each([
    [
      { flatRate: "abc", freeShippingFrom: "200" },
      "flatRate",
      "Flat shipping rate: enter an amount in lei between 0 and 500 lei",
      "Tariful fix de livrare: scrie o sumă în lei între 0 și 500 lei",
    ],
    [
      { flatRate: "19.999", freeShippingFrom: "200" },
      "flatRate",
      "Flat shipping rate: enter an amount",
      "Tariful fix de livrare: scrie o sumă",
    ],
    [
      { flatRate: "-1", freeShippingFrom: "200" },
      "flatRate",
      "Flat shipping rate: enter an amount",
      "Tariful fix de livrare: scrie o sumă",
    ],
    [
      { flatRate: "500.01", freeShippingFrom: "200" },
      "flatRate",
      "Flat shipping rate: enter an amount",
      "Tariful fix de livrare: scrie o sumă",
    ],
    [
      { flatRate: "19.99", freeShippingFrom: "" },
      "freeShippingFrom",
      "Free shipping threshold: enter a value.",
      "Pragul pentru livrare gratuită: completează valoarea.",
    ],
    [
      { flatRate: "19.99" },
      "freeShippingFrom",
      "Free shipping threshold: enter a value.",
      "Pragul pentru livrare gratuită: completează valoarea.",
    ],
    [
      { flatRate: "19.99", freeShippingFrom: 200 },
      "freeShippingFrom",
      "Free shipping threshold: enter a value.",
      "Pragul pentru livrare gratuită: completează valoarea.",
    ],
    [
      { flatRate: "19.99", freeShippingFrom: "100000.01" },
      "freeShippingFrom",
      "Free shipping threshold: enter an amount in lei between 0 and 100,000 lei",
      "Pragul pentru livrare gratuită: scrie o sumă în lei între 0 și 100.000 lei",
    ],
  ])("refuses %j naming %s, in English and Romanian, and changes nothing", async (body, field, english, romanian) => {
    const en = await call("POST", "/api/admin/settings/shipping", { member: members.owner, body });
    expect(en.status).toBe(400);
    expect(en.json.field).toBe(field);
    expect(en.json.error).toContain(english);
    const ro = await call("POST", "/api/admin/settings/shipping", { member: members.owner, body, language: "ro" });
    expect(ro.json).toMatchObject({ field });
    expect(ro.json.error).toContain(romanian);
    expect(await settingAudits()).toEqual([]);
    expect((await call("GET", "/api/admin/settings/shipping", { member: members.owner })).json.updatedAt).toBeNull();
  });

  it("saves both amounts as typed, audits before and after, and a second save of the same is no change", async () => {
    const saved = await call("POST", "/api/admin/settings/shipping", {
      member: members.owner,
      body: { flatRate: "24,5", freeShippingFrom: "250" },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({
      changed: true,
      flatRateMinor: 2450,
      freeShippingFromMinor: 25_000,
      updatedAt: clock().toISOString(),
      updatedBy: "owner@elara.test",
    });
    expect(await settingAudits()).toEqual([
      {
        action: "settings.change",
        staffEmail: "owner@elara.test",
        targetId: "shipping.terms",
        before: { flatRateMinor: 1999, freeFromMinor: 20_000 },
        after: { flatRateMinor: 2450, freeFromMinor: 25_000 },
      },
    ]);
    const again = await call("POST", "/api/admin/settings/shipping", {
      member: members.owner,
      body: { flatRate: "24.50", freeShippingFrom: "250.00" },
    });
    expect(again.json).toMatchObject({ changed: false, flatRateMinor: 2450 });
    expect(await settingAudits()).toHaveLength(1);
  });

  it("prices the next order with the new terms; an order placed before keeps what it was charged", async () => {
    const before = await orderShipping(kit.app);
    expect(before.shippingRonMinor).toBe(1999);

    // Free from 150 lei: one bottle (189 lei) now ships free.
    await call("POST", "/api/admin/settings/shipping", { member: members.owner, body: { flatRate: "25", freeShippingFrom: "150" } });
    expect((await orderShipping(kit.app)).shippingRonMinor).toBe(0);
    // Free from 400 lei: two bottles (378 lei) pay the new flat rate.
    await call("POST", "/api/admin/settings/shipping", { member: members.owner, body: { flatRate: "25", freeShippingFrom: "400" } });
    expect((await orderShipping(kit.app, 2)).shippingRonMinor).toBe(2500);

    const [kept] = await database.db
      .select({ shippingRonMinor: orders.shippingRonMinor })
      .from(orders)
      .where(eq(orders.orderNumber, before.orderNumber));
    expect(kept!.shippingRonMinor).toBe(1999);
  });
});

describe("exchange rates", () => {
  it("lists every display currency's rate per leu, the seed's with nobody as their author", async () => {
    const answer = await call("GET", "/api/admin/settings/exchange-rates", { member: members.owner });
    expect(answer.json.rates.map((rate: { currencyCode: string }) => rate.currencyCode)).toEqual([
      "AUD",
      "CAD",
      "EUR",
      "GBP",
      "JPY",
      "USD",
    ]);
    expect(answer.json.rates.find((rate: { currencyCode: string }) => rate.currencyCode === "EUR")).toMatchObject({
      unitsPerRonMicros: 201_000,
      updatedBy: null,
    });
  });

  it.each([
    [{ rates: { EUR: "abc" } }, "rates.EUR", "EUR rate: enter how many units", "Cursul EUR: scrie câte unități"],
    [{ rates: { EUR: "0" } }, "rates.EUR", "EUR rate: enter how many units", "Cursul EUR: scrie câte unități"],
    [{ rates: { EUR: "0.2010001" } }, "rates.EUR", "at most 6 decimals", "cel mult 6 zecimale"],
    [{ rates: { JPY: "10000.5" } }, "rates.JPY", "JPY rate: enter how many units", "Cursul JPY: scrie câte unități"],
    [{ rates: { USD: "" } }, "rates.USD", "USD rate: enter a value.", "Cursul USD: completează valoarea."],
    [{ rates: { GBP: 0.17 } }, "rates.GBP", "GBP rate: enter how many units", "Cursul GBP: scrie câte unități"],
    [{ rates: { RON: "1" } }, "rates.RON", "RON rate: not one of the store's display currencies.", "Cursul RON: moneda nu este"],
    [{ rates: { EUR: "0.25", XYZ: "1" } }, "rates.XYZ", "XYZ rate: not one of", "Cursul XYZ: moneda nu este"],
    [{ rates: {} }, "rates", "Rates: enter a value.", "Cursurile: completează valoarea."],
    [{}, "rates", "Rates: enter a value.", "Cursurile: completează valoarea."],
  ])("refuses %j naming %s, in English and Romanian, and changes nothing", async (body, field, english, romanian) => {
    const en = await call("POST", "/api/admin/settings/exchange-rates", { member: members.owner, body });
    expect(en.status).toBe(400);
    expect(en.json.field).toBe(field);
    expect(en.json.error).toContain(english);
    const ro = await call("POST", "/api/admin/settings/exchange-rates", { member: members.owner, body, language: "ro" });
    expect(ro.json.field).toBe(field);
    expect(ro.json.error).toContain(romanian);
    const [eur] = await database.db.select().from(exchangeRates).where(eq(exchangeRates.currencyCode, "EUR"));
    expect(eur!.unitsPerRonMicros).toBe(201_000);
    expect(await rateAudits()).toEqual([]);
  });

  it("changes the rates that moved, with who and when, audits only those, and a repeat is no change", async () => {
    const saved = await call("POST", "/api/admin/settings/exchange-rates", {
      member: members.owner,
      body: { rates: { EUR: "0,25", USD: "0.218", JPY: "34.123456" } },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.changed).toBe(true);
    const byCode = Object.fromEntries(saved.json.rates.map((rate: { currencyCode: string }) => [rate.currencyCode, rate]));
    expect(byCode.EUR).toEqual({
      currencyCode: "EUR",
      unitsPerRonMicros: 250_000,
      updatedAt: clock().toISOString(),
      updatedBy: "owner@elara.test",
    });
    expect(byCode.JPY).toMatchObject({ unitsPerRonMicros: 34_123_456, updatedBy: "owner@elara.test" });
    // Sent unchanged: not touched, not audited.
    expect(byCode.USD).toMatchObject({ unitsPerRonMicros: 218_000, updatedBy: null });
    expect(await rateAudits()).toEqual([
      {
        action: "exchange_rates.change",
        targetId: "EUR,JPY",
        before: { EUR: 201_000, JPY: 33_400_000 },
        after: { EUR: 250_000, JPY: 34_123_456 },
      },
    ]);
    const again = await call("POST", "/api/admin/settings/exchange-rates", { member: members.owner, body: { rates: { EUR: "0.250000" } } });
    expect(again.json.changed).toBe(false);
    expect(await rateAudits()).toHaveLength(1);
  });

  it("serialises two owners saving at once: both land, each audited with a true before", async () => {
    await Promise.all([
      call("POST", "/api/admin/settings/exchange-rates", { member: members.owner, body: { rates: { EUR: "0.21" } } }),
      call("POST", "/api/admin/settings/exchange-rates", { member: members.owner, body: { rates: { EUR: "0.22" } } }),
    ]);
    const audits = (await rateAudits()).reverse();
    expect(audits).toHaveLength(2);
    expect((audits[0]!.before as Record<string, number>).EUR).toBe(201_000);
    expect((audits[1]!.before as Record<string, number>).EUR).toBe((audits[0]!.after as Record<string, number>).EUR);
  });
});

describe("another instance of the store", () => {
  const PRICE_IN_EUR = `query @inContext(country: DE) {
    productByHandle(handle: "papillex") { variants(first: 1) { nodes { price { amount currencyCode } } } }
  }`;

  it("shows and charges what the owner changed through this one, on its next request", async () => {
    // Two platforms over one database, as two processes of the store would be; each built and used once before the change.
    const other = buildOrdersApp({ database, clock });
    const otherStorefront = createStorefrontApi({ platform: other.platform });
    const otherPage = (currency: "RON" | "EUR") =>
      loadContextFactory({ platform: other.platform, storefrontApi: otherStorefront })({ language: "en", currency, cspNonce: "nonce" });
    const shownPrice = async () => {
      const result = await otherStorefront.execute({ query: PRICE_IN_EUR });
      return (result.data as { productByHandle: { variants: { nodes: { price: { amount: string } }[] } } }).productByHandle.variants
        .nodes[0]!.price.amount;
    };
    const cart = async (currency: "RON" | "EUR") => {
      const answer = (await cartLoader({ context: otherPage(currency) } as never)) as unknown as { data: { shipping: unknown } };
      return answer.data.shipping;
    };
    expect(await shownPrice()).toBe("37.99");
    expect(await cart("EUR")).toEqual({ currencyCode: "EUR", freeFromMinor: 4020, flatRateMinor: 402 });
    expect((await rootLoader({ context: otherPage("RON") } as never)).freeShippingText).toBe("200 lei");

    await call("POST", "/api/admin/settings/exchange-rates", { member: members.owner, body: { rates: { EUR: "0.25" } } });
    await call("POST", "/api/admin/settings/shipping", { member: members.owner, body: { flatRate: "15", freeShippingFrom: "300" } });

    // 189 lei at 0.25 €/leu; the cart's threshold and rate in lei and converted; the header's threshold.
    expect(await shownPrice()).toBe("47.25");
    expect(await cart("RON")).toEqual({ currencyCode: "RON", freeFromMinor: 30_000, flatRateMinor: 1500 });
    expect(await cart("EUR")).toEqual({ currencyCode: "EUR", freeFromMinor: 7500, flatRateMinor: 375 });
    expect((await rootLoader({ context: otherPage("RON") } as never)).freeShippingText).toBe("300 lei");
    // And the other instance's next order: one bottle is below 300 lei.
    expect((await orderShipping(other.app)).shippingRonMinor).toBe(1500);
  });
});
