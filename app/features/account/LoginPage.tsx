import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { safeRedirectPath } from "#domain/account-forms";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "#app/ui/link-class.ts";
import { AuthFooterLink, AuthPageShell } from "./AuthPageShell.tsx";
import { useAuth } from "./AuthProvider.tsx";
import { CheckboxField, FormStatusMessage, PasswordField, SubmitButton, TextField } from "#app/ui/forms/fields.tsx";
import type { FieldProps } from "./forms/use-account-form.ts";
import { ACCOUNT_HOME, LOST_PASSWORD_PATH, REGISTER_PATH } from "#app/lib/account-paths.ts";
import { useLoginForms } from "./use-login-forms.ts";

type Mode = "password" | "link";

/** Password login (with remember me) or an emailed login link; a signed-in visitor goes straight on. */
export function LoginPage() {
  const { t } = useTranslation("account");
  const auth = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirectPath(searchParams.get("redirect"), ACCOUNT_HOME);
  const [mode, setMode] = useState<Mode>("password");
  const [remember, setRemember] = useState(false);
  const switched = useRef(false);

  useEffect(() => {
    if (auth.status === "authenticated") navigate(redirectTo, { replace: true });
  }, [auth.status, navigate, redirectTo]);

  const { passwordForm, linkForm } = useLoginForms(remember);

  const linkEmail = useRef<HTMLInputElement>(null);
  const passwordEmail = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!switched.current) return;
    (mode === "link" ? linkEmail : passwordEmail).current?.focus();
  }, [mode]);

  function switchTo(next: Mode) {
    switched.current = true;
    // The address typed in one form follows the shopper to the other.
    if (next === "link") linkForm.reset({ email: passwordForm.values.email });
    else passwordForm.reset({ email: linkForm.values.email, password: "" });
    setMode(next);
  }

  // Both forms start with the address; it keeps its own ref, so a switch can put the focus back in it.
  const emailField = (form: { fieldProps: (field: "email") => FieldProps }, ref: typeof linkEmail) => (
    <TextField ref={ref} {...form.fieldProps("email")} type="email" inputMode="email" autoComplete="email" label={t("form.email")} />
  );

  const rememberBox = (
    <CheckboxField
      name="remember"
      label={t("form.rememberMe")}
      hint={t("form.rememberMeHint")}
      checked={remember}
      onCheckedChange={setRemember}
    />
  );

  return (
    <AuthPageShell
      title={mode === "password" ? t("login.title") : t("login.magicTitle")}
      intro={mode === "password" ? t("login.intro") : t("login.magicIntro")}
      footer={<AuthFooterLink question={t("login.noAccount")} to={REGISTER_PATH} label={t("login.createAccount")} />}
    >
      {mode === "password" ? (
        <form {...passwordForm.formProps} className="space-y-5" aria-label={t("login.title")}>
          {emailField(passwordForm, passwordEmail)}
          <PasswordField {...passwordForm.fieldProps("password")} autoComplete="current-password" label={t("form.password")} />
          <div className="flex flex-wrap items-start justify-between gap-3">
            {rememberBox}
            <Link to={LOST_PASSWORD_PATH} className={`text-sm ${linkClass}`}>
              {t("login.forgot")}
            </Link>
          </div>
          <FormStatusMessage status={passwordForm.status} />
          <SubmitButton busy={passwordForm.busy} label={t("login.submit")} busyLabel={t("login.busy")} />
        </form>
      ) : (
        <form {...linkForm.formProps} className="space-y-5" aria-label={t("login.magicTitle")}>
          {emailField(linkForm, linkEmail)}
          {rememberBox}
          <FormStatusMessage status={linkForm.status} />
          <SubmitButton busy={linkForm.busy} label={t("login.magicSubmit")} busyLabel={t("login.magicBusy")} />
        </form>
      )}
      <div className="my-6 flex items-center gap-3 text-sm text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        {t("login.or")}
        <span className="h-px flex-1 bg-line" />
      </div>
      <button
        type="button"
        onClick={() => switchTo(mode === "password" ? "link" : "password")}
        className="w-full rounded-full border border-brand px-6 py-3 font-semibold text-brand-dark hover:bg-brand-soft"
      >
        {mode === "password" ? t("login.useMagicLink") : t("login.usePassword")}
      </button>
    </AuthPageShell>
  );
}
