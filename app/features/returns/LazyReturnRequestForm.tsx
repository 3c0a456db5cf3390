import { lazy, Suspense, useEffect, type ComponentProps } from "react";
import { Spinner } from "#app/ui/Spinner.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";

const loadForm = () => import("./ReturnRequestForm.tsx");
const ReturnRequestForm = lazy(async () => ({ default: (await loadForm()).ReturnRequestForm }));

/**
 * The order's lines arrive by a request after the page is interactive, so the form (its checks, the IBAN rules)
 * loads beside that request instead of in the page's first load.
 */
export function usePreloadReturnRequestForm() {
  useEffect(() => {
    void loadForm();
  }, []);
}

export function LazyReturnRequestForm(props: ComponentProps<typeof ReturnRequestForm>) {
  const { t } = useTranslation("account");
  return (
    <Suspense fallback={<Spinner label={t("returns.form.loading")} />}>
      <ReturnRequestForm {...props} />
    </Suspense>
  );
}
