import { useLocation, useNavigation } from "react-router";
import { useHeldFor } from "./pending-timing.ts";

/** Spec §2: the bar stays at least this long on every navigation, longer while the navigation lasts. */
export const PROGRESS_BAR_MINIMUM_MS = 400;

/**
 * The thin bar at the top of the window during navigations. It is decoration for sighted users and
 * hidden from assistive technology: announcing every navigation would be noise, so only a slow one
 * speaks (through the loading page's status), and focus moving to the new page marks its arrival.
 */
export function NavigationProgress() {
  const navigating = useNavigation().state !== "idle";
  const { pathname, search } = useLocation();
  // Router updates render as transitions, so a quick navigation can arrive without its loading state
  // ever reaching the screen: the arrival (a new path or query) then starts the bar itself. A jump to
  // a #section of the same page is not an arrival.
  const visible = useHeldFor(navigating, PROGRESS_BAR_MINIMUM_MS, `${pathname}${search}`);
  if (!visible) return null;

  return (
    <div aria-hidden="true" data-testid="navigation-progress" className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-1">
      {/* Gold shows on the plum banner and the cream page alike. It grows while the page loads and
          completes once it has arrived; with reduced motion it simply appears. */}
      <div
        className={`h-full bg-amber-400 ease-out starting:w-0 motion-safe:transition-[width] ${navigating ? "w-4/5 duration-[2000ms]" : "w-full duration-200"}`}
      />
    </div>
  );
}
