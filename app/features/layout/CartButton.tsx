import { useTranslation } from "#app/lib/i18n/react.tsx";
import { useCart } from "#app/features/cart/cart-context.tsx";
import { preloadCartDrawer } from "#app/features/cart/CartDrawerHost.tsx";
import { BagIcon } from "./Icons.tsx";

/** Opens the cart drawer; its name carries the count ("Cart, 2 items") since the badge is only visual. */
export function CartButton({ variant }: { variant: "header" | "bar" }) {
  const { t } = useTranslation("layout");
  const { itemCount, openDrawer } = useCart();
  // The drawer's code is fetched when the shopper heads for the button, so it is there when they press it.
  const preload = () => void preloadCartDrawer();
  const badge =
    itemCount > 0 ? (
      <span
        aria-hidden="true"
        className="absolute -right-1.5 -top-1.5 flex min-w-5 items-center justify-center rounded-full bg-brand px-1 text-[0.6875rem] font-semibold leading-5 text-white"
      >
        {itemCount > 99 ? "99+" : itemCount}
      </span>
    ) : null;

  return (
    <button
      type="button"
      onClick={openDrawer}
      onPointerEnter={preload}
      onFocus={preload}
      aria-label={t("cart.label", { count: itemCount })}
      className={
        variant === "bar" ? "flex w-full flex-col items-center gap-0.5 py-2 text-xs text-muted hover:text-brand-dark" : "header-icon-link"
      }
    >
      {variant === "bar" ? (
        <>
          <span className="relative">
            <BagIcon />
            {badge}
          </span>
          {t("cart.short")}
        </>
      ) : (
        <>
          <BagIcon />
          {badge}
        </>
      )}
    </button>
  );
}
