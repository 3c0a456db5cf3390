import { useTranslation } from "#app/lib/i18n/react.tsx";
import { checkClass } from "./discount-form-classes.ts";

/** A radio button per option, each worded `<wording>.<option>`. */
export function RadioChoices<Option extends string>({
  name,
  wording,
  options,
  value,
  onChange,
}: {
  name: string;
  wording: string;
  options: readonly Option[];
  value: Option;
  onChange: (option: Option) => void;
}) {
  const { t } = useTranslation("admin");
  return options.map((option) => (
    <label key={option} className={checkClass}>
      <input
        type="radio"
        name={name}
        value={option}
        checked={value === option}
        onChange={() => onChange(option)}
        className="size-5 shrink-0"
      />
      {t(`${wording}.${option}`)}
    </label>
  ));
}
