import { useId } from "react";
import {
  CheckboxField as SharedCheckboxField,
  FieldErrorText,
  SelectField as SharedSelectField,
  TextAreaField as SharedTextAreaField,
  TextField as SharedTextField,
  type CheckboxFieldProps,
  type FieldConventions,
  type SelectFieldProps,
  type TextAreaFieldProps,
  type TextFieldProps,
} from "#app/ui/form-fields.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";

type Bound<Props> = Omit<Props, keyof FieldConventions>;

/** Checkout: the error comes before the hint, and every field not marked optional is announced as required. */
function useCheckoutConventions(): FieldConventions {
  const { t } = useTranslation("checkout");
  return { optionalText: t("form.optional"), errorBeforeHint: true, announceRequired: true };
}

export function TextField(props: Bound<TextFieldProps>) {
  return <SharedTextField {...props} {...useCheckoutConventions()} />;
}

export function TextAreaField(props: Bound<TextAreaFieldProps>) {
  return <SharedTextAreaField {...props} {...useCheckoutConventions()} />;
}

export function SelectField(props: Bound<SelectFieldProps>) {
  return <SharedSelectField {...props} {...useCheckoutConventions()} />;
}

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
