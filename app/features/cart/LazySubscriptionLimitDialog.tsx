import { lazy, Suspense, type ComponentProps } from "react";

const SubscriptionLimitDialog = lazy(async () => ({ default: (await import("./SubscriptionLimitDialog.tsx")).SubscriptionLimitDialog }));

/** The 'Subscription Limit' dialog, fetched the first time a second subscription is refused: no page's first load carries it. */
export function LazySubscriptionLimitDialog(props: ComponentProps<typeof SubscriptionLimitDialog>) {
  return (
    <Suspense fallback={null}>
      <SubscriptionLimitDialog {...props} />
    </Suspense>
  );
}
