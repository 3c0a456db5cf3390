import { useLocation, useNavigation } from "react-router";
import { CartSkeleton, CheckoutSkeleton, ProductSkeleton } from "#app/ui/Skeleton.tsx";
import { PageLoading } from "./PageLoading.tsx";
import { pendingViewFor } from "./pending-view.ts";
import { useDelayed } from "./pending-timing.ts";

/**
 * How long a navigation to another page may take before the current page gives way to a loading
 * view. The progress bar answers every click at once; swapping the whole page for a spinner on a
 * navigation that ends a moment later would only flash, so the spinner waits for a wait people
 * notice (the 500 ms that delayed-spinner practice settles on, well under the 1 s at which
 * attention drifts).
 */
export const SLOW_NAVIGATION_MS = 500;

/**
 * The page area during a slow navigation to another path: the destination's skeleton (product, cart,
 * checkout) or the full-page spinner. Search-only changes (`?lng=`) keep the page, which stays usable.
 */
export function PendingNavigation({ children }: { children: React.ReactNode }) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const destination = navigation.state === "loading" ? navigation.location.pathname : undefined;
  const slow = useDelayed(destination !== undefined && destination !== pathname, SLOW_NAVIGATION_MS);

  if (!slow || destination === undefined) return children;
  switch (pendingViewFor(destination)) {
    case "product":
      return <ProductSkeleton />;
    case "cart":
      return <CartSkeleton />;
    case "checkout":
      return <CheckoutSkeleton />;
    case "page":
      return <PageLoading />;
  }
}
