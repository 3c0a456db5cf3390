import type { RefObject } from "react";
import type { ConsentCategory, ConsentChoice } from "#domain/cookie-consent";
import { useTranslation } from "#app/lib/i18n/react.tsx";

/**
 * The banner's categories when the shopper chooses: necessary (always on), statistics and marketing, each a box of
 * its own, unticked until the shopper ticks it.
 */
export function ConsentCategories({
  id,
  choice,
  onChoiceChange,
  firstChoiceRef,
}: {
  /** The banner's own id, which the categories' ids start with. */
  id: string;
  choice: ConsentChoice;
  onChoiceChange: (choice: ConsentChoice) => void;
  /** The first box the shopper can change, which takes the focus when they choose. */
  firstChoiceRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation("layout");
  const category = (name: ConsentCategory, ref?: RefObject<HTMLInputElement | null>) => (
    <div className="flex items-start gap-3 text-sm">
      <input
        ref={ref}
        id={`${id}-${name}`}
        type="checkbox"
        name={`consent-${name}`}
        checked={choice[name]}
        onChange={(event) => onChoiceChange({ ...choice, [name]: event.target.checked })}
        aria-describedby={`${id}-${name}-hint`}
        className="mt-0.5 size-5 shrink-0 accent-brand"
      />
      <div>
        <label htmlFor={`${id}-${name}`} className="font-semibold text-ink">
          {t(`consent.${name}`)}
        </label>
        <p id={`${id}-${name}-hint`} className="text-muted">
          {t(`consent.${name}Hint`)}
        </p>
      </div>
    </div>
  );
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
      {category("statistics", firstChoiceRef)}
      {category("marketing")}
    </fieldset>
  );
}
