/**
 * Revenue per promotion and per code (issue 68 item 1), on PGlite and (with TEST_DATABASE_URL) PostgreSQL: the
 * reports and the growth page count the orders placed in the period and kept that each automatic promotion and
 * discount code applied to, what each took off them and what those orders came to; a cancelled order's released use,
 * an order awaiting payment and an order of another period do not count; an order with a promotion and a code counts
 * under both and once in the totals. Then the spreadsheets in both languages, and a placed order showing its discount
 * by title: the shopper's order, the admin's order detail and the confirmation email.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { discountCodes, promotions, promotionUses } from "#server/db/schema";
import type { OrderRow } from "#server/commerce/shared/order-rows";
import { confirmationSummary } from "#server/commerce/orders/orders-confirmation";
import { promotionUsesOfOrders } from "#server/commerce/promotions/module";
import { renderOrderConfirmation } from "#server/mail/order-confirmation";
import { testClock } from "#tests/server/account-kit.ts";
import { insertOrderRow } from "#tests/server/orders-kit.ts";
import { buildTestApp } from "#tests/server/platform-kit.ts";
import { staffKit, type StaffMemberSession } from "#tests/server/staff-kit.ts";
import { testDatabaseForFile } from "#tests/server/test-database.ts";
import { orderJson } from "../orders-json.ts";

const database = testDatabaseForFile();
const clock = testClock(new Date("2026-11-30T09:00:00.000Z"));
const PERIOD = { from: "2026-11-01", to: "2026-11-30" };
const QUERY = `from=${PERIOD.from}&to=${PERIOD.to}`;

let kit: ReturnType<typeof buildTestApp>;
let staff: ReturnType<typeof staffKit>;
let owner: StaffMemberSession;
const ids = { tiers: 0, gift: 0, shipping: 0 };
let both: OrderRow;

const TIERS = { ro: "2 produse −10 %", en: "2 products −10%" };
const GIFT = { ro: "Cadou: un shaker", en: "Gift: a shaker" };
const SHIPPING = { ro: "Transport gratuit peste 150 lei", en: "Free shipping over 150 lei" };

const ADDRESS = {
  firstName: "Ana",
  lastName: "Pop",
  company: "",
  address1: "Str. Lalelelor 1",
  address2: "",
  city: "Cluj-Napoca",
  province: "Cluj",
  zip: "400001",
  country: "RO",
  phone: "0722000000",
};

const at = (iso: string) => ({ createdAt: new Date(iso), updatedAt: new Date(iso) });

async function use(promotionId: number, order: OrderRow, title: string, amount: number, released = false) {
  await database.db
    .insert(promotionUses)
    .values({ promotionId, orderId: order.id, title, amountMinor: amount, amountRonMinor: amount, released, createdAt: order.createdAt });
}

/** An order with its discount split as checkout records it: the promotions' part and the code's. */
const discounted = (totalMinor: number, promotionMinor: number, codeMinor: number, code: string | null = null) => ({
  totalMinor,
  subtotalMinor: totalMinor + promotionMinor + codeMinor,
  subtotalRonMinor: totalMinor + promotionMinor + codeMinor,
  discountMinor: promotionMinor + codeMinor,
  discountRonMinor: promotionMinor + codeMinor,
  promotionDiscountMinor: promotionMinor,
  promotionDiscountRonMinor: promotionMinor,
  ...(code ? { discountCode: code, discountKind: "percent", discountPercent: 10 } : {}),
});

