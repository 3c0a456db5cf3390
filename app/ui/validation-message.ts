import type { TFunction } from "#app/lib/i18n/translator.ts";

/** A rule a field broke, as the account and checkout validators report it. */
export interface BrokenRule {
  code: string;
  min?: number;
  max?: number;
}

/**
 * The sentence under a field for the rule it broke, from the `validation.*` keys of `t`'s namespace. A
 * missing value reads `validation.required.<field>` when the namespace words it for that field
 * (`fieldsWithOwnRequiredText`), else `validation.required.other`.
 */
export function validationMessage(t: TFunction, field: string, error: BrokenRule, fieldsWithOwnRequiredText: ReadonlySet<string>): string {
  switch (error.code) {
    case "required":
      return t(`validation.required.${fieldsWithOwnRequiredText.has(field) ? field : "other"}`);
    case "tooShort":
      return t("validation.tooShort", { min: error.min });
    case "tooLong":
      return t("validation.tooLong", { max: error.max });
    default:
      return t(`validation.${error.code}`);
  }
}
