import { useTranslation } from "#app/lib/i18n/react.tsx";
import { Link, useLocation } from "react-router";
import { KeptRender } from "#app/lib/kept-render.tsx";
import { useCurrentUser } from "#app/features/account/AuthProvider.tsx";
import { displayName } from "#app/features/account/session.ts";
import { CurrencySelector } from "#app/features/currency/CurrencySelector.tsx";
import { CartButton } from "./CartButton.tsx";
import { DesktopNav } from "./DesktopNav.tsx";
import { UserIcon } from "./Icons.tsx";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";
import { MobileMenu } from "./MobileMenu.tsx";
import { ACCOUNT_PATH } from "./nav-links.ts";
import { useFreeShippingText } from "#app/lib/use-free-shipping.ts";

const CATALOG = ["catalog"];

/** Spec §2 "Header": the free-shipping banner, then logo, navigation, preferences, account and cart. */
export function Header({ brandName }: { brandName: string }) {
  const { t } = useTranslation("layout");
  const user = useCurrentUser();
  const freeShipping = useFreeShippingText();
  const { pathname, search } = useLocation();
  // Its links to this page in the other language read the path and query; its product menu, the catalogue.
  return (
    <KeptRender
      as="header"
      keep={`header|${pathname}${search}`}
      tags={CATALOG}
      className="relative z-40 border-b border-line bg-white md:sticky md:top-0"
    >
      <p className="bg-brand px-4 py-2 text-center text-xs font-medium tracking-wide text-white sm:text-sm">
        {t("freeShipping", { amount: freeShipping })}
      </p>
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 md:gap-6">
        <MobileMenu brandName={brandName} />
        <Link
          to="/"
          className="font-serif text-2xl tracking-wide text-brand max-md:absolute max-md:left-1/2 max-md:-translate-x-1/2 md:text-3xl"
          aria-label={t("common:brandHome", { brand: brandName })}
        >
          {brandName}
        </Link>
        <DesktopNav />
        <div className="ml-auto flex items-center gap-1 md:gap-2">
          <div className="hidden items-center gap-2 md:flex">
            <LanguageSwitcher />
            <CurrencySelector />
            <Link
              to={ACCOUNT_PATH}
              className="header-icon-link"
              aria-label={user ? t("account-nav:signedIn", { name: displayName(user) }) : t("nav.account")}
            >
              <UserIcon />
              {user ? (
                <span aria-hidden="true" className="absolute right-1.5 top-1.5 size-2.5 rounded-full border-2 border-white bg-brand" />
              ) : null}
            </Link>
          </div>
          <CartButton variant="header" />
        </div>
      </div>
    </KeptRender>
  );
}
