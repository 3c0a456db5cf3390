import { useEffect, useId, useRef } from "react";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { Link } from "react-router";

/**
 * The spec's 'Subscription Limit' warning as a native modal dialog: it traps focus and closes on Escape by itself.
 * Mounted only while shown, so the product page's HTML does not carry it (decision 0118). The product page links to
 * the cart from it; the cart's own subscribe switch, already in the cart, does not.
 */
export function SubscriptionLimitDialog({ onClose, cartLink = true }: { onClose: () => void; cartLink?: boolean }) {
  const { t } = useTranslation("cart");
  const titleId = useId();
  const messageId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => ref.current?.showModal(), []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      // Opened from inside the cart drawer's own dialog, its events stay its own: React would hand Escape, closing and Tab
      // to the drawer too, which would close the drawer or move focus behind this dialog.
      onCancel={(event) => event.stopPropagation()}
      onClose={(event) => {
        event.stopPropagation();
        onClose();
      }}
      onKeyDown={(event) => event.stopPropagation()}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-cream p-6 text-ink shadow-xl backdrop:bg-ink/50"
    >
      <h2 id={titleId} className="text-2xl">
        {t("limit.title")}
      </h2>
      <p id={messageId} className="mt-3 leading-relaxed">
        {t("limit.message")}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        {cartLink ? (
          <Link to="/cart" className="rounded-full bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark">
            {t("limit.viewCart")}
          </Link>
        ) : null}
        <button
          type="button"
          onClick={() => ref.current?.close()}
          className="rounded-full border-2 border-line px-5 py-2.5 font-semibold hover:border-brand"
        >
          {t("limit.close")}
        </button>
      </div>
    </dialog>
  );
}
