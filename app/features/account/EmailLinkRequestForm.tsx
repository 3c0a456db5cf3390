import { validateEmailForm } from "#domain/account-forms";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { FormStatusMessage, SubmitButton, TextField } from "#app/ui/forms/fields.tsx";
import { failureText, fieldErrorText } from "#app/ui/forms/messages.ts";
import { useAccountForm } from "./forms/use-account-form.ts";
import { namedCall } from "#app/lib/server-calls.ts";

/**
 * One email field that asks for a link by email (`reset-password`). The server answers the same whether
 * or not the address has an account, and so does this form.
 */
export function EmailLinkRequestForm({ label, submitLabel, busyLabel }: { label: string; submitLabel: string; busyLabel: string }) {
  const { t } = useTranslation("account");
  const form = useAccountForm({
    initialValues: { email: "" },
    validate: validateEmailForm,
    describe: (field, error) => fieldErrorText(t, field, error),
    async submit(values) {
      const result = await namedCall("reset-password", { email: values.email.trim() });
      if (result.kind !== "ok") {
        const error = failureText(result, t, { rejected: "lostPassword.failed", unavailable: "lostPassword.failed" });
        return result.kind === "failed" && result.field === "email" ? { error, field: "email" } : { error };
      }
      return { success: typeof result.data.message === "string" ? result.data.message : t("lostPassword.sent") };
    },
  });
  return (
    <form {...form.formProps} className="space-y-5" aria-label={label}>
      <TextField {...form.fieldProps("email")} type="email" inputMode="email" autoComplete="email" label={t("form.email")} />
      <FormStatusMessage status={form.status} />
      <SubmitButton busy={form.busy} label={submitLabel} busyLabel={busyLabel} />
    </form>
  );
}
