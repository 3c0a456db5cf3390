import { lazyIsland } from "#app/ui/lazy-island.tsx";

/**
 * Only a sold-out variant needs the request form: its code stays out of the product page's first load and is fetched
 * when such a variant is shown (or the button pressed before that finished).
 */
export const [LazyBackInStockForm, usePreloadBackInStockForm] = lazyIsland(
  async () => (await import("./BackInStockForm.tsx")).BackInStockForm,
  { namespace: "purchase", loadingKey: "backInStock.loading" },
);
