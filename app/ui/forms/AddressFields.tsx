import { useMemo } from "react";
import { ROMANIA, type AddressValues } from "#domain/account-forms";
import { findRomanianCounty } from "#domain/romanian-counties";
import { countryOptions, COUNTY_OPTIONS } from "#app/lib/address-countries.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { SelectField, TextField } from "./fields.tsx";

export type AddressField = keyof AddressValues;

/** The fields in the order the form shows them, so the first one in error is the first the shopper meets. */
export const ADDRESS_FIELDS_IN_ORDER: readonly AddressField[] = [
  "firstName",
  "lastName",
  "company",
  "address1",
  "address2",
  "city",
  "zip",
  "country",
  "province",
  "phone",
];

/**
 * An address's fields in the account's words (the address book, a subscription's new address): names, company,
 * street, details, city, postal code, country, and the county — chosen from the list for Romania, typed elsewhere.
 * `name` gives each control its form name (`address.city` where the server's refusal names it so); `errorOf` the
 * sentence beside a field.
 */
export function AddressFields({
  values,
  onChange,
  errorOf,
  name = (field) => field,
  autoCompleteSection,
}: {
  values: AddressValues;
  /** One field, or several at once (a country and the county that no longer fits it). */
  onChange: (changes: Partial<AddressValues>) => void;
  errorOf: (field: AddressField) => string | undefined;
  name?: (field: AddressField) => string;
  /** `shipping` where the address is a delivery address, so the browser fills the right one. */
  autoCompleteSection?: "shipping";
}) {
  const { t, i18n } = useTranslation("account");
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const romanian = values.country === ROMANIA;
  const autoComplete = (token: string) => (autoCompleteSection ? `${autoCompleteSection} ${token}` : token);

  const field = (key: AddressField) => ({
    name: name(key),
    value: values[key],
    onValueChange: (value: string) => onChange({ [key]: value }),
    error: errorOf(key),
  });

  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field("firstName")} autoComplete={autoComplete("given-name")} label={t("form.firstName")} />
        <TextField {...field("lastName")} autoComplete={autoComplete("family-name")} label={t("form.lastName")} />
      </div>
      <TextField {...field("company")} autoComplete={autoComplete("organization")} label={t("addresses.company")} optional />
      <TextField
        {...field("address1")}
        autoComplete={autoComplete("address-line1")}
        label={t("addresses.address1")}
        hint={t("addresses.address1Hint")}
      />
      <TextField {...field("address2")} autoComplete={autoComplete("address-line2")} label={t("addresses.address2")} optional />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field("city")} autoComplete={autoComplete("address-level2")} label={t("addresses.city")} />
        <TextField
          {...field("zip")}
          autoComplete={autoComplete("postal-code")}
          inputMode={romanian ? "numeric" : undefined}
          label={t("addresses.zip")}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          {...field("country")}
          onValueChange={(country) =>
            // A region typed for another country is rarely a Romanian county; the county starts afresh.
            onChange(country === ROMANIA && !findRomanianCounty(values.province) ? { country, province: "" } : { country })
          }
          autoComplete={autoComplete("country")}
          label={t("addresses.country")}
          options={countries}
        />
        {romanian ? (
          <SelectField
            {...field("province")}
            autoComplete={autoComplete("address-level1")}
            label={t("addresses.county")}
            placeholder={t("addresses.chooseCounty")}
            options={COUNTY_OPTIONS}
          />
        ) : (
          <TextField {...field("province")} autoComplete={autoComplete("address-level1")} label={t("addresses.region")} optional />
        )}
      </div>
      <TextField {...field("phone")} type="tel" autoComplete={autoComplete("tel")} label={t("addresses.phone")} optional />
    </>
  );
}
