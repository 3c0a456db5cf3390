import { lazy, Suspense, useEffect, useId, useState } from "react";
import { useLocation } from "react-router";
import { lockPageScroll } from "#app/ui/lock-page-scroll.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { MenuIcon } from "./Icons.tsx";

const MobileMenuDialog = lazy(() => import("./MobileMenuDialog.tsx"));

/** Tailwind's `md` breakpoint, where the desktop navigation takes over. */
const DESKTOP_MEDIA_QUERY = "(min-width: 48rem)";

/**
 * The phone's menu button. The menu itself (MobileMenuDialog) loads on the first open; page scroll is
 * locked while it is open, and any navigation closes it.
 */
export function MobileMenu({ brandName }: { brandName: string }) {
  const { t } = useTranslation("layout");
  const location = useLocation();
  const dialogId = useId();
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const [locationKey, setLocationKey] = useState(location.key);

  if (location.key !== locationKey) {
    setLocationKey(location.key);
    setOpen(false);
  }

  useEffect(() => (isOpen ? lockPageScroll() : undefined), [isOpen]);

  // Widened past the phone layout (a rotated tablet), the menu would be hidden yet still hold the page inert.
  useEffect(() => {
    if (!isOpen) return;
    const desktop = window.matchMedia(DESKTOP_MEDIA_QUERY);
    const onChange = () => {
      if (desktop.matches) setOpen(false);
    };
    desktop.addEventListener("change", onChange);
    return () => desktop.removeEventListener("change", onChange);
  }, [isOpen]);

  return (
    <>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={hasOpened ? dialogId : undefined}
        onClick={() => {
          setHasOpened(true);
          setOpen(true);
        }}
        // Hovering or focusing the button fetches the menu's code before the tap needs it.
        onPointerEnter={preloadMenu}
        onFocus={preloadMenu}
        className="-ml-2 flex items-center gap-1 rounded-full p-2 text-ink hover:bg-brand-soft md:hidden"
      >
        <MenuIcon />
        <span className="sr-only">{t("mobileMenu.open")}</span>
      </button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <MobileMenuDialog id={dialogId} brandName={brandName} isOpen={isOpen} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

function preloadMenu() {
  void import("./MobileMenuDialog.tsx");
}
