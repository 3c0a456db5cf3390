import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { useTranslation } from "../i18n/react.tsx";

const controlClass =
  "mt-1 block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm focus:border-brand focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand/40";

const borderOf = (error: string | undefined) => (error ? "border-sale" : "border-line");

function describedBy(id: string, hasHint: boolean, hasError: boolean) {
  return [hasError ? `${id}-error` : null, hasHint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
}

/** Label above; the error, then the hint, below — both named by the control's aria-describedby. */
function FieldFrame({
  id,
  label,
  hint,
  error,
  optional,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  optional?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation("checkout");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {optional ? <span className="font-normal text-muted"> {t("form.optional")}</span> : null}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-sale">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

interface CommonProps {
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: string;
  error?: string;
  optional?: boolean;
}

export function TextField({
  name,
  label,
  value,
  onValueChange,
  hint,
  error,
  optional,
  type = "text",
  ...rest
}: CommonProps & Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value" | "name">) {
  const id = `${useId()}-${name}`;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} optional={optional}>
      <input
        {...rest}
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-required={optional ? undefined : true}
        aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
        className={`${controlClass} ${borderOf(error)}`}
      />
    </FieldFrame>
  );
}

export function TextAreaField({
  name,
  label,
  value,
  onValueChange,
  hint,
  error,
  optional,
  ...rest
}: CommonProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "onChange" | "value" | "name">) {
  const id = `${useId()}-${name}`;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} optional={optional}>
      <textarea
        {...rest}
        id={id}
        name={name}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
        className={`${controlClass} ${borderOf(error)} min-h-24`}
      />
    </FieldFrame>
  );
}

export function SelectField({
  name,
  label,
  value,
  onValueChange,
  options,
  placeholder,
  hint,
  error,
  optional,
  ...rest
}: CommonProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "onChange" | "value" | "name"> & {
    options: ReadonlyArray<{ value: string; label: string }>;
    /** Shown first with an empty value, so nothing is chosen by accident. */
    placeholder?: string;
  }) {
  const id = `${useId()}-${name}`;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} optional={optional}>
      <select
        {...rest}
        id={id}
        name={name}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-required={optional ? undefined : true}
        aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
        className={`${controlClass} ${borderOf(error)}`}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function CheckboxField({
  name,
  label,
  checked,
  onCheckedChange,
  hint,
  error,
  required,
}: {
  name: string;
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
}) {
  const id = `${useId()}-${name}`;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
          className="mt-0.5 size-5 shrink-0 accent-brand"
        />
        <div>
          <label htmlFor={id} className="text-sm text-ink">
            {label}
          </label>
          {hint ? (
            <p id={`${id}-hint`} className="text-sm text-muted">
              {hint}
            </p>
          ) : null}
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-sale">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A new password with a show/hide toggle; password managers are told to suggest one. */
export function PasswordField({ name, label, value, onValueChange, hint, error }: Omit<CommonProps, "optional">) {
  const { t } = useTranslation("checkout");
  const [visible, setVisible] = useState(false);
  const id = `${useId()}-${name}`;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={visible ? "text" : "password"}
          autoComplete="new-password"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-required
          aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
          spellCheck={false}
          autoCapitalize="off"
          className={`${controlClass} ${borderOf(error)} pr-24`}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-controls={id}
          aria-label={t("form.showPassword")}
          className="absolute inset-y-1 right-1 mt-1 rounded-lg px-3 text-sm font-semibold text-brand-dark hover:bg-brand-soft"
        >
          {t("form.show")}
        </button>
      </div>
    </FieldFrame>
  );
}
