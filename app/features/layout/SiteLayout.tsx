import { useTranslation } from "#app/lib/i18n/react.tsx";
import { useLocation } from "react-router";
import { CartDrawerHost } from "#app/features/cart/CartDrawerHost.tsx";
import { CartNotificationToast } from "#app/features/cart/CartNotificationToast.tsx";
import { DiscountPopupHost } from "#app/features/discount-popup/DiscountPopupHost.tsx";
import { BottomBar } from "./BottomBar.tsx";
import { isBottomBarHidden, isChromeHidden } from "./chrome-visibility.ts";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import { usePageEndsWithBand } from "./layout-handle.ts";

const MAIN_ID = "main-content";

/** The frame every page shares; the cart and checkout steps go without header, footer and bottom bar. */
export function SiteLayout({ brandName, children }: { brandName: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const chromeHidden = isChromeHidden(pathname);
  const bottomBarShown = !isBottomBarHidden(pathname);
  const endsWithBand = usePageEndsWithBand();

  return (
    // On phones the fixed bottom bar would cover the end of the page without this room below it.
    <div className={bottomBarShown ? "pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0" : undefined}>
      <a
        href={`#${MAIN_ID}`}
        // Focus moves in script so the URL keeps no #fragment and the router sees no navigation; the href serves without JS.
        onClick={(event) => {
          const main = document.getElementById(MAIN_ID);
          if (!main) return;
          event.preventDefault();
          main.focus();
          main.scrollIntoView();
        }}
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-white focus:px-5 focus:py-3 focus:font-semibold focus:text-brand-dark focus:shadow-lg"
      >
        {t("skipToContent")}
      </a>
      {chromeHidden ? null : <Header brandName={brandName} />}
      <main id={MAIN_ID} tabIndex={-1} className="outline-none">
        {children}
      </main>
      {chromeHidden ? null : <Footer brandName={brandName} flush={endsWithBand} />}
      {bottomBarShown ? <BottomBar /> : null}
      <CartDrawerHost />
      <CartNotificationToast />
      <DiscountPopupHost brandName={brandName} />
    </div>
  );
}
