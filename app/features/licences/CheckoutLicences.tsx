import { useRouteLoaderData } from "react-router";
import type { ProductNotification, ShownLicence } from "#domain/licences";
import { useCart } from "#app/features/cart/cart-context.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { LicenceList, NotificationList } from "./LicenceList.tsx";

/**
 * The checkout's compact "Licences" block beside the place-order button (ANPC Order 225/2023: shown before the
 * order; decision 0141): the store's authorisations, in the server's HTML, and the notification numbers of the
 * products in the cart once the browser has read it.
 */
export function CheckoutLicences({ notifications }: { notifications: readonly ProductNotification[] }) {
  const { t } = useTranslation("layout");
  const cart = useCart();
  const licences = (useRouteLoaderData("root") as { licences?: ShownLicence[] } | undefined)?.licences ?? [];
  const handles = new Set(cart.items.map((item) => item.handle));
  const inCart = notifications.filter((product) => handles.has(product.handle));
  return (
    <section aria-labelledby="checkout-licences" className="mx-auto max-w-6xl px-4 pb-10 text-xs leading-relaxed text-muted sm:text-sm">
      <div className="rounded-xl border border-line bg-white p-4">
        <h2 id="checkout-licences" className="text-sm font-semibold text-ink">
          {t("licences.title")}
        </h2>
        {licences.length > 0 ? (
          <LicenceList licences={licences} className="mt-1 grid gap-1" />
        ) : (
          <p className="mt-1">{t("licences.none")}</p>
        )}
        {inCart.length > 0 ? (
          <>
            <h3 className="mt-2 text-sm font-semibold text-ink">{t("licences.notificationsTitle")}</h3>
            <NotificationList notifications={inCart} className="mt-1 grid gap-1" />
          </>
        ) : null}
      </div>
    </section>
  );
}
