import { useState, type FormEvent } from "react";
import { anpcSettingsSchema, type AnpcSettingsView } from "#domain/admin/settings";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { TextField } from "#app/ui/form-fields.tsx";
import { fieldConventions, type FieldErrors } from "../admin-forms.ts";
import { SettingsSection } from "./SettingsSection.tsx";
import { AuditedSettingsSubmit } from "./SettingsSubmit.tsx";
import { useCheckedSettingsForm } from "./settings-form.ts";

/**
 * Where the footer's SOL pictogram links (ANPC Order 449/2022, issue 21 item 3). The EU platform it named closed
 * in July 2025, so the owner or their lawyer chooses the target; empty, the footer shows only the SAL pictogram.
 */
export function AnpcSettingsForm({ anpc, csrfToken }: { anpc: AnpcSettingsView; csrfToken: string }) {
  const { t } = useTranslation("admin");
  const [solUrl, setSolUrl] = useState(anpc.solUrl ?? "");
  const { state, setState, formRef, shown, send } = useCheckedSettingsForm<AnpcSettingsView>("/settings/anpc", csrfToken);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: FieldErrors = anpcSettingsSchema.safeParse({ solUrl }).success ? {} : { solUrl: t("settings.anpc.invalid") };
    const saved = await send(found, { solUrl }, t("settings.anpc.saved"));
    if (saved) setSolUrl(saved.solUrl ?? "");
  };

  return (
    <SettingsSection id="anpc-title" title={t("settings.anpc.title")} intro={t("settings.anpc.intro")}>
      <p role="note" className="mt-3 max-w-prose rounded-xl border-2 border-amber-500 bg-amber-50 p-3 text-sm">
        {t("settings.anpc.lawyer")}
      </p>
      <form ref={formRef} noValidate onSubmit={submit} className="mt-4 grid gap-4">
        <TextField
          {...fieldConventions(t)}
          name="solUrl"
          type="url"
          inputMode="url"
          autoComplete="off"
          label={t("settings.anpc.solUrl")}
          hint={t("settings.anpc.solUrlHint")}
          value={solUrl}
          onValueChange={(value) => {
            setSolUrl(value);
            setState({ kind: "idle" });
          }}
          error={shown.solUrl}
        />
        <AuditedSettingsSubmit lastChange={anpc} label={t("settings.anpc.save")} state={state} />
      </form>
    </SettingsSection>
  );
}
