import { useState, type FormEvent } from "react";
import type { DsvsaSettingsView } from "#domain/admin/settings";
import { dsvsaRegistrationSchema } from "#domain/launch-checklist";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { TextField } from "#app/ui/form-fields.tsx";
import { fieldConventions, type FieldErrors } from "../admin-forms.ts";
import { SettingsSection } from "./SettingsSection.tsx";
import { AuditedSettingsSubmit } from "./SettingsSubmit.tsx";
import { useCheckedSettingsForm } from "./settings-form.ts";

/**
 * The store's DSVSA registration (ANPC Order 225/2023: a trader shows its authorisations before the order; issue 64
 * item 2): what the launch checklist's licences item is ticked by.
 */
export function DsvsaSettingsForm({ dsvsa, csrfToken }: { dsvsa: DsvsaSettingsView; csrfToken: string }) {
  const { t } = useTranslation("admin");
  const [values, setValues] = useState({ number: dsvsa.registration?.number ?? "", issuer: dsvsa.registration?.issuer ?? "" });
  const { state, setState, formRef, shown, send } = useCheckedSettingsForm<DsvsaSettingsView>("/settings/dsvsa", csrfToken);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = dsvsaRegistrationSchema.safeParse(values);
    const found: FieldErrors = {};
    if (!checked.success)
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0]);
        found[field] ??= t(`settings.dsvsa.errors.${issue.message === "too_long" ? "tooLong" : "required"}`, {
          field: t(`settings.dsvsa.${field}`),
        });
      }
    const saved = await send(found, values, t("settings.dsvsa.saved"));
    if (saved?.registration) setValues(saved.registration);
  };

  const field = (name: "number" | "issuer") => ({
    ...fieldConventions(t),
    name,
    autoComplete: "off",
    label: t(`settings.dsvsa.${name}`),
    value: values[name],
    onValueChange: (value: string) => {
      setValues((before) => ({ ...before, [name]: value }));
      setState({ kind: "idle" });
    },
    error: shown[name],
  });

  return (
    <SettingsSection id="licences-title" title={t("settings.dsvsa.title")} intro={t("settings.dsvsa.intro")}>
      <form ref={formRef} noValidate onSubmit={submit} className="mt-4 grid gap-4">
        <TextField {...field("number")} hint={t("settings.dsvsa.numberHint")} />
        <TextField {...field("issuer")} hint={t("settings.dsvsa.issuerHint")} />
        <AuditedSettingsSubmit lastChange={dsvsa} label={t("settings.dsvsa.save")} state={state} />
      </form>
    </SettingsSection>
  );
}
