import { useCategoryLabels } from "#app/lib/category-labels.ts";
import { useShownLinks } from "#app/lib/shown-products.ts";
import { PRODUCT_CATEGORIES, type NavLink } from "./nav-links.ts";

/** The product menu's categories a shopper may follow, each named as the owner named it (decision 0128). */
export function useCategoryLinks(): NavLink[] {
  const labels = useCategoryLabels();
  const shown = useShownLinks(PRODUCT_CATEGORIES);
  if (!labels) return [];
  return shown.flatMap((link) => {
    const label = labels.menu[link.labelKey];
    return label ? [{ ...link, label }] : [];
  });
}
