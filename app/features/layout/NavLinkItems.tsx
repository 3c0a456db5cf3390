import { Link } from "react-router";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { NavLink } from "./nav-links.ts";

/** A menu's entries as list items, each named by its `layout` text; the desktop, phone and product menus differ only in the link's look. */
export function NavLinkItems({ links, linkClassName }: { links: readonly NavLink[]; linkClassName: string }) {
  const { t } = useTranslation("layout");
  return links.map((link) => (
    <li key={link.labelKey}>
      <Link to={link.to} className={linkClassName}>
        {link.label ?? t(link.labelKey)}
      </Link>
    </li>
  ));
}
