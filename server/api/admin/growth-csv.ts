/**
 * The growth page's tables as spreadsheets (issue 67 item 2): written like the reports (decision 0034) — UTF-8 with a
 * byte-order mark, each language's Excel separators and decimal mark, channels and devices in the admin's words, and
 * a campaign name (typed by whoever tagged the link) written as text if Excel would run it as a formula.
 */
import type { GrowthFunnelRow, GrowthRevenueRow, GrowthTable, GrowthView } from "#domain/admin/growth";
import type { Language } from "#domain/locale";
import { toDecimalString } from "#domain/money";
import { asText, CSV_FORMAT, csvStart } from "./csv.ts";
import { DISCOUNT_REVENUE_COLUMNS, discountRevenueRows } from "./discount-revenue-csv.ts";
import type { AdminWords } from "./words.ts";

const FILE_NAMES: Record<Language, Record<GrowthTable, string>> = {
  ro: {
    channels: "venituri-pe-canal",
    campaigns: "venituri-pe-campanie",
    customers: "clienti-noi-si-care-revin",
    subscriptions: "abonamente-pe-canal",
    promotions: "promotii-si-coduri",
    "funnel-channels": "palnia-pe-canal",
    "funnel-devices": "palnia-pe-dispozitiv",
  },
  en: {
    channels: "revenue-by-channel",
    campaigns: "revenue-by-campaign",
    customers: "new-and-returning-customers",
    subscriptions: "subscriptions-by-channel",
    promotions: "promotions-and-codes",
    "funnel-channels": "funnel-by-channel",
    "funnel-devices": "funnel-by-device",
  },
};

export function growthFileName(language: Language, table: GrowthTable, view: Pick<GrowthView, "period" | "touch">): string {
  return `${FILE_NAMES[language][table]}-${view.touch}-${view.period.from}-${view.period.to}.csv`;
}

const REVENUE_COLUMNS = ["visits", "orders", "ordered", "paidOrders", "paid", "refusedOrders", "refused", "conversion", "averageOrder"];
const FUNNEL_COLUMNS = ["visits", "productViews", "addsToCart", "checkoutsStarted", "orders", "delivered", "paidCount"];
const COLUMNS: Record<GrowthTable, string[]> = {
  channels: ["channel", ...REVENUE_COLUMNS],
  campaigns: ["channel", "source", "medium", "campaign", ...REVENUE_COLUMNS],
  customers: ["channel", "newCustomers", "newRevenue", "returningCustomers", "returningRevenue"],
  subscriptions: ["channel", "subscriptions", "signups"],
  promotions: DISCOUNT_REVENUE_COLUMNS,
  "funnel-channels": ["channel", ...FUNNEL_COLUMNS],
  "funnel-devices": ["device", ...FUNNEL_COLUMNS],
};

export function growthCsv(language: Language, table: GrowthTable, view: GrowthView, words: AdminWords): string {
  const format = CSV_FORMAT[language];
  const lei = (minor: number) => toDecimalString(minor, "RON").replace(".", format.decimal);
  const counted = (value: number | null) => value ?? "";
  const revenue = (row: GrowthRevenueRow) => [
    counted(row.visits),
    row.orders,
    lei(row.orderedRonMinor),
    row.paidOrders,
    lei(row.paidRonMinor),
    row.refusedOrders,
    lei(row.refusedRonMinor),
    row.conversionPercent === null ? "" : row.conversionPercent.toFixed(1).replace(".", format.decimal),
    row.averageOrderRonMinor === null ? "" : lei(row.averageOrderRonMinor),
  ];
  const funnel = (row: GrowthFunnelRow) => [
    counted(row.visits),
    counted(row.productViews),
    counted(row.addsToCart),
    counted(row.checkoutsStarted),
    row.orders,
    row.delivered,
    row.paid,
  ];
  const channel = words.growth.channel;
  const rows: (string | number)[][] = (() => {
    switch (table) {
      case "channels":
        return view.channels.map((row) => [channel(row.channel), ...revenue(row)]);
      case "campaigns":
        return view.campaigns.map((row) => [
          channel(row.channel),
          asText(row.source),
          asText(row.medium),
          asText(row.campaign || words.growth.noCampaign),
          ...revenue(row),
        ]);
      case "customers":
        return view.customers.map((row) => [
          channel(row.channel),
          row.newCustomers,
          lei(row.newRonMinor),
          row.returningCustomers,
          lei(row.returningRonMinor),
        ]);
      case "subscriptions":
        return view.subscriptions.map((row) => [channel(row.channel), row.subscriptions, row.signups]);
      case "promotions":
        return discountRevenueRows(language, view.promotions, words);
      case "funnel-channels":
        return view.funnelByChannel.map((row) => [channel(row.key), ...funnel(row)]);
      case "funnel-devices":
        return view.funnelByDevice.map((row) => [words.growth.device(row.key), ...funnel(row)]);
    }
  })();
  const header = table === "promotions" ? COLUMNS[table].map(words.column) : COLUMNS[table].map(words.growth.column);
  return csvStart(language, [header, ...rows]);
}
