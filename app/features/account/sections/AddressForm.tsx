import { useMemo, useState } from "react";
import { ROMANIA, validateAddress, type AddressValues } from "#domain/account-forms";
import { findRomanianCounty } from "#domain/romanian-counties";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { countryOptions, COUNTY_OPTIONS } from "#app/lib/address-countries.ts";
import { addressBody, type Address } from "#app/features/account/addresses.ts";
import { useAuth } from "#app/features/account/AuthProvider.tsx";
import { CheckboxField, FormStatusMessage, SelectField, SubmitButton, TextField } from "#app/features/account/forms/fields.tsx";
import { failureText, fieldErrorText } from "#app/features/account/forms/messages.ts";
import { useAccountForm } from "#app/features/account/forms/use-account-form.ts";
import { accountCall } from "#app/features/account/server-calls.ts";

type Field = keyof AddressValues;
const FIELDS: readonly Field[] = [
  "firstName",
  "lastName",
  "company",
  "address1",
  "address2",
  "city",
  "province",
  "zip",
  "country",
  "phone",
];
const isField = (name: string | undefined): name is Field => FIELDS.includes(name as Field);

/** A stored Romanian county written another way ("Arges") is shown as the list writes it. */
function normalisedValues(values: AddressValues): AddressValues {
  if (values.country !== ROMANIA) return values;
  return { ...values, province: findRomanianCounty(values.province)?.name ?? values.province };
}

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
  const { t, i18n } = useTranslation("account");
  const { user, sessionRejected } = useAuth();
  const [makeDefault, setMakeDefault] = useState(false);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);

  const form = useAccountForm<Field>({
    initialValues: normalisedValues(initial),
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

  const field = (name: Field) => ({
    name,
    value: form.values[name],
    onValueChange: (value: string) => form.setValue(name, value),
    error: form.errorOf(name),
  });
  const romanian = form.values.country === ROMANIA;

  return (
    <form {...form.formProps} aria-label={title} className="space-y-5 rounded-2xl border border-brand/40 bg-white p-6 shadow-sm">
      <h3 className="text-xl">{title}</h3>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field("firstName")} autoComplete="given-name" label={t("form.firstName")} />
        <TextField {...field("lastName")} autoComplete="family-name" label={t("form.lastName")} />
      </div>
      <TextField {...field("company")} autoComplete="organization" label={t("addresses.company")} optional />
      <TextField {...field("address1")} autoComplete="address-line1" label={t("addresses.address1")} hint={t("addresses.address1Hint")} />
      <TextField {...field("address2")} autoComplete="address-line2" label={t("addresses.address2")} optional />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field("city")} autoComplete="address-level2" label={t("addresses.city")} />
        <TextField {...field("zip")} autoComplete="postal-code" inputMode={romanian ? "numeric" : undefined} label={t("addresses.zip")} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          {...field("country")}
          onValueChange={(country) =>
            // A region typed for another country is rarely a Romanian county; the county starts afresh.
            form.setFields(country === ROMANIA && !findRomanianCounty(form.values.province) ? { country, province: "" } : { country })
          }
          autoComplete="country"
          label={t("addresses.country")}
          options={countries}
        />
        {romanian ? (
          <SelectField
            {...field("province")}
            autoComplete="address-level1"
            label={t("addresses.county")}
            placeholder={t("addresses.chooseCounty")}
            options={COUNTY_OPTIONS}
          />
        ) : (
          <TextField {...field("province")} autoComplete="address-level1" label={t("addresses.region")} optional />
        )}
      </div>
      <TextField {...field("phone")} type="tel" autoComplete="tel" label={t("addresses.phone")} optional />
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
