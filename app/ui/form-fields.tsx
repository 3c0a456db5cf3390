import {
  useId,
  useImperativeHandle,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { useEntryBeforeHydration, valueOf } from "./use-entry-before-hydration.ts";

/**
 * How a form lays out and announces its fields. Features differ here on purpose (the account pages put
 * the hint before the error and leave required-ness to the visible "(optional)" mark; checkout puts the
 * error first and announces every required field), so each feature binds its own conventions once.
 */
export interface FieldConventions {
  /** Shown after the label of a field that may stay empty, in the page's language: "(opțional)". */
  optionalText: string;
  /** The error sentence comes before the hint, below the control and in its aria-describedby. */
  errorBeforeHint?: boolean;
  /** Fields not marked optional carry aria-required. */
  announceRequired?: boolean;
}

/** A field's props once its feature's conventions are bound in. */
export type Bound<Props> = Omit<Props, keyof FieldConventions>;

/** The value fields with one feature's conventions (`useConventions`, a hook) bound in, once for all its forms. */
export function fieldsWithConventions(useConventions: () => FieldConventions) {
  function BoundTextField(props: Bound<TextFieldProps>) {
    return <TextField {...props} {...useConventions()} />;
  }
  function BoundTextAreaField(props: Bound<TextAreaFieldProps>) {
    return <TextAreaField {...props} {...useConventions()} />;
  }
  function BoundSelectField(props: Bound<SelectFieldProps>) {
    return <SelectField {...props} {...useConventions()} />;
  }
  return { TextField: BoundTextField, TextAreaField: BoundTextAreaField, SelectField: BoundSelectField };
}

const controlClass =
  "mt-1 block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm focus:border-brand focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand/40";

const borderOf = (error: string | undefined) => (error ? "border-sale" : "border-line");

function describedBy(id: string, hasHint: boolean, hasError: boolean, errorBeforeHint = false) {
  const hintId = hasHint ? `${id}-hint` : null;
  const errorId = hasError ? `${id}-error` : null;
  const ids = errorBeforeHint ? [errorId, hintId] : [hintId, errorId];
  return ids.filter(Boolean).join(" ") || undefined;
}

function requiredFlag(optional: boolean | undefined, announceRequired: boolean | undefined) {
  return announceRequired && !optional ? true : undefined;
}

const tickOf = (box: HTMLInputElement) => box.checked;

/** The sentence saying what is wrong with a field; its id is what the control's aria-describedby names. */
export function FieldErrorText({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-sale">
      {error}
    </p>
  ) : null;
}

interface ValueFieldProps extends FieldConventions {
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: string;
  error?: string;
  optional?: boolean;
}

/**
 * The frame every value field shares: its id, the label/hint/error around the control, and the attributes that
 * tie the control to them (aria-describedby, aria-invalid, aria-required) and carry its value. `rest` is what
 * the caller gave the control itself.
 */
function useFieldFrame<Props extends ValueFieldProps>({
  name,
  label,
  value,
  onValueChange,
  hint,
  error,
  optional,
  optionalText,
  errorBeforeHint,
  announceRequired,
  ...rest
}: Props) {
  const id = `${useId()}-${name}`;
  const frame = { id, label, hint, error, optional, optionalText, errorBeforeHint };
  const control = {
    id,
    name,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onValueChange(event.target.value),
    "aria-invalid": error ? true : undefined,
    "aria-required": requiredFlag(optional, announceRequired),
    "aria-describedby": describedBy(id, Boolean(hint), Boolean(error), errorBeforeHint),
    className: `${controlClass} ${borderOf(error)}`,
  };
  return { id, frame, control, rest };
}

/** Label above; hint and error below, in the order the conventions ask for. */
function FieldFrame({
  id,
  label,
  hint,
  error,
  optional,
  optionalText,
  errorBeforeHint,
  children,
}: ReturnType<typeof useFieldFrame>["frame"] & { children: ReactNode }) {
  const hintText = hint ? (
    <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
      {hint}
    </p>
  ) : null;
  const errorText = <FieldErrorText id={id} error={error} />;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {optional ? <span className="font-normal text-muted"> {optionalText}</span> : null}
      </label>
      {children}
      {errorBeforeHint ? errorText : hintText}
      {errorBeforeHint ? hintText : errorText}
    </div>
  );
}

