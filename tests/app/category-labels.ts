import type { CategoryLabels } from "#app/lib/category-labels.ts";
import en from "#app/locales/en/pages/categories.json" with { type: "json" };
import ro from "#app/locales/ro/pages/categories.json" with { type: "json" };

/** The categories' default names, as the root loader sends them for a store whose owner changed none. */
export function defaultCategoryLabels(language: string): CategoryLabels {
  return language === "ro" ? ro : en;
}