beforeAll(async () => {
  kit = buildTestApp(database, { clock });
  staff = staffKit(kit, clock);
  owner = await staff.signIn("owner@elara.test", "owner");

  const [tiers, gift, shipping] = await database.db
    .insert(promotions)
    .values([
      { titleRo: TIERS.ro, titleEn: TIERS.en, kind: "amount_off", valueKind: "percent", percent: 10 },
      { titleRo: GIFT.ro, titleEn: GIFT.en, kind: "gift" },
      { titleRo: SHIPPING.ro, titleEn: SHIPPING.en, kind: "free_shipping", minSubtotalRonMinor: 15_000 },
    ])
    .returning();
  Object.assign(ids, { tiers: tiers!.id, gift: gift!.id, shipping: shipping!.id });
  await database.db.insert(discountCodes).values([
    { code: "TOAMNA10", percent: 10, source: "admin" },
    { code: "VARA5", kind: "fixed", amountRonMinor: 500, source: "admin" },
  ]);

  // Cash on delivery with the tiers' 10 lei off.
  const cod = await insertOrderRow(database.db, {
    status: "payment_due_on_delivery",
    paymentMethod: "cod",
    ...discounted(9_000, 1_000, 0),
    ...at("2026-11-10T10:00:00.000Z"),
  });
  await use(ids.tiers, cod, TIERS.ro, 1_000);
  // Paid by card: the tiers' 15 lei, a gift of 5 lei and the code TOAMNA10's 15 lei.
  both = await insertOrderRow(database.db, {
    status: "paid",
    paidAt: new Date("2026-11-12T10:05:00.000Z"),
    shippingAddress: { ...ADDRESS },
    ...discounted(17_000, 2_000, 1_500, "TOAMNA10"),
    ...at("2026-11-12T10:00:00.000Z"),
  });
  await use(ids.tiers, both, TIERS.ro, 1_500);
  await use(ids.gift, both, GIFT.ro, 500);
  // Code VARA5 and free shipping (19.90 lei it would have cost), in English.
  const shipped = await insertOrderRow(database.db, {
    status: "paid",
    language: "en",
    paidAt: new Date("2026-11-20T10:05:00.000Z"),
    ...discounted(20_000, 0, 500, "VARA5"),
    ...at("2026-11-20T10:00:00.000Z"),
  });
  await use(ids.shipping, shipped, SHIPPING.en, 1_990);

  // None of these count: cancelled (its use released), awaiting payment, placed the day before the period.
  const cancelled = await insertOrderRow(database.db, {
    status: "cancelled",
    paymentMethod: "cod",
    ...discounted(30_000, 3_000, 1_000, "TOAMNA10"),
    ...at("2026-11-14T10:00:00.000Z"),
  });
  await use(ids.tiers, cancelled, TIERS.ro, 3_000, true);
  const awaiting = await insertOrderRow(database.db, {
    status: "pending_payment",
    ...discounted(30_000, 3_000, 0),
    ...at("2026-11-15T10:00:00.000Z"),
  });
  await use(ids.tiers, awaiting, TIERS.ro, 3_000);
  const before = await insertOrderRow(database.db, {
    status: "paid",
    paidAt: new Date("2026-10-31T21:00:00.000Z"),
    ...discounted(30_000, 3_000, 0),
    // 31 October, 22:00 in Bucharest: the day before the period, though 2026-10-31T21:00Z is close to its midnight.
    ...at("2026-10-31T20:00:00.000Z"),
  });
  await use(ids.tiers, before, TIERS.ro, 3_000);
});

const EXPECTED = () => ({
  rows: [
    { kind: "promotion", promotionId: ids.tiers, title: TIERS, orders: 2, discountRonMinor: 2_500, revenueRonMinor: 26_000 },
    { kind: "promotion", promotionId: ids.shipping, title: SHIPPING, orders: 1, discountRonMinor: 1_990, revenueRonMinor: 20_000 },
    { kind: "promotion", promotionId: ids.gift, title: GIFT, orders: 1, discountRonMinor: 500, revenueRonMinor: 17_000 },
    {
      kind: "code",
      promotionId: null,
      title: { ro: "TOAMNA10", en: "TOAMNA10" },
      orders: 1,
      discountRonMinor: 1_500,
      revenueRonMinor: 17_000,
    },
    { kind: "code", promotionId: null, title: { ro: "VARA5", en: "VARA5" }, orders: 1, discountRonMinor: 500, revenueRonMinor: 20_000 },
  ],
  totals: { orders: 3, discountRonMinor: 6_990, revenueRonMinor: 46_000 },
});

