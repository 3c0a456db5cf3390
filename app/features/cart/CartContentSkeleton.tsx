import { useTranslation } from "#app/lib/i18n/react.tsx";
import { CartLinesSkeleton, SkeletonBlock, SummarySkeleton } from "#app/ui/Skeleton.tsx";

/** The cart's lines and summary under the page's own heading, which the server renders (issue 69 item 2). */
export function CartContentSkeleton() {
  const { t } = useTranslation("navigation");
  return (
    <>
      <p role="status" className="sr-only">
        {t("loadingCart")}
      </p>
      {/* The line "1 produs" holds its place, so the lines do not move when they arrive. */}
      <SkeletonBlock className="mt-2 h-5 w-20" />
      <div aria-busy="true" className="mt-8 grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex flex-col gap-4">
          <CartLinesSkeleton />
        </div>
        <SummarySkeleton />
      </div>
    </>
  );
}
