/** The owner's settings page in a component test: a new store's settings, and the page rendered over a test's own. */
import { conversionSettingsView, feedSettingsView, type SettingsPageView } from "#domain/admin/settings";
import { DEFAULT_CONVERSION_SETTINGS } from "#domain/conversions";
import type { Language } from "#domain/locale";
import { defaultShippingZones } from "#domain/shipping-zones";
import { SettingsPage } from "#app/features/admin/settings/SettingsPage.tsx";
import { renderAdminPage } from "./admin-pages.tsx";

/** What a new store's settings read: the default zones (19.99 lei, free from 200 lei), nothing else set. */
export function newStoreSettings(): SettingsPageView {
  return {
    zones: { zones: defaultShippingZones({ flatRateMinor: 1999, freeFromMinor: 20_000 }), updatedAt: null, updatedBy: null },
    vatRates: [],
    oss: { active: false, euSalesRonMinor: 0, thresholdRonMinor: null, updatedAt: null, updatedBy: null },
    exchangeRates: [],
    holdUnverified: false,
    anpc: { solUrl: null, updatedAt: null, updatedBy: null },
    licences: { licences: [], updatedAt: null, updatedBy: null },
    shippingByHand: { byHand: false, updatedAt: null, updatedBy: null },
    backups: { hourly: true, configured: true, database: "embedded", updatedAt: null, updatedBy: null },
    feeds: feedSettingsView("https://shop.example", { value: "", updatedAt: null, updatedBy: null }),
    conversions: conversionSettingsView({}, { value: DEFAULT_CONVERSION_SETTINGS, updatedAt: null, updatedBy: null }),
  };
}

/** /admin/settings in `language`, its loader reading `stored()` each time, as the server's state after the mocked API's changes. */
export function renderSettingsPage(language: Language, stored: () => SettingsPageView) {
  renderAdminPage("/admin/settings", language, stored, (data) => <SettingsPage {...data} csrfToken="csrf-1" />);
}
