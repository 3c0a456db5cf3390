import { lazyIsland } from "#app/ui/lazy-island.tsx";

/**
 * The subscription's facts arrive by a request after the page is interactive, so the code that shows and acts on
 * them loads beside that request instead of in the page's first load.
 */
export const [LazySubscriptionManager, usePreloadSubscriptionManager] = lazyIsland(
  async () => (await import("./SubscriptionManager.tsx")).SubscriptionManager,
  { namespace: "account", loadingKey: "subscriptions.loadingOne" },
);
