import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import {
  REPORT_PRESETS,
  type ReportPeriod,
  type ReportPeriodField,
  type ReportPeriodProblem,
  type ReportPreset,
} from "#domain/admin/reports";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { PeriodDays } from "./PeriodDays.tsx";

/** A figures page's reading: its figures of a period, or why the period typed could not be read. */
type FiguresReading =
  | { ok: true; view: { period: ReportPeriod } }
  | { ok: false; field: ReportPeriodField; problem: ReportPeriodProblem; from: string; to: string };

/**
 * A page of figures over a period (the reports, the growth page): its title and intro, the period's form (its days with
 * their hint, `besideDays` in their row and `afterPeriod` below them, the presets as links), and a status line a screen
 * reader hears whenever the period changes: `showing`, or why the period was refused. `children` are the figures.
 */
export function FiguresPage({
  page,
  reading,
  presetHref,
  besideDays,
  afterPeriod,
  showing,
  children,
}: {
  /** The page's texts (`<page>.title`, `<page>.intro`) and the prefix of its form's ids. */
  page: "reports" | "growth";
  reading: FiguresReading;
  presetHref: (preset: ReportPreset) => string;
  besideDays?: ReactNode;
  afterPeriod?: ReactNode;
  showing: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation("admin");
  const typed = reading.ok ? reading.view.period : { from: reading.from, to: reading.to };
  const error = reading.ok ? null : { field: reading.field, text: t(`reports.errors.${reading.field}_${reading.problem}`) };
  const hintId = `${page}-hint`;

  return (
    <>
      <h1 className="text-3xl">{t(`${page}.title`)}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t(`${page}.intro`)}</p>

      <Form method="get" noValidate className="mt-6 rounded-2xl border border-line bg-white p-4" aria-describedby={hintId}>
        <fieldset>
          <legend className="text-lg font-semibold">{t("reports.period.label")}</legend>
          <p id={hintId} className="mt-1 text-sm text-muted">
            {t("reports.period.hint")}
          </p>
          <div className="mt-3 flex flex-wrap items-end gap-4">
            <PeriodDays typed={typed} error={error} idPrefix={page} required />
            {besideDays}
          </div>
        </fieldset>
        {afterPeriod}
        <nav aria-label={t("reports.period.presets")} className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {REPORT_PRESETS.map((preset) => (
              <li key={preset}>
                <Link
                  to={presetHref(preset)}
                  className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm font-semibold hover:bg-brand-soft"
                >
                  {t(`reports.presets.${preset}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Form>

      <p role="status" className="mt-6 font-semibold">
        {showing ?? `${t("reports.errors.summary")} ${error?.text ?? ""}`}
      </p>

      {children}
    </>
  );
}
