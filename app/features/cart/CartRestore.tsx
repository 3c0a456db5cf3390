/**
 * The restore page (decisions 0114, 0115): a refill reminder's or an abandoned checkout's link names variants,
 * quantities and how each is bought; the server found which are still for sale, and this page puts them in the
 * shopper's cart (which lives in the browser) at those quantities — setting a line already there rather than adding
 * to it, so opening the link twice changes nothing — keeps the delivery the checkout had chosen for the checkout to
 * take, then opens the cart, where the shopper checks everything before paying. The cart page's header frames it.
 */
import { useEffect, useRef } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { CartItem } from "#domain/cart";
import { usePublicConfig } from "#app/lib/use-public-config.ts";
import { useCart } from "./cart-context.tsx";
import { CartPageHeader } from "./CartPageHeader.tsx";

export type RestorableItem = Omit<CartItem, "quantity"> & { quantity: number };

export function CartRestore({
  items,
  missing,
  shippingServiceId,
}: {
  items: RestorableItem[];
  missing: number;
  shippingServiceId: string | null;
}) {
  const { t } = useTranslation("cart-page");
  const cart = useCart();
  const navigate = useNavigate();
  const { search } = useLocation();
  const done = useRef(false);
  const brandName = usePublicConfig()?.brandName ?? "Elara";
  const language = new URLSearchParams(search).get("lng");

  useEffect(() => {
    if (!cart.isLoaded || done.current || items.length === 0) return;
    done.current = true;
    // The checkout's own module keeps it for the checkout to take (a failed fetch: the first delivery is offered).
    if (shippingServiceId)
      void import("#app/features/checkout/later.ts")
        .then((module) => module.keepRestoredShipping(brandName, shippingServiceId))
        .catch(() => undefined);
    for (const { quantity, ...item } of items) {
      if (cart.items.some((line) => line.id === item.id)) cart.updateQuantity(item.id, quantity);
      else cart.addItem(item, quantity);
    }
    // A product gone from sale is said on this page, so it waits for the shopper instead of moving on.
    if (missing === 0) void navigate(language ? `/cart?lng=${language}` : "/cart", { replace: true });
  }, [cart, items, missing, navigate, language, shippingServiceId, brandName]);

  const cartPath = language ? `/cart?lng=${language}` : "/cart";
  return (
    <div className="min-h-dvh">
      <CartPageHeader />
      <div className="mx-auto max-w-xl px-4 py-12">
        <h1 className="mb-4 text-2xl font-semibold">{t("restore.title")}</h1>
        <p role="status" className="mb-6">
          {items.length === 0 ? t("restore.none") : missing > 0 ? t("restore.partial", { count: missing }) : t("restore.working")}
        </p>
        <Link to={items.length === 0 ? (language ? `/shop?lng=${language}` : "/shop") : cartPath} className="font-semibold underline">
          {items.length === 0 ? t("backToShop") : t("restore.toCart")}
        </Link>
      </div>
    </div>
  );
}
