import { Link } from "react-router";
import { CheckoutSkeleton } from "#app/ui/Skeleton.tsx";
import { useCart } from "#app/features/cart/cart-context.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { usePublicConfig } from "#app/lib/use-public-config.ts";
import { CheckoutForm } from "./CheckoutForm.tsx";

/** Header and footer step aside on the checkout (spec §2): the page carries its own way home and back. */
export function CheckoutHeader({ back }: { back?: { to: string; label: string } }) {
  const { t } = useTranslation("checkout");
  const { t: common } = useTranslation();
  const brandName = usePublicConfig()?.brandName ?? "Elara";
  return (
    <div className="border-b border-line bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" aria-label={common("brandHome", { brand: brandName })} className="font-serif text-3xl tracking-wide text-brand">
          {brandName}
        </Link>
        <p className="hidden items-center gap-2 text-sm text-muted sm:flex">
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4">
            <path d="M7 10V7a5 5 0 0 1 10 0v3M5 10h14v11H5z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </svg>
          {t("header.secure")}
        </p>
        <Link to={back?.to ?? "/cart"} className="rounded-full px-3 py-2 font-semibold text-brand-dark hover:bg-brand-soft">
          <span aria-hidden="true">← </span>
          {back?.label ?? t("header.backToCart")}
        </Link>
      </div>
    </div>
  );
}

function EmptyCheckout() {
  const { t } = useTranslation("checkout");
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 md:py-16">
      <h1 className="text-4xl">{t("title")}</h1>
      <div className="mt-8 flex flex-col items-center gap-3 rounded-2xl border border-line bg-white px-6 py-14 text-center">
        <p className="font-serif text-2xl">{t("empty.title")}</p>
        <p className="max-w-md text-muted">{t("empty.text")}</p>
        <Link to="/shop" className="mt-3 rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark">
          {t("empty.shop")}
        </Link>
      </div>
    </div>
  );
}

/**
 * /checkout (spec §2 "Checkout, information step"). The cart lives in the browser, so the server
 * renders the skeleton and the form appears once the stored cart is read; an empty cart gets a way
 * to the shop instead of a form.
 */
export function CheckoutPage() {
  const cart = useCart();
  const { t } = useTranslation("checkout");
  return (
    <div className="min-h-dvh">
      <CheckoutHeader back={cart.isLoaded && cart.items.length === 0 ? { to: "/shop", label: t("header.backToShop") } : undefined} />
      {cart.isLoaded ? cart.items.length === 0 ? <EmptyCheckout /> : <CheckoutForm /> : <CheckoutSkeleton />}
    </div>
  );
}
