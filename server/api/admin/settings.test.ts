/**
 * The owner's shipping zones, VAT rates, EU switch and display-currency rates through the admin API (issue 17
 * item 7, issue 21 items 5–6): who may
 * change them, validation naming the field in both languages, every change audited with before and after,
 * and the change applied on the next request in another instance of the store (a second platform over the
 * same database): its pages, its Storefront API and the next order it prices. Orders already placed keep
 * what they were charged. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { desc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { loader as cartLoader } from "#app/routes/cart.tsx";
import { loader as rootLoader } from "#app/root.tsx";
import { auditLog, customers, emailOutbox, exchangeRates, orders, staffMembers, storeSettings, vatRates } from "#server/db/schema";
import { resetExchangeRates } from "#server/db/seed/exchange-rates";
import { loadContextFactory } from "#server/web/ssr";
import { createStorefrontApi } from "#server/storefront-api/storefront-api";
import { testClock } from "#tests/server/account-kit.ts";
import { buildOrdersApp, orderBody, socketFrom, seededStoreForFile } from "#tests/server/orders-kit.ts";
import { emptyTables } from "#tests/server/test-database.ts";
import { eachRole, signedInStaffEachTest } from "#tests/server/staff-kit.ts";
import { CREATE_ORDER_PATH } from "../create-order.ts";
import { defaultShippingZones } from "#domain/shipping-zones";
import { zonesToForm, type ZonesForm } from "#domain/shipping-zones-schema";

const { database, variants } = seededStoreForFile({ papillex: "PAP-1" });

const clock = testClock(new Date("2026-11-23T09:00:00.000Z"));

beforeEach(async () => {
  await emptyTables(database.db, storeSettings);
  await resetExchangeRates(database.db);
  // The rates these tests change, back to the migration's.
  await database.db.update(vatRates).set({ standardPercent: 21, reducedPercent: 11 }).where(eq(vatRates.country, "RO"));
  await database.db.update(vatRates).set({ standardPercent: 19, reducedPercent: 7 }).where(eq(vatRates.country, "DE"));
  await emptyTables(database.db, orders, emailOutbox, customers, auditLog, staffMembers);
});
const { kit, call, members, pagesAs } = signedInStaffEachTest(() => ({ database, clock }), ["owner", "fulfilment", "support"]);

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
      body: JSON.stringify(orderBody([{ variantId: variants.papillex, quantity }])),
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

/** The settings page's reading for the owner. */
const settingsRead = async () => (await pagesAs(members.owner).settings())!;

/** The zones form of the defaults, with Romania's first service rate and threshold as typed. */
function zonesBody(romania: { rate?: string; freeFrom?: string } = {}) {
  const form = zonesToForm(defaultShippingZones({ flatRateMinor: 1999, freeFromMinor: 20_000 }));
  const zone = form.zones[0]!;
  if (romania.freeFrom !== undefined) zone.freeFrom = romania.freeFrom;
  if (romania.rate !== undefined) zone.services[0]!.bands[0]!.amount = romania.rate;
  return form;
}

describe("who may change the settings", () => {
  it.each(eachRole({ owner: [true, 200], support: [false, 403], fulfilment: [false, 403] }))(
    "%s: reads the settings: %s, changes %i",
    async (role, reads, status) => {
      const member = members[role];
      expect((await pagesAs(member).settings()) !== null).toBe(reads);
      expect((await call("POST", "/api/admin/settings/shipping-zones", { member, body: zonesBody({ rate: "10" }) })).status).toBe(status);
      expect(
        (await call("POST", "/api/admin/settings/vat-rates", { member, body: { rates: { RO: { standard: "21", reduced: "9" } } } })).status,
      ).toBe(status);
      expect((await call("POST", "/api/admin/settings/oss", { member, body: { active: true } })).status).toBe(status);
      expect((await call("POST", "/api/admin/settings/exchange-rates", { member, body: { rates: { EUR: "0.25" } } })).status).toBe(status);
    },
  );

  it("refuses the signed out and a change without the CSRF token, and changes nothing", async () => {
    expect(await pagesAs(undefined).settings()).toBeNull();
    expect((await call("POST", "/api/admin/settings/oss", { body: { active: true } })).status).toBe(401);
    expect(
      (await call("POST", "/api/admin/settings/shipping-zones", { member: members.owner, body: zonesBody({ rate: "10" }), csrf: false }))
        .status,
    ).toBe(403);
    const rates = { rates: { EUR: "0.25" } };
    expect((await call("POST", "/api/admin/settings/exchange-rates", { member: members.owner, body: rates, csrf: false })).status).toBe(
      403,
    );
    expect((await settingsRead()).zones).toMatchObject({ updatedAt: null });
    expect(await rateAudits()).toEqual([]);
  });
});

