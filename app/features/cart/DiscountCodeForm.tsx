import { useId } from "react";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { DiscountCodeState } from "./use-discount-code.ts";
import { useDiscountCodeEntry } from "./use-discount-code-entry.ts";

/**
 * Discount code entry on the cart page. The server decides whether a code counts (only codes the store
 * issued do) and says why in the shopper's language; a refused code is not kept. What the cart then
 * takes off is the spec's format rule on the code in force. A code already in force when the page
 * opens (the discount popup's, another tab's) is checked once the same way, and dropped if refused.
 */
export function DiscountCodeForm({ discount }: { discount: DiscountCodeState }) {
  const { t } = useTranslation("cart-page");
  const inputId = useId();
  const feedbackId = useId();
  const { draft, setDraft, checking, feedback, setFeedback, submit } = useDiscountCodeEntry(discount);

  const feedbackView = feedback ? (
    <div id={feedbackId} className={`text-sm ${feedback.tone === "success" ? "text-emerald-800" : "text-sale"}`}>
      {feedback.title ? <p className="font-semibold">{feedback.title}</p> : null}
      <p>{feedback.message}</p>
    </div>
  ) : null;

  return (
    <div className="flex flex-col gap-2">
      {discount.code !== null ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border-2 border-emerald-200 bg-emerald-50 px-3 py-2">
          <p className="font-semibold text-emerald-900">{t("discount.applied", { code: discount.code, percent: discount.percent })}</p>
          <button
            type="button"
            onClick={() => {
              discount.clear();
              setFeedback({ tone: "success", message: t("discount.removed") });
            }}
            className="rounded-full px-3 py-1 text-sm font-semibold text-ink underline hover:bg-white"
          >
            {t("discount.remove")}
          </button>
        </div>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2">
          <label htmlFor={inputId} className="text-sm font-semibold">
            {t("discount.label")}
          </label>
          <div className="flex gap-2">
            <input
              id={inputId}
              name="code"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={64}
              value={draft}
              disabled={checking}
              placeholder={t("discount.placeholder")}
              aria-invalid={feedback?.tone === "error" ? true : undefined}
              aria-describedby={feedback ? feedbackId : undefined}
              onChange={(event) => setDraft(event.target.value)}
              className="min-w-0 flex-1 rounded-full border-2 border-line bg-white px-4 py-2.5 uppercase placeholder:normal-case disabled:bg-cream"
            />
            <button
              type="submit"
              disabled={checking}
              className="rounded-full bg-ink px-5 py-2.5 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
            >
              {checking ? t("discount.checking") : t("discount.apply")}
            </button>
          </div>
        </form>
      )}
      {/* One live region for every outcome: refusals are as polite as successes, the shopper is looking right at it. */}
      <div role="status" aria-live="polite">
        {feedbackView}
      </div>
    </div>
  );
}
