import { useTranslation } from "#app/lib/i18n/react.tsx";
import { Link } from "react-router";
import { HomeSection } from "./HomeSection.tsx";
import { useShownLinks } from "#app/lib/shown-products.ts";
import { useCategoryLabels } from "#app/lib/category-labels.ts";

/**
 * Spec "Home page sections": each need leads to the product made for it. The tiles' names are the owner's content
 * (`tiles.{id}` of the `categories` page, decision 0128): the specification's "(HPV)" and "herpes labial" name
 * diseases, which Law 56/2021 forbids for a supplement.
 */
const CATEGORIES = [
  {
    id: "cervical",
    handle: "papillex",
    icon: "M12 4a3 3 0 0 1 3 3 3 3 0 0 1 3 3 3 3 0 0 1-3 3 3 3 0 0 1-3 3 3 3 0 0 1-3-3 3 3 0 0 1-3-3 3 3 0 0 1 3-3 3 3 0 0 1 3-3zm0 5.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z",
  },
  { id: "endometrial", handle: "endo-well", icon: "M15 4a8 8 0 1 0 5 14A7 7 0 0 1 15 4z" },
  { id: "bladder", handle: "ic-well", icon: "M12 3s-6 7-6 11a6 6 0 0 0 12 0c0-4-6-11-6-11z" },
  { id: "ovarian", handle: "pco-well", icon: "M8 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm8 0a4 4 0 1 0 0 8 4 4 0 0 0 0-8z" },
  { id: "lipsSeason", handle: "simplix", icon: "M12 3v18M4.2 7.5l15.6 9M4.2 16.5l15.6-9" },
  { id: "immune", handle: "ahcc", icon: "M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6z" },
].map((category) => ({ ...category, to: `/products/${category.handle}` }));

export function CategoryTiles() {
  const { t } = useTranslation("home");
  const labels = useCategoryLabels();
  const categories = useShownLinks(CATEGORIES).filter(({ id }) => labels?.tiles[id]);
  if (categories.length === 0) return null;
  return (
    <HomeSection id="categories" title={t("categories.title")} intro={t("categories.intro")}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map(({ id, to, icon }) => (
          <li key={id}>
            <Link
              to={to}
              className="group flex h-full items-center gap-5 rounded-2xl border border-line bg-white p-6 shadow-sm transition hover:border-brand hover:shadow-md"
            >
              <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
                <svg
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  className="size-7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  strokeLinejoin="round"
                >
                  <path d={icon} />
                </svg>
              </span>
              <span className="flex flex-col">
                <span className="font-serif text-xl leading-snug text-ink">{labels?.tiles[id]}</span>
                <span className="mt-1 text-sm font-semibold text-brand group-hover:underline">
                  {t("categories.cta", { product: t(`categories.${id}.product`) })} <span aria-hidden="true">→</span>
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
