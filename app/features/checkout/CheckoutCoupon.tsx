import { useState, type FormEvent, type Ref } from "react";
import { normaliseDiscountCode } from "#domain/discount-code";
import { callNamed } from "#app/lib/rest-client.ts";
import { isUsedDiscountCode } from "#app/features/cart/discount-code-storage.ts";
import { DiscountCodeBox, type CodeEntry, type CodeFeedback } from "#app/features/cart/DiscountCodeBox.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { DiscountVerdict } from "#domain/order-contract";

export type CouponFeedback = CodeFeedback;

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
  const entry = useCouponEntry(email, feedback, onFeedback, onApply);
  return (
    <DiscountCodeBox
      appliedText={code === null ? null : percent === null ? t("coupon.appliedChecking", { code }) : t("coupon.applied", { code, percent })}
      onRemove={onRemove}
      entry={entry}
      name="discountCode"
      inputRef={inputRef}
      stayFocusable
      words={(word) => t(`coupon.${word}`)}
    />
  );
}

/** The typed code, checked with the server (and the shopper's email) on submit; the word on it is the form's. */
function useCouponEntry(
  email: string | undefined,
  feedback: CouponFeedback,
  onFeedback: (feedback: CouponFeedback) => void,
  onApply: (code: string) => void,
): CodeEntry {
  const { t } = useTranslation("checkout");
  const [draft, setDraft] = useState("");
  const [checking, setChecking] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
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

  return { draft, setDraft, checking, submit, feedback, setFeedback: onFeedback };
}
