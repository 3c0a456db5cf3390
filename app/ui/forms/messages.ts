import type { FieldError } from "#domain/account-forms";
import { validationMessage } from "#app/ui/validation-message.ts";
import type { TFunction } from "#app/lib/i18n/translator.ts";
import type { CallResult } from "#app/lib/server-calls.ts";

const FIELDS_WITH_REQUIRED_TEXT = new Set([
  "email",
  "password",
  "confirmPassword",
  "currentPassword",
  "firstName",
  "lastName",
  "address1",
  "city",
  "province",
  "zip",
  "country",
]);

/** The sentence under a field for a rule it broke (`t` of the `account` namespace). */
export function fieldErrorText(t: TFunction, field: string, error: FieldError): string {
  return validationMessage(t, field, error, FIELDS_WITH_REQUIRED_TEXT);
}

/**
 * What a failed call tells the shopper: the spec's connection texts when the request never arrived, the
 * server's own message (already in the shopper's language) when it sent one, else the page's fallback.
 */
export function failureText(
  result: Exclude<CallResult<unknown>, { kind: "ok" }>,
  t: TFunction,
  fallbacks: { rejected: string; unavailable: string },
): string {
  if (result.kind === "offline") return t("errors.connection");
  if (result.kind === "network") return t("errors.network");
  if (result.error) return result.error;
  return t(result.status >= 500 ? fallbacks.unavailable : fallbacks.rejected);
}
