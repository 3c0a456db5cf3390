import { useEffect, useRef, useState, type ComponentType, type FormEvent } from "react";
import { emailProblem } from "#app/ui/email-check.ts";
import type { SignupOutcome } from "#app/features/discount-popup/newsletter-signup.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { useEntryBeforeHydration, valueOf } from "#app/ui/use-entry-before-hydration.ts";
import { PlainCode } from "./PlainCode.tsx";

type CodeView = ComponentType<{ code: string }>;

type State =
  | { kind: "editing"; error: string | null }
  | { kind: "submitting" }
  /** `CodeView` shows the code with its copy button, or the code alone if that could not be loaded. */
  | { kind: "subscribed"; code: string; message: string; CodeView: CodeView }
  /** An order from this browser already used the code (`usedDiscountCodes`): it is not offered again. */
  | { kind: "subscribedCodeUsed"; message: string };

// The footer is on every page, but only a shopper who signs up needs the call, the copy button and the
// used-codes list: they are fetched on the first submit, side by side, so the form adds little to any first load.
const signUp = (email: string) =>
  import("#app/features/discount-popup/newsletter-signup.ts").then(
    ({ signUpForNewsletter }) => signUpForNewsletter(email, "footer"),
    (): SignupOutcome => ({ kind: "failed" }),
  );

const loadUsedCodeCheck = () =>
  import("#app/features/cart/discount-code-storage.ts").then(
    (module) => module.isUsedDiscountCode,
    () => () => false,
  );

const loadCodeView = () =>
  import("#app/features/discount-popup/DiscountCode.tsx").then(
    (module): CodeView => module.DiscountCode,
    (): CodeView => PlainCode,
  );

/** The footer form's address and signing up with it: the outcome takes the focus, an error returns it to the address. */
export function useFooterSignup() {
  const { t } = useTranslation("discount");
  const resultRef = useRef<HTMLParagraphElement>(null);
  const [email, setEmail] = useState("");
  const inputRef = useEntryBeforeHydration<HTMLInputElement, string>(valueOf, email, setEmail);
  const [state, setState] = useState<State>({ kind: "editing", error: null });
  const error = state.kind === "editing" ? state.error : null;

  const subscribed = state.kind === "subscribed" || state.kind === "subscribedCodeUsed";
  useEffect(() => {
    if (subscribed) resultRef.current?.focus();
  }, [subscribed]);

  const fail = (message: string) => {
    setState({ kind: "editing", error: message });
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = emailProblem(email);
    if (problem) return fail(t(problem));
    setState({ kind: "submitting" });
    const [outcome, CodeView, isUsedDiscountCode] = await Promise.all([signUp(email), loadCodeView(), loadUsedCodeCheck()]);
    switch (outcome.kind) {
      case "subscribed":
        return setState(
          isUsedDiscountCode(outcome.code)
            ? { kind: "subscribedCodeUsed", message: t("footer.subscribedCodeUsed", { code: outcome.code }) }
            : { kind: "subscribed", code: outcome.code, message: outcome.message, CodeView },
        );
      case "rejected":
        return fail(outcome.message);
      case "rate-limited":
        return fail(outcome.message ?? t("footer.rateLimited"));
      case "failed":
        return fail(t("footer.failed"));
    }
  };

  return { email, setEmail, inputRef, state, error, resultRef, submit };
}
