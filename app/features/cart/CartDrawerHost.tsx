import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import { useNavigate } from "react-router";
import { whenIdle } from "#app/ui/when-idle.ts";
import { useCart } from "./cart-context.tsx";

type CartDrawerModule = { default: ComponentType };

let drawerModule: Promise<CartDrawerModule> | undefined;

/** Starts fetching the drawer's code, e.g. when a pointer nears the cart button; the first open then shows it at once. */
export function preloadCartDrawer(): Promise<CartDrawerModule> {
  drawerModule ??= import("./CartDrawer.tsx");
  return drawerModule;
}

// Without the drawer's code (a deploy replaced it, the network dropped), opening the cart shows the cart page.
const CartDrawer = lazy(() => preloadCartDrawer().catch(() => ({ default: CartPageInstead })));

/**
 * Where the cart drawer lives on every page. Only this host is in the layout: the drawer's code is fetched and run
 * once the browser is idle after hydration, or sooner on intent (`preloadCartDrawer`), so the first "add to cart"
 * does not wait for it (issue 69 item 4), and it stays out of every page's first-load JavaScript.
 */
export function CartDrawerHost() {
  const { isDrawerOpen, closeDrawer } = useCart();
  const [requested, setRequested] = useState(isDrawerOpen);
  // The host lives in the shop's frame (app/routes/site-frame.tsx): leaving for the cart page through the drawer
  // takes the drawer away, and coming back must not find it open.
  useEffect(() => closeDrawer, [closeDrawer]);
  // A failed fetch is met again, and answered with the cart page, when the shopper opens the cart.
  useEffect(() => whenIdle(() => void preloadCartDrawer().catch(() => undefined)), []);
  if (isDrawerOpen && !requested) setRequested(true);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}

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