describe("shipping zones", () => {
  it("answers the default zones, Romania's at SHIPPING_FLAT_RATE's rate and the spec's 200 lei, until the owner saves some", async () => {
    expect((await settingsRead()).zones).toEqual({
      zones: defaultShippingZones({ flatRateMinor: 1999, freeFromMinor: 20_000 }),
      updatedAt: null,
      updatedBy: null,
    });
  });

  it.each([
    [
      (form: ZonesForm) => void (form.zones[1]!.countries = "DE, ZZ"),
      "zones.1.countries",
      "Zone 2, countries: enter two-letter country codes",
      "Zona 2, țările: scrie coduri",
    ],
    [
      (form: ZonesForm) => void (form.zones[0]!.services[0]!.bands[0]!.amount = "19.999"),
      "zones.0.services.0.bands.0.amount",
      "Zone 1, service 1, step 1, rate (lei): enter an amount",
      "Zona 1, serviciul 1, treapta 1, tariful (lei): scrie o sumă",
    ],
    [
      (form: ZonesForm) => void (form.zones[0]!.name.en = " "),
      "zones.0.name.en",
      "Zone 1, English name: enter a value.",
      "Zona 1, numele în engleză: completează valoarea.",
    ],
    [
      (form: ZonesForm) => void (form.zones[0]!.freeFromCurrency = "XYZ"),
      "zones.0.freeFromCurrency",
      "Zone 1, threshold currency: choose one of the store's currencies.",
      "Zona 1, moneda pragului: alege",
    ],
    [(form: ZonesForm) => void (form.zones = []), "zones", "Zones: add at least one.", "Zonele: adaugă cel puțin unul."],
  ])(
    "refuses a form whose %#th problem is at %s, in English and Romanian, and changes nothing",
    async (spoil, field, english, romanian) => {
      const body = zonesBody();
      spoil(body);
      const en = await call("POST", "/api/admin/settings/shipping-zones", { member: members.owner, body });
      expect(en.status).toBe(400);
      expect(en.json.field).toBe(field);
      expect(en.json.error).toContain(english);
      const ro = await call("POST", "/api/admin/settings/shipping-zones", { member: members.owner, body, language: "ro" });
      expect(ro.json).toMatchObject({ field });
      expect(ro.json.error).toContain(romanian);
      expect(await settingAudits()).toEqual([]);
    },
  );

  it("refuses a body that is not the form's shape, naming the field", async () => {
    const answer = await call("POST", "/api/admin/settings/shipping-zones", { member: members.owner, body: { zones: [{ id: 3 }] } });
    expect(answer.status).toBe(400);
    expect(answer.json.field).toBe("zones.0.id");
  });

  it("saves the zones as typed, audits before and after, and a second save of the same is no change", async () => {
    const saved = await call("POST", "/api/admin/settings/shipping-zones", {
      member: members.owner,
      body: zonesBody({ rate: "24,5", freeFrom: "250" }),
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ changed: true, updatedAt: clock().toISOString(), updatedBy: "owner@elara.test" });
    const expected = defaultShippingZones({ flatRateMinor: 2450, freeFromMinor: 25_000 });
    expect(saved.json.zones).toEqual(expected);
    expect(await settingAudits()).toEqual([
      { action: "settings.change", staffEmail: "owner@elara.test", targetId: "shipping.zones", before: null, after: expected },
    ]);
    const again = await call("POST", "/api/admin/settings/shipping-zones", {
      member: members.owner,
      body: zonesBody({ rate: "24.50", freeFrom: "250.00" }),
    });
    expect(again.json).toMatchObject({ changed: false });
    expect(await settingAudits()).toHaveLength(1);
  });

  it("prices the next order with the new zones; an order placed before keeps what it was charged", async () => {
    const before = await orderShipping(kit.app);
    expect(before.shippingRonMinor).toBe(1999);

    // Free from 150 lei: one bottle (189 lei) now ships free.
    await call("POST", "/api/admin/settings/shipping-zones", { member: members.owner, body: zonesBody({ rate: "25", freeFrom: "150" }) });
    expect((await orderShipping(kit.app)).shippingRonMinor).toBe(0);
    // Free from 400 lei: two bottles (378 lei) pay the new rate.
    await call("POST", "/api/admin/settings/shipping-zones", { member: members.owner, body: zonesBody({ rate: "25", freeFrom: "400" }) });
    expect((await orderShipping(kit.app, 2)).shippingRonMinor).toBe(2500);

    const [kept] = await database.db
      .select({ shippingRonMinor: orders.shippingRonMinor })
      .from(orders)
      .where(eq(orders.orderNumber, before.orderNumber));
    expect(kept!.shippingRonMinor).toBe(1999);
  });
});