export type TextFieldProps = ValueFieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value" | "name"> & { ref?: Ref<HTMLInputElement> };

export function TextField({ type = "text", ref, ...props }: TextFieldProps) {
  const { frame, control, rest } = useFieldFrame(props);
  const entry = useEntryBeforeHydration<HTMLInputElement, string>(valueOf, props.value, props.onValueChange);
  useImperativeHandle(ref, () => entry.current!, [entry]);
  return (
    <FieldFrame {...frame}>
      <input {...rest} ref={entry} {...control} type={type} />
    </FieldFrame>
  );
}

export type TextAreaFieldProps = ValueFieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "onChange" | "value" | "name">;

export function TextAreaField(props: TextAreaFieldProps) {
  const { frame, control, rest } = useFieldFrame(props);
  const entry = useEntryBeforeHydration<HTMLTextAreaElement, string>(valueOf, props.value, props.onValueChange);
  return (
    <FieldFrame {...frame}>
      <textarea {...rest} ref={entry} {...control} className={`${control.className} min-h-24`} />
    </FieldFrame>
  );
}

export type SelectFieldProps = ValueFieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "onChange" | "value" | "name"> & {
    options: ReadonlyArray<{ value: string; label: string }>;
    /** Shown first with an empty value, so nothing is chosen by accident. */
    placeholder?: string;
  };

export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  const { frame, control, rest } = useFieldFrame(props);
  return (
    <FieldFrame {...frame}>
      <select {...rest} {...control}>
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

export type PasswordFieldProps = Omit<TextFieldProps, "type" | "autoComplete"> & {
  /** Tells password managers whether to fill in the saved password or to suggest a new one. */
  autoComplete: "current-password" | "new-password";
  /** The toggle's visible word ("Show") and its accessible name ("Show password"), in the page's language. */
  showText: string;
  showPasswordLabel: string;
};

/** A password input with a show/hide toggle. */
export function PasswordField({ autoComplete, showText, showPasswordLabel, ref, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const { id, frame, control, rest } = useFieldFrame(props);
  const entry = useEntryBeforeHydration<HTMLInputElement, string>(valueOf, props.value, props.onValueChange);
  useImperativeHandle(ref, () => entry.current!, [entry]);
  return (
    <FieldFrame {...frame}>
      <div className="relative">
        <input
          {...rest}
          ref={entry}
          {...control}
          type={visible ? "text" : "password"}
          autoComplete={autoComplete}
          className={`${control.className} pr-24`}
          spellCheck={false}
          autoCapitalize="off"
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-controls={id}
          aria-label={showPasswordLabel}
          className="absolute inset-y-1 right-1 mt-1 rounded-lg px-3 text-sm font-semibold text-brand-dark hover:bg-brand-soft"
        >
          {showText}
        </button>
      </div>
    </FieldFrame>
  );
}

export interface CheckboxFieldProps {
  /** Given when the caller places the error text itself (with FieldErrorText); otherwise made from `name`. */
  id?: string;
  name: string;
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  hint?: ReactNode;
  /** Marks the box invalid and names `${id}-error` in its aria-describedby; the caller shows the text. */
  error?: string;
  required?: boolean;
  errorBeforeHint?: boolean;
}

/** A checkbox with its label beside it and an optional hint under the label. */
export function CheckboxField({
  id: givenId,
  name,
  label,
  checked,
  onCheckedChange,
  hint,
  error,
  required,
  errorBeforeHint,
}: CheckboxFieldProps) {
  const generatedId = `${useId()}-${name}`;
  const id = givenId ?? generatedId;
  const control = useEntryBeforeHydration(tickOf, checked, onCheckedChange);
  return (
    <div className="flex items-start gap-3">
      <input
        ref={control}
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, Boolean(hint), Boolean(error), errorBeforeHint)}
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
