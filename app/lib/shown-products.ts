import { useRouteLoaderData } from "react-router";

export interface ShownProduct {
  handle: string;
  title: string;
}

/**
 * The published products as the root loader read them (issue 40 item 7): the frame's menu, footer, home tiles and
 * error page link only to these, so a product put in draft leaves them at once. Null when the root's data is not
 * there (the root itself failed): the frame then keeps its links rather than show none.
 */
export function useShownProducts(): ShownProduct[] | null {
  const root = useRouteLoaderData("root") as { shownProducts?: ShownProduct[] } | undefined;
  return root?.shownProducts ?? null;
}

const PRODUCT_PATH = /^\/products\/([^/?#]+)$/;

/** Whether a link may be shown: any link that is not a product's, and a product's only while it is published. */
export function isShownLink(link: { to: string }, shown: readonly ShownProduct[] | null): boolean {
  const handle = PRODUCT_PATH.exec(link.to)?.[1];
  return handle === undefined || shown === null || shown.some((product) => product.handle === handle);
}

/** The links a shopper may follow, in their order. */
export function useShownLinks<T extends { to: string }>(links: readonly T[]): T[] {
  const shown = useShownProducts();
  return links.filter((link) => isShownLink(link, shown));
}
