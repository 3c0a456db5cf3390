import { useState } from "react";
import { validateAddress, type AddressValues } from "#domain/account-forms";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { addressBody, withListedCounty, type Address } from "#app/lib/addresses.ts";
import { useAuth } from "#app/features/account/AuthProvider.tsx";
import { ADDRESS_FIELDS_IN_ORDER, AddressFields } from "#app/ui/forms/AddressFields.tsx";
import { CheckboxField, FormStatusMessage, SubmitButton } from "#app/ui/forms/fields.tsx";
import { failureText, fieldErrorText } from "#app/ui/forms/messages.ts";
import { useAccountForm } from "#app/features/account/forms/use-account-form.ts";
import { accountCall } from "#app/lib/server-calls.ts";

type Field = keyof AddressValues;
const isField = (name: string | undefined): name is Field => ADDRESS_FIELDS_IN_ORDER.includes(name as Field);

/** Creates (`POST`) or edits (`PATCH`) an address; Romanian addresses choose their county from the list. */
export function AddressForm({
  title,
  initial,
  addressId,
  offerDefault,
  onSaved,
  onCancel,
}: {
  title: string;
  initial: AddressValues;
  /** Set when editing. */
  addressId?: number;
  /** A new address may become the default at once (the first one always does). */
  offerDefault: boolean;
  onSaved: (address: Address | null) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("account");
  const { user, sessionRejected } = useAuth();
  const [makeDefault, setMakeDefault] = useState(false);

  const form = useAccountForm<Field>({
    initialValues: withListedCounty(initial),
    validate: validateAddress,
    describe: (field, error) => fieldErrorText(t, field, error),
    async submit(values) {
      if (!user) return { error: t("errors.sessionExpired") };
      const existing = addressId !== undefined;
      const body: Record<string, unknown> = addressBody(values);
      if (!existing && offerDefault && makeDefault) body.isDefault = true;
      const result = await accountCall<{ address?: Address }>(
        existing ? "PATCH" : "POST",
        existing ? `/addresses/${addressId}` : "/addresses",
        {
          accessToken: user.accessToken,
          body,
          onSessionRejected: sessionRejected,
        },
      );
      if (result.kind === "ok") {
        onSaved(result.data.address ?? null);
        return;
      }
      const error = failureText(result, t, { rejected: "addresses.saveFailed", unavailable: "addresses.saveFailed" });
      return result.kind === "failed" && isField(result.field) ? { error, field: result.field } : { error };
    },
  });

  return (
    <form {...form.formProps} aria-label={title} className="space-y-5 rounded-2xl border border-brand/40 bg-white p-6 shadow-sm">
      <h3 className="text-xl">{title}</h3>
      <AddressFields values={form.values} onChange={form.setFields} errorOf={form.errorOf} />
      {offerDefault ? (
        <CheckboxField name="isDefault" label={t("addresses.makeDefault")} checked={makeDefault} onCheckedChange={setMakeDefault} />
      ) : null}
      <FormStatusMessage status={form.status} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <SubmitButton busy={form.busy} label={t("addresses.save")} busyLabel={t("addresses.saving")} className="sm:w-auto" />
        <button
          type="button"
          onClick={onCancel}
          className="rounded-full border border-line px-6 py-3 font-semibold text-ink hover:bg-brand-soft"
        >
          {t("addresses.cancel")}
        </button>
      </div>
    </form>
  );
}