describe("VAT rates and the EU switch", () => {
  it("lists the 27 member states' rates, Romania first at 21 % and 11 %, and this year's EU sales beside the threshold", async () => {
    const answer = await settingsRead();
    expect(answer.vatRates).toHaveLength(27);
    expect(answer.vatRates[0]).toMatchObject({ country: "RO", standardPercent: 21, reducedPercent: 11, updatedBy: null });
    expect(answer.vatRates.find((rate) => rate.country === "FI")).toMatchObject({
      standardPercent: 25.5,
      reducedPercent: 13.5,
    });
    // EUR 10 000 at the seed's 0.201 € per leu: 49 751.24 lei.
    expect(answer.oss).toEqual({ active: false, euSalesRonMinor: 0, thresholdRonMinor: 4_975_124, updatedAt: null, updatedBy: null });
  });

  it("counts this year's confirmed sales to other member states without VAT, and not Romania's", async () => {
    const post = (country: string) =>
      kit.app.request(
        CREATE_ORDER_PATH,
        {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(
            orderBody([{ variantId: variants.papillex, quantity: 1 }], {
              paymentMethod: "cod",
              shippingAddress: {
                firstName: "A",
                lastName: "B",
                phone: "0722123456",
                address1: "X 1",
                city: "C",
                province: country === "RO" ? "Cluj" : "",
                zip: country === "RO" ? "400114" : "10115",
                country,
              },
            }),
          ),
        },
        socketFrom(),
      );
    expect((await post("RO")).status).toBe(201);
    // Cash on delivery is Romania's only: the German order is refused and counts nothing.
    expect((await post("DE")).status).toBe(400);
    const everywhere = zonesBody();
    for (const zone of everywhere.zones) zone.codAllowed = true;
    await call("POST", "/api/admin/settings/shipping-zones", { member: members.owner, body: everywhere });
    expect((await post("DE")).status).toBe(201);
    // 189.00 + 45.00 lei, less their 21 %: 156.20 + 37.19 lei.
    expect((await settingsRead()).oss.euSalesRonMinor).toBe(15_620 + 3_719);
  });

  it("changes the rates that moved, audited, refuses a reduced rate above the standard naming it, and the switch prices the next order", async () => {
    const refused = await call("POST", "/api/admin/settings/vat-rates", {
      member: members.owner,
      body: { rates: { DE: { standard: "19", reduced: "20" } } },
      language: "ro",
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({
      code: "invalid_field",
      field: "rates.DE.reduced",
      error: "Cota redusă de TVA pentru DE: cota redusă nu poate fi mai mare decât cea standard.",
    });

    const saved = await call("POST", "/api/admin/settings/vat-rates", {
      member: members.owner,
      body: { rates: { RO: { standard: "21", reduced: "11" }, DE: { standard: "20", reduced: "7" } } },
    });
    expect(saved.json.changed).toBe(true);
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.action, "vat_rates.change"));
    expect(audits).toMatchObject([
      {
        targetId: "DE",
        before: { DE: { standardPercent: 19, reducedPercent: 7 } },
        after: { DE: { standardPercent: 20, reducedPercent: 7 } },
      },
    ]);

    const on = await call("POST", "/api/admin/settings/oss", { member: members.owner, body: { active: true } });
    expect(on.json).toMatchObject({ changed: true, oss: { active: true, updatedBy: "owner@elara.test" } });
    const quote = await kit.app.request(
      "/api/price-order",
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ lines: [{ variantId: variants.papillex, quantity: 1 }], country: "DE" }),
      },
      socketFrom(),
    );
    // 156.20 lei net with Germany's new 20 %: 187.44 lei.
    expect(((await quote.json()) as { lines: { unitPrice: { amount: string } }[] }).lines[0]!.unitPrice.amount).toBe("187.44");
  });
});

