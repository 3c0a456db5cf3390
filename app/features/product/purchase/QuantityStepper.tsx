import { useId } from "react";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { useEntryBeforeHydration, valueOf } from "#app/ui/use-entry-before-hydration.ts";
import { clampQuantity, MIN_QUANTITY, parseQuantity } from "#domain/product-rules";

/**
 * The quantity as typed (`draft`) so a half-typed entry is left alone until blur, when a non-numeric
 * one becomes 1. The step buttons use aria-disabled rather than disabled at the limits, so a keyboard
 * user pressing minus down to 1 keeps focus on the button instead of losing it to the page. A quantity typed
 * before the page was live is the draft once it is.
 */
export function QuantityStepper({ draft, max, onChange }: { draft: string; max: number; onChange: (draft: string) => void }) {
  const { t } = useTranslation("purchase");
  const id = useId();
  const input = useEntryBeforeHydration<HTMLInputElement, string>(valueOf, draft, onChange);
  const quantity = parseQuantity(draft, max);
  const atMin = quantity <= MIN_QUANTITY;
  const atMax = quantity >= max;
  const button =
    "flex h-11 w-11 items-center justify-center text-xl text-ink hover:bg-brand-soft aria-disabled:cursor-not-allowed aria-disabled:text-muted aria-disabled:hover:bg-transparent";
  return (
    <div className="mt-6">
      <label htmlFor={id} className="mb-2 block text-sm font-semibold uppercase tracking-wider text-muted">
        {t("quantity")}
      </label>
      <div className="inline-flex items-center overflow-hidden rounded-full border-2 border-line bg-white">
        <button
          type="button"
          aria-label={t("decrease")}
          aria-disabled={atMin}
          onClick={() => !atMin && onChange(String(clampQuantity(quantity - 1, max)))}
          className={button}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          ref={input}
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={draft}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => onChange(String(quantity))}
          className="h-11 w-14 border-x-2 border-line text-center font-semibold"
        />
        <button
          type="button"
          aria-label={t("increase")}
          aria-disabled={atMax}
          onClick={() => !atMax && onChange(String(clampQuantity(quantity + 1, max)))}
          className={button}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
