import { Link } from "react-router";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { CartLine } from "./use-cart-lines.ts";
import type { useLineRemoval } from "./use-line-removal.ts";

/** The line's product, linking to its page; the drawer and the cart page show it alike. */
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
