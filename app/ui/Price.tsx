import { formatPrice } from "#domain/format-price";
import type { MoneyV2 } from "#app/lib/storefront-fragments.ts";

/**
 * A price, with the compare-at price struck through when it is higher. `fromLabel` ("from") marks the
 * lowest of several options' prices.
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
        <s className="ml-2 text-sm text-muted">
          <span className="sr-only">{compareAtLabel} </span>
          {formatPrice(compareAt.amount, compareAt.currencyCode)}
        </s>
      ) : null}
    </span>
  );
}
