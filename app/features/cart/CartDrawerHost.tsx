import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import { useNavigate } from "react-router";
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
 * Where the cart drawer lives on every page. Only this host is in the layout: the drawer's code is
 * fetched when the cart is first opened, or before, on intent (`preloadCartDrawer`).
 */
export function CartDrawerHost() {
  const { isDrawerOpen, closeDrawer } = useCart();
  const [requested, setRequested] = useState(isDrawerOpen);
  // The host lives in the shop's frame (app/routes/site-frame.tsx): leaving for the cart page through the drawer
  // takes the drawer away, and coming back must not find it open.
  useEffect(() => closeDrawer, [closeDrawer]);
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
