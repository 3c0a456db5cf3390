import { Link } from "react-router";
import type { SubscriptionDetail } from "#domain/customer-subscriptions";
import { countryName } from "#app/lib/address-countries.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "#app/ui/link-class.ts";
import { addressLines } from "#app/lib/addresses.ts";
import { AddressFields } from "#app/ui/forms/AddressFields.tsx";
import { NEW_ADDRESS, type ActionFormValues } from "./action-requests.ts";
import type { SubscriptionReader } from "./SubscriptionFacts.tsx";
import { Choice } from "./ActionChoices.tsx";
import type { Change } from "./ActionInputs.tsx";

const NO_ADDRESSES: Record<SubscriptionReader, string> = {
  customer: "subscriptions.form.noAddresses",
  guest: "subscriptions.form.noAddressesGuest",
  staff: "subscriptions.form.noAddressesStaff",
};

/** The delivery address: one from the book, or a new one typed in (the only way when the book is empty). */
export function AddressActionFields({
  detail: { subscription, choices },
  values,
  change,
  fieldErrors,
  reader,
}: {
  detail: SubscriptionDetail;
  values: ActionFormValues;
  change: Change;
  fieldErrors: Partial<Record<string, string>>;
  reader: SubscriptionReader;
}) {
  const { t, i18n } = useTranslation("account");
  const book = choices.addresses;
  const typing = values.addressId === NEW_ADDRESS;
  const fields = (
    <>
      {subscription.address ? <p className="text-sm text-muted">{t("subscriptions.form.newAddressHint")}</p> : null}
      <AddressFields
        values={values.address}
        onChange={(changes) => change("address", { ...values.address, ...changes })}
        errorOf={(field) => fieldErrors[`address.${field}`]}
        name={(field) => `address.${field}`}
        autoCompleteSection="shipping"
      />
    </>
  );
  return (
    <fieldset className="space-y-4">
      <legend className="font-semibold">{t("subscriptions.form.addressLegend")}</legend>
      {book.length === 0 ? (
        <>
          <p>{t(NO_ADDRESSES[reader])}</p>
          {fields}
        </>
      ) : (
        <>
          <div className="grid gap-2">
            {book.map((address) => (
              <Choice
                key={address.id}
                name="addressId"
                value={String(address.id)}
                chosen={values.addressId}
                choose={() => change("addressId", String(address.id))}
              >
                <span className="text-sm">
                  {addressLines({ ...address, isDefault: false }, countryName(address.country, i18n.language)).map((line, index) => (
                    <span key={index} className="block">
                      {line}
                    </span>
                  ))}
                </span>
              </Choice>
            ))}
            <Choice name="addressId" value={NEW_ADDRESS} chosen={values.addressId} choose={() => change("addressId", NEW_ADDRESS)}>
              <span className="font-semibold">{t("subscriptions.form.anotherAddress")}</span>
            </Choice>
          </div>
          {typing ? (
            <fieldset className="space-y-4">
              <legend className="font-semibold">{t("subscriptions.form.newAddressLegend")}</legend>
              {fields}
            </fieldset>
          ) : null}
        </>
      )}
      {reader === "customer" ? (
        <Link to="/my-account/addresses" className={`inline-block ${linkClass}`}>
          {t("subscriptions.form.manageAddresses")}
        </Link>
      ) : null}
    </fieldset>
  );
}
