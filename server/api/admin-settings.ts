/**
 * The owner's shipping terms and display-currency rates (issue 17 item 7), JSON under /api/admin, for
 * members allowed `settings.manage`, each change audited (docs/api.md "Store admin: settings"):
 *
 * - GET /settings/shipping → {flatRateMinor, freeShippingFromMinor, updatedAt, updatedBy}
 * - POST /settings/shipping {flatRate, freeShippingFrom} (lei, as typed) → {changed, ...the same}
 * - GET /settings/exchange-rates → {rates: [{currencyCode, unitsPerRonMicros, updatedAt, updatedBy}]}
 * - POST /settings/exchange-rates {rates: {EUR: "0.2050", ...}} (units per 1 leu) → {changed, rates}
 * - GET /settings/anpc → {solUrl, updatedAt, updatedBy}
 * - POST /settings/anpc {solUrl} (https address, "" for none) → {changed, ...the same}
 *
 * Both are read from the database on every request that uses them, so a change applies on the next
 * request in every instance; orders already placed keep what they were charged.
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  anpcSettingsSchema,
  type AnpcSettingsView,
  exchangeRatesSchema,
  FLAT_RATE_MAX_MINOR,
  FREE_SHIPPING_MAX_MINOR,
  RATE_DECIMALS,
  RATE_MAX,
  shippingSettingsSchema,
  type ShippingSettingsView,
} from "#domain/admin-settings";
import type { Language } from "#domain/locale";
import { leiText } from "#domain/shipping";
import type { ExchangeRateEditor } from "#server/commerce/catalog/exchange-rate-editor";
import type { StoreSettings } from "#server/commerce/settings/store-settings";
import type { StaffSessions } from "#server/commerce/staff/staff-sessions";
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
  lei(label: string, max: string): string;
  rate(label: string): string;
  currency(label: string): string;
  url(label: string): string;
}

const MESSAGES: Record<Language, SettingsMessages> = {
  ro: {
    label: (field) =>
      field === "flatRate"
        ? "Tariful fix de livrare"
        : field === "freeShippingFrom"
          ? "Pragul pentru livrare gratuită"
          : field.startsWith("rates.")
            ? `Cursul ${field.slice("rates.".length)}`
            : field === "solUrl"
              ? "Linkul SOL"
              : "Cursurile",
    required: (label) => `${label}: completează valoarea.`,
    lei: (label, max) => `${label}: scrie o sumă în lei între 0 și ${max}, cu cel mult două zecimale (de exemplu 19,99).`,
    rate: (label) =>
      `${label}: scrie câte unități ale monedei primești pentru 1 leu, un număr pozitiv de cel mult ${RATE_MAX} cu cel mult ${RATE_DECIMALS} zecimale (de exemplu 0,2010).`,
    currency: (label) => `${label}: moneda nu este una dintre monedele de afișare ale magazinului.`,
    url: (label) => `${label}: scrie o adresă care începe cu https:// (cel mult 500 de caractere) sau lasă câmpul gol.`,
  },
  en: {
    label: (field) =>
      field === "flatRate"
        ? "Flat shipping rate"
        : field === "freeShippingFrom"
          ? "Free shipping threshold"
          : field.startsWith("rates.")
            ? `${field.slice("rates.".length)} rate`
            : field === "solUrl"
              ? "SOL link"
              : "Rates",
    required: (label) => `${label}: enter a value.`,
    lei: (label, max) => `${label}: enter an amount in lei between 0 and ${max}, with at most two decimals (for example 19.99).`,
    rate: (label) =>
      `${label}: enter how many units of the currency 1 leu buys, a positive number up to ${RATE_MAX} with at most ${RATE_DECIMALS} decimals (for example 0.2010).`,
    currency: (label) => `${label}: not one of the store's display currencies.`,
    url: (label) => `${label}: enter an address starting with https:// (at most 500 characters) or leave the field empty.`,
  },
};

export function adminSettingsRoutes({
  settings,
  rateEditor,
  sessions,
  baseUrl,
  trustProxyHops,
}: {
  settings: StoreSettings;
  rateEditor: ExchangeRateEditor;
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
    if (problem === "lei") return text.lei(label, leiText(field === "flatRate" ? FLAT_RATE_MAX_MINOR : FREE_SHIPPING_MAX_MINOR, language));
    return text.rate(label);
  };
  const shippingView = async (): Promise<ShippingSettingsView> => {
    const entry = await settings.entry("shipping.terms");
    return {
      flatRateMinor: entry.value.flatRateMinor,
      freeShippingFromMinor: entry.value.freeFromMinor,
      updatedAt: entry.updatedAt?.toISOString() ?? null,
      updatedBy: entry.updatedBy,
    };
  };

  app.get(`${ADMIN_API}/settings/shipping`, guard, async (c) => c.json(await shippingView()));

  app.post(`${ADMIN_API}/settings/shipping`, guard, sizeLimit, async (c) => {
    const body = await readAdminBody(c, shippingSettingsSchema, describe(c));
    if (!body.ok) return body.response;
    const before = await settings.get("shipping.terms");
    const after = { flatRateMinor: body.value.flatRate, freeFromMinor: body.value.freeShippingFrom };
    // Saving the same terms again is harmless and writes no audit entry.
    const changed = before.flatRateMinor !== after.flatRateMinor || before.freeFromMinor !== after.freeFromMinor;
    if (changed) await settings.set("shipping.terms", after, staffActor(c, trustProxyHops));
    return c.json({ changed, ...(await shippingView()) });
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
