import { useEffect, useState } from "react";
import type { LastAddedItem } from "#domain/cart";
import { useTranslation } from "#app/lib/i18n/react.tsx";

/** Spec §4 "Cart drawer" and §9: the 'item added' banner goes after 5 s. */
export const ITEM_ADDED_BANNER_MS = 5000;

/** Names what the last add put in the cart, for 5 s from that add (or from the drawer's first opening). */
export function ItemAddedBanner({ lastAdded }: { lastAdded: LastAddedItem | null }) {
  const { t } = useTranslation("cart");
  const [seen, setSeen] = useState(lastAdded);
  const [shown, setShown] = useState(lastAdded);
  if (lastAdded !== seen) {
    setSeen(lastAdded);
    setShown(lastAdded);
  }

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), ITEM_ADDED_BANNER_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  if (!shown) return null;
  return (
    <div className="flex items-start gap-3 border-b border-emerald-200 bg-emerald-50 px-5 py-3 text-emerald-900">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <div>
        <p className="font-semibold">{t("drawer.itemAdded")}</p>
        <p className="text-sm">{t("drawer.addedLine", { quantity: shown.quantity, name: shown.name })}</p>
      </div>
    </div>
  );
}