describe("the backups' rhythm (issue 72 item 3)", () => {
  it("is hourly by default on the embedded database and daily on PostgreSQL; the owner changes it, audited, and only the owner", async () => {
    const { backups } = await settingsRead();
    const byDefault = backups.database === "embedded" ? "hourly" : "daily";
    expect(backups).toMatchObject({ hourly: byDefault === "hourly", updatedAt: null, updatedBy: null });
    const other = byDefault === "hourly" ? "daily" : "hourly";
    for (const member of [members.support, members.fulfilment])
      expect((await call("POST", "/api/admin/settings/backups", { member, body: { hourly: other === "hourly" } })).status).toBe(403);
    const refused = await call("POST", "/api/admin/settings/backups", { member: members.owner, body: { hourly: "yes" } });
    expect(refused.status).toBe(400);
    expect(refused.json.field).toBe("hourly");
    const saved = await call("POST", "/api/admin/settings/backups", { member: members.owner, body: { hourly: other === "hourly" } });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ changed: true, hourly: other === "hourly", updatedBy: "owner@elara.test" });
    expect(await settingAudits()).toEqual([
      { action: "settings.change", staffEmail: "owner@elara.test", targetId: "backups.rhythm", before: byDefault, after: other },
    ]);
    const again = await call("POST", "/api/admin/settings/backups", { member: members.owner, body: { hourly: other === "hourly" } });
    expect(again.json).toMatchObject({ changed: false });
    expect((await settingsRead()).backups).toMatchObject({ hourly: other === "hourly", updatedBy: "owner@elara.test" });
  });
});

describe("exchange rates", () => {
  it("lists every display currency's rate per leu, the seed's with nobody as their author", async () => {
    const { exchangeRates } = await settingsRead();
    expect(exchangeRates.map((rate) => rate.currencyCode)).toEqual(["AUD", "CAD", "EUR", "GBP", "JPY", "USD"]);
    expect(exchangeRates.find((rate) => rate.currencyCode === "EUR")).toMatchObject({
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
      const request = new Request("https://shop.example/cart");
      const answer = (await cartLoader({ context: otherPage(currency), request } as never)) as unknown as { data: { shipping: unknown } };
      return answer.data.shipping;
    };
    expect(await shownPrice()).toBe("37.99");
    expect(await cart("EUR")).toEqual({ currencyCode: "EUR", freeFromMinor: 4020, flatRateMinor: 402 });
    expect((await rootLoader({ context: otherPage("RON") } as never)).freeShippingText).toBe("200 lei");

    await call("POST", "/api/admin/settings/exchange-rates", { member: members.owner, body: { rates: { EUR: "0.25" } } });
    await call("POST", "/api/admin/settings/shipping-zones", { member: members.owner, body: zonesBody({ rate: "15", freeFrom: "300" }) });

    // 189 lei at 0.25 €/leu; the cart's threshold and rate in lei and converted; the header's threshold.
    expect(await shownPrice()).toBe("47.25");
    expect(await cart("RON")).toEqual({ currencyCode: "RON", freeFromMinor: 30_000, flatRateMinor: 1500 });
    expect(await cart("EUR")).toEqual({ currencyCode: "EUR", freeFromMinor: 7500, flatRateMinor: 375 });
    expect((await rootLoader({ context: otherPage("RON") } as never)).freeShippingText).toBe("300 lei");
    // And the other instance's next order: one bottle is below 300 lei.
    expect((await orderShipping(other.app)).shippingRonMinor).toBe(1500);
  });
});
