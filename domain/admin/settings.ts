/**
 * The owner's settings (issue 17 item 7, decision 0038; issue 21, decisions 0055–0056): display-currency and VAT
 * rates and the views of the shipping zones and the EU switch — what the admin's settings page sends, the server
 * checks with the same schemas, and what both read back.
 */
import { FEED_CHANNELS, FEED_TOKEN_MAX_LENGTH, FEED_TOKEN_PATTERN, feedUrls } from "../product-feeds.ts";
import { SUPPORTED_LANGUAGES } from "../locale.ts";
import { z } from "zod";
import { SHOP_CURRENCY, SUPPORTED_CURRENCIES, type CurrencyCode } from "../currency.ts";
import { RATE_SCALE } from "../currency-conversion.ts";
import type { ShippingZones } from "../shipping-zones.ts";
import { storedLicencesSchema } from "../licences.ts";
import { CASH_ON_DELIVERY_CONVERSIONS, CONVERSION_VALUES, type ConversionSettings } from "../conversions.ts";

/** The rates the owner sets: every display currency but the shop's own (1 leu is 1 leu). */
export const EDITABLE_RATE_CURRENCIES = SUPPORTED_CURRENCIES.filter((code): code is Exclude<CurrencyCode, "RON"> => code !== SHOP_CURRENCY);
export type EditableRateCurrency = (typeof EDITABLE_RATE_CURRENCIES)[number];

/** Rates are stored in micro-units (decision 0006): six decimals, so no more may be typed. */
export const RATE_DECIMALS = 6;
/** Units of a currency per leu: the yen is about 33; ten thousand is far beyond any real rate. */
export const RATE_MAX = 10_000;

