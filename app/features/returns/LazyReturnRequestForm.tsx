import { lazyIsland } from "#app/ui/lazy-island.tsx";

/**
 * The order's lines arrive by a request after the page is interactive, so the form (its checks, the IBAN rules)
 * loads beside that request instead of in the page's first load.
 */
export const [LazyReturnRequestForm, usePreloadReturnRequestForm] = lazyIsland(
  async () => (await import("./ReturnRequestForm.tsx")).ReturnRequestForm,
  { namespace: "account", loadingKey: "returns.form.loading" },
);
