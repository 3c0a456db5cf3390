/**
 * The checkout's rules, checked in the browser before anything is sent (the server applies the same
 * ones and has the last word). Each broken rule is an error code per field; the page words them.
 */
import { checkEmail, validateAddress, type AddressValues, type FieldError } from "#domain/account-forms";
import { checkInvoiceCompany, INVOICE_COMPANY_LIMITS } from "#domain/invoice-company";
import { codAvailable, NOTE_MAX_LENGTH, type AddressGroup, type CheckoutField, type CheckoutValues } from "./checkout-values.ts";

export type CheckoutFieldError = FieldError | { code: "terms" } | { code: "codCountry" } | { code: "cui" } | { code: "registration" };

export type CheckoutErrors = Partial<Record<CheckoutField, CheckoutFieldError>>;

/** An address for a courier: the account's address rules, and a phone number the courier can call. */
function addressErrors(group: AddressGroup, address: AddressValues): CheckoutErrors {
  const found: Partial<Record<keyof AddressValues, FieldError>> = validateAddress(address);
  if (address.phone.trim() === "") found.phone = { code: "required" };
  return Object.fromEntries(Object.entries(found).map(([field, error]) => [`${group}.${field}`, error]));
}

/** Every broken rule, keyed by field. */
export function validateCheckout(values: CheckoutValues): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const email = checkEmail(values.email);
  if (email) errors.email = email;
  Object.assign(errors, addressErrors("shippingAddress", values.shippingAddress));
  if (!values.billingSameAsShipping) Object.assign(errors, addressErrors("billingAddress", values.billingAddress));
  if (values.invoiceToCompany) {
    for (const [field, problem] of Object.entries(checkInvoiceCompany(values.invoiceCompany)))
      errors[`invoiceCompany.${field}` as CheckoutField] =
        problem === "tooLong"
          ? { code: "tooLong", max: INVOICE_COMPANY_LIMITS[field as keyof typeof INVOICE_COMPANY_LIMITS] }
          : { code: problem };
  }
  if (values.paymentMethod === "cod" && !codAvailable(values)) errors.paymentMethod = { code: "codCountry" };
  if ([...values.note.trim()].length > NOTE_MAX_LENGTH) errors.note = { code: "tooLong", max: NOTE_MAX_LENGTH };
  if (!values.acceptTerms) errors.acceptTerms = { code: "terms" };
  return errors;
}
