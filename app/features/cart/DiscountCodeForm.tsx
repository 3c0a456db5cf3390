import { useTranslation } from "#app/lib/i18n/react.tsx";
import { DiscountCodeBox } from "./DiscountCodeBox.tsx";
import type { DiscountCodeState } from "./use-discount-code.ts";
import { useDiscountCodeEntry } from "./use-discount-code-entry.ts";

/**
 * Discount code entry on the cart page. The server decides whether a code counts (only codes the store
 * issued do) and says why in the shopper's language; a refused code is not kept. What the cart then
 * takes off is the spec's format rule on the code in force. A code already in force when the page
 * opens (the discount popup's, another tab's) is checked once the same way, and dropped if refused.
 */
export function DiscountCodeForm({ discount }: { discount: DiscountCodeState }) {
  const { t } = useTranslation("cart-page");
  const entry = useDiscountCodeEntry(discount);
  return (
    <DiscountCodeBox
      appliedText={discount.code === null ? null : t("discount.applied", { code: discount.code, percent: discount.percent })}
      onRemove={discount.clear}
      entry={entry}
      name="code"
      words={(word) => t(`discount.${word}`)}
    />
  );
}
