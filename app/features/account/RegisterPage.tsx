import { useState } from "react";
import { Link } from "react-router";
import { PASSWORD_RULE, validateRegistration } from "#domain/account-forms";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "#app/ui/link-class.ts";
import { AuthFooterLink, AuthPageShell } from "./AuthPageShell.tsx";
import { FormStatusMessage, PasswordField, SubmitButton, TextField } from "#app/ui/forms/fields.tsx";
import { failureText, fieldErrorText } from "#app/ui/forms/messages.ts";
import { useAccountForm } from "./forms/use-account-form.ts";
import { LOGIN_PATH } from "#app/lib/account-paths.ts";
import { namedCall } from "#app/lib/server-calls.ts";

const FIELDS = ["email", "firstName", "lastName", "password", "confirmPassword"] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: string | undefined): name is Field => (FIELDS as readonly string[]).includes(name ?? "");

/**
 * Spec §8 "Registration": a pending account and an activation email. An address that already has an
 * account gets the same answer here (so the page does not tell who has an account) and an email that
 * sends its owner to the login page.
 */
export function RegisterPage() {
  const { t } = useTranslation("account");
  const [registered, setRegistered] = useState<{ message: string; email: string } | null>(null);

  const form = useAccountForm<Field>({
    initialValues: { email: "", firstName: "", lastName: "", password: "", confirmPassword: "" },
    validate: validateRegistration,
    describe: (field, error) => fieldErrorText(t, field, error),
    async submit(values) {
      const email = values.email.trim();
      const result = await namedCall("create-account", {
        email,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        password: values.password,
      });
      if (result.kind === "ok") {
        setRegistered({ message: typeof result.data.message === "string" ? result.data.message : t("register.success"), email });
        return;
      }
      const error = failureText(result, t, { rejected: "register.failed", unavailable: "register.failed" });
      return result.kind === "failed" && isField(result.field) ? { error, field: result.field } : { error };
    },
  });

  if (registered) {
    return (
      <AuthPageShell title={t("register.successTitle")}>
        <div role="status" tabIndex={-1} ref={(element) => element?.focus()} className="space-y-4 outline-none">
          <p className="rounded-xl border border-brand/30 bg-brand-soft px-4 py-3 text-brand-dark">{registered.message}</p>
          <p className="text-sm text-muted">{t("register.sentTo", { email: registered.email })}</p>
          <p className="text-sm text-muted">{t("register.existingAccountHint")}</p>
        </div>
        <Link to="/" className={`mt-6 inline-block ${linkClass}`}>
          {t("register.backToShop")}
        </Link>
      </AuthPageShell>
    );
  }

  return (
    <AuthPageShell
      title={t("register.title")}
      intro={t("register.intro")}
      footer={<AuthFooterLink question={t("register.haveAccount")} to={LOGIN_PATH} label={t("register.logIn")} />}
    >
      <form {...form.formProps} className="space-y-5" aria-label={t("register.title")}>
        <TextField {...form.fieldProps("email")} type="email" inputMode="email" autoComplete="email" label={t("form.email")} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...form.fieldProps("firstName")} autoComplete="given-name" label={t("form.firstName")} />
          <TextField {...form.fieldProps("lastName")} autoComplete="family-name" label={t("form.lastName")} />
        </div>
        <PasswordField
          {...form.fieldProps("password")}
          autoComplete="new-password"
          label={t("form.password")}
          hint={t("form.passwordHint", { min: PASSWORD_RULE.minLength })}
        />
        <PasswordField {...form.fieldProps("confirmPassword")} autoComplete="new-password" label={t("form.confirmPassword")} />
        <FormStatusMessage status={form.status} />
        <SubmitButton busy={form.busy} label={t("register.submit")} busyLabel={t("register.busy")} />
      </form>
    </AuthPageShell>
  );
}
