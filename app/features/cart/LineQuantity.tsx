import { useId, useState } from "react";
import { MAX_LINE_QUANTITY, parseLineQuantity } from "#domain/cart";
import { useTranslation } from "#app/lib/i18n/react.tsx";

/**
 * A line's quantity on the cart page: steppers and a field. What is typed is applied on blur or Enter;
 * anything that is not a whole number from 1 to 99 is ignored and the field shows the quantity again.
 * The steppers use aria-disabled at the limits so focus stays on them.
 */
export function LineQuantity({ name, quantity, onChange }: { name: string; quantity: number; onChange: (quantity: number) => void }) {
  const { t } = useTranslation("cart-page");
  const id = useId();
  const [draft, setDraft] = useState(String(quantity));
  const [shown, setShown] = useState(quantity);
  if (shown !== quantity) {
    setShown(quantity);
    setDraft(String(quantity));
  }
  const commit = () => {
    const parsed = parseLineQuantity(draft);
    if (parsed === null || parsed === quantity) setDraft(String(quantity));
    else onChange(parsed);
  };
  const atMin = quantity <= 1;
  const atMax = quantity >= MAX_LINE_QUANTITY;
  const button =
    "flex size-10 items-center justify-center text-lg text-ink hover:bg-brand-soft aria-disabled:cursor-not-allowed aria-disabled:text-muted aria-disabled:hover:bg-transparent";
  return (
    <div className="inline-flex items-center overflow-hidden rounded-full border-2 border-line bg-white">
      <button
        type="button"
        aria-label={t("quantity.decrease", { name })}
        aria-disabled={atMin}
        onClick={() => !atMin && onChange(quantity - 1)}
        className={button}
      >
        <span aria-hidden="true">−</span>
      </button>
      <label htmlFor={id} className="sr-only">
        {t("quantity.label", { name })}
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            commit();
          }
        }}
        className="h-10 w-12 border-x-2 border-line text-center font-semibold"
      />
      <button
        type="button"
        aria-label={t("quantity.increase", { name })}
        aria-disabled={atMax}
        onClick={() => !atMax && onChange(quantity + 1)}
        className={button}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
