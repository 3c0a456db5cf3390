import { formatMoney } from "#domain/format-price";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { CartLine } from "./use-cart-lines.ts";

/** "2 × 189,00 RON", or why there is no price. */
export function LinePrice({ line }: { line: CartLine }) {
  const { t } = useTranslation("cart");
  if (!line.purchasable) return <p className="text-sm font-semibold text-sale">{t("line.unavailable")}</p>;
  if (!line.unitPrice) return <p className="text-sm text-muted">{t("line.pricePending")}</p>;
  return (
    <p className="text-sm text-muted tabular-nums">
      {t("line.quantityTimesPrice", { quantity: line.item.quantity, price: formatMoney(line.unitPrice) })}
    </p>
  );
}
