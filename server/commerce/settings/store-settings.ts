/**
 * The owner's decisions that are not configuration (issue 17): each setting has a key, a schema and a
 * default; it is stored as JSON in `store_settings` and read from the database on every use, so a change
 * made through one instance applies on the next request in all of them. Every change is audited.
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { DEFAULT_SHIPPING_FLAT_RATE_MINOR, FREE_SHIPPING_THRESHOLD_MINOR } from "#domain/shipping";
import { storedZonesSchema } from "#domain/shipping-zones-schema";
import { ANPC_URL_MAX_LENGTH } from "#domain/admin/settings";
import { DEFAULT_FLOW_SETTINGS, flowSettingsSchema } from "#domain/retention-flows";
import { DEFAULT_SAVE_OFFER_SETTINGS, SAVE_OFFER_BOUNDS } from "#domain/save-offers";
import { flowTextOverridesSchema } from "#domain/flow-texts";
import { storedLicencesSchema } from "#domain/licences";
import { FEED_TOKEN_MAX_LENGTH } from "#domain/product-feeds";
import { conversionSettingsSchema, DEFAULT_CONVERSION_SETTINGS } from "#domain/conversions";
import { DEFAULT_LOYALTY_SETTINGS, loyaltySettingsSchema } from "#domain/loyalty";
import { BACKUP_STALE_AFTER_HOURS, type BackupRhythm } from "#domain/backup-status";
import { INVOICE_ISSUERS, type InvoiceIssuerName } from "#domain/invoice";
import type { Database } from "#server/db/client";
import { storeSettings } from "#server/db/schema";
import type { Clock } from "#server/commerce/shared/clock";
import type { StaffActor, StaffAudit, StaffEmails } from "#server/commerce/shared/staff-audit";

const bani = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

const bounded = ({ min, max }: { min: number; max: number }) => z.number().int().min(min).max(max);

const SETTINGS = {
  /**
   * Who numbers the store's invoices and credit notes (issue 70 item 2, decision 0177): Elara's own series, or the
   * owner's Oblio or SmartBill account (set in the environment). The invoicing module refuses an issuer not configured.
   */
  "invoicing.issuer": { schema: z.enum(INVOICE_ISSUERS as [InvoiceIssuerName, ...InvoiceIssuerName[]]), fallback: "elara" },
  /** Reviews by someone not known to have bought the product wait for approval. */
  "reviews.holdUnverified": { schema: z.boolean(), fallback: false },
  /**
   * Shipping in lei (bani): free from `freeFromMinor`, else `flatRateMinor` (decision 0038). Since the zones
   * (decision 0056) it is what the default Romanian zone charges until the owner saves zones; a store that had
   * saved terms keeps them that way.
   */
  "shipping.terms": {
    schema: z.object({ flatRateMinor: bani, freeFromMinor: bani }),
    fallback: { flatRateMinor: DEFAULT_SHIPPING_FLAT_RATE_MINOR, freeFromMinor: FREE_SHIPPING_THRESHOLD_MINOR },
  },
  /**
   * The shipping zones (decision 0056); null until the owner saves some, when the default zones apply with
   * `shipping.terms` as Romania's rate and threshold.
   */
  "shipping.zones": { schema: storedZonesSchema.nullable(), fallback: null },
  /**
   * The store's cross-border sales to EU consumers passed the EU threshold (EUR 10 000 a year): orders to other
   * member states carry their VAT (OSS) rather than Romania's (decision 0055). The owner switches it.
   */
  "vat.ossActive": { schema: z.boolean(), fallback: false },
  /**
   * Where the footer's SOL pictogram links (ANPC Order 449/2022; issue 21 item 3). The EU's online dispute platform
   * it used to name closed on 20 July 2025, so the owner or their lawyer decides; "": only the SAL pictogram shows.
   */
  "anpc.solUrl": { schema: z.string().max(ANPC_URL_MAX_LENGTH), fallback: "" },
  /**
   * The store's authorisations, the DSVSA registration first among them (ANPC Order 225/2023 asks a trader to show
   * them before the order; issue 66 item 2, decision 0141). Migration 0056 carried the single DSVSA registration of
   * before (`licences.dsvsa`, issue 64 item 2) into it.
   */
  "licences.list": { schema: storedLicencesSchema, fallback: [] },
  /**
   * The owner ships by hand without a courier account, on purpose (issue 64 item 2): the launch checklist's courier
   * item is then done without one. A choice, so it is stored and audited like any setting.
   */
  "shipping.byHand": { schema: z.boolean(), fallback: false },
  /**
   * How often the store takes its own backup when BACKUP_DIR is set (issue 72 item 3, decision 0179): hourly by default
   * on the embedded database, whose backups are its only copies, daily on PostgreSQL (settings module's fallback).
   */
  "backups.rhythm": { schema: z.enum(Object.keys(BACKUP_STALE_AFTER_HOURS) as [BackupRhythm, ...BackupRhythm[]]), fallback: "daily" },
  /** The marketing flows: each on or off with its delay, and the holdout's share (issue 46, decision 0110). */
  "retention.flows": { schema: flowSettingsSchema, fallback: DEFAULT_FLOW_SETTINGS },
  /** The owner's texts of the flow emails, each overriding its default in code (decision 0116). */
  "retention.texts": { schema: flowTextOverridesSchema, fallback: {} },
  /**
   * The product feeds' secret (issue 67 item 4, decision 0147): when set, a feed is served only to a request whose
   * `?token=` matches it; "": the feeds are public, as the product pages they list.
   */
  "feeds.token": { schema: z.string().max(FEED_TOKEN_MAX_LENGTH), fallback: "" },
  /**
   * Whether consented purchases go to the connected ad platforms, with what value and when for cash on delivery
   * (issue 67 item 3, decision 0155); off until the owner turns it on.
   */
  "conversions.settings": { schema: conversionSettingsSchema, fallback: DEFAULT_CONVERSION_SETTINGS },
  /**
   * The cancel form's save offers (issue 68 item 6, decision 0170): the discount for "too expensive", how often a
   * subscription may have it, and the share of cancellations held out to measure them.
   */
  "subscriptions.saveOffers": {
    schema: z.object({
      discountPercent: bounded(SAVE_OFFER_BOUNDS.discountPercent),
      cooldownMonths: bounded(SAVE_OFFER_BOUNDS.cooldownMonths),
      holdoutPercent: bounded(SAVE_OFFER_BOUNDS.holdoutPercent),
    }),
    fallback: DEFAULT_SAVE_OFFER_SETTINGS,
  },
  /**
   * Loyalty points (issue 71 item 1, decision 0189): off until the owner turns them on; the earn rate, what a point
   * is worth, the minimum to redeem, the largest share of an order, the expiry and which sources earn.
   */
  "loyalty.settings": { schema: loyaltySettingsSchema, fallback: DEFAULT_LOYALTY_SETTINGS },
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = z.output<(typeof SETTINGS)[K]["schema"]>;
/** What a store that never changed a setting uses; start-up configuration may replace a key's (`SHIPPING_FLAT_RATE`). */
export type SettingFallbacks = { [K in SettingKey]?: SettingValue<K> };

