/**
 * The admin's forms check themselves with the server's own schemas (domain/staff-forms.ts) and word
 * each problem in the member's language; what only the server knows comes back as `{error, field}`.
 */
import { useState } from "react";
import type { z } from "zod";
import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from "#domain/staff-roles";
import type { TFunction } from "#app/lib/i18n/translator.ts";

export type FieldErrors = Record<string, string>;

const PROBLEMS = new Set([
  "required",
  "email",
  "too_long",
  "password_short",
  "password_long",
  "passwords_differ",
  "role",
  "code",
  "carrier",
  "url",
  "amount",
  "iban",
]);

/** Every field's first problem the schema finds, worded by `word` from its message; empty when the values pass. */
export function firstProblems<S extends z.ZodType>(
  schema: S,
  values: unknown,
  word: (problem: string, field: string) => string,
): FieldErrors {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join(".");
    errors[field] ??= word(issue.message, field);
  }
  return errors;
}

/** Every field's first problem, worded; empty when the values pass. */
export function fieldErrors<S extends z.ZodType>(schema: S, values: unknown, t: TFunction): FieldErrors {
  return firstProblems(schema, values, (problem, field) =>
    t(`field.${PROBLEMS.has(problem) ? problem : "invalid"}`, {
      field: t(`form.${field}`),
      min: STAFF_PASSWORD_MIN_LENGTH,
      max: STAFF_PASSWORD_MAX_LENGTH,
    }),
  );
}

/** Focuses the first field with a problem, in the form's order, so a keyboard user lands on it. */
export function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors): void {
  const names = Object.keys(errors);
  const first = [...(form?.elements ?? [])].find(
    (element): element is HTMLInputElement =>
      element instanceof HTMLElement && "name" in element && names.includes((element as HTMLInputElement).name),
  );
  first?.focus();
}

export const fieldConventions = (t: TFunction) => ({ optionalText: t("form.optional"), errorBeforeHint: true, announceRequired: true });

/**
 * A staff form's typed values and the problems found in them, with `field(name)`: what binds a `ui/forms` field to its
 * value and its problem under the admin's conventions; `passwordField(name)` adds the show-password words.
 */
export function useStaffFields<Values extends Record<string, string>>(initial: Values, t: TFunction) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const field = (name: keyof Values & string) => ({
    ...fieldConventions(t),
    name,
    value: values[name],
    onValueChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    error: errors[name],
  });
  const passwordField = (name: keyof Values & string) => ({
    ...field(name),
    showText: t("form.show"),
    showPasswordLabel: t("form.showPassword"),
  });
  return { values, setValues, errors, setErrors, field, passwordField };
}

export const buttonClass =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-brand px-6 py-2 font-semibold text-white hover:bg-brand-dark focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand/40 disabled:opacity-60";
export const secondaryButtonClass =
  "inline-flex min-h-11 items-center justify-center rounded-full border-2 border-line bg-white px-5 py-2 font-semibold text-ink hover:border-brand focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand/40 disabled:opacity-60";
export const linkClass = "font-semibold text-brand-dark underline underline-offset-2 hover:text-brand";
