import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from "react";
import { useLocation } from "react-router";
import type { DiscountPopupProps } from "./DiscountPopup.tsx";
import { isDiscountPopupPath } from "./popup-paths.ts";
import { forgetDiscountPopupShown, markDiscountPopupShown, wasDiscountPopupShown } from "./popup-session.ts";
import { armDiscountPopupTriggers } from "./popup-triggers.ts";

// The overlay is fetched only when a trigger fires, so it adds nothing to any page's first load. A
// chunk that fails to load (a deploy replaced it) means no popup, never the error screen.
const DiscountPopup = lazy<ComponentType<DiscountPopupProps>>(() =>
  import("./DiscountPopup.tsx").then(
    (module) => ({ default: module.DiscountPopup }),
    () => ({ default: () => null }),
  ),
);

/**
 * Watches for the popup's triggers on the pages that offer it (spec §2, §4) and opens it once per
 * browser session. Each page view draws its own random moments. The popup itself stays away from a
 * shopper whose order has already used its code.
 */
export function DiscountPopupHost({ brandName }: { brandName: string }) {
  const { pathname } = useLocation();
  // The page the popup opened on: leaving it (the browser's back button) takes the popup away too.
  const [openOn, setOpenOn] = useState<string | null>(null);
  if (openOn !== null && openOn !== pathname) setOpenOn(null);
  const isOpen = openOn === pathname;
  const armed = openOn === null && isDiscountPopupPath(pathname);
  const close = useCallback(() => setOpenOn(null), []);

  useEffect(() => {
    if (!armed || wasDiscountPopupShown()) return;
    return armDiscountPopupTriggers(() => setOpenOn(pathname));
  }, [armed, pathname]);

  useEffect(() => {
    // Development builds only: Ctrl+Shift+P forgets that the popup was shown and reloads (spec §2).
    if (!import.meta.env.DEV) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.ctrlKey || !event.shiftKey || event.key.toLowerCase() !== "p") return;
      event.preventDefault();
      forgetDiscountPopupShown();
      window.location.reload();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <DiscountPopup brandName={brandName} onShown={markDiscountPopupShown} onClose={close} />
    </Suspense>
  );
}
