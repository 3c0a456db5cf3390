/**
 * Under the checkout's email (decision 0115): the privacy line, and the snapshot the abandoned-checkout reminders
 * need, sent once the shopper has paused on a valid email and again when the cart, the delivery or the marketing tick
 * changes (read from the form it sits in). The checkout's id is random and kept in this tab's session storage, so the
 * same checkout updates one snapshot on the server; a placed order ends it (endCheckout), and the next cart is sent
 * under a new id. Placing the order drops a snapshot still waiting for the pause. The same snapshot is not sent twice.
 * It also chooses the delivery a restore link named, once the checkout lists that service. Loaded after the checkout's
 * first load (later.ts), and by the restore page when a link names a delivery.
 */
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { CartItem } from "#domain/cart";
import { useCart } from "#app/features/cart/cart-context.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { usePublicConfig } from "#app/lib/use-public-config.ts";
import type { Purchase } from "#domain/cart-restore";
import type { Language } from "#domain/locale";
import { checkoutStorageKeys, newKey, readSessionText, writeSessionText, type CheckoutStorageKeys } from "./checkout-storage.ts";

type SnapshotKeys = Pick<CheckoutStorageKeys, "checkoutId" | "restoredShipping">;

let lastSent: string | null = null;

/** The id of this tab's checkout: the server keeps one snapshot per id; a placed order ends it (endCheckout). */
function checkoutIdOf(keys: SnapshotKeys): string {
  const kept = readSessionText(keys.checkoutId);
  if (kept && /^[A-Za-z0-9-]{16,64}$/.test(kept)) return kept;
  const id = newKey();
  writeSessionText(keys.checkoutId, id);
  return id;
}

const purchaseOf = (item: CartItem): Purchase =>
  item.isSubscription ? (item.subscriptionType === "quarterly" ? "quarterly" : "monthly") : "once";

/** POST /api/checkout/abandoned-cart (docs/api.md); a failure is left for the next change to retry. */
export async function sendCheckoutSnapshot(
  keys: SnapshotKeys,
  snapshot: { email: string; language: Language; items: readonly CartItem[]; shippingServiceId: string | null; acceptsMarketing: boolean },
): Promise<void> {
  const body = {
    checkoutId: checkoutIdOf(keys),
    email: snapshot.email,
    language: snapshot.language,
    lines: snapshot.items.map((item) => ({ variantId: item.id, quantity: item.quantity, purchase: purchaseOf(item) })),
    shippingServiceId: snapshot.shippingServiceId,
    acceptsMarketing: snapshot.acceptsMarketing,
  };
  const text = JSON.stringify(body);
  if (text === lastSent) return;
  lastSent = text;
  // Plain fetch (the route's contract is ABANDONED_CART_PATH's): the answer says nothing the checkout shows, and the
  // API client would add one more file to the checkout's list of what this module needs.
  const answer = await fetch("/api/checkout/abandoned-cart", {
    method: "POST",
    credentials: "same-origin",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: text,
  }).catch(() => null);
  if (!answer?.ok) lastSent = null;
}

/** Keeps the delivery a restore link names until the checkout's price answer can take it. */
export function keepRestoredShipping(brandName: string, serviceId: string): void {
  writeSessionText(checkoutStorageKeys(brandName).restoredShipping, serviceId);
}

/** Typing stops this long before the checkout is kept: one request per pause, not one per key. */
const SNAPSHOT_PAUSE_MS = 1200;
const PRIVACY_PATH = "/privacy";
/**
 * A typed address worth keeping: checkEmail's pattern with a domain ending of two letters or more, as the server asks.
 * Written here because importing account-forms would add a file to what the checkout's first load lists for this module.
 */
const COMPLETE_EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

/**
 * Reads the form it sits in (by its fields' names, as a form is meant to be read), so the checkout hands it nothing:
 * each prop would be bytes in the checkout's first load.
 */
export function CheckoutSnapshot() {
  const { t, i18n } = useTranslation("checkout");
  const { items } = useCart();
  const brandName = usePublicConfig()?.brandName ?? "Elara";
  const language = i18n.language === "en" ? "en" : "ro";
  const line = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const form = line.current?.closest("form");
    if (!form) return;
    const keys = checkoutStorageKeys(brandName);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const fields = new FormData(form);
        const email = String(fields.get("email") ?? "").trim();
        if (!COMPLETE_EMAIL.test(email) || items.length === 0) return;
        const shippingServiceId = fields.get("shippingServiceId");
        void sendCheckoutSnapshot(keys, {
          email: email.toLowerCase(),
          language,
          items,
          shippingServiceId: typeof shippingServiceId === "string" ? shippingServiceId : null,
          acceptsMarketing: fields.get("acceptsMarketing") !== null,
        }).catch(() => undefined);
      }, SNAPSHOT_PAUSE_MS);
    };
    // A signed-in customer's email is filled in already; a changed cart is a new snapshot.
    schedule();
    // The order being placed says more than the snapshot would; one sent now could arrive after the order.
    const drop = () => clearTimeout(timer);
    form.addEventListener("input", schedule);
    form.addEventListener("change", schedule);
    form.addEventListener("submit", drop);

    // A restore link's delivery, chosen as the shopper would once the price answer lists it.
    const wanted = readSessionText(keys.restoredShipping);
    const choose = () => {
      const option = [...form.querySelectorAll<HTMLInputElement>('input[name="shippingServiceId"]')].find(
        (radio) => radio.value === wanted,
      );
      if (!option) return false;
      writeSessionText(keys.restoredShipping, null);
      if (!option.checked) option.click();
      return true;
    };
    const services = new MutationObserver(() => {
      if (choose()) services.disconnect();
    });
    if (wanted !== null && !choose()) services.observe(form, { childList: true, subtree: true });
    return () => {
      clearTimeout(timer);
      form.removeEventListener("input", schedule);
      form.removeEventListener("change", schedule);
      form.removeEventListener("submit", drop);
      services.disconnect();
    };
  }, [items, brandName, language]);

  return (
    <p ref={line} className="mt-2 text-sm text-muted">
      {t("contact.privacy")}{" "}
      <Link to={PRIVACY_PATH} target="_blank" rel="noopener" className="font-semibold text-brand-dark underline">
        {t("contact.privacyLink")}
        <span className="sr-only"> {t("consent.newTab")}</span>
      </Link>
    </p>
  );
}