/** Lei as the owner types them: "19.99", "19,9", "200" or "0"; null for anything else. */
export function parseLeiMinor(input: string): number | null {
  const value = input.trim();
  if (!/^\d{1,9}([.,]\d{1,2})?$/.test(value)) return null;
  const [whole, fraction = ""] = value.split(/[.,]/);
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** A rate as typed ("0.2010", "33,4"), in micro-units; null unless positive with at most six decimals. */
export function parseRateMicros(input: string): number | null {
  const value = input.trim();
  if (!new RegExp(`^\\d{1,5}([.,]\\d{1,${RATE_DECIMALS}})?$`).test(value)) return null;
  const [whole, fraction = ""] = value.split(/[.,]/);
  const micros = Number(whole) * RATE_SCALE + Number(fraction.padEnd(RATE_DECIMALS, "0"));
  return micros > 0 && micros <= RATE_MAX * RATE_SCALE ? micros : null;
}

/** The decimal sign the owner types in their language (both are accepted). */
const decimalSign = (language: string) => (language === "ro" ? "," : ".");

/** Micro-units as a decimal without trailing zeros: 201_000 → "0,201" / "0.201", 33_400_000 → "33,4" / "33.4". */
export function rateInputValue(micros: number, language: string): string {
  const whole = Math.trunc(micros / RATE_SCALE);
  const fraction = String(micros % RATE_SCALE)
    .padStart(RATE_DECIMALS, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}${decimalSign(language)}${fraction}` : String(whole);
}

function isEditableRateCurrency(code: string): code is EditableRateCurrency {
  return (EDITABLE_RATE_CURRENCIES as readonly string[]).includes(code);
}

/** POST /api/admin/settings/exchange-rates: one or several rates, units of the currency per 1 leu, as typed. */
export const exchangeRatesSchema = z.object({
  rates: z.record(z.string(), z.string({ error: "rate" }), { error: "required" }).transform((rates, context) => {
    const micros: Partial<Record<EditableRateCurrency, number>> = {};
    for (const [code, typed] of Object.entries(rates)) {
      const parsed = parseRateMicros(typed);
      if (!isEditableRateCurrency(code)) context.addIssue({ code: "custom", path: [code], message: "currency" });
      else if (parsed === null) context.addIssue({ code: "custom", path: [code], message: typed.trim() === "" ? "required" : "rate" });
      else micros[code] = parsed;
    }
    if (Object.keys(rates).length === 0) context.addIssue({ code: "custom", message: "required" });
    return micros;
  }),
});
export type ExchangeRatesInput = z.input<typeof exchangeRatesSchema>;

/** A web address longer than this is not one an owner types. */
export const ANPC_URL_MAX_LENGTH = 500;

/**
 * POST /api/admin/settings/anpc: where the footer's SOL pictogram links (issue 21 item 3), an https address, or ""
 * for none (then only the SAL pictogram shows).
 */
export const anpcSettingsSchema = z.object({
  solUrl: z
    .string({ error: "url" })
    .trim()
    .max(ANPC_URL_MAX_LENGTH, "url")
    .refine((value) => value === "" || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value), "url"),
});
export type AnpcSettingsInput = z.input<typeof anpcSettingsSchema>;

/** The SOL link as the admin shows it; `updatedAt`/`updatedBy` null while it was never set. */
export const anpcSettingsViewSchema = z.object({
  solUrl: z.string().nullable(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type AnpcSettingsView = z.infer<typeof anpcSettingsViewSchema>;

/** A stored setting with its last change, as the settings module's store answers it. */
interface SettingEntry<T> {
  value: T;
  updatedAt: Date | null;
  updatedBy: string | null;
}

/** When and by whom a setting was last saved, as every section of the settings page shows it. */
function lastChange(entry: SettingEntry<unknown>): { updatedAt: string | null; updatedBy: string | null } {
  return { updatedAt: entry.updatedAt?.toISOString() ?? null, updatedBy: entry.updatedBy };
}

/** The link is saved as "" when there is none. */
export function anpcSettingsView(entry: SettingEntry<string>): AnpcSettingsView {
  return { solUrl: entry.value || null, ...lastChange(entry) };
}

/**
 * POST /api/admin/settings/feeds: the product feeds' secret (issue 67 item 4, decision 0147), letters, digits, "-" and
 * "_", 16 to 128 of them, or "" for public feeds.
 */
export const feedSettingsSchema = z.object({
  token: z
    .string({ error: "token" })
    .trim()
    .max(FEED_TOKEN_MAX_LENGTH, "token")
    .refine((value) => value === "" || FEED_TOKEN_PATTERN.test(value), "token"),
});
export type FeedSettingsInput = z.input<typeof feedSettingsSchema>;

/** The feeds' addresses to paste into each channel, the secret, and its last change. */
export const feedSettingsViewSchema = z.object({
  token: z.string().nullable(),
  feeds: z.array(z.object({ channel: z.enum(FEED_CHANNELS), language: z.enum(SUPPORTED_LANGUAGES), url: z.string() })),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type FeedSettingsView = z.infer<typeof feedSettingsViewSchema>;
export const feedSettingsChangeSchema = feedSettingsViewSchema.extend({ changed: z.boolean() });

/** The view of the stored secret: the addresses carry it, so the owner copies each one whole. */
export function feedSettingsView(baseUrl: string, entry: SettingEntry<string>): FeedSettingsView {
  return { token: entry.value || null, feeds: feedUrls(baseUrl, entry.value), ...lastChange(entry) };
}

/**
 * POST /api/admin/settings/conversions (issue 67 item 3, decision 0155): whether consented purchases go to the
 * connected ad platforms, the value they carry, and when a cash-on-delivery order counts.
 */
export const conversionSettingsInputSchema = z.object({
  send: z.boolean({ error: "required" }),
  value: z.enum(CONVERSION_VALUES, { error: "invalid" }),
  cashOnDelivery: z.enum(CASH_ON_DELIVERY_CONVERSIONS, { error: "invalid" }),
});

/** The choices, which platforms the environment connects (their public ids, never a secret), and the last change. */
export const conversionSettingsViewSchema = conversionSettingsInputSchema.extend({
  ga4MeasurementId: z.string().nullable(),
  metaPixelId: z.string().nullable(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type ConversionSettingsView = z.infer<typeof conversionSettingsViewSchema>;
export const conversionSettingsChangeSchema = conversionSettingsViewSchema.extend({ changed: z.boolean() });

export function conversionSettingsView(
  accounts: { ga4?: { measurementId: string }; meta?: { pixelId: string } },
  entry: SettingEntry<ConversionSettings>,
): ConversionSettingsView {
  return {
    ...entry.value,
    ga4MeasurementId: accounts.ga4?.measurementId ?? null,
    metaPixelId: accounts.meta?.pixelId ?? null,
    ...lastChange(entry),
  };
}

/** One display currency's rate: units per 1 leu, in micro-units, with its last change. */
export const exchangeRateViewSchema = z.object({
  currencyCode: z.string(),
  unitsPerRonMicros: z.number().int(),
  updatedAt: z.string(),
  /** Null for the seed's rate, or when the member who set it is gone. */
  updatedBy: z.string().nullable(),
});
export type ExchangeRateView = z.infer<typeof exchangeRateViewSchema>;

/** One country's VAT rates as the admin shows them (decision 0055), with their last change. */
export const vatRateViewSchema = z.object({
  country: z.string(),
  standardPercent: z.number(),
  reducedPercent: z.number(),
  updatedAt: z.string(),
  /** Null for the seed's rates, or when the member who set them is gone. */
  updatedBy: z.string().nullable(),
});
export type VatRateView = z.infer<typeof vatRateViewSchema>;

/** A VAT rate as typed: "21", "25,5", "13.50"; null unless a percent from 0 to 100 with at most two decimals. */
export function parseVatPercent(input: string): number | null {
  const value = input.trim();
  if (!/^\d{1,3}([.,]\d{1,2})?$/.test(value)) return null;
  const percent = Number(value.replace(",", "."));
  return percent <= 100 ? percent : null;
}

/** A percent as an input's value: "25,5" in Romanian, "25.5" in English. */
export function vatPercentInputValue(percent: number, language: string): string {
  return String(percent).replace(".", decimalSign(language));
}

/** POST /api/admin/settings/vat-rates: every country's standard and reduced rate, as typed. */
export const vatRatesSchema = z.object({
  rates: z
    .record(
      z.string(),
      z.object({ standard: z.string({ error: "required" }), reduced: z.string({ error: "required" }) }, { error: "required" }),
      {
        error: "required",
      },
    )
    .transform((rates, context) => {
      const parsed: Record<string, { standardPercent: number; reducedPercent: number }> = {};
      for (const [country, typed] of Object.entries(rates)) {
        if (!/^[A-Z]{2}$/.test(country)) {
          context.addIssue({ code: "custom", path: [country, "standard"], message: "country" });
          continue;
        }
        const standard = parseVatPercent(typed.standard);
        const reduced = parseVatPercent(typed.reduced);
        if (standard === null)
          context.addIssue({ code: "custom", path: [country, "standard"], message: typed.standard.trim() === "" ? "required" : "percent" });
        if (reduced === null)
          context.addIssue({ code: "custom", path: [country, "reduced"], message: typed.reduced.trim() === "" ? "required" : "percent" });
        else if (standard !== null && reduced > standard)
          context.addIssue({ code: "custom", path: [country, "reduced"], message: "reduced_above" });
        if (standard !== null && reduced !== null) parsed[country] = { standardPercent: standard, reducedPercent: reduced };
      }
      if (Object.keys(rates).length === 0) context.addIssue({ code: "custom", message: "required" });
      return parsed;
    }),
});
export type VatRatesInput = z.input<typeof vatRatesSchema>;

/** The EU distance-selling switch (decision 0055) with what the owner decides it from. */
export const ossSettingViewSchema = z.object({
  active: z.boolean(),
  /** This calendar year's sales to consumers in other member states, without VAT, in lei. */
  euSalesRonMinor: z.number().int(),
  /** EUR 10 000 in lei at the store's euro rate; null without one. */
  thresholdRonMinor: z.number().int().nullable(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type OssSettingView = z.infer<typeof ossSettingViewSchema>;

const localTextSchema = z.object({ ro: z.string(), en: z.string() });

/**
 * The zones as an answer carries them. `ShippingZones` stays an interface in shipping-zones.ts, which the shop's pages
 * read without zod; `satisfies` holds this schema to it.
 */
export const shippingZonesSchema = z.object({
  zones: z.array(
    z.object({
      id: z.string(),
      name: localTextSchema,
      countries: z.array(z.string()),
      everyOtherCountry: z.boolean(),
      freeFrom: z.object({ amountMinor: z.number().int(), currencyCode: z.string() }).nullable(),
      codAllowed: z.boolean(),
      services: z.array(
        z.object({
          id: z.string(),
          name: localTextSchema,
          deliveryTime: localTextSchema,
          rate: z.discriminatedUnion("kind", [
            z.object({
              kind: z.literal("value"),
              bands: z.array(z.object({ fromMinor: z.number().int(), amountMinor: z.number().int() })),
            }),
            z.object({
              kind: z.literal("weight"),
              bands: z.array(z.object({ upToGrams: z.number().int(), amountMinor: z.number().int() })),
            }),
          ]),
        }),
      ),
    }),
  ),
}) satisfies z.ZodType<ShippingZones>;

/** The shipping zones as the admin edits them (decision 0056); `updatedAt` null while the defaults apply. */
export const shippingZonesViewSchema = z.object({
  zones: shippingZonesSchema,
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type ShippingZonesView = z.infer<typeof shippingZonesViewSchema>;

/** What each settings change answers: the setting as it is now, and whether anything changed. */
export const shippingZonesChangeSchema = shippingZonesViewSchema.extend({ changed: z.boolean() });
export const vatRatesChangeSchema = z.object({ changed: z.boolean(), rates: z.array(vatRateViewSchema) });
export const ossChangeSchema = z.object({ changed: z.boolean(), oss: ossSettingViewSchema });
export const anpcChangeSchema = anpcSettingsViewSchema.extend({ changed: z.boolean() });

/** The store's authorisations as the admin shows them (issue 66 item 2, decision 0141), with their last change. */
export const licencesSettingsViewSchema = z.object({
  licences: storedLicencesSchema,
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type LicencesSettingsView = z.infer<typeof licencesSettingsViewSchema>;
export const licencesChangeSchema = licencesSettingsViewSchema.extend({ changed: z.boolean() });

export function licencesSettingsView(entry: SettingEntry<LicencesSettingsView["licences"]>): LicencesSettingsView {
  return { licences: entry.value, ...lastChange(entry) };
}

/** POST /api/admin/settings/shipping-by-hand: the owner ships without a courier account, on purpose. */
export const shippingByHandSchema = z.object({ byHand: z.boolean({ error: "required" }) });
export const shippingByHandViewSchema = z.object({
  byHand: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type ShippingByHandView = z.infer<typeof shippingByHandViewSchema>;
export const shippingByHandChangeSchema = shippingByHandViewSchema.extend({ changed: z.boolean() });

export function shippingByHandView(entry: SettingEntry<boolean>): ShippingByHandView {
  return { byHand: entry.value, ...lastChange(entry) };
}

/** POST /api/admin/settings/backups: hourly backups, or daily ones (issue 72 item 3, decision 0179). */
export const backupRhythmSchema = z.object({ hourly: z.boolean({ error: "required" }) });
export const backupRhythmViewSchema = z.object({
  hourly: z.boolean(),
  /** Whether BACKUP_DIR is set: without it the store takes no backup, whatever the rhythm. */
  configured: z.boolean(),
  /** The database the backups copy: the recovery point the page states depends on it. */
  database: z.enum(["embedded", "postgresql"]),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type BackupRhythmView = z.infer<typeof backupRhythmViewSchema>;
export const backupRhythmChangeSchema = backupRhythmViewSchema.extend({ changed: z.boolean() });

export function backupRhythmView(
  entry: SettingEntry<"hourly" | "daily">,
  store: Pick<BackupRhythmView, "configured" | "database">,
): BackupRhythmView {
  return { hourly: entry.value === "hourly", ...store, ...lastChange(entry) };
}

export const exchangeRatesChangeSchema = z.object({ changed: z.boolean(), rates: z.array(exchangeRateViewSchema) });
/** POST /api/admin/settings/oss. */
export const ossSwitchSchema = z.object({ active: z.boolean({ error: "required" }) });

/** Everything the owner's settings page shows (GET /admin/settings's loader), one section's view each. */
export interface SettingsPageView {
  zones: ShippingZonesView;
  vatRates: VatRateView[];
  oss: OssSettingView;
  exchangeRates: ExchangeRateView[];
  holdUnverified: boolean;
  anpc: AnpcSettingsView;
  licences: LicencesSettingsView;
  shippingByHand: ShippingByHandView;
  backups: BackupRhythmView;
  feeds: FeedSettingsView;
  conversions: ConversionSettingsView;
}
