import { useId, useState } from "react";
import { MAX_LINE_QUANTITY, parseLineQuantity } from "#domain/cart";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { Stepper } from "#app/ui/Stepper.tsx";

/**
 * A line's quantity on the cart page: steppers and a field. What is typed is applied on blur or Enter;
 * anything that is not a whole number from 1 to 99 is ignored and the field shows the quantity again.
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
  return (
    <Stepper
      size="md"
      decreaseLabel={t("quantity.decrease", { name })}
      increaseLabel={t("quantity.increase", { name })}
      atMin={quantity <= 1}
      atMax={quantity >= MAX_LINE_QUANTITY}
      onStep={(delta) => onChange(quantity + delta)}
      hiddenLabel={t("quantity.label", { name })}
      field={{
        id,
        value: draft,
        onChange: (event) => setDraft(event.target.value),
        onBlur: commit,
        onKeyDown: (event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            commit();
          }
        },
      }}
    />
  );
}
