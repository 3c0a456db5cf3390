/**
 * The settings module (decision 0134): the owner's decisions kept in the database, and the shipping zones in force
 * derived from them. It needs only who saved a setting (staff); the others read a setting through the services it hands out.
 */
import { FREE_SHIPPING_THRESHOLD_MINOR } from "#domain/shipping";
import { defaultShippingZones, type ShippingZones } from "#domain/shipping-zones";
import type { Database } from "#server/db/client";
import type { Infrastructure } from "#server/commerce/shared/infrastructure";
import type { StaffActor, StaffEmails } from "#server/commerce/shared/staff-audit";
import { createStoreSettings, type SettingEntry, type SettingKey, type SettingValue, type StoreSettings } from "./store-settings.ts";

/** What other modules and the server's layers use of this module's own files: reachable only through here. */
export { ossView, zonesView } from "./destination-settings.ts";
export type { StoreSettings } from "./store-settings.ts";

export interface SettingsPorts extends Pick<Infrastructure, "config" | "db" | "clock" | "audit"> {
  /** Who last saved a setting (staff's `StaffEmails`). */
  staffEmails: StaffEmails;
}

export interface SettingsServices {
  settings: StoreSettings;
  /** The shipping zones in force: the owner's, or the defaults (decision 0056); `tx` to read inside a transaction. */
  shippingZones(tx?: Database): Promise<ShippingZones>;
  /** One setting as a store of its own, for a module that keeps its settings here (retention's flows and texts). */
  storeOf<K extends SettingKey>(key: K): SettingStore<K>;
}

export interface SettingStore<K extends SettingKey> {
  get(tx?: Database): Promise<SettingValue<K>>;
  set(value: SettingValue<K>, actor: StaffActor): Promise<SettingValue<K>>;
  /** When and by whom it was last saved. */
  lastChange(): Promise<SettingEntry<K>>;
}

export function createSettingsModule({ config, db, clock, audit, staffEmails }: SettingsPorts): {
  services: SettingsServices;
  handlers: [];
} {
  // SHIPPING_FLAT_RATE stays what a store that never set its shipping charges (decision 0038).
  const settings = createStoreSettings({
    db,
    clock,
    audit,
    staffEmails,
    fallbacks: {
      "shipping.terms": { flatRateMinor: config.shippingFlatRateMinor, freeFromMinor: FREE_SHIPPING_THRESHOLD_MINOR },
      // The embedded database's backups are its only copies; PostgreSQL has its own recovery beside them (decision 0179).
      "backups.rhythm": config.databaseUrl ? "daily" : "hourly",
    },
  });
  // The owner's zones once saved; until then the defaults, with the shipping terms as Romania's (decisions 0038, 0056).
  const shippingZones = async (tx: Database = db): Promise<ShippingZones> =>
    (await settings.get("shipping.zones", tx)) ?? defaultShippingZones(await settings.get("shipping.terms", tx));
  const storeOf = <K extends SettingKey>(key: K): SettingStore<K> => ({
    get: (tx) => settings.get(key, tx),
    set: (value, actor) => settings.set(key, value, actor),
    lastChange: () => settings.entry(key),
  });
  return { services: { settings, shippingZones, storeOf }, handlers: [] };
}
