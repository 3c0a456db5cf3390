/**
 * Under the checkout's email (decision 0115): the privacy line, and the snapshot the abandoned-checkout reminders
 * need, sent once the shopper has paused on a valid email and again when the cart, the delivery or the marketing tick
 * changes. It also gives the checkout the delivery a restore link chose, once the price answer offers it. Loaded apart
 * from the checkout's first load (which is at its budget).
 */
import { useEffect } from "react";
import { Link } from "react-router";
import type { CartItem } from "#domain/cart";
import type { PricedOrder } from "#domain/order-contract";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { usePublicConfig } from "#app/lib/use-public-config.ts";
import { checkoutSnapshotKeys, sendCheckoutSnapshot, takeRestoredShipping } from "./checkout-snapshot.ts";

/** Typing stops this long before the checkout is kept: one request per pause, not one per key. */
const SNAPSHOT_PAUSE_MS = 1200;
const PRIVACY_PATH = "/privacy";

export default function CheckoutSnapshot({
  email,
  items,
  quote,
  acceptsMarketing,
  onRestoredShipping,
}: {
  /** The email typed, once it is a valid address. */
  email: string | undefined;
  items: readonly CartItem[];
  quote: PricedOrder | null;
  acceptsMarketing: boolean;
  onRestoredShipping: (serviceId: string) => void;
}) {
  const { t, i18n } = useTranslation("checkout");
  const brandName = usePublicConfig()?.brandName ?? "Elara";
  const language = i18n.language === "en" ? "en" : "ro";
  const shippingServiceId = quote?.shippingService.id ?? null;
  const offered = quote?.shippingOptions;

  useEffect(() => {
    if (!email || items.length === 0) return;
    const keys = checkoutSnapshotKeys(brandName);
    const timer = setTimeout(
      () => void sendCheckoutSnapshot(keys, { email, language, items, shippingServiceId, acceptsMarketing }).catch(() => undefined),
      SNAPSHOT_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [email, language, items, shippingServiceId, acceptsMarketing, brandName]);

  useEffect(() => {
    if (!offered) return;
    const restored = takeRestoredShipping(checkoutSnapshotKeys(brandName).restoredShipping, offered);
    if (restored) onRestoredShipping(restored);
  }, [offered, brandName, onRestoredShipping]);

  return (
    <p className="mt-2 text-sm text-muted">
      {t("contact.privacy")}{" "}
      <Link to={PRIVACY_PATH} target="_blank" rel="noopener" className="font-semibold text-brand-dark underline">
        {t("contact.privacyLink")}
        <span className="sr-only"> {t("consent.newTab")}</span>
      </Link>
    </p>
  );
}
