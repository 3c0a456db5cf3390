import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { secondFactorSchema, staffLoginSchema } from "#domain/staff-forms";
import { PasswordField, TextField } from "#app/ui/form-fields.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "./admin-call.ts";
import { fieldErrors, focusFirstError, linkClass, useStaffFields } from "./admin-forms.ts";
import { SubmitButton } from "./SubmitButton.tsx";
import { AdminAlert } from "./AdminAlert.tsx";

type Step = "password" | "code";

/**
 * Staff sign-in: email and password, then (for members with two-factor) the authenticator's code or a
 * recovery code. A page opened with a pending session (a reload between the steps) starts at the code.
 */
export function AdminLoginPage({
  brandName,
  pendingSecondFactor,
  next,
}: {
  brandName: string;
  pendingSecondFactor: boolean;
  next: string;
}) {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(pendingSecondFactor ? "code" : "password");
  const { values, setErrors, field, passwordField } = useStaffFields({ email: "", password: "", code: "" }, t);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const changedStep = useRef(false);

  useEffect(() => {
    if (changedStep.current) headingRef.current?.focus();
  }, [step]);

  const goTo = (next_: Step, text: string | null = null) => {
    changedStep.current = true;
    setErrors({});
    setMessage(text);
    setStep(next_);
  };

  const signedIn = () => navigate(next, { replace: true });

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found =
      step === "password" ? fieldErrors(staffLoginSchema, values, t) : fieldErrors(secondFactorSchema, { code: values.code }, t);
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) return focusFirstError(formRef.current, found);
    setBusy(true);
    const answer =
      step === "password"
        ? await adminCall<{ status: string }>("/login", { body: { email: values.email, password: values.password } })
        : await adminCall<{ status: string }>("/login/second-factor", { body: { code: values.code } });
    setBusy(false);
    if (answer.kind === "ok") {
      if (answer.data.status === "second_factor") return goTo("code");
      return void signedIn();
    }
    if (answer.kind === "failed") return setMessage(t("form.failed"));
    // The sign-in ended (its five minutes ran out, or its last code was wrong): back to the password, saying why.
    if (step === "code" && answer.status === 401 && answer.field === undefined) return goTo("password", answer.error);
    if (answer.field) {
      const fieldError = { [answer.field]: answer.error };
      setErrors(fieldError);
      return focusFirstError(formRef.current, fieldError);
    }
    setMessage(answer.error);
  };

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <main className="rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8">
        <p className="font-serif text-2xl text-brand">{brandName}</p>
        <h1 ref={headingRef} tabIndex={-1} className="mt-2 text-3xl leading-tight outline-none">
          {step === "password" ? t("login.title") : t("login.codeTitle")}
        </h1>
        <p className="mt-2 text-muted">{step === "password" ? t("login.intro", { brand: brandName }) : t("login.codeIntro")}</p>
        {message ? <AdminAlert className="mt-4">{message}</AdminAlert> : null}
        <form ref={formRef} noValidate onSubmit={submit} className="mt-6 space-y-5">
          {step === "password" ? (
            <>
              <TextField {...field("email")} type="email" inputMode="email" autoComplete="username" label={t("form.email")} />
              <PasswordField {...passwordField("password")} autoComplete="current-password" label={t("form.password")} />
            </>
          ) : (
            <TextField {...field("code")} autoComplete="one-time-code" inputMode="text" spellCheck={false} label={t("login.code")} />
          )}
          <SubmitButton
            busy={busy}
            label={step === "password" ? t("login.submit") : t("login.codeSubmit")}
            busyLabel={t("login.submitting")}
            className="w-full"
          />
        </form>
        {step === "code" ? (
          <button type="button" onClick={() => goTo("password")} className={`${linkClass} mt-6 min-h-11`}>
            {t("login.startOver")}
          </button>
        ) : null}
      </main>
    </div>
  );
}