describe("revenue per promotion and per code", () => {
  it("counts the period's kept orders each promotion and code applied to, the same in the reports and the growth page", async () => {
    const reports = await staff.pagesAs(owner).reports(new URLSearchParams(QUERY));
    expect(reports?.ok && reports.view.promotions).toEqual(EXPECTED());
    const growth = await staff.pagesAs(owner).growth(new URLSearchParams(QUERY));
    expect(growth?.ok && growth.view.promotions).toEqual(EXPECTED());
  });

  it("shows nothing for a period without promotions or codes", async () => {
    const reports = await kit.platform.orders.backOffice.reports({ from: "2026-09-01", to: "2026-09-30" });
    expect(reports.promotions).toEqual({ rows: [], totals: { orders: 0, discountRonMinor: 0, revenueRonMinor: 0 } });
  });

  it("sends the table as a spreadsheet in the member's language, in the reports and the growth page", async () => {
    const lines = async (path: string, language: string) => {
      const answer = await staff.call("GET", path, { member: owner, language });
      expect(answer.status).toBe(200);
      return {
        name: answer.response.headers.get("Content-Disposition"),
        lines: (await answer.response.text())
          .replace(/^\uFEFF/, "")
          .trim()
          .split("\r\n"),
      };
    };
    const english = await lines(`/api/admin/reports/promotions.csv?${QUERY}`, "en");
    expect(english.name).toBe('attachment; filename="promotions-and-codes-2026-11-01-2026-11-30.csv"');
    expect(english.lines).toEqual([
      "Promotion or code,Kind,Orders,Discount given,Revenue of these orders",
      "2 products −10%,Automatic promotion,2,25.00,260.00",
      "Free shipping over 150 lei,Automatic promotion,1,19.90,200.00",
      "Gift: a shaker,Automatic promotion,1,5.00,170.00",
      "TOAMNA10,Discount code,1,15.00,170.00",
      "VARA5,Discount code,1,5.00,200.00",
      "Total,,3,69.90,460.00",
    ]);
    const romanian = await lines(`/api/admin/growth/promotions.csv?${QUERY}`, "ro");
    expect(romanian.name).toBe('attachment; filename="promotii-si-coduri-last-2026-11-01-2026-11-30.csv"');
    expect(romanian.lines[0]).toBe("Promoție sau cod;Tip;Comenzi;Reducere dată;Venit din aceste comenzi");
    expect(romanian.lines[1]).toBe("2 produse −10 %;Promoție automată;2;25,00;260,00");
    expect(romanian.lines.at(-1)).toBe("Total;;3;69,90;460,00");
  });
});

describe("a placed order shows its discount by title", () => {
  it("answers the shopper one allocation per promotion beside the code's own part", async () => {
    const view = await kit.platform.orders.lookup.viewById(both.id);
    const json = orderJson(view!, { withAddresses: false });
    expect(json.discountAllocations).toEqual([
      { title: TIERS.ro, kind: "discount", amount: { amount: "15.00", currencyCode: "RON" } },
      { title: GIFT.ro, kind: "gift", amount: { amount: "5.00", currencyCode: "RON" } },
    ]);
    expect(json.promotionDiscount).toEqual({ amount: "20.00", currencyCode: "RON" });
    expect(json.discount).toMatchObject({ code: "TOAMNA10", amount: { amount: "15.00", currencyCode: "RON" } });
  });

  it("gives staff each promotion, in lei too, beside the code's discount", async () => {
    const detail = await kit.platform.orders.backOffice.detail(both.orderNumber);
    expect(detail?.money).toMatchObject({
      discountMinor: 3_500,
      promotionDiscountMinor: 2_000,
      discountCode: "TOAMNA10",
      promotions: [
        { title: TIERS.ro, kind: "discount", amountMinor: 1_500, amountRonMinor: 1_500 },
        { title: GIFT.ro, kind: "gift", amountMinor: 500, amountRonMinor: 500 },
      ],
      ron: { discountMinor: 3_500, promotionDiscountMinor: 2_000 },
    });
  });

  it("writes the confirmation email's discount as one row per promotion and the code's row", async () => {
    const uses = await promotionUsesOfOrders(database.db, [both.id]);
    const branding = { brandName: "Elara", baseUrl: "https://elara.test", supportEmail: "help@elara.test" };
    const text = (language: "ro" | "en") =>
      renderOrderConfirmation(branding, {
        to: both.email,
        language,
        summary: confirmationSummary(both, [], null, language, uses),
        subscriptionUrl: null,
      }).text;
    const romanian = text("ro");
    expect(romanian).toMatch(/2 produse −10 %.*−15,00/);
    expect(romanian).toMatch(/Cadou: un shaker.*−5,00/);
    expect(romanian).toMatch(/Reducere \(TOAMNA10\).*−15,00/);
    expect(romanian).not.toMatch(/35,00/);
    // The owner's notice in English names the promotions in English.
    expect(text("en")).toMatch(/2 products −10%: −15,00\sRON/);
  });
});
