import type { TFunction } from "../i18n/translator.ts";
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
  "password",
]);

/** The sentence under a field for the rule it broke (`t` of the `checkout` namespace). */
export function checkoutErrorText(t: TFunction, field: CheckoutField, error: CheckoutFieldError): string {
  const leaf = field.slice(field.lastIndexOf(".") + 1);
  switch (error.code) {
    case "required":
      return t(`validation.required.${FIELDS_WITH_OWN_REQUIRED_TEXT.has(leaf) ? leaf : "other"}`);
    case "tooShort":
      return t("validation.tooShort", { min: error.min });
    case "tooLong":
      return t("validation.tooLong", { max: error.max });
    default:
      return t(`validation.${error.code}`);
  }
}
