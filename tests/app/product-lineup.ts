/** The six product pages in the order the store presents its lineup (menus, home tiles, the not-found page). */
export const LINEUP_PAGES = [
  "/products/papillex",
  "/products/endo-well",
  "/products/ic-well",
  "/products/pco-well",
  "/products/simplix",
  "/products/ahcc",
];
