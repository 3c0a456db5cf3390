import { useTranslation } from "#app/lib/i18n/react.tsx";

/**
 * Placeholders in the shape of the page on its way (spec §2 "Global behaviour"). Each takes no props,
 * so a route can export one as its `HydrateFallback` as well as the navigation showing it.
 */

/** A grey shape standing in for content; it stops pulsing when motion is reduced. */
export function SkeletonBlock({ className = "" }: { className?: string }) {
  return <div className={`rounded-lg bg-line motion-safe:animate-pulse ${className}`} />;
}

/**
 * The page frame: the status text is what a screen reader hears (kept outside the busy region, which
 * assistive technology may ignore until it settles); the shapes are busy and empty.
 */
function SkeletonPage({ label, className, children }: { label: string; className: string; children: React.ReactNode }) {
  return (
    <div className={`mx-auto max-w-6xl px-4 py-10 ${className}`}>
      <p role="status" className="sr-only">
        {label}
      </p>
      <div aria-busy="true" className="contents">
        {children}
      </div>
    </div>
  );
}

/** Product page: gallery with thumbnails, then title, price and purchase options. */
export function ProductSkeleton() {
  const { t } = useTranslation("navigation");
  return (
    <SkeletonPage label={t("loadingProduct")} className="grid gap-10 md:grid-cols-2">
      <div className="flex flex-col gap-3">
        <SkeletonBlock className="aspect-square rounded-2xl" />
        <div className="grid grid-cols-5 gap-2">
          {[0, 1, 2, 3, 4].map((thumbnail) => (
            <SkeletonBlock key={thumbnail} className="aspect-square" />
          ))}
        </div>
      </div>
      <div className="flex flex-col">
        <SkeletonBlock className="h-6 w-32 rounded-full" />
        <SkeletonBlock className="mt-4 h-10 w-4/5" />
        <SkeletonBlock className="mt-3 h-4 w-28" />
        <SkeletonBlock className="mt-6 h-5 w-full" />
        <SkeletonBlock className="mt-2 h-5 w-2/3" />
        <SkeletonBlock className="mt-8 h-8 w-40" />
        <div className="mt-8 flex flex-col gap-3">
          {[0, 1, 2].map((option) => (
            <SkeletonBlock key={option} className="h-16 w-full rounded-2xl" />
          ))}
        </div>
        <SkeletonBlock className="mt-8 h-14 w-full rounded-full" />
      </div>
    </SkeletonPage>
  );
}

/** Cart page: line items beside the order summary (a navigation's wait, before the page's own heading). */
export function CartSkeleton() {
  const { t } = useTranslation("navigation");
  return (
    <SkeletonPage label={t("loadingCart")} className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <div className="flex flex-col gap-4">
        <SkeletonBlock className="h-10 w-48" />
        <CartLinesSkeleton />
      </div>
      <SummarySkeleton />
    </SkeletonPage>
  );
}

/** Three cart lines: image, name and price, quantity. */
export function CartLinesSkeleton() {
  return [0, 1, 2].map((line) => (
    <div key={line} className="flex items-center gap-4 rounded-2xl border border-line bg-white p-4">
      <SkeletonBlock className="size-20 shrink-0" />
      <div className="flex flex-1 flex-col gap-2">
        <SkeletonBlock className="h-5 w-3/4" />
        <SkeletonBlock className="h-4 w-1/3" />
      </div>
      <SkeletonBlock className="h-10 w-24 rounded-full" />
    </div>
  ));
}

/** Checkout page: the address and payment form beside the order summary (a navigation's wait, before the page's own heading). */
export function CheckoutSkeleton() {
  const { t } = useTranslation("navigation");
  return (
    <SkeletonPage label={t("loadingCheckout")} className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <div className="flex flex-col gap-5">
        <SkeletonBlock className="h-10 w-56" />
        <FormFieldsSkeleton />
      </div>
      <SummarySkeleton />
    </SkeletonPage>
  );
}

/** The checkout form's fields, delivery choice and button. */
export function FormFieldsSkeleton() {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {[0, 1, 2, 3, 4, 5, 6, 7].map((field) => (
          <div key={field} className="flex flex-col gap-2">
            <SkeletonBlock className="h-4 w-24" />
            <SkeletonBlock className="h-12 w-full" />
          </div>
        ))}
      </div>
      <SkeletonBlock className="h-32 w-full rounded-2xl" />
      <SkeletonBlock className="h-14 w-full rounded-full" />
    </>
  );
}

/** An order summary: its title, three rows and a button. */
export function SummarySkeleton() {
  return (
    <div className="flex h-fit flex-col gap-3 rounded-2xl border border-line bg-white p-6">
      <SkeletonBlock className="h-6 w-40" />
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex justify-between gap-4">
          <SkeletonBlock className="h-4 w-24" />
          <SkeletonBlock className="h-4 w-16" />
        </div>
      ))}
      <SkeletonBlock className="mt-2 h-12 w-full rounded-full" />
    </div>
  );
}
