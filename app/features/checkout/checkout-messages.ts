import { validationMessage } from "#app/ui/validation-message.ts";
import type { TFunction } from "#app/lib/i18n/translator.ts";
import type { CheckoutField } from "./checkout-values.ts";
import type { CheckoutFieldError } from "./checkout-validation.ts";

const FIELDS_WITH_OWN_REQUIRED_TEXT = new Set([
  "email",
  "firstName",
  "lastName",
  "phone",
  "address1",
  "city",
  "zip",
  "country",
  "province",
]);

/** The sentence under a field for the rule it broke (`t` of the `checkout` namespace). */
export function checkoutErrorText(t: TFunction, field: CheckoutField, error: CheckoutFieldError): string {
  // "shippingAddress.city" and "billingAddress.city" share the texts of "city".
  const leaf = field.slice(field.lastIndexOf(".") + 1);
  return validationMessage(t, leaf, error, FIELDS_WITH_OWN_REQUIRED_TEXT);
}
