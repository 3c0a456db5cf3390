/**
 * The admin's own words for the codes it stores (`paid`, `fan_courier`, `awaiting_transfer` …), read once from the
 * admin pages' catalogue (`app/locales/{ro,en}/pages/admin.json`), so a spreadsheet says what the page says, in the
 * staff member's language (issue 40 item 9). A code the catalogue has no word for is written as it is, never dropped.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { CARRIER_NAMES, isCarrier } from "#domain/carriers";
import { SUPPORTED_LANGUAGES, type Language } from "#domain/locale";
import { LOCALES_DIR } from "#server/commerce/shared/locale";

const words = z.record(z.string(), z.string().min(1));

const catalogueSchema = z.object({
  orders: z.object({ status: words, fulfilment: words, method: words, paymentStatus: words }),
  order: z.object({ otherCarrier: z.string().min(1) }),
  newsletter: z.object({ status: words, source: words }),
  reports: z.object({
    columns: words,
    reasons: words,
    refundStatus: words,
    discountKinds: words,
    totalRow: z.string().min(1),
    yes: z.string().min(1),
    no: z.string().min(1),
    errors: words,
  }),
  growth: z.object({
    columns: words,
    channels: words,
    devices: words,
    noCampaign: z.string().min(1),
    unknownTable: z.string().min(1),
    touchError: z.string().min(1),
  }),
});

type Catalogue = z.output<typeof catalogueSchema>;

export interface AdminWords {
  orderStatus(code: string): string;
  fulfilment(code: string): string;
  paymentMethod(code: string): string;
  paymentStatus(code: string | null): string;
  carrier(code: string | null): string;
  subscriberStatus(code: string): string;
  subscriberSource(code: string): string;
  /** A refund's or a cancellation's reason: the store's own codes in words, what staff typed as typed. */
  reason(text: string): string;
  refundStatus(code: string): string;
  yesNo(value: boolean): string;
  /** What a row of the promotions' table is: an automatic `promotion` or a discount `code`. */
  discountKind(kind: string): string;
  /** The name of a table's totals row. */
  totalRow: string;
  column(key: string): string;
  /** A report's refusal: its period's (`from_date`, `from_order` …), or `unknown`. */
  reportError(key: string): string;
  /** The growth page's words: its columns, the channels and device classes, a missing campaign, an unknown table. */
  growth: {
    column(key: string): string;
    channel(code: string): string;
    device(code: string): string;
    noCampaign: string;
    unknownTable: string;
    touchError: string;
  };
}

function wordsFrom(catalogue: Catalogue): AdminWords {
  const look = (group: Record<string, string>) => (code: string) => group[code] ?? code;
  return {
    orderStatus: look(catalogue.orders.status),
    fulfilment: look(catalogue.orders.fulfilment),
    paymentMethod: look(catalogue.orders.method),
    paymentStatus: (code) => (code === null ? "" : look(catalogue.orders.paymentStatus)(code)),
    carrier: (code) => {
      if (code === null) return "";
      if (code === "other") return catalogue.order.otherCarrier;
      return isCarrier(code) ? CARRIER_NAMES[code] : code;
    },
    subscriberStatus: look(catalogue.newsletter.status),
    subscriberSource: look(catalogue.newsletter.source),
    reason: look(catalogue.reports.reasons),
    refundStatus: look(catalogue.reports.refundStatus),
    yesNo: (value) => (value ? catalogue.reports.yes : catalogue.reports.no),
    discountKind: look(catalogue.reports.discountKinds),
    totalRow: catalogue.reports.totalRow,
    column: look(catalogue.reports.columns),
    reportError: look(catalogue.reports.errors),
    growth: {
      column: look(catalogue.growth.columns),
      channel: look(catalogue.growth.channels),
      device: look(catalogue.growth.devices),
      noCampaign: catalogue.growth.noCampaign,
      unknownTable: catalogue.growth.unknownTable,
      touchError: catalogue.growth.touchError,
    },
  };
}

let loaded: Record<Language, AdminWords> | undefined;

/** Each language's words, read on first use and kept. */
export function adminWords(language: Language): AdminWords {
  loaded ??= Object.fromEntries(
    SUPPORTED_LANGUAGES.map((each) => {
      const file = path.join(LOCALES_DIR, each, "pages", "admin.json");
      const parsed = catalogueSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
      if (!parsed.success) throw new Error(`${file}: the admin's words lack ${parsed.error.issues[0]?.path.join(".")}`);
      return [each, wordsFrom(parsed.data)];
    }),
  ) as Record<Language, AdminWords>;
  return loaded[language];
}
