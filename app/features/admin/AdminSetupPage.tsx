import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { staffSetupSchema } from "#domain/staff-forms";
import { STAFF_PASSWORD_MIN_LENGTH } from "#domain/staff-roles";
import type { StaffReader } from "#app/lib/load-context.ts";
import { CheckboxField, PasswordField, TextField } from "#app/ui/form-fields.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "./admin-call.ts";
import { buttonClass, fieldErrors, focusFirstError, secondaryButtonClass, useStaffFields } from "./admin-forms.ts";
import { SubmitButton } from "./SubmitButton.tsx";
import { AdminAlert } from "./AdminAlert.tsx";

export type SetupData = NonNullable<Awaited<ReturnType<StaffReader["setup"]>>>;

/**
 * The page a setup link opens: a password, two-factor (an owner's is required) by scanning the QR code
 * and typing a code back, then the recovery codes, shown this once.
 */
export function AdminSetupPage({ token, setup, brandName }: { token: string | null; setup: SetupData | null; brandName: string }) {
  const { t } = useTranslation("admin");
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null | undefined>(undefined);

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      <main className="rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8">
        <p className="font-serif text-2xl text-brand">{brandName}</p>
        {setup === null || token === null ? (
          <>
            <h1 className="mt-2 text-3xl leading-tight">{t("setup.title")}</h1>
            <AdminAlert className="mt-4">{token === null ? t("setup.missing") : t("setup.invalid")}</AdminAlert>
          </>
        ) : recoveryCodes === undefined ? (
          <SetupForm token={token} setup={setup} onDone={setRecoveryCodes} />
        ) : (
          <SetupDone recoveryCodes={recoveryCodes} />
        )}
      </main>
    </div>
  );
}

function SetupForm({ token, setup, onDone }: { token: string; setup: SetupData; onDone: (codes: string[] | null) => void }) {
  const { t } = useTranslation("admin");
  const { values, setErrors, field, passwordField } = useStaffFields({ password: "", confirmPassword: "", totpCode: "" }, t);
  const [useTwoFactor, setUseTwoFactor] = useState(true);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const twoFactor = setup.twoFactorRequired || useTwoFactor;

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = {
      token,
      password: values.password,
      confirmPassword: values.confirmPassword,
      ...(twoFactor ? { totpSecret: setup.enrolment.secret, totpCode: values.totpCode } : {}),
    };
    const found = fieldErrors(staffSetupSchema, body, t);
    if (twoFactor && values.totpCode.trim() === "") found.totpCode = t("field.code");
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) return focusFirstError(formRef.current, found);
    setBusy(true);
    const answer = await adminCall<{ recoveryCodes: string[] | null }>("/setup", { body });
    setBusy(false);
    if (answer.kind === "ok") return onDone(answer.data.recoveryCodes);
    if (answer.kind === "refused" && answer.field && answer.field !== "token") {
      const fieldError = { [answer.field]: answer.error };
      setErrors(fieldError);
      return focusFirstError(formRef.current, fieldError);
    }
    setMessage(answer.kind === "refused" ? answer.error : t("form.failed"));
  };

  return (
    <>
      <h1 className="mt-2 text-3xl leading-tight">{t("setup.title")}</h1>
      <p className="mt-2 text-muted">
        {t("setup.intro", {
          email: setup.staff.email,
          role: t(`roles.${setup.staff.role}`),
          twoFactor: setup.twoFactorRequired ? t("setup.introTwoFactor") : "",
        })}
      </p>
      {message ? <AdminAlert className="mt-4">{message}</AdminAlert> : null}
      <form ref={formRef} noValidate onSubmit={submit} className="mt-6 space-y-5">
        {/* For password managers: the account these passwords belong to. */}
        <input type="email" name="username" autoComplete="username" value={setup.staff.email} readOnly hidden />
        <PasswordField
          {...passwordField("password")}
          autoComplete="new-password"
          label={t("form.newPassword")}
          hint={t("form.passwordHint", { min: STAFF_PASSWORD_MIN_LENGTH })}
        />
        <PasswordField {...passwordField("confirmPassword")} autoComplete="new-password" label={t("form.confirmPassword")} />
        <fieldset className="rounded-2xl border border-line p-4">
          <legend className="px-1 text-lg font-semibold">{t("setup.twoFactorTitle")}</legend>
          <p className="text-sm text-muted">{setup.twoFactorRequired ? t("setup.twoFactorRequired") : t("setup.twoFactorOptional")}</p>
          {setup.twoFactorRequired ? null : (
            <div className="mt-3">
              <CheckboxField name="useTwoFactor" label={t("setup.useTwoFactor")} checked={useTwoFactor} onCheckedChange={setUseTwoFactor} />
            </div>
          )}
          {twoFactor ? (
            <div className="mt-4 space-y-4">
              <p className="text-sm">{t("setup.scan")}</p>
              <img src={setup.enrolment.qrDataUrl} alt={t("setup.qrLabel")} width={200} height={200} className="mx-auto size-52 bg-white" />
              <div className="text-sm">
                <p>{t("setup.manual")}</p>
                <code className="mt-1 block break-all rounded-lg bg-brand-soft px-3 py-2 font-mono text-base tracking-wider">
                  {setup.enrolment.secret}
                </code>
              </div>
              <TextField {...field("totpCode")} autoComplete="one-time-code" inputMode="numeric" label={t("setup.code")} />
            </div>
          ) : null}
        </fieldset>
        <SubmitButton busy={busy} label={t("setup.submit")} busyLabel={t("setup.submitting")} className="w-full" />
      </form>
    </>
  );
}

function SetupDone({ recoveryCodes }: { recoveryCodes: string[] | null }) {
  const { t } = useTranslation("admin");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => headingRef.current?.focus(), []);

  const copy = async () => {
    await navigator.clipboard?.writeText(recoveryCodes?.join("\n") ?? "").catch(() => undefined);
    setCopied(true);
  };

  return (
    <>
      <h1 ref={headingRef} tabIndex={-1} className="mt-2 text-3xl leading-tight outline-none">
        {t("setup.doneTitle")}
      </h1>
      {recoveryCodes ? (
        <>
          <p className="mt-3">{t("setup.recoveryIntro")}</p>
          <ul aria-label={t("setup.recoveryLabel")} className="mt-4 grid grid-cols-2 gap-2 font-mono text-lg">
            {recoveryCodes.map((code) => (
              <li key={code} className="rounded-lg bg-brand-soft px-3 py-2 text-center">
                {code}
              </li>
            ))}
          </ul>
          <button type="button" onClick={copy} className={`${secondaryButtonClass} mt-4`}>
            {copied ? t("setup.copied") : t("setup.copy")}
          </button>
          <p role="status" className="sr-only">
            {copied ? t("setup.copied") : ""}
          </p>
        </>
      ) : (
        <p className="mt-3">{t("setup.noRecovery")}</p>
      )}
      <Link to="/admin" className={`${buttonClass} mt-6 w-full`}>
        {t("setup.continue")}
      </Link>
    </>
  );
}
