import { useTranslation } from "#app/lib/i18n/react.tsx";
import { useToast } from "#app/features/toast/ToastProvider.tsx";
import { useHasWishlist, useWishlist } from "./WishlistProvider.tsx";

interface WishlistButtonProps {
  handle: string;
  productTitle: string;
  className?: string;
}

/** The heart on product cards and the product page: a toggle button that saves the product for later. */
export function WishlistButton(props: WishlistButtonProps) {
  return useHasWishlist() ? <WishlistToggle {...props} /> : null;
}

function WishlistToggle({ handle, productTitle, className = "" }: WishlistButtonProps) {
  const { t } = useTranslation("account-nav");
  const wishlist = useWishlist();
  const toast = useToast();
  const saved = wishlist.has(handle);

  async function toggle() {
    const done = await wishlist.toggle(handle);
    if (!done) toast.error(t("wishlist.failed"), { id: "wishlist" });
    else toast.success(t(saved ? "wishlist.removed" : "wishlist.added", { product: productTitle }), { id: "wishlist" });
  }

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={t(saved ? "wishlist.remove" : "wishlist.add", { product: productTitle })}
      onClick={toggle}
      className={`inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-brand shadow-sm transition hover:bg-brand-soft ${className}`}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.6 0 5.6 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z"
          fill={saved ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="1.7"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
