/**
 * The owner's view of the destination rules (decisions 0055, 0056): the shipping zones in force with their
 * last change, and the EU distance-selling switch beside the figures it is decided from.
 */
import type { OssSettingView, ShippingZonesView } from "#domain/admin/settings";
import { convertMoney } from "#domain/currency-conversion";
import type { ShippingZones } from "#domain/shipping-zones";
import { EU_DISTANCE_SELLING_THRESHOLD_EUR_MINOR } from "#domain/vat";
import type { StoreSettings } from "./store-settings.ts";

/** The OSS switch with the figures the owner decides it from (decision 0055). */
export async function ossView(
  settings: StoreSettings,
  vatRates: { euCrossBorderSalesRonMinor(): Promise<number> },
  exchangeRates: () => Promise<ReadonlyMap<string, number>>,
): Promise<OssSettingView> {
  const [entry, euSalesRonMinor, rates] = await Promise.all([
    settings.entry("vat.ossActive"),
    vatRates.euCrossBorderSalesRonMinor(),
    exchangeRates(),
  ]);
  const threshold = { amountMinor: EU_DISTANCE_SELLING_THRESHOLD_EUR_MINOR, currencyCode: "EUR" };
  return {
    active: entry.value,
    euSalesRonMinor,
    thresholdRonMinor: rates.has("EUR") ? convertMoney(threshold, "RON", rates).amountMinor : null,
    updatedAt: entry.updatedAt?.toISOString() ?? null,
    updatedBy: entry.updatedBy,
  };
}

/** The zones in force with their last change (null while the defaults apply). */
export async function zonesView(settings: StoreSettings, zones: () => Promise<ShippingZones>): Promise<ShippingZonesView> {
  const [entry, current] = await Promise.all([settings.entry("shipping.zones"), zones()]);
  const saved = entry.value !== null;
  return { zones: current, updatedAt: saved ? (entry.updatedAt?.toISOString() ?? null) : null, updatedBy: saved ? entry.updatedBy : null };
}
