import { useState } from "react";
import { SUPPORTED_LANGUAGES, type Language } from "#domain/locale";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { useAuth } from "#app/features/account/AuthProvider.tsx";
import type { Customer } from "#app/features/account/customer.ts";
import { CheckboxField, FormStatusMessage, SubmitButton } from "#app/ui/forms/fields.tsx";
import { failureText } from "#app/ui/forms/messages.ts";
import type { FormStatus } from "#app/features/account/forms/use-account-form.ts";
import { accountCall } from "#app/lib/server-calls.ts";
import { CustomerSection } from "./CustomerSection.tsx";

function PreferencesForm({ customer, onSaved }: { customer: Customer; onSaved: (customer: Customer) => void }) {
  const { t } = useTranslation("account");
  const { user, sessionRejected } = useAuth();
  const [language, setLanguage] = useState<Language>(customer.language);
  const [acceptsMarketing, setAcceptsMarketing] = useState(customer.acceptsMarketing);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<FormStatus | null>(null);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!user || busy) return;
    setBusy(true);
    setStatus(null);
    const result = await accountCall("PATCH", "", {
      accessToken: user.accessToken,
      body: { language, acceptsMarketing },
      onSessionRejected: sessionRejected,
    });
    setBusy(false);
    if (result.kind === "ok") {
      onSaved(result.data.customer);
      setStatus({ kind: "success", text: t("profile.saved") });
    } else {
      setStatus({ kind: "error", text: failureText(result, t, { rejected: "profile.saveFailed", unavailable: "profile.saveFailed" }) });
    }
  }

  return (
    <form onSubmit={save} aria-label={t("nav.profile")} className="space-y-6 rounded-2xl border border-line bg-white p-6 shadow-sm">
      <fieldset>
        <legend className="text-xl font-serif">{t("profile.languageTitle")}</legend>
        <p className="mt-1 text-sm text-muted">{t("profile.languageHint")}</p>
        <div className="mt-3 flex flex-wrap gap-3">
          {SUPPORTED_LANGUAGES.map((code) => (
            <label key={code} className="flex items-center gap-2 rounded-xl border border-line px-4 py-3 has-checked:border-brand">
              <input
                type="radio"
                name="language"
                value={code}
                checked={language === code}
                onChange={() => setLanguage(code)}
                className="size-5 accent-brand"
              />
              {t(`common:language.${code}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-xl font-serif">{t("profile.marketingTitle")}</legend>
        <div className="mt-3">
          <CheckboxField
            name="acceptsMarketing"
            label={t("profile.marketing")}
            hint={t("profile.marketingHint")}
            checked={acceptsMarketing}
            onCheckedChange={setAcceptsMarketing}
          />
        </div>
      </fieldset>
      <FormStatusMessage status={status} />
      <SubmitButton busy={busy} label={t("profile.save")} busyLabel={t("details.saving")} className="sm:w-auto" />
    </form>
  );
}

/** Preferences: the language of the store's emails and consent to marketing emails. */
export function ProfileSection() {
  const { t } = useTranslation("account");
  return (
    <CustomerSection title={t("nav.profile")} intro={t("profile.intro")}>
      {(customer, replace) => <PreferencesForm customer={customer} onSaved={replace} />}
    </CustomerSection>
  );
}
