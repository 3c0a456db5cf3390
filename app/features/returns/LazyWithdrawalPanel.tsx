import { lazy, Suspense, type ComponentProps } from "react";
import { Spinner } from "#app/ui/Spinner.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";

const loadPanel = () => import("./WithdrawalPanel.tsx");
const WithdrawalPanel = lazy(async () => ({ default: (await loadPanel()).WithdrawalPanel }));

/**
 * The withdrawal's panel shows only once an order has arrived by a request after the page is interactive (the
 * customer's order, a tracking lookup), so its steps and checks load then, outside the page's first load.
 */
export function LazyWithdrawalPanel(props: ComponentProps<typeof WithdrawalPanel>) {
  const { t } = useTranslation("orders");
  return (
    <Suspense fallback={<Spinner label={t("withdrawal.loading")} />}>
      <WithdrawalPanel {...props} />
    </Suspense>
  );
}

/** Whether an order answer offers the panel: a withdrawal can be made now, or one was made. */
export function showsWithdrawal(withdrawal: { open: boolean; returnId: number | null } | undefined): boolean {
  return Boolean(withdrawal && (withdrawal.open || withdrawal.returnId !== null));
}
