/**
 * The owner's shipping zones, VAT rates, distance-selling switch and display-currency rates (issue 17 item 7,
 * issue 21 items 5–6), JSON under /api/admin, for members allowed `settings.manage`, each change audited
 * (docs/api.md "Store admin: settings"):
 *
 * - POST /settings/shipping-zones {zones: [...]} (amounts in lei and grams as typed) → {changed, zones, updatedAt, updatedBy}
 * - POST /settings/vat-rates {rates: {RO: {standard: "21", reduced: "11"}, ...}} → {changed, rates}
 * - POST /settings/oss {active} → {changed, oss}
 * - POST /settings/exchange-rates {rates: {EUR: "0.2050", ...}} (units per 1 leu) → {changed, rates}
 * - POST /settings/anpc {solUrl} (https address, "" for none) → {changed, solUrl, updatedAt, updatedBy}
 * - POST /settings/licences {licences: [{kind, name: {ro, en}, number, issuer, issuedOn, url}]} → {changed, licences, updatedAt, updatedBy}
 * - POST /settings/shipping-by-hand {byHand} → {changed, byHand, updatedAt, updatedBy}
 * - POST /settings/backups {hourly} → {changed, hourly, configured, database, updatedAt, updatedBy}
 * - POST /settings/feeds {token} → {changed, token, feeds, updatedAt, updatedBy}
 * - POST /settings/conversions {send, value, cashOnDelivery} → {changed, send, value, cashOnDelivery, ga4MeasurementId, metaPixelId, updatedAt, updatedBy}
 *
 * The settings page reads them all through its loader.
 * All are read from the database on every request that uses them, so a change applies on the next
 * request in every instance; orders already placed keep what they were charged.
 */
import {
  anpcChangeSchema,
  backupRhythmChangeSchema,
  backupRhythmSchema,
  backupRhythmView,
  type BackupRhythmView,
  conversionSettingsChangeSchema,
  conversionSettingsInputSchema,
  conversionSettingsView,
  anpcSettingsSchema,
  feedSettingsChangeSchema,
  feedSettingsSchema,
  feedSettingsView,
  anpcSettingsView,
  licencesChangeSchema,
  licencesSettingsView,
  shippingByHandChangeSchema,
  shippingByHandSchema,
  shippingByHandView,
  exchangeRatesChangeSchema,
  exchangeRatesSchema,
  ossChangeSchema,
  ossSwitchSchema,
  shippingZonesChangeSchema,
  vatRatesChangeSchema,
  vatRatesSchema,
} from "#domain/admin/settings";
import { licencesInputSchema } from "#domain/licences";
import { parseZonesForm, zoneIssueMessage, zonesFormShape } from "#domain/shipping-zones-schema";
import type { ShippingZones } from "#domain/shipping-zones";
import type { VatRatesService } from "#server/commerce/invoicing/module";
import type { ExchangeRateEditor } from "#server/commerce/catalog/module";
import { ossView, zonesView } from "#server/commerce/settings/module";
import type { SettingStore, StoreSettings } from "#server/commerce/settings/module";
import type { ConversionAccounts } from "#server/config-conversions";
import type { MiddlewareHandler } from "hono";
import type { z } from "zod";
import { contract, type RouteContract } from "#server/http/kit/contract";
import { problem } from "#server/http/kit/problem";
import { body, type FieldDescriber } from "#server/http/kit/read-body";
import { isCountryCode } from "../account-countries.ts";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_SETTINGS_MESSAGES } from "#server/messages/admin/settings";
import { ADMIN_API } from "./auth.ts";
import { adminBodyLimit, adminRouteGroups, type AdminRoutes, type AdminRouteOptions } from "./door.ts";
import { staffActor } from "./http.ts";

/** Every settings change: a form in, the setting as it is now out, refused for a wrong field or too large a body. */
const change = (summary: string, schema: RouteContract["responses"][200], examples: RouteContract["examples"]) =>
  contract({ summary, tags: ["Admin: settings"], responses: { 200: schema }, problems: [400, 413], examples });

type SettingsRouteOptions = AdminRouteOptions & {
  settings: StoreSettings;
  rateEditor: ExchangeRateEditor;
  vatRates: VatRatesService;
  shippingZones: () => Promise<ShippingZones>;
  /** The display-currency rates, for the threshold in lei. */
  exchangeRates: () => Promise<ReadonlyMap<string, number>>;
  /** The store's address, which the product feeds' addresses start with. */
  baseUrl: string;
  /** The ad platforms the environment connects: the conversions' section shows their public ids. */
  conversionAccounts: ConversionAccounts;
  /** Whether BACKUP_DIR is set and which database it copies: the backups' section states what the rhythm means. */
  backupStore: Pick<BackupRhythmView, "configured" | "database">;
};

