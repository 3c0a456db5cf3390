import { lazy, Suspense, useState } from "react";
import { useLocation } from "react-router";
import { Spinner } from "#app/ui/Spinner.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { LEARN_LINKS, STORY_LINKS } from "./nav-links.ts";
import { NavLinkItems } from "./NavLinkItems.tsx";
import { NavDropdown } from "./NavDropdown.tsx";
import { useMenuGroup } from "./use-menu-group.ts";

const ProductMenuPanel = lazy(() => import("./ProductMenuPanel.tsx"));

type DropdownId = "order" | "story" | "learn";

/** The three desktop dropdowns of spec §2 "Header"; the product panel spans the header's width. */
export function DesktopNav() {
  const { t, i18n } = useTranslation("layout");
  const location = useLocation();
  const group = useMenuGroup<DropdownId>(location.key);
  // Mounted at the first opening and kept, so reopening shows what was loaded.
  const [productMenuRequested, setProductMenuRequested] = useState(false);
  if (group.openId === "order" && !productMenuRequested) setProductMenuRequested(true);

  return (
    <nav aria-label={t("nav.label")} className="hidden self-stretch md:flex">
      <ul className="flex">
        <NavDropdown
          id="order"
          label={t("nav.order")}
          group={group}
          className="flex"
          panelClassName="absolute inset-x-0 top-full border-y border-line bg-cream shadow-lg"
        >
          {productMenuRequested ? (
            <Suspense
              fallback={
                <div className="flex min-h-48 items-center justify-center">
                  <Spinner label={t("productMenu.loading")} />
                </div>
              }
            >
              <ProductMenuPanel language={i18n.language} />
            </Suspense>
          ) : null}
        </NavDropdown>
        {(
          [
            ["story", STORY_LINKS],
            ["learn", LEARN_LINKS],
          ] as const
        ).map(([id, links]) => (
          <NavDropdown key={id} id={id} label={t(`nav.${id}`)} group={group} className="relative flex" panelClassName="menu-panel">
            <ul>
              <NavLinkItems links={links} linkClassName="menu-link" />
            </ul>
          </NavDropdown>
        ))}
      </ul>
    </nav>
  );
}
