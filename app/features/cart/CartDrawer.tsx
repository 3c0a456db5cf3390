import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Drawer } from "#app/ui/Drawer.tsx";
import { ComponentErrorBoundary } from "#app/features/errors/ComponentErrorBoundary.tsx";
import { LiveRegion, useAnnouncement } from "#app/ui/LiveAnnouncer.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { useCart } from "./cart-context.tsx";
import { LinePrice } from "./LinePrice.tsx";
import { CartTotalsRows, PricingNotice } from "./CartTotalsRows.tsx";
import { PromotionHints } from "./PromotionHints.tsx";
import { ItemAddedBanner } from "./ItemAddedBanner.tsx";
import { useCartSummary } from "./use-cart-summary.ts";
import { useLineRemoval } from "./use-line-removal.ts";
import { EmptyCart, LineName, RemoveLineButton, SubscriptionBadge } from "./CartParts.tsx";
import { SubscribeSwitch, usePurchaseSwitches } from "./SubscribeSwitch.tsx";

/**
 * The cart drawer of the spec (§2 "Cart drawer", §4): the lines with image, name, quantity × price and
 * remove; subtotal, discount and discounted subtotal; 'view cart' and 'checkout now'. Loaded on first
 * use, so pages carry none of it until the shopper opens the cart. Opening, closing and removals are
 * announced; the close announcement is made outside the dialog, which is gone by then.
 */
export default function GuardedCartDrawer() {
  const animateClose = !useClosedByNavigation();
  return (
    // A fault in the drawer must not take the page down with it; the cart page still works.
    <ComponentErrorBoundary name="CartDrawer" fallback={() => null}>
      <CartDrawer animateClose={animateClose} />
    </ComponentErrorBoundary>
  );
}

/**
 * A navigation (a link in the drawer, back or forward) closes the drawer at once, without the slide,
 * and leaves focus to the new page's main content rather than to the button that opened the drawer.
 */
function useClosedByNavigation(): boolean {
  const { isDrawerOpen, closeDrawer } = useCart();
  const { pathname } = useLocation();
  const [seenPath, setSeenPath] = useState(pathname);
  const [wasOpen, setWasOpen] = useState(isDrawerOpen);
  const [navigatedWhileOpen, setNavigatedWhileOpen] = useState(false);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setNavigatedWhileOpen(isDrawerOpen);
  }
  if (wasOpen !== isDrawerOpen) {
    setWasOpen(isDrawerOpen);
    if (isDrawerOpen) setNavigatedWhileOpen(false);
  }

  // Before the new page's own layout effects move focus: the dialog must be closed by then.
  useLayoutEffect(() => {
    if (navigatedWhileOpen && isDrawerOpen) closeDrawer();
  }, [navigatedWhileOpen, isDrawerOpen, closeDrawer]);

  useEffect(() => {
    // The layout's <main> takes focus (tabindex -1), as after any other navigation.
    if (navigatedWhileOpen && !isDrawerOpen) document.querySelector<HTMLElement>("main")?.focus({ preventScroll: true });
  }, [navigatedWhileOpen, isDrawerOpen]);

  return navigatedWhileOpen;
}

function CartDrawer({ animateClose }: { animateClose: boolean }) {
  const { t } = useTranslation("cart");
  const cart = useCart();
  const summary = useCartSummary();
  const [insideNews, announceInside] = useAnnouncement();
  const [outsideNews, announceOutside] = useAnnouncement();
  const wasOpen = useRef(false);
  const emptyLink = useRef<HTMLAnchorElement>(null);
  const removal = useLineRemoval(summary.lines, (line) => announceInside(t("line.removed", { name: line.name })), emptyLink);
  const switches = usePurchaseSwitches(announceInside);

  useEffect(() => {
    if (cart.isDrawerOpen === wasOpen.current) return;
    wasOpen.current = cart.isDrawerOpen;
    if (cart.isDrawerOpen) announceInside(t("drawer.opened", { count: cart.itemCount }));
    else announceOutside(t("drawer.closed"));
    // Announced when the drawer opens or closes, with the count of that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cart.isDrawerOpen]);

  return (
    <Drawer
      open={cart.isDrawerOpen}
      onClose={cart.closeDrawer}
      title={t("drawer.title")}
      closeLabel={t("drawer.close")}
      animateClose={animateClose}
      after={<LiveRegion announcement={outsideNews} />}
    >
      <LiveRegion announcement={insideNews} />
      <ItemAddedBanner lastAdded={cart.lastAdded} />
      {summary.lines.length === 0 ? (
        <EmptyCart
          linkRef={emptyLink}
          className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center"
          textClassName="text-muted"
        />
      ) : (
        <>
          <ul className="flex-1 divide-y divide-line overflow-y-auto px-5">
            {summary.lines.map((line) => (
              <li key={line.item.id} className="flex gap-4 py-4">
                <img src={line.item.image} alt="" width={72} height={72} className="size-18 shrink-0 rounded-xl bg-white object-contain" />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <LineName line={line} />
                  <SubscriptionBadge line={line} placement="w-fit" />
                  <LinePrice line={line} />
                  <SubscribeSwitch line={line} switches={switches} />
                </div>
                <RemoveLineButton
                  line={line}
                  removal={removal}
                  className="h-fit self-start rounded-full px-3 py-1.5 text-sm font-semibold text-muted underline hover:bg-brand-soft hover:text-brand-dark"
                />
              </li>
            ))}
          </ul>
          {switches.limitDialog}
          <div className="border-t border-line bg-white px-5 py-4">
            {summary.totals ? (
              <>
                <dl className="flex flex-col gap-1.5">
                  <CartTotalsRows totals={summary.totals} code={summary.discount.code} promotions={summary.promotions} />
                </dl>
                <p className="mt-2 text-xs text-muted">{t("drawer.taxNote")}</p>
                <div className="mt-3">
                  <PromotionHints hints={summary.promotions.hints} codeSetAside={summary.promotions.codeSetAside} />
                </div>
              </>
            ) : (
              <PricingNotice
                status={summary.status === "failed" ? "failed" : "pricing"}
                currencyCode={summary.currencyCode}
                retry={summary.retry}
              />
            )}
            <div className="mt-4 grid grid-cols-2 gap-3">
              <Link
                to="/cart"
                className="rounded-full border-2 border-brand px-4 py-3 text-center font-semibold text-brand-dark hover:bg-brand-soft"
              >
                {t("drawer.viewCart")}
              </Link>
              <Link to="/checkout" className="rounded-full bg-brand px-4 py-3 text-center font-semibold text-white hover:bg-brand-dark">
                {t("drawer.checkout")}
              </Link>
            </div>
          </div>
        </>
      )}
    </Drawer>
  );
}