const describeField: FieldDescriber = ({ problem: name, field }, c) => {
  const text = ADMIN_SETTINGS_MESSAGES[shopperLanguage(c)];
  const label = text.label(field);
  if (name === "required") return text.required(label);
  if (name === "currency") return text.currency(label);
  if (name === "url") return text.url(label);
  if (name === "percent" || name === "country") return text.percent(label);
  if (name === "reduced_above") return text.reducedAbove(label);
  if (name === "rate") return text.rate(label);
  if (name === "too_long") return text.tooLong(label);
  if (name === "too_many") return text.tooMany(label);
  if (name === "date") return text.date(label);
  if (name === "kind") return text.kind(label);
  if (name === "token") return text.token(label);
  return text.invalid(label);
};

/** A setting's key and its value's type, as the settings module's store names them. */
type SettingKey = Parameters<StoreSettings["get"]>[0];
type SettingValue<K extends SettingKey> = Parameters<SettingStore<K>["set"]>[0];

type SettingsRouteKit = SettingsRouteOptions & {
  owner: ReturnType<AdminRouteOptions["door"]["permit"]>;
  sizeLimit: ReturnType<typeof adminBodyLimit>;
};

/**
 * One setting saved whole from its form: written (and audited) only when it differs from the stored one, then
 * answered as the settings page shows it.
 */
function settingRoute<K extends SettingKey, S extends z.ZodType>(
  app: AdminRoutes,
  { settings, trustProxyHops, owner, sizeLimit }: SettingsRouteKit,
  route: {
    path: string;
    contract: MiddlewareHandler;
    key: K;
    form: S;
    value: (form: z.output<S>) => SettingValue<K>;
    same?: (stored: SettingValue<K>, value: SettingValue<K>) => boolean;
    view: () => Promise<object>;
  },
) {
  const { key, value: valueOf, same = (stored, value) => stored === value, view } = route;
  app.post(`${ADMIN_API}/settings/${route.path}`, route.contract, owner, sizeLimit, body(route.form, describeField), async (c) => {
    const value = valueOf(c.req.valid("json") as z.output<S>);
    const changed = !same(await settings.get(key), value);
    if (changed) await settings.set(key, value, staffActor(c, trustProxyHops));
    return c.json({ changed, ...(await view()) });
  });
}

const sameJson = (stored: unknown, value: unknown) => JSON.stringify(stored) === JSON.stringify(value);

export function adminSettingsRoutes(options: SettingsRouteOptions): AdminRoutes {
  return adminRouteGroups({ ...options, owner: options.door.permit("settings.manage"), sizeLimit: adminBodyLimit() }, [
    destinationSettingRoutes,
    launchSettingRoutes,
    exchangeRateRoute,
    feedSettingRoute,
    conversionSettingRoute,
  ]);
}

/** Whether consented purchases go to Google and Meta, with what value, and when for cash on delivery (decision 0155). */
function conversionSettingRoute(app: AdminRoutes, kit: SettingsRouteKit) {
  const { settings, conversionAccounts } = kit;
  settingRoute(app, kit, {
    path: "conversions",
    contract: change(
      "Turn the conversions sent to Google Analytics and Meta on or off, and choose their value and cash-on-delivery moment",
      {
        description: "The choices as saved, the connected platforms' ids, and whether anything changed.",
        schema: conversionSettingsChangeSchema,
      },
      [{ name: "a value the store does not know", body: { send: true, value: "margin", cashOnDelivery: "on_placement" }, status: 400 }],
    ),
    key: "conversions.settings",
    form: conversionSettingsInputSchema,
    value: (chosen) => chosen,
    same: (before, chosen) => !(Object.keys(chosen) as (keyof typeof chosen)[]).some((key) => before[key] !== chosen[key]),
    view: async () => conversionSettingsView(conversionAccounts, await settings.entry("conversions.settings")),
  });
}

/** The product feeds' secret (issue 67 item 4, decision 0147); the answer lists the feeds' addresses with it. */
function feedSettingRoute(app: AdminRoutes, kit: SettingsRouteKit) {
  const { settings, baseUrl } = kit;
  settingRoute(app, kit, {
    path: "feeds",
    contract: change(
      "Set or remove the product feeds' secret token",
      { description: "The feeds' addresses with the secret as saved, and whether anything changed.", schema: feedSettingsChangeSchema },
      [{ name: "a token too short to be secret", body: { token: "abc" }, status: 400 }],
    ),
    key: "feeds.token",
    form: feedSettingsSchema,
    value: ({ token }) => token,
    view: async () => feedSettingsView(baseUrl, await settings.entry("feeds.token")),
  });
}

