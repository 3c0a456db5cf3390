import { useRef, useState, type FormEvent } from "react";
import { anpcSettingsSchema, type AnpcSettingsView } from "#domain/admin-settings";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { TextField } from "#app/ui/form-fields.tsx";
import { buttonClass, fieldConventions, focusFirstError, type FieldErrors } from "../admin-forms.ts";
import { ActionStatus } from "../orders/ActionStatus.tsx";
import { LastChange } from "./LastChange.tsx";
import { useSettingsSave } from "./settings-form.ts";

/**
 * Where the footer's SOL pictogram links (ANPC Order 449/2022, issue 21 item 3). The EU platform it named closed
 * in July 2025, so the owner or their lawyer chooses the target; empty, the footer shows only the SAL pictogram.
 */
export function AnpcSettingsForm({ anpc, csrfToken }: { anpc: AnpcSettingsView; csrfToken: string }) {
  const { t } = useTranslation("admin");
  const [solUrl, setSolUrl] = useState(anpc.solUrl ?? "");
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const { state, setState, save } = useSettingsSave<AnpcSettingsView>("/settings/anpc", csrfToken);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: FieldErrors = anpcSettingsSchema.safeParse({ solUrl }).success ? {} : { solUrl: t("settings.anpc.invalid") };
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(formRef.current, found);
    const saved = await save(
      { solUrl },
      { done: t("settings.anpc.saved"), unchanged: t("settings.unchanged"), failed: t("settings.failed") },
      (field) => focusFirstError(formRef.current, { [field]: "" }),
    );
    if (saved) setSolUrl(saved.solUrl ?? "");
  };
  const refused = state.kind === "error" && state.field ? { [state.field]: state.message } : {};
  const shown = { ...errors, ...refused };

  return (
    <section aria-labelledby="anpc-title" className="mt-8 rounded-2xl border border-line bg-white p-4 sm:p-6">
      <h2 id="anpc-title" className="text-2xl">
        {t("settings.anpc.title")}
      </h2>
      <p className="mt-2 max-w-prose text-muted">{t("settings.anpc.intro")}</p>
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
        <div className="flex flex-col gap-3">
          <LastChange updatedAt={anpc.updatedAt} updatedBy={anpc.updatedBy} />
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className={buttonClass} disabled={state.kind === "busy"}>
              {t("settings.anpc.save")}
            </button>
            <ActionStatus state={state.kind === "error" && state.field ? { kind: "idle" } : state} />
          </div>
        </div>
      </form>
    </section>
  );
}
