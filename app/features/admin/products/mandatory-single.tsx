import type { ReactNode } from "react";
import type { Language } from "#domain/locale";
import type { MandatoryInformation } from "#domain/mandatory-information";
import { Field, inputClass } from "../EditorField.tsx";

export type Pair = (path: (language: Language) => Path, label: string, options?: { multiline?: number; hint?: string }) => ReactNode;
export type Path = (string | number)[];
export type ChangeMandatory = (edit: (mandatory: MandatoryInformation) => void) => void;
export type Single = ReturnType<typeof singleInput>;

/** One-line boxes of the mandatory particulars, named by their form path, with the problem the last check found. */
export function singleInput(id: string, problem: (name: string) => string | undefined) {
  return (
    name: string,
    label: string,
    value: string,
    set: (value: string) => void,
    options: { hint?: string; type?: string; className?: string } = {},
  ) => (
    <Field id={`${id}-${name.replaceAll(".", "-")}`} label={label} hint={options.hint} error={problem(name)}>
      {(props) => (
        <input
          name={name}
          type={options.type ?? "text"}
          value={value}
          onChange={(event) => set(event.target.value)}
          className={`${inputClass} ${options.className ?? ""}`}
          {...props}
        />
      )}
    </Field>
  );
}
