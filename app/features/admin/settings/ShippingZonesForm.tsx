import { useState, type FormEvent } from "react";
import type { ShippingZonesView } from "#domain/admin/settings";
import { parseZonesForm, zoneIssueMessage, zonesToForm, type ZoneForm, type ZonesForm } from "#domain/shipping-zones-schema";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { fieldConventions, secondaryButtonClass, type FieldErrors } from "../admin-forms.ts";
import { SettingsSection } from "./SettingsSection.tsx";
import { AuditedSettingsSubmit } from "./SettingsSubmit.tsx";
import { useCheckedSettingsForm } from "./settings-form.ts";
import { ZoneFieldset } from "./ZoneFieldset.tsx";
import { emptyZone, zoneFields } from "./zone-form-controls.tsx";

/**
 * The shipping zones (decision 0056): each zone's countries, free-shipping threshold, cash on delivery and
 * carrier services with their rates by order value or by weight. A country goes by the first zone that lists
 * it, so zones can be moved up and down. The form is checked here with the server's own rules (country codes
 * by shape only; the server knows the list) and sent whole; the next checkout uses it.
 */
export function ShippingZonesForm({ view, csrfToken }: { view: ShippingZonesView; csrfToken: string }) {
  const { t, i18n } = useTranslation("admin");
  const [form, setForm] = useState<ZonesForm>(() => zonesToForm(view.zones, i18n.language));
  const { state, setState, formRef, shown, send } = useCheckedSettingsForm<ShippingZonesView>("/settings/shipping-zones", csrfToken);

  const change = (update: (zones: ZoneForm[]) => ZoneForm[]) => {
    setForm((current) => ({ zones: update(current.zones) }));
    setState({ kind: "idle" });
  };
  const changeZone = (z: number, update: (zone: ZoneForm) => ZoneForm) =>
    change((zones) => zones.map((zone, index) => (index === z ? update(zone) : zone)));
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

  const fields = zoneFields(fieldConventions(t), shown);

  return (
    <SettingsSection id="zones-title" title={t("settings.zones.title")} intro={t("settings.zones.intro")}>
      <form ref={formRef} noValidate onSubmit={submit} className="mt-4 flex flex-col gap-6">
        {fields.groupError("zones")}
        {form.zones.map((zone, z) => (
          <ZoneFieldset
            key={zone.id}
            zone={zone}
            z={z}
            count={form.zones.length}
            fields={fields}
            changeZone={(update) => changeZone(z, update)}
            move={(by) => move(z, by)}
            remove={() => change((zones) => zones.filter((_, index) => index !== z))}
          />
        ))}
        <div>
          <button type="button" className={secondaryButtonClass} onClick={() => change((zones) => [...zones, emptyZone()])}>
            {t("settings.zones.addZone")}
          </button>
        </div>
        <AuditedSettingsSubmit lastChange={view} label={t("settings.zones.save")} state={state} />
      </form>
    </SettingsSection>
  );
}
