import { useEffect, useState, type FormEvent } from "react";
import { normaliseDiscountCode } from "#domain/discount-code";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { isUsedDiscountCode } from "./discount-code-storage.ts";
import type { CodeFeedback } from "./DiscountCodeBox.tsx";
import type { DiscountCodeState } from "./use-discount-code.ts";
import { checkDiscountCode } from "./validate-discount-code.ts";

/** The typed code and the server's word on it, and the code already in force checked once (see `DiscountCodeForm`). */
export function useDiscountCodeEntry(discount: DiscountCodeState) {
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

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
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

  return { draft, setDraft, checking, feedback, setFeedback, submit };
}
