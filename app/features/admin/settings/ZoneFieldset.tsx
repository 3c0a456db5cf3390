import { SUPPORTED_CURRENCIES } from "#domain/currency";
import type { ZoneForm } from "#domain/shipping-zones-schema";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { ServiceFieldset } from "./ServiceFieldset.tsx";
import { Checkbox, emptyService, SmallButton, type ZoneFields } from "./zone-form-controls.tsx";

/** One shipping zone: its names, countries, free-shipping threshold, cash on delivery and services. */
export function ZoneFieldset({
  zone,
  z,
  count,
  fields,
  changeZone,
  move,
  remove,
}: {
  zone: ZoneForm;
  z: number;
  /** How many zones the form has, so the last cannot move down and the only one stays. */
  count: number;
  fields: ZoneFields;
  changeZone: (update: (zone: ZoneForm) => ZoneForm) => void;
  move: (by: -1 | 1) => void;
  remove: () => void;
}) {
  const { t, i18n } = useTranslation("admin");
  const { field, groupError } = fields;
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-line p-3 sm:p-4">
      <legend className="px-1 text-lg font-semibold">
        {t("settings.zones.zone", { n: z + 1, name: zone.name[i18n.language === "en" ? "en" : "ro"] || "…" })}
      </legend>
      <div className="grid gap-4 md:grid-cols-2">
        {field(`zones.${z}.name.ro`, t("settings.zones.nameRo"), zone.name.ro, (value) =>
          changeZone((current) => ({ ...current, name: { ...current.name, ro: value } })),
        )}
        {field(`zones.${z}.name.en`, t("settings.zones.nameEn"), zone.name.en, (value) =>
          changeZone((current) => ({ ...current, name: { ...current.name, en: value } })),
        )}
        <div className="md:col-span-2">
          {field(
            `zones.${z}.countries`,
            t("settings.zones.countries"),
            zone.countries,
            (value) => changeZone((current) => ({ ...current, countries: value })),
            t("settings.zones.countriesHint"),
          )}
        </div>
        {field(
          `zones.${z}.freeFrom`,
          t("settings.zones.freeFrom"),
          zone.freeFrom,
          (value) => changeZone((current) => ({ ...current, freeFrom: value })),
          t("settings.zones.freeFromHint"),
        )}
        <label className="flex flex-col gap-1">
          <span className="text-sm font-semibold">{t("settings.zones.freeFromCurrency")}</span>
          <select
            name={`zones.${z}.freeFromCurrency`}
            value={zone.freeFromCurrency}
            onChange={(event) => changeZone((current) => ({ ...current, freeFromCurrency: event.target.value }))}
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
          onChange={(checked) => changeZone((current) => ({ ...current, everyOtherCountry: checked }))}
        />
        {groupError(`zones.${z}.everyOtherCountry`)}
        <Checkbox
          name={`zones.${z}.codAllowed`}
          label={t("settings.zones.codAllowed")}
          checked={zone.codAllowed}
          onChange={(checked) => changeZone((current) => ({ ...current, codAllowed: checked }))}
        />
      </div>

      <h3 className="text-lg font-semibold">{t("settings.zones.services")}</h3>
      {groupError(`zones.${z}.services`)}
      {zone.services.map((service, s) => (
        <ServiceFieldset
          key={service.id}
          service={service}
          z={z}
          s={s}
          only={zone.services.length === 1}
          fields={fields}
          changeService={(update) =>
            changeZone((current) => ({ ...current, services: current.services.map((each, index) => (index === s ? update(each) : each)) }))
          }
          remove={() => changeZone((current) => ({ ...current, services: current.services.filter((_, index) => index !== s) }))}
        />
      ))}
      <div className="flex flex-wrap gap-2">
        <SmallButton onClick={() => changeZone((current) => ({ ...current, services: [...current.services, emptyService()] }))}>
          {t("settings.zones.addService")}
        </SmallButton>
        <SmallButton disabled={z === 0} onClick={() => move(-1)}>
          {t("settings.zones.moveUp", { n: z + 1 })}
        </SmallButton>
        <SmallButton disabled={z === count - 1} onClick={() => move(1)}>
          {t("settings.zones.moveDown", { n: z + 1 })}
        </SmallButton>
        <SmallButton disabled={count === 1} onClick={remove}>
          {t("settings.zones.removeZone", { n: z + 1 })}
        </SmallButton>
      </div>
    </fieldset>
  );
}
