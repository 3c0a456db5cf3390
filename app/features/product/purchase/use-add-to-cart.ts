import { useState } from "react";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { MAX_LINE_QUANTITY, quantityThatFits, type LastAddedItem } from "#domain/cart";
import { useCart } from "#app/features/cart/cart-context.tsx";
import { saveCartNotification } from "#app/features/cart/cart-notification.ts";
import type { ProductDetail } from "#app/features/product/product-query.ts";
import type { PurchaseVariant } from "./purchase-variant.ts";

/**
 * Putting the chosen variant in the cart, and what came of the last try: refused (not for sale, the line already
 * full, a second subscription) or added, perhaps fewer than asked for to keep the line within the most one order takes.
 */
export function useAddToCart(product: ProductDetail) {
  const { t } = useTranslation("purchase");
  const cart = useCart();
  const [notForSale, setNotForSale] = useState(false);
  // The cart's line already holds the most one order takes: nothing was added.
  const [lineFull, setLineFull] = useState(false);
  // Fewer were added than asked for, to keep the line within the most one order takes.
  const [capped, setCapped] = useState(false);
  const [lastAdded, setLastAdded] = useState<LastAddedItem | null>(null);
  const [limitShown, setLimitShown] = useState(false);

  const add = (selected: PurchaseVariant, quantity: number) => {
    const { variant } = selected;
    setLastAdded(null);
    setLineFull(false);
    setCapped(false);
    if (!variant.availableForSale) {
      setNotForSale(true);
      return;
    }
    setNotForSale(false);
    if (selected.isSubscription && cart.hasSubscription) {
      setLimitShown(true);
      return;
    }
    const added = quantityThatFits(cart.items, variant.id, quantity);
    if (added === 0) {
      setLineFull(true);
      return;
    }
    const name = `${product.title} - ${variant.title}`;
    cart.addItem(
      {
        id: variant.id,
        name,
        image: variant.image?.small ?? product.images.nodes[0]?.small ?? "",
        price: Number(variant.price.amount),
        currencyCode: variant.price.currencyCode,
        handle: product.handle,
        variant: variant.title,
        isSubscription: selected.isSubscription,
        subscriptionType: selected.subscriptionType,
      },
      added,
    );
    void import("#app/features/attribution/funnel-step.ts").then(({ reportFunnelStep }) => reportFunnelStep("add_to_cart"));
    cart.openDrawer();
    setLastAdded({ name, variant: variant.title, quantity: added });
    setCapped(added < quantity);
    const addedText = t("added", { quantity: added, product: product.title, variant: variant.title });
    saveCartNotification(added < quantity ? `${addedText}. ${t("lineCapped", { max: MAX_LINE_QUANTITY })}` : addedText);
  };

  /** Another variant is chosen: a refusal of the last one no longer applies. */
  const forgetRefusal = () => {
    setNotForSale(false);
    setLineFull(false);
  };

  return { add, forgetRefusal, notForSale, lineFull, capped, lastAdded, limitShown, closeLimit: () => setLimitShown(false) };
}