/** A setting with when and by whom it was last changed (null: never, the default applies). */
export interface SettingEntry<K extends SettingKey> {
  value: SettingValue<K>;
  updatedAt: Date | null;
  updatedBy: string | null;
}

export interface StoreSettings {
  /** `tx`: read inside the caller's transaction (pricing an order reads its shipping terms there). */
  get<K extends SettingKey>(key: K, tx?: Database): Promise<SettingValue<K>>;
  /** The value with its last change, for the admin. */
  entry<K extends SettingKey>(key: K): Promise<SettingEntry<K>>;
  set<K extends SettingKey>(key: K, value: SettingValue<K>, actor: StaffActor): Promise<SettingValue<K>>;
}

export function createStoreSettings({
  db,
  clock,
  audit,
  staffEmails,
  fallbacks = {},
}: {
  db: Database;
  clock: Clock;
  audit: StaffAudit;
  /** Who last saved a setting, by email (the staff module's). */
  staffEmails: StaffEmails;
  fallbacks?: SettingFallbacks;
}): StoreSettings {
  const fallbackOf = <K extends SettingKey>(key: K) => (fallbacks[key] ?? SETTINGS[key].fallback) as SettingValue<K>;
  const valueOf = <K extends SettingKey>(key: K, stored: unknown): { value: SettingValue<K>; valid: boolean } => {
    const parsed = SETTINGS[key].schema.safeParse(stored);
    // A row a later version wrote differently reads as the default rather than breaking the store.
    return parsed.success ? { value: parsed.data as SettingValue<K>, valid: true } : { value: fallbackOf(key), valid: false };
  };

  async function read<K extends SettingKey>(tx: Database, key: K): Promise<SettingValue<K>> {
    const [row] = await tx.select({ value: storeSettings.value }).from(storeSettings).where(eq(storeSettings.key, key));
    return valueOf(key, row?.value).value;
  }

  return {
    get: (key, tx = db) => read(tx, key),
    async entry(key) {
      const [row] = await db
        .select({ value: storeSettings.value, updatedAt: storeSettings.updatedAt, updatedByStaffId: storeSettings.updatedByStaffId })
        .from(storeSettings)
        .where(eq(storeSettings.key, key));
      const { value, valid } = valueOf(key, row?.value);
      if (!valid || !row) return { value, updatedAt: null, updatedBy: null };
      const staffId = row.updatedByStaffId;
      return {
        value,
        updatedAt: row.updatedAt,
        updatedBy: staffId === null ? null : ((await staffEmails([staffId])).get(staffId) ?? null),
      };
    },
    set: (key, value, actor) =>
      db.transaction(async (tx) => {
        const now = clock();
        const before = await read(tx, key);
        await tx
          .insert(storeSettings)
          .values({ key, value, updatedAt: now, updatedByStaffId: actor.staffId })
          .onConflictDoUpdate({ target: storeSettings.key, set: { value, updatedAt: now, updatedByStaffId: actor.staffId } });
        await audit(tx, actor, { action: "settings.change", target: { type: "setting", id: key }, before, after: value }, now);
        return value;
      }),
  };
}
