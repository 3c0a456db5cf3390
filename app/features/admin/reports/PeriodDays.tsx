import { useTranslation } from "#app/lib/i18n/react.tsx";

const inputClass = "mt-1 block min-h-11 w-full rounded-xl border border-line bg-white px-3";

/**
 * A period's first and last day, each with its refusal under it and named by it: the reports and the flows' results
 * read the same period, so the owner types it the same way in both.
 */
export function PeriodDays({
  typed,
  error,
  idPrefix,
  required = false,
}: {
  typed: { from: string; to: string };
  error: { field: string; text: string } | null;
  idPrefix: string;
  required?: boolean;
}) {
  const { t } = useTranslation("admin");
  const errorId = (field: string) => `${idPrefix}-${field}-error`;
  return (
    <>
      {(["from", "to"] as const).map((field) => (
        <label key={field} className="text-sm font-semibold">
          {t(`reports.period.${field}`)}
          <input
            type="date"
            name={field}
            defaultValue={typed[field]}
            required={required}
            aria-invalid={error?.field === field || undefined}
            aria-describedby={error?.field === field ? errorId(field) : undefined}
            className={inputClass}
          />
          {error?.field === field ? (
            <span id={errorId(field)} className="mt-1 block max-w-xs font-normal text-red-800">
              {error.text}
            </span>
          ) : null}
        </label>
      ))}
    </>
  );
}
