import { useMemo } from "react";
import { ROMANIA, type AddressValues } from "#domain/account-forms";
import { findRomanianCounty } from "#domain/romanian-counties";
import { countryOptions, COUNTY_OPTIONS } from "#app/lib/address-countries.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { AddressGroup, CheckoutField } from "./checkout-values.ts";
import { SelectField, TextField } from "./fields.tsx";
import type { FieldMessages } from "./use-checkout-form.ts";

/**
 * One address for the courier (spec §3 "Checkout fields"): names, street, apartment and company (both
 * optional), city, postal code, country, and the county — chosen from the list for Romania, typed elsewhere.
 */
export function AddressFieldset({
  group,
  legend,
  address,
  messages,
  onChange,
}: {
  group: AddressGroup;
  legend: string;
  address: AddressValues;
  messages: FieldMessages;
  onChange: (changes: Partial<AddressValues>) => void;
}) {
  const { t, i18n } = useTranslation("checkout");
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const romanian = address.country === ROMANIA;
  const autofill = group === "shippingAddress" ? "shipping" : "billing";

  const field = (name: keyof AddressValues) => ({
    name: `${group}.${name}`,
    value: address[name],
    onValueChange: (value: string) => onChange({ [name]: value }),
    error: messages[`${group}.${name}` as CheckoutField],
  });

  return (
    <fieldset className="space-y-5">
      <legend className="mb-4 font-serif text-2xl">{legend}</legend>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field("firstName")} autoComplete={`${autofill} given-name`} label={t("address.firstName")} />
        <TextField {...field("lastName")} autoComplete={`${autofill} family-name`} label={t("address.lastName")} />
      </div>
      <TextField
        {...field("address1")}
        autoComplete={`${autofill} address-line1`}
        label={t("address.address1")}
        hint={t("address.address1Hint")}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field("address2")} autoComplete={`${autofill} address-line2`} label={t("address.address2")} optional />
        <TextField {...field("company")} autoComplete={`${autofill} organization`} label={t("address.company")} optional />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field("city")} autoComplete={`${autofill} address-level2`} label={t("address.city")} />
        <TextField
          {...field("zip")}
          autoComplete={`${autofill} postal-code`}
          inputMode={romanian ? "numeric" : undefined}
          label={t("address.zip")}
          hint={romanian ? t("address.zipHintRomania") : undefined}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          {...field("country")}
          onValueChange={(country) =>
            // A region typed for another country is rarely a Romanian county: the county starts afresh.
            onChange(country === ROMANIA && !findRomanianCounty(address.province) ? { country, province: "" } : { country })
          }
          autoComplete={`${autofill} country`}
          label={t("address.country")}
          options={countries}
        />
        {romanian ? (
          <SelectField
            {...field("province")}
            autoComplete={`${autofill} address-level1`}
            label={t("address.county")}
            placeholder={t("address.chooseCounty")}
            options={COUNTY_OPTIONS}
          />
        ) : (
          <TextField {...field("province")} autoComplete={`${autofill} address-level1`} label={t("address.region")} optional />
        )}
      </div>
      <TextField {...field("phone")} type="tel" autoComplete={`${autofill} tel`} label={t("address.phone")} hint={t("address.phoneHint")} />
    </fieldset>
  );
}
