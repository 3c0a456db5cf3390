import { useId } from "react";
import {
  CheckboxField as SharedCheckboxField,
  FieldErrorText,
  fieldsWithConventions,
  type CheckboxFieldProps,
  type FieldConventions,
} from "#app/ui/form-fields.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";

/** Checkout: the error comes before the hint, and every field not marked optional is announced as required. */
function useCheckoutConventions(): FieldConventions {
  const { t } = useTranslation("checkout");
  return { optionalText: t("form.optional"), errorBeforeHint: true, announceRequired: true };
}

export const { TextField, TextAreaField, SelectField } = fieldsWithConventions(useCheckoutConventions);

/** Checkout's boxes (the terms) can be required and wrong, so the error sits under the whole row. */
export function CheckboxField({ error, ...props }: Omit<CheckboxFieldProps, "id" | "errorBeforeHint">) {
  const id = `${useId()}-${props.name}`;
  return (
    <div>
      <SharedCheckboxField {...props} id={id} error={error} errorBeforeHint />
      <FieldErrorText id={id} error={error} />
    </div>
  );
}
