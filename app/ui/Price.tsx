import { formatPrice } from "#domain/format-price";
import type { MoneyV2 } from "#app/lib/storefront-fragments.ts";

/**
 * A price; when a reduction runs, its prior price (the Storefront API's compare-at: the lowest of the 30 days before,
 * decision 0140) struck through, and said in words beside it (`compareAtLabel`, "Lowest price in the last 30 days"),
 * as the law asks a "was" price to be explained. `fromLabel` ("from") marks the lowest of several options' prices.
 */
export function Price({
  price,
  compareAt,
  compareAtLabel,
  fromLabel,
  className,
}: {
  price: MoneyV2;
  compareAt?: MoneyV2 | null;
  compareAtLabel: string;
  fromLabel?: string;
  className?: string;
}) {
  const showCompareAt = compareAt && Number(compareAt.amount) > Number(price.amount);
  return (
    <span className={className}>
      {fromLabel ? <span className="mr-1 text-base text-muted">{fromLabel} </span> : null}
      <span className="font-semibold">{formatPrice(price.amount, price.currencyCode)}</span>
      {showCompareAt ? (
        <>
          {/* The words below say it to a screen reader; the struck figure is for the eye. */}
          <s className="ml-2 text-sm text-muted" aria-hidden="true">
            {formatPrice(compareAt.amount, compareAt.currencyCode)}
          </s>
          <span className="block text-xs font-normal text-muted">
            {compareAtLabel}: {formatPrice(compareAt.amount, compareAt.currencyCode)}
          </span>
        </>
      ) : null}
    </span>
  );
}
