import { useEffect, useState } from "react";
import { normaliseDiscountCode } from "#domain/discount-code";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { isUsedDiscountCode } from "./discount-code-storage.ts";
import type { DiscountCodeState } from "./use-discount-code.ts";
import { checkDiscountCode } from "./validate-discount-code.ts";
import { DiscountCodeEntry, type CodeFeedback } from "./DiscountCodeEntry.tsx";

/**
 * Discount code entry on the cart page. The server decides whether a code counts (only codes the store
 * issued do) and says why in the shopper's language; a refused code is not kept. What the cart then
 * takes off is the spec's format rule on the code in force. A code already in force when the page
 * opens (the discount popup's, another tab's) is checked once the same way, and dropped if refused.
 */
export function DiscountCodeForm({ discount }: { discount: DiscountCodeState }) {
  const { t } = useTranslation("cart-page");
  const [draft, setDraft] = useState("");
  const [checking, setChecking] = useState(false);
  const [feedback, setFeedback] = useState<CodeFeedback>(null);
  const { code: codeInForce, clear } = discount;

  useEffect(() => {
    if (codeInForce === null) return;
    const controller = new AbortController();
    checkDiscountCode(codeInForce, controller.signal).then(
      (check) => {
        if (check.kind !== "verdict" || check.verdict.valid) return;
        clear();
        setFeedback({ tone: "error", title: check.verdict.title, message: check.verdict.message });
      },
      // Offline or interrupted: the code stays; checkout asks the server again in any case.
      () => {},
    );
    return () => controller.abort();
    // Checked once, for the code found when the page opened; codes applied here were checked already.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async () => {
    const code = normaliseDiscountCode(draft);
    if (code === "") {
      setFeedback({ tone: "error", message: t("discount.required") });
      return;
    }
    if (isUsedDiscountCode(code)) {
      setFeedback({ tone: "error", message: t("discount.alreadyUsed") });
      return;
    }
    setChecking(true);
    setFeedback(null);
    try {
      const check = await checkDiscountCode(code);
      if (check.kind === "refused") {
        setFeedback({ tone: "error", message: check.message ?? t("discount.serverError") });
      } else if (check.verdict.valid) {
        discount.apply(check.verdict.code);
        setDraft("");
        setFeedback({ tone: "success", title: check.verdict.title, message: check.verdict.message });
      } else {
        setFeedback({ tone: "error", title: check.verdict.title, message: check.verdict.message });
      }
    } catch {
      setFeedback({ tone: "error", message: t("discount.networkError") });
    } finally {
      setChecking(false);
    }
  };

  return (
    <DiscountCodeEntry
      applied={codeInForce === null ? null : t("discount.applied", { code: codeInForce, percent: discount.percent })}
      text={(key) => t(`discount.${key}`)}
      name="code"
      draft={draft}
      onDraftChange={setDraft}
      checking={checking}
      lockWhileChecking="disabled"
      feedback={feedback}
      onSubmit={() => void submit()}
      onRemove={() => {
        clear();
        setFeedback({ tone: "success", message: t("discount.removed") });
      }}
    />
  );
}
