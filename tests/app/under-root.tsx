import { useState } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { defaultCategoryLabels } from "./category-labels.ts";

/** The root loader's published products on a fresh store: the frame and pages link only to these (issue 40 item 7). */
export const SEEDED_SHOWN_PRODUCTS = [
  { handle: "papillex", title: "Papillex" },
  { handle: "endo-well", title: "Endo-Well" },
  { handle: "ic-well", title: "IC-Well" },
  { handle: "pco-well", title: "PCO-Well" },
  { handle: "simplix", title: "Simplix" },
  { handle: "ahcc", title: "AHCC" },
];

/** A page under a root route that has loaded, as the app renders it; the page is fixed at the first render. */
export function UnderRoot({
  children,
  rootData = { shownProducts: SEEDED_SHOWN_PRODUCTS, categoryLabels: defaultCategoryLabels("en") },
}: {
  children: React.ReactNode;
  rootData?: object;
}) {
  const [router] = useState(() =>
    createMemoryRouter([{ id: "root", path: "/", loader: () => rootData, element: children }], {
      hydrationData: { loaderData: { root: rootData } },
    }),
  );
  return <RouterProvider router={router} />;
}
