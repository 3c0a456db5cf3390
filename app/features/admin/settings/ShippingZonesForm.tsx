import { useState, type ButtonHTMLAttributes, type FormEvent, type ReactNode } from "react";
import type { ShippingZonesView } from "#domain/admin-settings";
import { CARRIER_NAMES } from "#domain/carriers";
import { SUPPORTED_CURRENCIES } from "#domain/currency";
import { COURIER_IDS } from "#domain/shipments";
import {
  parseZonesForm,
  zoneIssueMessage,
  zonesToForm,
  type BandForm,
  type ServiceForm,
  type ZoneForm,
  type ZonesForm,
} from "#domain/shipping-zones-schema";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { TextField } from "#app/ui/form-fields.tsx";
import { fieldConventions, secondaryButtonClass, type FieldErrors } from "../admin-forms.ts";
import { LastChange } from "./LastChange.tsx";
import { SettingsSection } from "./SettingsSection.tsx";
import { SettingsSubmit } from "./SettingsSubmit.tsx";
import { useCheckedSettingsForm } from "./settings-form.ts";

/** A fresh identifier for a new zone or service: the checkout sends it and orders keep it. */
const newId = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

const emptyService = (): ServiceForm => ({
  id: newId("svc"),
  name: { ro: "", en: "" },
  deliveryTime: { ro: "", en: "" },
  kind: "value",
  bands: [{ from: "0", amount: "" }],
});

const emptyZone = (): ZoneForm => ({
  id: newId("zone"),
  name: { ro: "", en: "" },
  countries: "",
  everyOtherCountry: false,
  freeFrom: "",
  freeFromCurrency: "RON",
  codAllowed: false,
  services: [emptyService()],
});

/** A small step on the zones (add, remove, move), beside the data it changes. */
function SmallButton(props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "className">) {
  return <button type="button" className={`${secondaryButtonClass} px-3 py-1.5 text-sm`} {...props} />;
}

/**
 * The shipping zones (decision 0056): each zone's countries, free-shipping threshold, cash on delivery and
 * carrier services with their rates by order value or by weight. A country goes by the first zone that lists
 * it, so zones can be moved up and down. The form is checked here with the server's own rules (country codes
 * by shape only; the server knows the list) and sent whole; the next checkout uses it.
 */
