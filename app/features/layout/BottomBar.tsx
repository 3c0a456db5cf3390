import { useTranslation } from "#app/lib/i18n/react.tsx";
import { Link, useLocation } from "react-router";
import { CartButton } from "./CartButton.tsx";
import { HomeIcon, ShopIcon, UserIcon } from "./Icons.tsx";
import { ACCOUNT_PATH, SHOP_PATH } from "./nav-links.ts";

const BAR_LINKS = [
  { to: "/", labelKey: "bottomBar.home", Icon: HomeIcon },
  { to: SHOP_PATH, labelKey: "bottomBar.shop", Icon: ShopIcon },
  { to: ACCOUNT_PATH, labelKey: "bottomBar.account", Icon: UserIcon },
] as const;

/** The phone's thumb-reach navigation, fixed to the bottom of the screen below the `md` breakpoint. */
export function BottomBar() {
  const { t } = useTranslation("layout");
  const { pathname } = useLocation();

  return (
    <nav
      aria-label={t("bottomBar.label")}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-4">
        {BAR_LINKS.map(({ to, labelKey, Icon }) => {
          const current = to === "/" ? pathname === "/" : pathname === to || pathname.startsWith(`${to}/`);
          return (
            <li key={to}>
              <Link
                to={to}
                aria-current={current ? "page" : undefined}
                className={`flex flex-col items-center gap-0.5 py-2 text-xs ${current ? "font-semibold text-brand-dark" : "text-muted hover:text-brand-dark"}`}
              >
                <Icon />
                {t(labelKey)}
              </Link>
            </li>
          );
        })}
        <li>
          <CartButton variant="bar" />
        </li>
      </ul>
    </nav>
  );
}
