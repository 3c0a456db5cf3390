import { useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

export const MAIN_CONTENT_ID = "main-content";

/**
 * What a move to another page does (spec §2): the new page starts at the top, and keyboard and
 * screen-reader users land on its main content rather than on the link they left behind. Back and
 * forward keep the position `<ScrollRestoration>` restores. A change of search only (`?lng=en`) is the
 * same page: it keeps its scroll position, which `<ScrollRestoration>` would otherwise reset.
 *
 * Render it after `<ScrollRestoration>`: layout effects run in tree order, so this one has the last word.
 */
export function RouteChangeEffects() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(location);
  const scrollBefore = useRef(0);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = location;
    // On the first page load (before === location) the browser and the server-rendered page decide.
    if (before.pathname !== location.pathname) {
      if (navigationType !== "POP") window.scrollTo(0, 0);
      document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
    } else if (before !== location && navigationType !== "POP" && before.search !== location.search && location.hash === "") {
      window.scrollTo(0, scrollBefore.current);
    }

    // Runs before the next location's layout effects, the scroll reset among them, so it reads where the reader was.
    return () => {
      scrollBefore.current = window.scrollY;
    };
  }, [location, navigationType]);

  return null;
}
