import { lazy, Suspense, useEffect, useLayoutEffect, useState, type ComponentType } from "react";
import { useLocation, useNavigate } from "react-router";
import { ComponentErrorBoundary } from "../errors/ComponentErrorBoundary.tsx";
import { MAIN_CONTENT_ID } from "../navigation/RouteChangeEffects.tsx";
import { useCart } from "./cart-context.tsx";

type CartDrawerModule = { default: ComponentType<{ animateClose: boolean }> };

let drawerModule: Promise<CartDrawerModule> | undefined;

/** Starts fetching the drawer's code, e.g. when a pointer nears the cart button; the first open then shows it at once. */
export function preloadCartDrawer(): Promise<CartDrawerModule> {
  drawerModule ??= import("./CartDrawer.tsx");
  return drawerModule;
}

const CartDrawer = lazy(preloadCartDrawer);

/**
 * Where the cart drawer lives on every page. Its code is fetched on first use only, so it adds nothing
 * to any page's first load. A navigation (a link in the drawer, or back/forward) closes it at once and
 * leaves focus to the new page's main content. Should its code fail to arrive (a deploy replaced it,
 * the network dropped), the cart button leads to the cart page instead.
 */
export function CartDrawerHost() {
  const { isDrawerOpen, closeDrawer } = useCart();
  const { pathname } = useLocation();
  const [requested, setRequested] = useState(isDrawerOpen);
  const [seenPath, setSeenPath] = useState(pathname);
  const [wasOpen, setWasOpen] = useState(isDrawerOpen);
  const [navigatedWhileOpen, setNavigatedWhileOpen] = useState(false);
  if (isDrawerOpen && !requested) setRequested(true);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setNavigatedWhileOpen(isDrawerOpen);
  }
  if (wasOpen !== isDrawerOpen) {
    setWasOpen(isDrawerOpen);
    if (isDrawerOpen) setNavigatedWhileOpen(false);
  }

  useLayoutEffect(() => {
    if (navigatedWhileOpen && isDrawerOpen) closeDrawer();
  }, [navigatedWhileOpen, isDrawerOpen, closeDrawer]);

  useEffect(() => {
    if (navigatedWhileOpen && !isDrawerOpen) document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [navigatedWhileOpen, isDrawerOpen]);

  if (!requested) return null;
  return (
    <ComponentErrorBoundary name="CartDrawer" fallback={() => <CartPageInstead />}>
      <Suspense fallback={null}>
        <CartDrawer animateClose={!navigatedWhileOpen} />
      </Suspense>
    </ComponentErrorBoundary>
  );
}

/** Without the drawer's code, opening the cart shows the cart page. */
function CartPageInstead() {
  const { isDrawerOpen, closeDrawer } = useCart();
  const navigate = useNavigate();
  useEffect(() => {
    if (!isDrawerOpen) return;
    closeDrawer();
    void navigate("/cart");
  }, [isDrawerOpen, closeDrawer, navigate]);
  return null;
}
