import { PASSWORD_RULE, validateNewPassword, type NewPasswordValues } from "#domain/account-forms";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { FormStatusMessage, PasswordField, SubmitButton } from "#app/ui/forms/fields.tsx";
import { fieldErrorText } from "#app/ui/forms/messages.ts";
import { useAccountForm, type FieldProps, type SubmitOutcome } from "./forms/use-account-form.ts";

type Field = keyof NewPasswordValues;

/** The new password, under the rule it must follow, then the same typed again; shared with the password change. */
export function NewPasswordFields({ fieldProps }: { fieldProps: (field: Field) => FieldProps }) {
  const { t } = useTranslation("account");
  return (
    <>
      <PasswordField
        {...fieldProps("password")}
        autoComplete="new-password"
        label={t("form.newPassword")}
        hint={t("form.passwordHint", { min: PASSWORD_RULE.minLength })}
      />
      <PasswordField {...fieldProps("confirmPassword")} autoComplete="new-password" label={t("form.confirmPassword")} />
    </>
  );
}

/** A new password typed twice, against the one password rule the server checks too. */
export function NewPasswordForm({
  label,
  submitLabel,
  busyLabel,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (values: NewPasswordValues) => Promise<SubmitOutcome<Field>>;
}) {
  const { t } = useTranslation("account");
  const form = useAccountForm<Field>({
    initialValues: { password: "", confirmPassword: "" },
    validate: validateNewPassword,
    describe: (field, error) => fieldErrorText(t, field, error),
    submit: onSubmit,
  });
  return (
    <form {...form.formProps} className="space-y-5" aria-label={label}>
      <NewPasswordFields fieldProps={form.fieldProps} />
      <FormStatusMessage status={form.status} />
      <SubmitButton busy={form.busy} label={submitLabel} busyLabel={busyLabel} />
    </form>
  );
}

/** The server names `password`/`confirmPassword` when one is to blame; anything else goes to the live region. */
export function passwordFieldOf(field: string | undefined): Field | undefined {
  return field === "password" || field === "confirmPassword" ? field : undefined;
}
