import { VAT_CLASSES, type VatClass } from "#domain/vat";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { Field, inputClass } from "../EditorField.tsx";

/** The product's VAT class, chosen among the rates the law knows, where a new product is made and where one is edited. */
export function VatClassField({
  id,
  value,
  onChange,
  error,
  selectClassName = inputClass,
}: {
  id: string;
  value: string;
  onChange: (vatClass: VatClass) => void;
  error: string | undefined;
  selectClassName?: string;
}) {
  const { t } = useTranslation("admin");
  return (
    <Field id={id} label={t("products.editor.fields.vatClass")} hint={t("products.editor.hints.vatClass")} error={error}>
      {(props) => (
        <select
          name="vatClass"
          value={value}
          onChange={(event) => onChange(event.target.value as VatClass)}
          className={selectClassName}
          {...props}
        >
          {VAT_CLASSES.map((vatClass) => (
            <option key={vatClass} value={vatClass}>
              {t(`products.editor.vatClasses.${vatClass}`)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
