import { useState } from "react";
import { validateAccountDetails, validatePasswordChange } from "#domain/account-forms";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { useAuth } from "#app/features/account/AuthProvider.tsx";
import type { Customer } from "#app/features/account/customer.ts";
import { FormStatusMessage, PasswordField, SubmitButton, TextField } from "#app/ui/forms/fields.tsx";
import { failureText, fieldErrorText } from "#app/ui/forms/messages.ts";
import { useAccountForm } from "#app/features/account/forms/use-account-form.ts";
import { accountCall } from "#app/lib/server-calls.ts";
import { updatePassword } from "#app/features/account/update-password.ts";
import { CustomerSection } from "./CustomerSection.tsx";
import { NewPasswordFields } from "#app/features/account/NewPasswordForm.tsx";
import { ProofLinkOffer } from "./ProofLinkOffer.tsx";

type DetailsField = "firstName" | "lastName" | "email" | "currentPassword";
type PasswordFormField = "currentPassword" | "password" | "confirmPassword";

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The server's 403: neither the current password nor a recent mailed link proved who is asking. */
const PROOF_NEEDED = 403;

function DetailsForm({ customer, onSaved }: { customer: Customer; onSaved: (customer: Customer) => void }) {
  const { t } = useTranslation("account");
  const { user, sessionRejected, updateUser } = useAuth();
  const [proofNeeded, setProofNeeded] = useState(false);
  const form = useAccountForm<DetailsField>({
    initialValues: { firstName: customer.firstName ?? "", lastName: customer.lastName ?? "", email: customer.email, currentPassword: "" },
    validate: (values) =>
      validateAccountDetails(values, {
        emailChanged: !sameEmail(values.email, customer.email),
        needsCurrentPassword: customer.hasPassword,
      }),
    describe: (field, error) => fieldErrorText(t, field, error),
    async submit(values) {
      if (!user) return { error: t("errors.sessionExpired") };
      setProofNeeded(false);
      const body: Record<string, unknown> = { firstName: values.firstName.trim(), lastName: values.lastName.trim() };
      if (!sameEmail(values.email, customer.email)) {
        body.email = values.email.trim();
        if (customer.hasPassword) body.currentPassword = values.currentPassword;
      }
      const result = await accountCall("PATCH", "", {
        accessToken: user.accessToken,
        body,
        onSessionRejected: sessionRejected,
      });
      if (result.kind !== "ok") {
        const error = failureText(result, t, { rejected: "details.saveFailed", unavailable: "details.saveFailed" });
        if (result.kind === "failed" && result.status === PROOF_NEEDED) setProofNeeded(true);
        const field = result.kind === "failed" ? result.field : undefined;
        return field === "firstName" || field === "lastName" || field === "email" || field === "currentPassword"
          ? { error, field }
          : { error };
      }
      const saved = result.data.customer;
      updateUser({ firstName: saved.firstName, lastName: saved.lastName, email: saved.email });
      onSaved(saved);
      form.setValue("currentPassword", "");
      // An email change waits for the link mailed to the new address; the field keeps the current one.
      form.setValue("email", saved.email);
      return { success: typeof result.data.message === "string" ? result.data.message : t("details.saved") };
    },
  });
  const emailChanged = !sameEmail(form.values.email, customer.email);
  return (
    <form
      {...form.formProps}
      aria-labelledby="details-form-title"
      className="space-y-5 rounded-2xl border border-line bg-white p-6 shadow-sm"
    >
      <h2 id="details-form-title" className="text-xl">
        {t("details.detailsTitle")}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...form.fieldProps("firstName")} autoComplete="given-name" label={t("form.firstName")} />
        <TextField {...form.fieldProps("lastName")} autoComplete="family-name" label={t("form.lastName")} />
      </div>
      <TextField {...form.fieldProps("email")} type="email" inputMode="email" autoComplete="email" label={t("form.email")} />
      {emailChanged && customer.hasPassword ? (
        <PasswordField
          {...form.fieldProps("currentPassword")}
          autoComplete="current-password"
          label={t("form.currentPassword")}
          hint={t("details.emailNeedsPassword")}
        />
      ) : null}
      {emailChanged && !customer.hasPassword ? <p className="text-sm text-muted">{t("details.emailNeedsLink")}</p> : null}
      <FormStatusMessage status={form.status} />
      {proofNeeded ? <ProofLinkOffer email={customer.email} /> : null}
      <SubmitButton busy={form.busy} label={t("details.save")} busyLabel={t("details.saving")} className="sm:w-auto" />
    </form>
  );
}