/** Where the store ships and at what VAT: the shipping zones, the countries' VAT rates, the OSS switch. */
function destinationSettingRoutes(app: AdminRoutes, kit: SettingsRouteKit) {
  const { settings, vatRates, shippingZones, exchangeRates, trustProxyHops, owner, sizeLimit } = kit;
  app.post(
    `${ADMIN_API}/settings/shipping-zones`,
    change(
      "Save the shipping zones, their services and rates",
      { description: "The zones in force, and whether anything changed.", schema: shippingZonesChangeSchema },
      [{ name: "no zones", body: { zones: "none" }, status: 400 }],
    ),
    owner,
    sizeLimit,
    body(zonesFormShape, describeField),
    async (c) => {
      const parsed = parseZonesForm(c.req.valid("json"), isCountryCode);
      if (!parsed.ok) {
        const language = shopperLanguage(c);
        const fields = Object.fromEntries(parsed.issues.map((issue) => [issue.path, zoneIssueMessage(issue, language)]));
        const [field, error] = Object.entries(fields)[0]!;
        return problem(c, 400, "invalid_field", error, { field, fields });
      }
      // Saving the zones in force again (the defaults too) is harmless and writes no audit entry.
      const changed = JSON.stringify(await shippingZones()) !== JSON.stringify(parsed.zones);
      if (changed) await settings.set("shipping.zones", parsed.zones, staffActor(c, trustProxyHops));
      return c.json({ changed, ...(await zonesView(settings, shippingZones)) });
    },
  );

  app.post(
    `${ADMIN_API}/settings/vat-rates`,
    change(
      "Set the VAT rates of one or several countries",
      { description: "Every country's rates, and whether anything changed.", schema: vatRatesChangeSchema },
      [{ name: "a rate above 100 %", body: { rates: { RO: { standard: "121", reduced: "11" } } }, status: 400 }],
    ),
    owner,
    sizeLimit,
    body(vatRatesSchema, describeField),
    async (c) => c.json(await vatRates.change(c.req.valid("json").rates, staffActor(c, trustProxyHops))),
  );

  settingRoute(app, kit, {
    path: "oss",
    contract: change(
      "Switch the EU distance-selling scheme (OSS) on or off",
      { description: "The switch and what it is decided from, and whether anything changed.", schema: ossChangeSchema },
      [{ name: "no switch", body: {}, status: 400 }],
    ),
    key: "vat.ossActive",
    form: ossSwitchSchema,
    value: ({ active }) => active,
    view: async () => ({ oss: await ossView(settings, vatRates, exchangeRates) }),
  });
}

/** What a store records once before it opens: the SOL link, its authorisations, shipping by hand. */
function launchSettingRoutes(app: AdminRoutes, kit: SettingsRouteKit) {
  const { settings } = kit;
  settingRoute(app, kit, {
    path: "anpc",
    contract: change(
      "Set where the footer's SOL pictogram links",
      { description: "The link as saved, and whether anything changed.", schema: anpcChangeSchema },
      [{ name: "an address that is not https", body: { solUrl: "http://example.com" }, status: 400 }],
    ),
    key: "anpc.solUrl",
    form: anpcSettingsSchema,
    value: ({ solUrl }) => solUrl,
    view: async () => anpcSettingsView(await settings.entry("anpc.solUrl")),
  });

  settingRoute(app, kit, {
    path: "licences",
    contract: change(
      "Save the store's authorisations (ANPC Order 225/2023), shown before the order; the DSVSA one ticks the launch checklist",
      { description: "The authorisations as saved, and whether anything changed.", schema: licencesChangeSchema },
      [
        {
          name: "no issue date",
          body: { licences: [{ kind: "dsvsa", number: "RO-B-123", issuer: "DSVSA București", issuedOn: "" }] },
          status: 400,
        },
      ],
    ),
    key: "licences.list",
    form: licencesInputSchema,
    value: ({ licences }) => licences,
    same: sameJson,
    view: async () => licencesSettingsView(await settings.entry("licences.list")),
  });

  settingRoute(app, kit, {
    path: "shipping-by-hand",
    contract: change(
      "Choose to ship by hand without a courier account (the launch checklist's courier item), or take the choice back",
      { description: "The choice as saved, and whether anything changed.", schema: shippingByHandChangeSchema },
      [{ name: "no choice", body: {}, status: 400 }],
    ),
    key: "shipping.byHand",
    form: shippingByHandSchema,
    value: ({ byHand }) => byHand,
    view: async () => shippingByHandView(await settings.entry("shipping.byHand")),
  });

  settingRoute(app, kit, {
    path: "backups",
    contract: change(
      "Take the store's own backups hourly or daily (when BACKUP_DIR is set)",
      { description: "The rhythm as saved, what it copies, and whether anything changed.", schema: backupRhythmChangeSchema },
      [{ name: "no choice", body: {}, status: 400 }],
    ),
    key: "backups.rhythm",
    form: backupRhythmSchema,
    value: ({ hourly }) => (hourly ? "hourly" : "daily"),
    view: async () => backupRhythmView(await settings.entry("backups.rhythm"), kit.backupStore),
  });
}

function exchangeRateRoute(app: AdminRoutes, { rateEditor, trustProxyHops, owner, sizeLimit }: SettingsRouteKit) {
  app.post(
    `${ADMIN_API}/settings/exchange-rates`,
    change(
      "Set the display currencies' rates (units per 1 leu)",
      { description: "Every display currency's rate, and whether anything changed.", schema: exchangeRatesChangeSchema },
      [{ name: "a currency the store does not show", body: { rates: { XYZ: "1" } }, status: 400 }],
    ),
    owner,
    sizeLimit,
    body(exchangeRatesSchema, describeField),
    async (c) => c.json(await rateEditor.change(c.req.valid("json").rates, staffActor(c, trustProxyHops))),
  );
}
