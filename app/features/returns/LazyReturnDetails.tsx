import { lazy, Suspense, useEffect, type ComponentProps } from "react";
import { Spinner } from "#app/ui/Spinner.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";

const loadDetails = () => import("./ReturnDetails.tsx");
const ReturnDetails = lazy(async () => ({ default: (await loadDetails()).ReturnDetails }));

/** The return arrives by a request after the page is interactive: the code that shows it loads beside that request. */
export function usePreloadReturnDetails() {
  useEffect(() => {
    void loadDetails();
  }, []);
}

export function LazyReturnDetails(props: ComponentProps<typeof ReturnDetails>) {
  const { t } = useTranslation("account");
  return (
    <Suspense fallback={<Spinner label={t("returns.detail.loading")} />}>
      <ReturnDetails {...props} />
    </Suspense>
  );
}
