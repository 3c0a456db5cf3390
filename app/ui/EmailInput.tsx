import type { InputHTMLAttributes, Ref } from "react";

type EmailInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "value" | "onChange" | "ref"> & {
  inputRef: Ref<HTMLInputElement>;
  value: string;
  onValueChange: (value: string) => void;
  /** The sentence saying what is wrong with the address; while there is one, the box is invalid and described by it. */
  error: string | null;
  /** The id of the element that shows `error`. */
  errorId: string;
};

/** The one address box of the store's "email me" forms, filled in by the browser's saved address. */
export function EmailInput({ inputRef, value, onValueChange, error, errorId, ...rest }: EmailInputProps) {
  return (
    <input
      ref={inputRef}
      type="email"
      name="email"
      autoComplete="email"
      required
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      {...rest}
    />
  );
}
