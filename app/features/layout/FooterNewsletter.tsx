import { useId, useSyncExternalStore } from "react";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { EmailInput } from "#app/ui/EmailInput.tsx";
import { useFooterSignup } from "./use-footer-signup.ts";

const subscribeToNothing = () => () => {};

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
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const { email, setEmail, inputRef, state, error, resultRef, submit } = useFooterSignup();
  const subscribed = state.kind === "subscribed" || state.kind === "subscribedCodeUsed";

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
              <EmailInput
                inputRef={inputRef}
                id={inputId}
                value={email}
                onValueChange={setEmail}
                disabled={state.kind === "submitting"}
                error={error}
                errorId={errorId}
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
