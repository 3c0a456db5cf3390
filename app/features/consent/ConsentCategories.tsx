import type { RefObject } from "react";
import { useTranslation } from "#app/lib/i18n/react.tsx";

/** The banner's categories when the shopper chooses: necessary (always on), statistics, and no marketing at all. */
export function ConsentCategories({
  id,
  statistics,
  onStatisticsChange,
  firstChoiceRef,
}: {
  /** The banner's own id, which the categories' ids start with. */
  id: string;
  statistics: boolean;
  onStatisticsChange: (statistics: boolean) => void;
  /** The first box the shopper can change, which takes the focus when they choose. */
  firstChoiceRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation("layout");
  return (
    <fieldset className="mt-3 grid gap-3 sm:grid-cols-3">
      <legend className="sr-only">{t("consent.categories")}</legend>
      <div className="flex items-start gap-3 text-sm">
        <input
          id={`${id}-necessary`}
          type="checkbox"
          name="consent-necessary"
          checked
          disabled
          readOnly
          aria-describedby={`${id}-necessary-hint`}
          className="mt-0.5 size-5 shrink-0 accent-brand"
        />
        <div>
          <label htmlFor={`${id}-necessary`} className="font-semibold text-ink">
            {t("consent.necessary")}
          </label>
          <p id={`${id}-necessary-hint`} className="text-muted">
            {t("consent.necessaryHint")}
          </p>
        </div>
      </div>
      <div className="flex items-start gap-3 text-sm">
        <input
          ref={firstChoiceRef}
          id={`${id}-statistics`}
          type="checkbox"
          name="consent-statistics"
          checked={statistics}
          onChange={(event) => onStatisticsChange(event.target.checked)}
          aria-describedby={`${id}-statistics-hint`}
          className="mt-0.5 size-5 shrink-0 accent-brand"
        />
        <div>
          <label htmlFor={`${id}-statistics`} className="font-semibold text-ink">
            {t("consent.statistics")}
          </label>
          <p id={`${id}-statistics-hint`} className="text-muted">
            {t("consent.statisticsHint")}
          </p>
        </div>
      </div>
      <p className="flex items-start gap-3 text-sm">
        <span aria-hidden="true" className="mt-0.5 size-5 shrink-0 rounded border border-line bg-cream" />
        <span>
          <strong className="text-ink">{t("consent.marketing")}</strong>
          <span className="block text-muted">{t("consent.marketingNone")}</span>
        </span>
      </p>
    </fieldset>
  );
}
