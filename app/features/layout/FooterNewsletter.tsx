import { useEffect, useId, useRef, useState, useSyncExternalStore, type ComponentType } from "react";
import { emailProblem } from "#app/features/discount-popup/email-check.ts";
import type { SignupOutcome } from "#app/features/discount-popup/newsletter-signup.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { useEntryBeforeHydration, valueOf } from "#app/ui/use-entry-before-hydration.ts";

type CodeView = ComponentType<{ code: string }>;

type State =
  | { kind: "editing"; error: string | null }
  | { kind: "submitting" }
  /** `CodeView` shows the code with its copy button, or the code alone if that could not be loaded. */
  | { kind: "subscribed"; code: string; message: string; CodeView: CodeView }
  /** An order from this browser already used the code (`usedDiscountCodes`): it is not offered again. */
  | { kind: "subscribedCodeUsed"; message: string };

const subscribeToNothing = () => () => {};

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

function PlainCode({ code }: { code: string }) {
  return <strong className="font-mono text-2xl tracking-widest text-brand-dark">{code}</strong>;
}

/**
 * The footer's newsletter form (spec §2 "Footer": 5 % off the first purchase). It subscribes for real
 * and shows the issued code. Its button waits for the page's script: without it a submit could only
 * put the address into the URL. An address typed before then is the one sent.
 */
export function FooterNewsletter({ brandName }: { brandName: string }) {
  const { t } = useTranslation("discount");
  const titleId = useId();
  const inputId = useId();
  const errorId = useId();
  const resultRef = useRef<HTMLParagraphElement>(null);
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
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

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
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

  return (
    <section aria-labelledby={titleId} className="grid gap-4 md:grid-cols-2 md:gap-12">
      <div>
        <h2 id={titleId} className="text-2xl text-brand-dark">
          {t("footer.title")}
        </h2>
        <p className="mt-2 max-w-md text-sm leading-relaxed text-muted">{t("footer.text")}</p>
      </div>
      <div>
        {subscribed ? (
          <div>
            <p ref={resultRef} tabIndex={-1} className="font-semibold text-ink outline-none">
              {state.message}
            </p>
            {state.kind === "subscribed" ? (
              <div className="mt-3">
                <state.CodeView code={state.code} />
              </div>
            ) : null}
          </div>
        ) : (
          <form noValidate onSubmit={submit}>
            <label htmlFor={inputId} className="block text-sm font-semibold">
              {t("footer.emailLabel")}
            </label>
            <div className="mt-2 flex flex-col gap-2 sm:flex-row">
              <input
                ref={inputRef}
                id={inputId}
                type="email"
                name="email"
                autoComplete="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                disabled={state.kind === "submitting"}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className="min-h-11 w-full min-w-0 rounded-full border-2 border-line bg-white px-4 aria-invalid:border-sale disabled:bg-line/40"
              />
              <button
                type="submit"
                disabled={!hydrated || state.kind === "submitting"}
                className="min-h-11 shrink-0 rounded-full bg-brand px-6 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
              >
                {state.kind === "submitting" ? t("footer.submitting") : t("footer.submit")}
              </button>
            </div>
            {error ? (
              <p id={errorId} role="alert" className="mt-2 text-sm font-semibold text-sale">
                {error}
              </p>
            ) : null}
          </form>
        )}
        <p className="mt-3 text-xs leading-relaxed text-muted">{t("consent.footer", { brand: brandName })}</p>
      </div>
    </section>
  );
}
