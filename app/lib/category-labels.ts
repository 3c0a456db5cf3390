import { useRouteLoaderData } from "react-router";

/**
 * The product categories' names as the root loader sends them (issue 64 item 3, decision 0128): the owner's content,
 * in the page's language, keyed by the category's id: `menu` for the header's and the phone's menus, `tiles` for the
 * home page's tiles.
 */
export interface CategoryLabels {
  menu: Record<string, string>;
  tiles: Record<string, string>;
}

/** Null when the root's data is not there (the root itself failed): the frame then shows no category. */
export function useCategoryLabels(): CategoryLabels | null {
  const root = useRouteLoaderData("root") as { categoryLabels?: CategoryLabels } | undefined;
  return root?.categoryLabels ?? null;
}
