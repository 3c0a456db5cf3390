import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { formatMoney } from "#domain/format-price";
import { switchPurchase } from "#domain/cart-switch";
import { multiplyMoney } from "#domain/money";
import { useCart } from "./cart-context.tsx";
import { LazySubscriptionLimitDialog } from "./LazySubscriptionLimitDialog.tsx";
import type { CartLine } from "./use-cart-lines.ts";

/**
 * The cart lines' subscribe switches (issue 68 item 2): one press buys a line as a subscription, the next as a one-off
 * purchase again. The line changes variant, so the new line's switch takes focus; a second subscription is refused
 * with the spec's 'Subscription Limit' dialog, as on the product page.
 */
export function usePurchaseSwitches(announce: (message: string) => void) {
  const { t } = useTranslation("cart");
  const cart = useCart();
  const switches = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterSwitch = useRef<string | null>(null);
  const [refusedLine, setRefusedLine] = useState<string | null>(null);

  useEffect(() => {
    const id = focusAfterSwitch.current;
    if (id === null) return;
    focusAfterSwitch.current = null;
    switches.current.get(id)?.focus();
  }, [cart.items]);

  const toggle = ({ item, otherPurchase }: CartLine) => {
    if (!otherPurchase) return;
    const switched = switchPurchase(cart.items, item.id, otherPurchase.item);
    if (switched === "subscription_limit") {
      setRefusedLine(item.id);
      return;
    }
    if (switched === null) return;
    focusAfterSwitch.current = otherPurchase.item.id;
    cart.replaceItems(switched);
    announce(
      t(otherPurchase.item.isSubscription ? "line.switchedToSubscription" : "line.switchedToOneOff", { name: otherPurchase.item.name }),
    );
  };

  const switchRef = (id: string) => (button: HTMLButtonElement | null) => {
    if (button) switches.current.set(id, button);
    else switches.current.delete(id);
  };

  const limitDialog =
    refusedLine === null ? null : (
      <LazySubscriptionLimitDialog
        cartLink={false}
        onClose={() => {
          setRefusedLine(null);
          switches.current.get(refusedLine)?.focus();
        }}
      />
    );

  return { toggle, switchRef, limitDialog };
}

export type PurchaseSwitches = ReturnType<typeof usePurchaseSwitches>;

/** A line's subscribe switch, with what the subscription saves, how often it ships and what each delivery costs. */
export function SubscribeSwitch({ line, switches }: { line: CartLine; switches: PurchaseSwitches }) {
  const { t } = useTranslation("cart");
  const descriptionId = useId();
  const other = line.otherPurchase;
  if (!other) return null;
  const subscribed = line.item.isSubscription;
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        role="switch"
        aria-checked={subscribed}
        aria-describedby={descriptionId}
        ref={switches.switchRef(line.item.id)}
        onClick={() => switches.toggle(line)}
        className="group flex w-fit items-center gap-2 rounded-full py-1 pr-2 text-left text-sm font-semibold text-brand-dark hover:underline"
      >
        <span
          aria-hidden="true"
          className="relative inline-flex h-5 w-9 shrink-0 rounded-full border-2 border-brand bg-white transition-colors group-aria-checked:bg-brand"
        >
          <span className="absolute top-0.5 left-0.5 size-3 rounded-full bg-brand transition-transform group-aria-checked:translate-x-4 group-aria-checked:bg-white" />
        </span>
        {other.savingsPercent > 0 ? t("line.subscribe", { percent: other.savingsPercent }) : t("line.subscribePlain")}
      </button>
      <p id={descriptionId} className="text-xs text-muted">
        {t(`line.cadence.${other.cadence}`, {
          price: formatMoney(multiplyMoney(other.subscriptionUnitPrice, line.item.quantity)),
        })}
      </p>
    </div>
  );
}
