import { useId, useState, type Ref } from "react";
import { normaliseDiscountCode, MAX_DISCOUNT_CODE_LENGTH } from "#domain/discount-code";
import { callNamed } from "#app/lib/rest-client.ts";
import { isUsedDiscountCode } from "#app/features/cart/discount-code-storage.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { DiscountVerdict } from "#domain/order-contract";

export type CouponFeedback = { tone: "success" | "error"; title?: string; message: string } | null;

function isVerdict(data: unknown): data is DiscountVerdict {
  const answer = data as Partial<DiscountVerdict> | null;
  return typeof answer?.valid === "boolean" && typeof answer.code === "string" && typeof answer.title === "string";
}

/**
 * The checkout's coupon code (spec §5): asked of the server with the shopper's email when one is typed,
 * so a code spent with that email is refused here rather than at the end. A refused code reads
 * 'Invalid Discount Code / Please check your code and try again' (or the server's more precise reason).
 */
export function CheckoutCoupon({
  code,
  percent,
  email,
  feedback,
  onFeedback,
  onApply,
  onRemove,
  inputRef,
}: {
  code: string | null;
  /** The percent the server priced the code at, once it has. */
  percent: number | null;
  /** A valid email typed in the form, if any. */
  email: string | undefined;
  feedback: CouponFeedback;
  onFeedback: (feedback: CouponFeedback) => void;
  onApply: (code: string) => void;
  onRemove: () => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation("checkout");
  const inputId = useId();
  const feedbackId = useId();
  const [draft, setDraft] = useState("");
  const [checking, setChecking] = useState(false);

  async function apply(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking) return;
    const normalised = normaliseDiscountCode(draft);
    if (normalised === "") return onFeedback({ tone: "error", message: t("coupon.required") });
    if (isUsedDiscountCode(normalised)) return onFeedback({ tone: "error", message: t("coupon.usedHere") });
    setChecking(true);
    onFeedback(null);
    const answer = await callNamed("validate-discount", email ? { code: normalised, email } : { code: normalised });
    setChecking(false);
    if (answer.kind === "ok" && isVerdict(answer.data)) {
      const verdict = answer.data;
      if (verdict.valid) {
        onApply(verdict.code);
        setDraft("");
      }
      onFeedback({ tone: verdict.valid ? "success" : "error", title: verdict.title, message: verdict.message });
    } else if (answer.kind === "offline" || answer.kind === "network") {
      onFeedback({ tone: "error", message: t("coupon.networkError") });
    } else {
      onFeedback({ tone: "error", message: (answer.kind === "refused" && answer.problem.error) || t("coupon.serverError") });
    }
  }

  return (
    <div className="flex flex-col gap-2">
      {code !== null ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border-2 border-emerald-200 bg-emerald-50 px-3 py-2">
          <p className="font-semibold text-emerald-900">
            {percent === null ? t("coupon.appliedChecking", { code }) : t("coupon.applied", { code, percent })}
          </p>
          <button
            type="button"
            onClick={() => {
              onRemove();
              onFeedback({ tone: "success", message: t("coupon.removed") });
            }}
            className="rounded-full px-3 py-1 text-sm font-semibold text-ink underline hover:bg-white"
          >
            {t("coupon.remove")}
          </button>
        </div>
      ) : (
        <form onSubmit={(event) => void apply(event)} noValidate className="flex flex-col gap-2">
          <label htmlFor={inputId} className="text-sm font-semibold">
            {t("coupon.label")}
          </label>
          <div className="flex gap-2">
            <input
              ref={inputRef}
              id={inputId}
              name="discountCode"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={MAX_DISCOUNT_CODE_LENGTH}
              value={draft}
              readOnly={checking}
              placeholder={t("coupon.placeholder")}
              aria-invalid={feedback?.tone === "error" ? true : undefined}
              aria-describedby={feedback ? feedbackId : undefined}
              onChange={(event) => setDraft(event.target.value)}
              className="min-w-0 flex-1 rounded-full border-2 border-line bg-white px-4 py-2.5 uppercase placeholder:normal-case"
            />
            <button
              type="submit"
              aria-disabled={checking || undefined}
              className="rounded-full bg-ink px-5 py-2.5 font-semibold text-white hover:bg-brand-dark aria-disabled:opacity-60"
            >
              {checking ? t("coupon.checking") : t("coupon.apply")}
            </button>
          </div>
        </form>
      )}
      <div role="status" aria-live="polite">
        {feedback ? (
          <div id={feedbackId} className={`text-sm ${feedback.tone === "success" ? "text-emerald-800" : "text-sale"}`}>
            {feedback.title ? <p className="font-semibold">{feedback.title}</p> : null}
            <p>{feedback.message}</p>
          </div>
        ) : null}
      </div>
    </div>
  );
}
