import { buttonClass } from "./admin-forms.ts";

/** A form's main button: off while its step is under way, and saying so; `className` adds to its look (its width). */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  className,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <button type="submit" className={className ? `${buttonClass} ${className}` : buttonClass} disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
