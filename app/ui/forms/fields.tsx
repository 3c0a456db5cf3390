import {
  fieldsWithConventions,
  PasswordField as SharedPasswordField,
  type Bound,
  type FieldConventions,
  type PasswordFieldProps,
} from "#app/ui/form-fields.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";

export { CheckboxField } from "#app/ui/form-fields.tsx";

/** Account forms: the hint comes before the error, and "(optional)" alone tells a field may stay empty. */
function useAccountConventions(): FieldConventions {
  const { t } = useTranslation("account");
  return { optionalText: t("form.optional") };
}

export const { TextField, SelectField } = fieldsWithConventions(useAccountConventions);

export function PasswordField(props: Bound<Omit<PasswordFieldProps, "showText" | "showPasswordLabel">>) {
  const { t } = useTranslation("account");
  return (
    <SharedPasswordField {...props} {...useAccountConventions()} showText={t("form.show")} showPasswordLabel={t("form.showPassword")} />
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
