import type { RefObject } from "react";
import { Link } from "react-router";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { CartLine } from "./use-cart-lines.ts";
import type { useLineRemoval } from "./use-line-removal.ts";

/** An empty cart's words and the way to the shop, whose link takes focus once the last line is removed. */
export function EmptyCart({
  linkRef,
  className,
  textClassName,
}: {
  linkRef: RefObject<HTMLAnchorElement | null>;
  className: string;
  textClassName: string;
}) {
  const { t } = useTranslation("cart");
  return (
    <div className={className}>
      <p className="font-serif text-2xl">{t("empty.title")}</p>
      <p className={textClassName}>{t("empty.text")}</p>
      <Link ref={linkRef} to="/shop" className="mt-3 rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark">
        {t("empty.shop")}
      </Link>
    </div>
  );
}

/** The line's product, linking to its page. */
export function LineName({ line }: { line: CartLine }) {
  return (
    <Link to={`/products/${line.item.handle}`} className="font-semibold leading-snug hover:text-brand-dark hover:underline">
      {line.name}
    </Link>
  );
}

/** Marks a subscription line; `placement` is where the caller sets it beside the name. */
export function SubscriptionBadge({ line, placement }: { line: CartLine; placement: string }) {
  const { t } = useTranslation("cart");
  if (!line.item.isSubscription) return null;
  return (
    <span className={`${placement} rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand-dark`}>
      {t("line.subscription")}
    </span>
  );
}

/** Removes the line; `removal` then moves focus to the neighbouring line's button (or away, once the cart is empty). */
export function RemoveLineButton({
  line,
  removal: { remove, removeButtonRef },
  className,
}: {
  line: CartLine;
  removal: ReturnType<typeof useLineRemoval>;
  className: string;
}) {
  const { t } = useTranslation("cart");
  return (
    <button
      type="button"
      ref={removeButtonRef(line.item.id)}
      onClick={() => remove(line)}
      aria-label={t("line.removeItem", { name: line.name })}
      className={className}
    >
      {t("line.remove")}
    </button>
  );
}
