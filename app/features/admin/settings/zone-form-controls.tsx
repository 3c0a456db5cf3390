import type { ButtonHTMLAttributes, ReactNode } from "react";
import type { ServiceForm, ZoneForm } from "#domain/shipping-zones-schema";
import { TextField } from "#app/ui/form-fields.tsx";
import { secondaryButtonClass, type FieldErrors, type fieldConventions } from "../admin-forms.ts";

/** A fresh identifier for a new zone or service: the checkout sends it and orders keep it. */
const newId = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

export const emptyService = (): ServiceForm => ({
  id: newId("svc"),
  name: { ro: "", en: "" },
  deliveryTime: { ro: "", en: "" },
  kind: "value",
  bands: [{ from: "0", amount: "" }],
});

export const emptyZone = (): ZoneForm => ({
  id: newId("zone"),
  name: { ro: "", en: "" },
  countries: "",
  everyOtherCountry: false,
  freeFrom: "",
  freeFromCurrency: "RON",
  codAllowed: false,
  services: [emptyService()],
});

/** A small step on the zones (add, remove, move), beside the data it changes. */
export function SmallButton(props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "className">) {
  return <button type="button" className={`${secondaryButtonClass} px-3 py-1.5 text-sm`} {...props} />;
}

/** The zones form's text field and group error, both showing the error found for their name. */
export function zoneFields(conventions: ReturnType<typeof fieldConventions>, shown: FieldErrors) {
  const field = (name: string, label: string, value: string, onValueChange: (value: string) => void, hint?: string) => (
    <TextField
      {...conventions}
      name={name}
      autoComplete="off"
      label={label}
      hint={hint}
      value={value}
      onValueChange={onValueChange}
      error={shown[name]}
    />
  );
  const groupError = (name: string): ReactNode =>
    shown[name] ? (
      <p className="text-sm font-medium text-sale" role="alert">
        {shown[name]}
      </p>
    ) : null;
  return { field, groupError, shown };
}

export type ZoneFields = ReturnType<typeof zoneFields>;

export function Checkbox({
  name,
  label,
  checked,
  onChange,
}: {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-3">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-6 shrink-0 accent-brand"
      />
      <span className="font-semibold">{label}</span>
    </label>
  );
}
