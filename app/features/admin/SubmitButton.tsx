import type { ReactNode } from "react";
import { buttonClass } from "./admin-forms.ts";

/** A form's main button: off while its step is under way, and saying so; `className` adds to its look (its width). */
export function SubmitButton({
  busy,
  busyLabel,
  className,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={className ? `${buttonClass} ${className}` : buttonClass} disabled={busy}>
      {busy ? busyLabel : children}
    </button>
  );
}
