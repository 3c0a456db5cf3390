import { CARRIER_NAMES } from "#domain/carriers";
import { COURIER_IDS } from "#domain/shipments";
import type { ServiceForm } from "#domain/shipping-zones-schema";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { RateBands } from "./RateBands.tsx";
import { Checkbox, SmallButton, type ZoneFields } from "./zone-form-controls.tsx";

/** One carrier service of a shipping zone: its names, courier, and rates by order value or by weight. */
export function ServiceFieldset({
  service,
  z,
  s,
  only,
  fields: { field, groupError, shown },
  changeService,
  remove,
}: {
  service: ServiceForm;
  z: number;
  s: number;
  /** The zone's only service, which stays. */
  only: boolean;
  fields: ZoneFields;
  changeService: (update: (service: ServiceForm) => ServiceForm) => void;
  remove: () => void;
}) {
  const { t, i18n } = useTranslation("admin");
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-line bg-cream/40 p-3">
      <legend className="px-1 font-semibold">
        {t("settings.zones.service", { n: s + 1, name: service.name[i18n.language === "en" ? "en" : "ro"] || "…" })}
      </legend>
      <div className="grid gap-4 md:grid-cols-2">
        {field(`zones.${z}.services.${s}.name.ro`, t("settings.zones.serviceNameRo"), service.name.ro, (value) =>
          changeService((current) => ({ ...current, name: { ...current.name, ro: value } })),
        )}
        {field(`zones.${z}.services.${s}.name.en`, t("settings.zones.serviceNameEn"), service.name.en, (value) =>
          changeService((current) => ({ ...current, name: { ...current.name, en: value } })),
        )}
        {field(`zones.${z}.services.${s}.deliveryTime.ro`, t("settings.zones.deliveryTimeRo"), service.deliveryTime.ro, (value) =>
          changeService((current) => ({ ...current, deliveryTime: { ...current.deliveryTime, ro: value } })),
        )}
        {field(`zones.${z}.services.${s}.deliveryTime.en`, t("settings.zones.deliveryTimeEn"), service.deliveryTime.en, (value) =>
          changeService((current) => ({ ...current, deliveryTime: { ...current.deliveryTime, en: value } })),
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
            onChange={(event) => changeService((current) => ({ ...current, courier: event.target.value }))}
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
            onChange={(checked) => changeService((current) => ({ ...current, toPickupPoint: checked }))}
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
            changeService((current) => ({
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
      <RateBands service={service} prefix={`zones.${z}.services.${s}`} field={field} changeService={changeService} />
      <div className="flex flex-wrap gap-2">
        <SmallButton
          onClick={() =>
            changeService((current) => ({
              ...current,
              bands: [...current.bands, current.kind === "weight" ? { upTo: "", amount: "" } : { from: "", amount: "" }],
            }))
          }
        >
          {t("settings.zones.addBand")}
        </SmallButton>
        <SmallButton disabled={only} onClick={remove}>
          {t("settings.zones.removeService", { n: s + 1 })}
        </SmallButton>
      </div>
    </fieldset>
  );
}
