import { useRef } from "react";
import { Link } from "react-router";
import { Price } from "#app/ui/Price.tsx";
import { ProductImage } from "#app/ui/ProductImage.tsx";
import { Spinner } from "#app/ui/Spinner.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { useToast } from "#app/features/toast/ToastProvider.tsx";
import { AccountSection } from "#app/features/account/AccountLayout.tsx";
import { linkClass } from "#app/ui/link-class.ts";
import { useAuth } from "#app/features/account/AuthProvider.tsx";
import { loginPathFor } from "#app/lib/account-paths.ts";
import { useWishlistProducts, type WishlistProduct } from "#app/features/account/wishlist-products.ts";
import { useWishlist } from "#app/features/account/WishlistProvider.tsx";

/** The saved products with picture, price, a way to buy and a way to remove; visitors see this browser's list. */
export function WishlistSection() {
  const { t } = useTranslation("account");
  const { user } = useAuth();
  const wishlist = useWishlist();
  const products = useWishlistProducts(wishlist.ready ? wishlist.handles : []);
  const toast = useToast();
  const heading = useRef<HTMLHeadingElement>(null);

  async function remove(product: WishlistProduct) {
    const done = await wishlist.toggle(product.handle);
    if (!done) toast.error(t("account-nav:wishlist.failed"), { id: "wishlist" });
    else toast.success(t("account-nav:wishlist.removed", { product: product.title }), { id: "wishlist" });
    heading.current?.focus();
  }

  let content: React.ReactNode;
  if (!wishlist.ready || products.status === "loading") content = <Spinner label={t("wishlist.loading")} />;
  else if (wishlist.loadFailed || products.status === "failed") {
    content = (
      <p role="alert" className="text-sale">
        {t("wishlist.failed")}
      </p>
    );
  } else if (products.products.length === 0) {
    content = (
      <div className="rounded-2xl border border-line bg-white p-6 shadow-sm">
        <p>{t("wishlist.empty")}</p>
        <Link to="/shop" className={`mt-3 inline-block ${linkClass}`}>
          {t("orders.shop")}
        </Link>
      </div>
    );
  } else {
    content = (
      <ul className="grid gap-4">
        {products.products.map((product) => (
          <li key={product.handle} className="flex items-center gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm">
            <div className="size-20 shrink-0 overflow-hidden rounded-xl bg-brand-soft sm:size-24">
              {product.featuredImage ? (
                <ProductImage image={product.featuredImage} fallbackAlt="" sizes="96px" className="h-full w-full object-cover" />
              ) : null}
            </div>
            <div className="min-w-0 flex-1">
              <h3 className="text-lg leading-snug">
                <Link to={`/products/${product.handle}`} className="hover:text-brand-dark hover:underline">
                  {product.title}
                </Link>
              </h3>
              <p className="mt-1">
                <Price
                  price={product.priceRange.minVariantPrice}
                  compareAtLabel={t("common:product.compareAt")}
                  fromLabel={
                    Number(product.priceRange.maxVariantPrice.amount) > Number(product.priceRange.minVariantPrice.amount)
                      ? t("common:product.from")
                      : undefined
                  }
                />
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Link
                  to={`/products/${product.handle}`}
                  aria-label={t("wishlist.addToCartLabel", { product: product.title })}
                  className="rounded-full bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark"
                >
                  {t("wishlist.addToCart")}
                </Link>
                <button
                  type="button"
                  onClick={() => remove(product)}
                  aria-label={t("account-nav:wishlist.remove", { product: product.title })}
                  className="rounded-full border border-line px-4 py-2 text-sm font-semibold hover:bg-brand-soft"
                >
                  {t("wishlist.remove")}
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <AccountSection title={t("nav.wishlist")} intro={user ? t("wishlist.intro") : t("wishlist.visitorIntro")}>
      {user ? null : (
        <p className="mb-6 rounded-2xl border border-brand/30 bg-brand-soft px-5 py-4 text-brand-dark">
          {t("wishlist.visitorNote")}{" "}
          <Link to={loginPathFor("/my-account/wishlist")} className={linkClass}>
            {t("login.submit")}
          </Link>
        </p>
      )}
      <h2 ref={heading} tabIndex={-1} className="sr-only">
        {t("wishlist.listHeading")}
      </h2>
      {content}
    </AccountSection>
  );
}