export function ShippingZonesForm({ view, csrfToken }: { view: ShippingZonesView; csrfToken: string }) {
  const { t, i18n } = useTranslation("admin");
  const conventions = fieldConventions(t);
  const [form, setForm] = useState<ZonesForm>(() => zonesToForm(view.zones, i18n.language));
  const { state, setState, formRef, shown, send } = useCheckedSettingsForm<ShippingZonesView>("/settings/shipping-zones", csrfToken);

  const change = (update: (zones: ZoneForm[]) => ZoneForm[]) => {
    setForm((current) => ({ zones: update(current.zones) }));
    setState({ kind: "idle" });
  };
  const changeZone = (z: number, update: (zone: ZoneForm) => ZoneForm) =>
    change((zones) => zones.map((zone, index) => (index === z ? update(zone) : zone)));
  const changeService = (z: number, s: number, update: (service: ServiceForm) => ServiceForm) =>
    changeZone(z, (zone) => ({ ...zone, services: zone.services.map((service, index) => (index === s ? update(service) : service)) }));
  const changeBand = (z: number, s: number, b: number, update: Partial<BandForm>) =>
    changeService(z, s, (service) => ({
      ...service,
      bands: service.bands.map((band, index) => (index === b ? { ...band, ...update } : band)),
    }));
  const move = (z: number, by: -1 | 1) =>
    change((zones) => {
      const next = [...zones];
      [next[z], next[z + by]] = [next[z + by]!, next[z]!];
      return next;
    });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseZonesForm(form, (code) => /^[A-Z]{2}$/.test(code));
    const found: FieldErrors = parsed.ok
      ? {}
      : Object.fromEntries(parsed.issues.map((issue) => [issue.path, zoneIssueMessage(issue, i18n.language)]));
    const saved = await send(found, form, t("settings.zones.saved"));
    if (saved) setForm(zonesToForm(saved.zones, i18n.language));
  };

  const field = (name: string, label: string, value: string, onValueChange: (value: string) => void, hint?: string) => (
    <TextField
      {...conventions}
      name={name}
      autoComplete="off"
      label={label}
      hint={hint}
      value={value}
      onValueChange={onValueChange}
      error={shown[name]}
    />
  );
  const groupError = (name: string): ReactNode =>
    shown[name] ? (
      <p className="text-sm font-medium text-sale" role="alert">
        {shown[name]}
      </p>
    ) : null;

  return (
    <SettingsSection id="zones-title" title={t("settings.zones.title")} intro={t("settings.zones.intro")}>
      <form ref={formRef} noValidate onSubmit={submit} className="mt-4 flex flex-col gap-6">
        {groupError("zones")}
        {form.zones.map((zone, z) => (
          <fieldset key={zone.id} className="flex flex-col gap-4 rounded-xl border border-line p-3 sm:p-4">
            <legend className="px-1 text-lg font-semibold">
              {t("settings.zones.zone", { n: z + 1, name: zone.name[i18n.language === "en" ? "en" : "ro"] || "…" })}
            </legend>
            <div className="grid gap-4 md:grid-cols-2">
              {field(`zones.${z}.name.ro`, t("settings.zones.nameRo"), zone.name.ro, (value) =>
                changeZone(z, (current) => ({ ...current, name: { ...current.name, ro: value } })),
              )}
              {field(`zones.${z}.name.en`, t("settings.zones.nameEn"), zone.name.en, (value) =>
                changeZone(z, (current) => ({ ...current, name: { ...current.name, en: value } })),
              )}
              <div className="md:col-span-2">
                {field(
                  `zones.${z}.countries`,
                  t("settings.zones.countries"),
                  zone.countries,
                  (value) => changeZone(z, (current) => ({ ...current, countries: value })),
                  t("settings.zones.countriesHint"),
                )}
              </div>
              {field(
                `zones.${z}.freeFrom`,
                t("settings.zones.freeFrom"),
                zone.freeFrom,
                (value) => changeZone(z, (current) => ({ ...current, freeFrom: value })),
                t("settings.zones.freeFromHint"),
              )}
              <label className="flex flex-col gap-1">
                <span className="text-sm font-semibold">{t("settings.zones.freeFromCurrency")}</span>
                <select
                  name={`zones.${z}.freeFromCurrency`}
                  value={zone.freeFromCurrency}
                  onChange={(event) => changeZone(z, (current) => ({ ...current, freeFromCurrency: event.target.value }))}
                  className="min-h-11 rounded-lg border-2 border-line bg-white px-3"
                >
                  {SUPPORTED_CURRENCIES.map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </select>
                {groupError(`zones.${z}.freeFromCurrency`)}
              </label>
            </div>
            <div className="flex flex-col gap-2">
              <Checkbox
                name={`zones.${z}.everyOtherCountry`}
                label={t("settings.zones.everyOtherCountry")}
                checked={zone.everyOtherCountry}
                onChange={(checked) => changeZone(z, (current) => ({ ...current, everyOtherCountry: checked }))}
              />
              {groupError(`zones.${z}.everyOtherCountry`)}
              <Checkbox
                name={`zones.${z}.codAllowed`}
                label={t("settings.zones.codAllowed")}
                checked={zone.codAllowed}
                onChange={(checked) => changeZone(z, (current) => ({ ...current, codAllowed: checked }))}
              />
            </div>

            <h3 className="text-lg font-semibold">{t("settings.zones.services")}</h3>
            {groupError(`zones.${z}.services`)}
            {zone.services.map((service, s) => (
              <fieldset key={service.id} className="flex flex-col gap-4 rounded-lg border border-line bg-cream/40 p-3">
                <legend className="px-1 font-semibold">
                  {t("settings.zones.service", { n: s + 1, name: service.name[i18n.language === "en" ? "en" : "ro"] || "…" })}
                </legend>
                <div className="grid gap-4 md:grid-cols-2">
                  {field(`zones.${z}.services.${s}.name.ro`, t("settings.zones.serviceNameRo"), service.name.ro, (value) =>
                    changeService(z, s, (current) => ({ ...current, name: { ...current.name, ro: value } })),
                  )}
                  {field(`zones.${z}.services.${s}.name.en`, t("settings.zones.serviceNameEn"), service.name.en, (value) =>
                    changeService(z, s, (current) => ({ ...current, name: { ...current.name, en: value } })),
                  )}
                  {field(`zones.${z}.services.${s}.deliveryTime.ro`, t("settings.zones.deliveryTimeRo"), service.deliveryTime.ro, (value) =>
                    changeService(z, s, (current) => ({ ...current, deliveryTime: { ...current.deliveryTime, ro: value } })),
                  )}
                  {field(`zones.${z}.services.${s}.deliveryTime.en`, t("settings.zones.deliveryTimeEn"), service.deliveryTime.en, (value) =>
                    changeService(z, s, (current) => ({ ...current, deliveryTime: { ...current.deliveryTime, en: value } })),
                  )}
                </div>
                <div className="grid items-start gap-4 md:grid-cols-2">
                  <label className="flex flex-col gap-1">
                    <span className="text-sm font-semibold">{t("settings.zones.courier")}</span>
                    <select
                      name={`zones.${z}.services.${s}.courier`}
                      value={service.courier ?? ""}
                      aria-invalid={shown[`zones.${z}.services.${s}.courier`] ? true : undefined}
                      aria-describedby={shown[`zones.${z}.services.${s}.courier`] ? `zones-${z}-${s}-courier-error` : undefined}
                      onChange={(event) => changeService(z, s, (current) => ({ ...current, courier: event.target.value }))}
                      className="min-h-11 rounded-lg border-2 border-line bg-white px-3"
                    >
                      <option value="">{t("settings.zones.courierNone")}</option>
                      {COURIER_IDS.map((courier) => (
                        <option key={courier} value={courier}>
                          {courier === "sandbox" ? t("settings.zones.courierSandbox") : CARRIER_NAMES[courier]}
                        </option>
                      ))}
                    </select>
                    {shown[`zones.${z}.services.${s}.courier`] ? (
                      <span id={`zones-${z}-${s}-courier-error`} className="text-sm font-medium text-sale">
                        {shown[`zones.${z}.services.${s}.courier`]}
                      </span>
                    ) : null}
                  </label>
                  <div className="flex flex-col gap-1 md:pt-7">
                    <Checkbox
                      name={`zones.${z}.services.${s}.toPickupPoint`}
                      label={t("settings.zones.toPickupPoint")}
                      checked={service.toPickupPoint ?? false}
                      onChange={(checked) => changeService(z, s, (current) => ({ ...current, toPickupPoint: checked }))}
                    />
                    <span className="text-sm text-muted">{t("settings.zones.toPickupPointHint")}</span>
                  </div>
                </div>
                <label className="flex max-w-md flex-col gap-1">
                  <span className="text-sm font-semibold">{t("settings.zones.rateKind")}</span>
                  <select
                    name={`zones.${z}.services.${s}.kind`}
                    value={service.kind}
                    onChange={(event) => {
                      const kind = event.target.value === "weight" ? "weight" : "value";
                      changeService(z, s, (current) => ({
                        ...current,
                        kind,
                        bands: current.bands.map((band, b) =>
                          kind === "weight"
                            ? { upTo: band.upTo ?? "", amount: band.amount }
                            : { from: band.from ?? (b === 0 ? "0" : ""), amount: band.amount },
                        ),
                      }));
                    }}
                    className="min-h-11 rounded-lg border-2 border-line bg-white px-3"
                  >
                    <option value="value">{t("settings.zones.byValue")}</option>
                    <option value="weight">{t("settings.zones.byWeight")}</option>
                  </select>
                </label>
                {groupError(`zones.${z}.services.${s}.bands`)}
                <ol className="flex flex-col gap-3">
                  {service.bands.map((band, b) => (
                    <li key={b} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
                      {service.kind === "weight"
                        ? field(
                            `zones.${z}.services.${s}.bands.${b}.upTo`,
                            t("settings.zones.upTo", { n: b + 1 }),
                            band.upTo ?? "",
                            (value) => changeBand(z, s, b, { upTo: value }),
                          )
                        : field(
                            `zones.${z}.services.${s}.bands.${b}.from`,
                            t("settings.zones.from", { n: b + 1 }),
                            band.from ?? "",
                            (value) => changeBand(z, s, b, { from: value }),
                          )}
                      {field(`zones.${z}.services.${s}.bands.${b}.amount`, t("settings.zones.amount", { n: b + 1 }), band.amount, (value) =>
                        changeBand(z, s, b, { amount: value }),
                      )}
                      <SmallButton
                        disabled={service.bands.length === 1}
                        onClick={() =>
                          changeService(z, s, (current) => ({ ...current, bands: current.bands.filter((_, index) => index !== b) }))
                        }
                      >
                        {t("settings.zones.removeBand", { n: b + 1 })}
                      </SmallButton>
                    </li>
                  ))}
                </ol>
                <div className="flex flex-wrap gap-2">
                  <SmallButton
                    onClick={() =>
                      changeService(z, s, (current) => ({
                        ...current,
                        bands: [...current.bands, current.kind === "weight" ? { upTo: "", amount: "" } : { from: "", amount: "" }],
                      }))
                    }
                  >
                    {t("settings.zones.addBand")}
                  </SmallButton>
                  <SmallButton
                    disabled={zone.services.length === 1}
                    onClick={() =>
                      changeZone(z, (current) => ({ ...current, services: current.services.filter((_, index) => index !== s) }))
                    }
                  >
                    {t("settings.zones.removeService", { n: s + 1 })}
                  </SmallButton>
                </div>
              </fieldset>
            ))}
            <div className="flex flex-wrap gap-2">
              <SmallButton onClick={() => changeZone(z, (current) => ({ ...current, services: [...current.services, emptyService()] }))}>
                {t("settings.zones.addService")}
              </SmallButton>
              <SmallButton disabled={z === 0} onClick={() => move(z, -1)}>
                {t("settings.zones.moveUp", { n: z + 1 })}
              </SmallButton>
              <SmallButton disabled={z === form.zones.length - 1} onClick={() => move(z, 1)}>
                {t("settings.zones.moveDown", { n: z + 1 })}
              </SmallButton>
              <SmallButton disabled={form.zones.length === 1} onClick={() => change((zones) => zones.filter((_, index) => index !== z))}>
                {t("settings.zones.removeZone", { n: z + 1 })}
              </SmallButton>
            </div>
          </fieldset>
        ))}
        <div>
          <button type="button" className={secondaryButtonClass} onClick={() => change((zones) => [...zones, emptyZone()])}>
            {t("settings.zones.addZone")}
          </button>
        </div>
        <div className="flex flex-col gap-3">
          <LastChange updatedAt={view.updatedAt} updatedBy={view.updatedBy} />
          <SettingsSubmit label={t("settings.zones.save")} state={state} />
        </div>
      </form>
    </SettingsSection>
  );
}

function Checkbox({
  name,
  label,
  checked,
  onChange,
}: {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-3">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-6 shrink-0 accent-brand"
      />
      <span className="font-semibold">{label}</span>
    </label>
  );
}
