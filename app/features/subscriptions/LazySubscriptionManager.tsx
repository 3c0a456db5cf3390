import { lazy, Suspense, useEffect, type ComponentProps } from "react";
import { Spinner } from "#app/ui/Spinner.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";

const loadManager = () => import("./SubscriptionManager.tsx");
const SubscriptionManager = lazy(async () => ({ default: (await loadManager()).SubscriptionManager }));

/**
 * The subscription's facts arrive by a request after the page is interactive, so the code that shows and acts on
 * them loads beside that request instead of in the page's first load (the 140 KB budget).
 */
export function usePreloadSubscriptionManager() {
  useEffect(() => {
    void loadManager();
  }, []);
}

export function LazySubscriptionManager(props: ComponentProps<typeof SubscriptionManager>) {
  const { t } = useTranslation("account");
  return (
    <Suspense fallback={<Spinner label={t("subscriptions.loadingOne")} />}>
      <SubscriptionManager {...props} />
    </Suspense>
  );
}
