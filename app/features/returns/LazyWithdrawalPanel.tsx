import { lazyIsland } from "#app/ui/lazy-island.tsx";

/**
 * The withdrawal's panel shows only once an order has arrived by a request after the page is interactive (the
 * customer's order, a tracking lookup), so its steps and checks load then, outside the page's first load.
 */
export const [LazyWithdrawalPanel] = lazyIsland(async () => (await import("./WithdrawalPanel.tsx")).WithdrawalPanel, {
  namespace: "orders",
  loadingKey: "withdrawal.loading",
});

/** Whether an order answer offers the panel: a withdrawal can be made now, or one was made. */
export function showsWithdrawal(withdrawal: { open: boolean; returnId: number | null } | undefined): boolean {
  return Boolean(withdrawal && (withdrawal.open || withdrawal.returnId !== null));
}
