/**
 * The owner's shipping zones, VAT rates, distance-selling switch and display-currency rates (issue 17 item 7,
 * issue 21 items 5–6), JSON under /api/admin, for members allowed `settings.manage`, each change audited
 * (docs/api.md "Store admin: settings"):
 *
 * - GET /settings/shipping-zones → {zones, updatedAt, updatedBy}
 * - POST /settings/shipping-zones {zones: [...]} (amounts in lei and grams as typed) → {changed, ...the same}
 * - GET /settings/vat-rates → {rates: [{country, standardPercent, reducedPercent, updatedAt, updatedBy}], oss}
 * - POST /settings/vat-rates {rates: {RO: {standard: "21", reduced: "11"}, ...}} → {changed, rates}
 * - POST /settings/oss {active} → {changed, oss}
 * - GET /settings/exchange-rates → {rates: [{currencyCode, unitsPerRonMicros, updatedAt, updatedBy}]}
 * - POST /settings/exchange-rates {rates: {EUR: "0.2050", ...}} (units per 1 leu) → {changed, rates}
 * - GET /settings/anpc → {solUrl, updatedAt, updatedBy}
 * - POST /settings/anpc {solUrl} (https address, "" for none) → {changed, ...the same}
 *
 * All are read from the database on every request that uses them, so a change applies on the next
 * request in every instance; orders already placed keep what they were charged.
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import {
  anpcSettingsSchema,
  type AnpcSettingsView,
  exchangeRatesSchema,
  RATE_DECIMALS,
  RATE_MAX,
  vatRatesSchema,
} from "#domain/admin-settings";
import type { Language } from "#domain/locale";
import { parseZonesForm, zoneIssueMessage, zonesFormShape } from "#domain/shipping-zones-schema";
import type { ShippingZones } from "#domain/shipping-zones";
import type { VatRatesService } from "#server/commerce/invoicing/vat-rates";
import type { ExchangeRateEditor } from "#server/commerce/catalog/exchange-rate-editor";
import { ossView, zonesView } from "#server/commerce/settings/destination-settings";
import type { StoreSettings } from "#server/commerce/settings/store-settings";
import type { StaffSessions } from "#server/commerce/staff/staff-sessions";
import { isCountryCode } from "./account-countries.ts";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_API } from "./admin-auth.ts";
import {
  ADMIN_BODY_LIMIT,
  adminFailure,
  adminMessages,
  readAdminBody,
  requireStaff,
  type AdminVariables,
  staffActor,
} from "./admin-http.ts";

interface SettingsMessages {
  label(field: string): string;
  required(label: string): string;
  rate(label: string): string;
  currency(label: string): string;
  percent(label: string): string;
  reducedAbove(label: string): string;
  invalid(label: string): string;
  url(label: string): string;
}

const MESSAGES: Record<Language, SettingsMessages> = {
  ro: {
    label: (field) => {
      const vat = /^rates\.([A-Z]{2})\.(standard|reduced)$/.exec(field);
      if (vat) return `Cota ${vat[2] === "standard" ? "standard" : "redusă"} de TVA pentru ${vat[1]}`;
      if (field === "solUrl") return "Linkul SOL";
      return field.startsWith("rates.") ? `Cursul ${field.slice("rates.".length)}` : field === "active" ? "Comutatorul OSS" : "Cursurile";
    },
    required: (label) => `${label}: completează valoarea.`,
    percent: (label) => `${label}: scrie un procent între 0 și 100, cu cel mult două zecimale (de exemplu 21 sau 25,5).`,
    reducedAbove: (label) => `${label}: cota redusă nu poate fi mai mare decât cea standard.`,
    invalid: (label) => `${label}: valoarea nu este validă.`,
    rate: (label) =>
      `${label}: scrie câte unități ale monedei primești pentru 1 leu, un număr pozitiv de cel mult ${RATE_MAX} cu cel mult ${RATE_DECIMALS} zecimale (de exemplu 0,2010).`,
    currency: (label) => `${label}: moneda nu este una dintre monedele de afișare ale magazinului.`,
    url: (label) => `${label}: scrie o adresă care începe cu https:// (cel mult 500 de caractere) sau lasă câmpul gol.`,
  },
  en: {
    label: (field) => {
      const vat = /^rates\.([A-Z]{2})\.(standard|reduced)$/.exec(field);
      if (vat) return `${vat[1]} ${vat[2]} VAT rate`;
      if (field === "solUrl") return "SOL link";
      return field.startsWith("rates.") ? `${field.slice("rates.".length)} rate` : field === "active" ? "The OSS switch" : "Rates";
    },
    required: (label) => `${label}: enter a value.`,
    percent: (label) => `${label}: enter a percent from 0 to 100 with at most two decimals (for example 21 or 25.5).`,
    reducedAbove: (label) => `${label}: the reduced rate cannot be above the standard rate.`,
    invalid: (label) => `${label}: this value is not valid.`,
    rate: (label) =>
      `${label}: enter how many units of the currency 1 leu buys, a positive number up to ${RATE_MAX} with at most ${RATE_DECIMALS} decimals (for example 0.2010).`,
    currency: (label) => `${label}: not one of the store's display currencies.`,
    url: (label) => `${label}: enter an address starting with https:// (at most 500 characters) or leave the field empty.`,
  },
};

export function adminSettingsRoutes({
  settings,
  rateEditor,
  vatRates,
  shippingZones,
  exchangeRates,
  sessions,
  baseUrl,
  trustProxyHops,
}: {
  settings: StoreSettings;
  rateEditor: ExchangeRateEditor;
  vatRates: VatRatesService;
  shippingZones: () => Promise<ShippingZones>;
  /** The display-currency rates, for the threshold in lei. */
  exchangeRates: () => Promise<ReadonlyMap<string, number>>;
  sessions: StaffSessions;
  baseUrl: string;
  trustProxyHops: number;
}): Hono<{ Variables: AdminVariables }> {
  const app = new Hono<{ Variables: AdminVariables }>();
  const guard = requireStaff({ sessions, baseUrl }, "settings.manage");
  const sizeLimit = bodyLimit({ maxSize: ADMIN_BODY_LIMIT, onError: (c) => adminFailure(c, 413, adminMessages(c).tooLarge) });
  const describe = (c: Context) => (problem: string, field: string) => {
    const language = shopperLanguage(c);
    const text = MESSAGES[language];
    const label = text.label(field);
    if (problem === "required") return text.required(label);
    if (problem === "currency") return text.currency(label);
    if (problem === "url") return text.url(label);
    if (problem === "percent" || problem === "country") return text.percent(label);
    if (problem === "reduced_above") return text.reducedAbove(label);
    if (problem === "rate") return text.rate(label);
    return text.invalid(label);
  };

  app.get(`${ADMIN_API}/settings/shipping-zones`, guard, async (c) => c.json(await zonesView(settings, shippingZones)));

  app.post(`${ADMIN_API}/settings/shipping-zones`, guard, sizeLimit, async (c) => {
    const body = await readAdminBody(c, zonesFormShape, describe(c));
    if (!body.ok) return body.response;
    const parsed = parseZonesForm(body.value, isCountryCode);
    if (!parsed.ok) {
      const issue = parsed.issues[0]!;
      return adminFailure(c, 400, zoneIssueMessage(issue, shopperLanguage(c)), issue.path);
    }
    // Saving the zones in force again (the defaults too) is harmless and writes no audit entry.
    const changed = JSON.stringify(await shippingZones()) !== JSON.stringify(parsed.zones);
    if (changed) await settings.set("shipping.zones", parsed.zones, staffActor(c, trustProxyHops));
    return c.json({ changed, ...(await zonesView(settings, shippingZones)) });
  });

  app.get(`${ADMIN_API}/settings/vat-rates`, guard, async (c) =>
    c.json({ rates: await vatRates.list(), oss: await ossView(settings, vatRates, exchangeRates) }),
  );

  app.post(`${ADMIN_API}/settings/vat-rates`, guard, sizeLimit, async (c) => {
    const body = await readAdminBody(c, vatRatesSchema, describe(c));
    if (!body.ok) return body.response;
    return c.json(await vatRates.change(body.value.rates, staffActor(c, trustProxyHops)));
  });

  app.post(`${ADMIN_API}/settings/oss`, guard, sizeLimit, async (c) => {
    const body = await readAdminBody(c, z.object({ active: z.boolean({ error: "required" }) }), describe(c));
    if (!body.ok) return body.response;
    const changed = (await settings.get("vat.ossActive")) !== body.value.active;
    if (changed) await settings.set("vat.ossActive", body.value.active, staffActor(c, trustProxyHops));
    return c.json({ changed, oss: await ossView(settings, vatRates, exchangeRates) });
  });

  const anpcView = async (): Promise<AnpcSettingsView> => {
    const entry = await settings.entry("anpc.solUrl");
    return { solUrl: entry.value || null, updatedAt: entry.updatedAt?.toISOString() ?? null, updatedBy: entry.updatedBy };
  };

  app.get(`${ADMIN_API}/settings/anpc`, guard, async (c) => c.json(await anpcView()));

  app.post(`${ADMIN_API}/settings/anpc`, guard, sizeLimit, async (c) => {
    const body = await readAdminBody(c, anpcSettingsSchema, describe(c));
    if (!body.ok) return body.response;
    const changed = (await settings.get("anpc.solUrl")) !== body.value.solUrl;
    if (changed) await settings.set("anpc.solUrl", body.value.solUrl, staffActor(c, trustProxyHops));
    return c.json({ changed, ...(await anpcView()) });
  });

  app.get(`${ADMIN_API}/settings/exchange-rates`, guard, async (c) => c.json({ rates: await rateEditor.list() }));

  app.post(`${ADMIN_API}/settings/exchange-rates`, guard, sizeLimit, async (c) => {
    const body = await readAdminBody(c, exchangeRatesSchema, describe(c));
    if (!body.ok) return body.response;
    return c.json(await rateEditor.change(body.value.rates, staffActor(c, trustProxyHops)));
  });

  return app;
}
