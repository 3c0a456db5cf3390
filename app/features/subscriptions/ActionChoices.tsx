import type { ReactNode } from "react";

const choice =
  "flex flex-wrap items-start gap-3 rounded-xl border border-line px-3 py-2 has-[:checked]:border-brand-dark has-[:checked]:bg-brand-soft";

/** A question answered by one of `options`, each a radio whose value (`valueFor`) the form keeps in `chosen`. */
export function RadioChoices<Option>({
  legend,
  name,
  options,
  valueFor = String,
  chosen,
  choose,
  note = null,
  children,
}: {
  legend: string;
  name: string;
  options: readonly Option[];
  valueFor?: (option: Option) => string;
  chosen: string;
  choose: (option: Option) => void;
  /** Said under the options. */
  note?: ReactNode;
  children: (option: Option) => ReactNode;
}) {
  return (
    <fieldset>
      <legend className="font-semibold">{legend}</legend>
      <div className="mt-2 grid gap-2">
        {options.map((option) => (
          <Choice key={valueFor(option)} name={name} value={valueFor(option)} chosen={chosen} choose={() => choose(option)}>
            {children(option)}
          </Choice>
        ))}
      </div>
      {note}
    </fieldset>
  );
}
export function Choice({
  name,
  value,
  chosen,
  choose,
  children,
}: {
  name: string;
  value: string;
  chosen: string;
  choose: () => void;
  children: ReactNode;
}) {
  return (
    <label className={choice}>
      <input type="radio" name={name} value={value} checked={chosen === value} onChange={choose} className="mt-1" />
      {children}
    </label>
  );
}