function PasswordForm({ email, hasPassword, onPasswordSet }: { email: string; hasPassword: boolean; onPasswordSet: () => void }) {
  const { t } = useTranslation("account");
  const auth = useAuth();
  const { user } = auth;
  const [proofNeeded, setProofNeeded] = useState(false);
  const form = useAccountForm<PasswordFormField>({
    initialValues: { currentPassword: "", password: "", confirmPassword: "" },
    validate: (values) => validatePasswordChange(values, { needsCurrentPassword: hasPassword }),
    describe: (field, error) => fieldErrorText(t, field, error),
    async submit(values) {
      if (!user) return { error: t("errors.sessionExpired") };
      const body: Record<string, unknown> = {
        customerAccessToken: user.accessToken,
        password: values.password,
        confirmPassword: values.confirmPassword,
      };
      if (hasPassword) body.currentPassword = values.currentPassword;
      setProofNeeded(false);
      const result = await updatePassword(auth, body);
      if (result.kind !== "ok") {
        const error = failureText(result, t, { rejected: "setPassword.failed", unavailable: "setPassword.failed" });
        if (result.kind === "failed" && result.status === PROOF_NEEDED) setProofNeeded(true);
        const field = result.kind === "failed" ? result.field : undefined;
        return field === "currentPassword" || field === "password" || field === "confirmPassword" ? { error, field } : { error };
      }
      onPasswordSet();
      form.reset({ currentPassword: "", password: "", confirmPassword: "" });
      return { success: typeof result.data.message === "string" ? result.data.message : t("setPassword.success") };
    },
  });
  return (
    <form
      {...form.formProps}
      aria-labelledby="password-form-title"
      className="space-y-5 rounded-2xl border border-line bg-white p-6 shadow-sm"
    >
      <h2 id="password-form-title" className="text-xl">
        {hasPassword ? t("details.passwordTitle") : t("setPassword.finishTitle")}
      </h2>
      {hasPassword ? null : <p className="text-muted">{t("setPassword.finishIntro")}</p>}
      {hasPassword ? (
        <PasswordField {...form.fieldProps("currentPassword")} autoComplete="current-password" label={t("form.currentPassword")} />
      ) : null}
      <NewPasswordFields fieldProps={form.fieldProps} />
      <FormStatusMessage status={form.status} />
      {proofNeeded ? <ProofLinkOffer email={email} /> : null}
      <SubmitButton busy={form.busy} label={t("details.changePassword")} busyLabel={t("setPassword.busy")} className="sm:w-auto" />
    </form>
  );
}

/**
 * Names, email and password. Changing the email or the password needs the current password or, in the
 * minutes after opening a login link, nothing more; the email changes when the link mailed there is opened.
 */
export function AccountDetailsSection() {
  const { t } = useTranslation("account");
  return (
    <CustomerSection title={t("nav.details")} intro={t("details.intro")}>
      {(customer, replace) => (
        <div className="space-y-8">
          <DetailsForm customer={customer} onSaved={replace} />
          <PasswordForm
            email={customer.email}
            hasPassword={customer.hasPassword}
            onPasswordSet={() => replace({ ...customer, hasPassword: true, isActivated: true })}
          />
        </div>
      )}
    </CustomerSection>
  );
}
