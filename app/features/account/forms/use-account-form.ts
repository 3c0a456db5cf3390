import { useRef, useState, type FormEvent } from "react";
import { hasErrors, type FieldError, type FieldErrors } from "#domain/account-forms";

/** What a form's submission ended in: a message for the live region, and the field to blame if one is. */
export type SubmitOutcome<Field extends string> = { error: string; field?: Field } | { success: string } | void;

/** One field's part of the form, as a TextField or PasswordField takes it. */
export interface FieldProps {
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  error: string | undefined;
}

export interface FormStatus {
  kind: "error" | "success";
  text: string;
}

interface Options<Field extends string> {
  initialValues: Record<Field, string>;
  validate: (values: Record<Field, string>) => FieldErrors<Field>;
  /** Turns a rule's error code into the sentence shown under the field. */
  describe: (field: Field, error: FieldError) => string;
  submit: (values: Record<Field, string>) => Promise<SubmitOutcome<Field>>;
}

/**
 * A controlled account form: rules checked on submit (then on every change, so a fixed field clears its
 * message), focus moved to the first field in error, a busy flag while the request runs, and the outcome
 * for the form's live region. A server message naming a field is shown under that field.
 */
export function useAccountForm<Field extends string>({ initialValues, validate, describe, submit }: Options<Field>) {
  const [values, setValues] = useState(initialValues);
  // Changes made before a render (the fields taking in what was typed before hydration) build on each other.
  const latestValues = useRef(values);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<FormStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const attempted = useRef(false);
  const busyRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const describeAll = (found: FieldErrors<Field>) =>
    Object.fromEntries(Object.entries(found).map(([field, error]) => [field, describe(field as Field, error as FieldError)])) as Partial<
      Record<Field, string>
    >;

  function focusField(names: readonly string[]) {
    const form = formRef.current;
    if (!form) return;
    // Document order, so focus lands on the first field the shopper meets, not the first key checked.
    const first = Array.from(form.elements).find(
      (element): element is HTMLElement => element instanceof HTMLElement && names.includes(element.getAttribute("name") ?? ""),
    );
    first?.focus();
  }

  function setFields(changes: Partial<Record<Field, string>>) {
    const next = { ...latestValues.current, ...changes };
    latestValues.current = next;
    setValues(next);
    if (attempted.current) setErrors(describeAll(validate(next)));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busyRef.current) return;
    attempted.current = true;
    const found = validate(values);
    setErrors(describeAll(found));
    if (hasErrors(found)) {
      setStatus(null);
      focusField(Object.keys(found));
      return;
    }
    busyRef.current = true;
    setBusy(true);
    setStatus(null);
    try {
      const outcome = await submit(values);
      if (!outcome) return;
      if ("success" in outcome) {
        setStatus({ kind: "success", text: outcome.success });
      } else if (outcome.field && outcome.field in values) {
        setErrors((current) => ({ ...current, [outcome.field as Field]: outcome.error }));
        focusField([outcome.field]);
      } else {
        setStatus({ kind: "error", text: outcome.error });
      }
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  return {
    values,
    setValue: (field: Field, value: string) => setFields({ [field]: value } as Partial<Record<Field, string>>),
    /** Several fields at once, e.g. a country and the county that no longer fits it. */
    setFields,
    /** The sentence under a field, if it has one. */
    errorOf: (field: Field) => errors[field],
    /** What a TextField or PasswordField needs to show and change one of this form's fields. */
    fieldProps: (field: Field): FieldProps => ({
      name: field,
      value: values[field],
      onValueChange: (value: string) => setFields({ [field]: value } as Partial<Record<Field, string>>),
      error: errors[field],
    }),
    status,
    setStatus,
    busy,
    formProps: { ref: formRef, noValidate: true, onSubmit },
    reset(next: Record<Field, string>) {
      attempted.current = false;
      latestValues.current = next;
      setValues(next);
      setErrors({});
    },
  };
}
