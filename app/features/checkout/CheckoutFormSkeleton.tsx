import { useTranslation } from "#app/lib/i18n/react.tsx";
import { FormFieldsSkeleton, SummarySkeleton } from "#app/ui/Skeleton.tsx";

/**
 * The checkout form's places in the page's grid, under the page's own heading, which the server renders (issue 69
 * item 2): the summary beside the heading and the form, the form under the heading.
 */
export function CheckoutFormSkeleton() {
  const { t } = useTranslation("navigation");
  return (
    <>
      <p role="status" className="sr-only">
        {t("loadingCheckout")}
      </p>
      <div aria-busy="true" className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <SummarySkeleton />
      </div>
      <div aria-busy="true" className="flex flex-col gap-5 lg:col-start-1 lg:row-start-2">
        <FormFieldsSkeleton />
      </div>
    </>
  );
}
