import type { BandForm, ServiceForm } from "#domain/shipping-zones-schema";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { SmallButton, type ZoneFields } from "./zone-form-controls.tsx";

/** A service's rate bands, each from an order value or up to a weight, with its amount. */
export function RateBands({
  service,
  prefix,
  field,
  changeService,
}: {
  service: ServiceForm;
  /** The service's field names start with it: `zones.0.services.1`. */
  prefix: string;
  field: ZoneFields["field"];
  changeService: (update: (service: ServiceForm) => ServiceForm) => void;
}) {
  const { t } = useTranslation("admin");
  const changeBand = (b: number, update: Partial<BandForm>) =>
    changeService((service) => ({
      ...service,
      bands: service.bands.map((band, index) => (index === b ? { ...band, ...update } : band)),
    }));

  return (
    <ol className="flex flex-col gap-3">
      {service.bands.map((band, b) => (
        <li key={b} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
          {service.kind === "weight"
            ? field(`${prefix}.bands.${b}.upTo`, t("settings.zones.upTo", { n: b + 1 }), band.upTo ?? "", (value) =>
                changeBand(b, { upTo: value }),
              )
            : field(`${prefix}.bands.${b}.from`, t("settings.zones.from", { n: b + 1 }), band.from ?? "", (value) =>
                changeBand(b, { from: value }),
              )}
          {field(`${prefix}.bands.${b}.amount`, t("settings.zones.amount", { n: b + 1 }), band.amount, (value) =>
            changeBand(b, { amount: value }),
          )}
          <SmallButton
            disabled={service.bands.length === 1}
            onClick={() => changeService((current) => ({ ...current, bands: current.bands.filter((_, index) => index !== b) }))}
          >
            {t("settings.zones.removeBand", { n: b + 1 })}
          </SmallButton>
        </li>
      ))}
    </ol>
  );
}
