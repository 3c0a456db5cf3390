import { lazyIsland } from "#app/ui/lazy-island.tsx";

/** The return arrives by a request after the page is interactive: the code that shows it loads beside that request. */
export const [LazyReturnDetails, usePreloadReturnDetails] = lazyIsland(async () => (await import("./ReturnDetails.tsx")).ReturnDetails, {
  namespace: "account",
  loadingKey: "returns.detail.loading",
});
