import { useLocation } from "react-router";
import { WishlistProvider } from "#app/features/account/WishlistProvider.tsx";
import { CartDrawerHost } from "#app/features/cart/CartDrawerHost.tsx";
import { CartNotificationToast } from "#app/features/cart/CartNotificationToast.tsx";
import { DiscountPopupHost } from "#app/features/discount-popup/DiscountPopupHost.tsx";
import { BottomBar } from "./BottomBar.tsx";
import { isBottomBarHidden } from "./chrome-visibility.ts";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import { usePageEndsWithBand } from "./layout-handle.ts";
import { MainContent, SkipToContent } from "./page-main.tsx";

/**
 * The frame of every shop page: header, footer and, on phones, the bottom bar, with what only they open (the cart
 * drawer from the header's cart button, the note of an added product, the shop's discount popup) and the wishlist
 * the product cards' hearts read. The cart and checkout steps go without it (`TaskFrame`): its code is a chunk of
 * its own that those pages never load.
 */
export function SiteFrame({ brandName, children }: { brandName: string; children: React.ReactNode }) {
  const { pathname } = useLocation();
  const bottomBarShown = !isBottomBarHidden(pathname);
  const endsWithBand = usePageEndsWithBand();

  return (
    // On phones the fixed bottom bar would cover the end of the page without this room below it.
    <div className={bottomBarShown ? "pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0" : undefined}>
      <WishlistProvider>
        <SkipToContent />
        <Header brandName={brandName} />
        <MainContent>{children}</MainContent>
        <Footer brandName={brandName} flush={endsWithBand} />
        {bottomBarShown ? <BottomBar /> : null}
      </WishlistProvider>
      <CartDrawerHost />
      <CartNotificationToast />
      <DiscountPopupHost brandName={brandName} />
    </div>
  );
}
