import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { CheckoutFormSkeleton } from "./CheckoutFormSkeleton.tsx";
import { useCart } from "#app/features/cart/cart-context.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { CheckoutHeader } from "./CheckoutHeader.tsx";
import { CheckoutLicences } from "#app/features/licences/CheckoutLicences.tsx";
import type { ProductNotification } from "#domain/licences";

/**
 * The form is never in the server's page (the cart lives in the browser), so its code is not part of the page's first
 * load: the browser starts fetching it when this module runs, beside the hydration, and it is there by the time the
 * stored cart is read; until then the skeleton stays.
 */
const loadForm = () => import("./CheckoutForm.tsx").then((module) => ({ default: module.CheckoutForm }));
const formLoading = typeof document === "undefined" ? undefined : loadForm();
const CheckoutForm = lazy(() => formLoading ?? loadForm());

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
 * /checkout (spec §2 "Checkout, information step"). The cart lives in the browser, so the server renders the page's
 * heading with the form's skeleton under it, and the form takes the skeleton's place once the stored cart is read;
 * an empty cart gets a way to the shop instead of a form. The heading is the page's largest text and needs no cart:
 * painted with the page's first paint rather than after hydration (issue 69 item 2), and the same element once the
 * form arrives.
 */
export function CheckoutPage({ notifications = [] }: { notifications?: readonly ProductNotification[] }) {
  const cart = useCart();
  const { t } = useTranslation("checkout");
  const empty = cart.isLoaded && cart.items.length === 0;
  return (
    <div className="min-h-dvh">
      <CheckoutHeader back={empty ? { to: "/shop", label: t("header.backToShop") } : undefined} />
      {empty ? (
        <EmptyCheckout />
      ) : (
        <div className="mx-auto grid max-w-6xl grid-cols-1 items-start gap-x-8 gap-y-6 px-4 py-8 md:py-12 lg:grid-cols-[minmax(0,1fr)_26rem]">
          {/* The page's heading comes first for everyone; on phones the summary follows it, above the form. */}
          <h1 className="text-4xl lg:col-start-1 lg:row-start-1">{t("title")}</h1>
          {cart.isLoaded ? (
            <Suspense fallback={<CheckoutFormSkeleton />}>
              <CheckoutForm />
            </Suspense>
          ) : (
            <CheckoutFormSkeleton />
          )}
        </div>
      )}
      {/* Right under the form's place-order button, and in the server's page though the form is not. */}
      <CheckoutLicences notifications={notifications} />
    </div>
  );
}
