import type { ReactNode } from "react";

export const inputClass = "mt-1 block min-h-11 w-full rounded-xl border border-line bg-white px-3 aria-[invalid=true]:border-red-700";

/** A labelled control with its hint and, when the server named it, its problem, both read with it. */
export function Field({
  label,
  hint,
  error,
  id,
  children,
}: {
  label: string;
  hint?: string | undefined;
  error: string | undefined;
  id: string;
  children: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <div className="text-sm">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {error ? (
        <p id={`${id}-error`} className="mt-1 font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      {children({ id, ...(error ? { "aria-invalid": true as const } : {}), ...(describedBy ? { "aria-describedby": describedBy } : {}) })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
