import { useId } from "react";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { useBackInStockRequest } from "./use-back-in-stock-request.ts";

/**
 * The sold-out variant's request (issue 46 item 2): an address for one service notice, and a separate, unticked box for
 * the newsletter. The answer is announced and takes the focus; an error is announced and returns it to the address.
 */
export function BackInStockForm({ variantId, variantTitle, onCancel }: { variantId: string; variantTitle: string; onCancel: () => void }) {
  const { t } = useTranslation("purchase");
  const titleId = useId();
  const emailId = useId();
  const errorId = useId();
  const marketingId = useId();
  const { email, setEmail, marketing, setMarketing, state, error, emailRef, doneRef, submit } = useBackInStockRequest(variantId);

  if (state.kind === "done")
    return (
      <p
        ref={doneRef}
        tabIndex={-1}
        role="status"
        className="mt-4 rounded-xl bg-brand-soft px-4 py-3 font-semibold text-brand-dark outline-none"
      >
        {state.message}
      </p>
    );

  return (
    <form noValidate onSubmit={submit} aria-labelledby={titleId} className="mt-4 rounded-2xl border border-line bg-white p-4 sm:p-5">
      <h3 id={titleId} className="text-lg font-semibold text-brand-dark">
        {t("backInStock.title")}
      </h3>
      <p className="mt-1 text-sm text-muted">{t("backInStock.intro", { variant: variantTitle })}</p>
      <label htmlFor={emailId} className="mt-4 block text-sm font-semibold">
        {t("backInStock.email")}
      </label>
      <input
        ref={emailRef}
        id={emailId}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="mt-1 w-full rounded-xl border-2 border-line px-4 py-3 text-base focus:border-brand focus:outline-none"
      />
      <p id={errorId} role="alert" className="mt-2 text-sm font-semibold text-sale empty:hidden">
        {error ?? ""}
      </p>
      <div className="mt-3 flex items-start gap-3">
        <input
          id={marketingId}
          type="checkbox"
          checked={marketing}
          onChange={(event) => setMarketing(event.target.checked)}
          className="mt-1 size-5 shrink-0 accent-brand"
        />
        <label htmlFor={marketingId} className="text-sm">
          {t("backInStock.marketing")}
        </label>
      </div>
      <p className="mt-3 text-xs text-muted">
        {t("backInStock.privacy")}{" "}
        <a href="/privacy" className="underline hover:text-brand-dark">
          {t("backInStock.privacyLink")}
        </a>
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={state.kind === "sending"}
          className="rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark disabled:opacity-70"
        >
          {state.kind === "sending" ? t("backInStock.sending") : t("backInStock.submit")}
        </button>
        <button type="button" onClick={onCancel} className="rounded-full border-2 border-line px-6 py-3 font-semibold hover:border-brand">
          {t("backInStock.cancel")}
        </button>
      </div>
    </form>
  );
}
