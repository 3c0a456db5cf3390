import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from "react";
import { useTranslation } from "../../i18n/react.tsx";

const inputClass =
  "mt-1 block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm focus:border-brand focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand/40";

function borderOf(error: string | undefined) {
  return error ? "border-sale" : "border-line";
}

interface FieldFrameProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  optional?: boolean;
  children: ReactNode;
}

/** Label above, hint and error below; the input names both in aria-describedby. */
function FieldFrame({ id, label, hint, error, optional, children }: FieldFrameProps) {
  const { t } = useTranslation("account");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {optional ? <span className="font-normal text-muted"> {t("form.optional")}</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-sale">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, hint: string | undefined, error: string | undefined) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value" | "name"> & {
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: string;
  error?: string;
  optional?: boolean;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({ name, label, value, onValueChange, hint, error, optional, type = "text", ref, ...rest }: InputProps) {
  const id = `${useId()}-${name}`;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} optional={optional}>
      <input
        {...rest}
        ref={ref}
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${inputClass} ${borderOf(error)}`}
      />
    </FieldFrame>
  );
}

/** A password input with a show/hide toggle; `autoComplete` tells managers whether to fill or to suggest. */
export function PasswordField({
  autoComplete,
  ...props
}: Omit<InputProps, "type" | "autoComplete"> & { autoComplete: "current-password" | "new-password" }) {
  const { t } = useTranslation("account");
  const [visible, setVisible] = useState(false);
  const id = `${useId()}-${props.name}`;
  const { name, label, value, onValueChange, hint, error, optional, ...rest } = props;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} optional={optional}>
      <div className="relative">
        <input
          {...rest}
          id={id}
          name={name}
          type={visible ? "text" : "password"}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={`${inputClass} ${borderOf(error)} pr-24`}
          spellCheck={false}
          autoCapitalize="off"
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

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "onChange" | "value" | "name"> & {
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Shown first with an empty value, so nothing is chosen by accident. */
  placeholder?: string;
  hint?: string;
  error?: string;
  optional?: boolean;
};

export function SelectField({ name, label, value, onValueChange, options, placeholder, hint, error, optional, ...rest }: SelectProps) {
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
        aria-describedby={describedBy(id, hint, error)}
        className={`${inputClass} ${borderOf(error)}`}
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
}: {
  name: string;
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  hint?: string;
}) {
  const id = `${useId()}-${name}`;
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
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
  );
}

/** The form's outcome, in a region screen readers announce when its text changes. */
export function FormStatusMessage({ status }: { status: { kind: "error" | "success"; text: string } | null }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {status ? (
        <p
          className={`rounded-xl border px-4 py-3 text-sm ${
            status.kind === "error" ? "border-sale/40 bg-sale/5 text-sale" : "border-brand/30 bg-brand-soft text-brand-dark"
          }`}
        >
          {status.text}
        </p>
      ) : null}
    </div>
  );
}

/** Stays focusable while busy (a disabled button would drop the focus); the form ignores a second submit. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  className = "",
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <button
      type="submit"
      aria-disabled={busy || undefined}
      className={`inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark aria-disabled:cursor-progress aria-disabled:opacity-80 ${className}`}
    >
      {busy ? (
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 motion-safe:animate-spin">
          <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
          <path d="M22 12a10 10 0 0 0-10-10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
      ) : null}
      {busy ? busyLabel : label}
    </button>
  );
}
