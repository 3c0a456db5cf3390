import { useId } from "react";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { Stepper } from "#app/ui/Stepper.tsx";
import { useEntryBeforeHydration, valueOf } from "#app/ui/use-entry-before-hydration.ts";
import { clampQuantity, MIN_QUANTITY, parseQuantity } from "#domain/product-rules";

/**
 * The quantity as typed (`draft`) so a half-typed entry is left alone until blur, when a non-numeric
 * one becomes 1. A quantity typed before the page was live is the draft once it is.
 */
export function QuantityStepper({ draft, max, onChange }: { draft: string; max: number; onChange: (draft: string) => void }) {
  const { t } = useTranslation("purchase");
  const id = useId();
  const input = useEntryBeforeHydration<HTMLInputElement, string>(valueOf, draft, onChange);
  const quantity = parseQuantity(draft, max);
  return (
    <div className="mt-6">
      <label htmlFor={id} className="mb-2 block text-sm font-semibold uppercase tracking-wider text-muted">
        {t("quantity")}
      </label>
      <Stepper
        size="lg"
        decreaseLabel={t("decrease")}
        increaseLabel={t("increase")}
        atMin={quantity <= MIN_QUANTITY}
        atMax={quantity >= max}
        onStep={(delta) => onChange(String(clampQuantity(quantity + delta, max)))}
        field={{
          ref: input,
          id,
          value: draft,
          onChange: (event) => onChange(event.target.value),
          onBlur: () => onChange(String(quantity)),
        }}
      />
    </div>
  );
}
