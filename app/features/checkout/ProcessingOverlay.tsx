import { useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { ProgressStep, StepState } from "./place-order.ts";

export interface ProgressView {
  steps: ReadonlyArray<{ step: ProgressStep; state: StepState }>;
  /** Set when the order was placed but could not be verified (spec §8 'Order Status Unknown'). */
  unknownOrderNumber: number | null;
  /** The store answered "busy" and the step is being retried (decision 0071). */
  stillWorking?: boolean;
}

function StepIcon({ state }: { state: StepState }) {
  if (state === "done") {
    return (
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 text-emerald-700">
        <circle cx="12" cy="12" r="11" fill="currentColor" />
        <path d="m7 12.5 3.2 3.2L17 9" fill="none" stroke="white" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    );
  }
  if (state === "active") {
    return (
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 text-brand motion-safe:animate-spin">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    );
  }
  return <span aria-hidden="true" className="m-1 block size-4 rounded-full border-2 border-line" />;
}

/**
 * The processing overlay (spec §2 and §4 "Checkout progress"): a modal that walks through the steps of
 * placing the order — creating cart, creating account (when asked for), creating order, then
 * redirecting to secure payment or verifying the order — and ends in 'Order Status Unknown' when the
 * order cannot be verified. The page behind is inert; what happens is said in a polite live region.
 */
export function ProcessingOverlay({ view }: { view: ProgressView }) {
  const { t } = useTranslation("checkout");
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const unknown = view.unknownOrderNumber !== null;
  const active = view.steps.filter((entry) => entry.state === "active").map((entry) => t(`progress.steps.${entry.step}`));

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    // The title is read first; there is nothing to press while the order is on its way.
    titleRef.current?.focus();
  }, []);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      // Nothing may interrupt an order on its way: Escape does not close it.
      onCancel={(event) => event.preventDefault()}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 text-ink shadow-xl backdrop:bg-ink/60 sm:p-8"
    >
      <h2 id={titleId} ref={titleRef} tabIndex={-1} className="font-serif text-2xl focus:outline-none">
        {unknown ? t("progress.unknownTitle") : t("progress.title")}
      </h2>
      {unknown ? (
        <div className="mt-4 flex flex-col gap-4">
          <p role="alert">{t("progress.unknownText")}</p>
          <p className="text-sm text-muted">{t("progress.unknownOrder", { orderNumber: view.unknownOrderNumber })}</p>
          <Link
            to={`/success?order=${view.unknownOrderNumber}`}
            className="rounded-full bg-brand px-6 py-3 text-center font-semibold text-white hover:bg-brand-dark"
          >
            {t("progress.checkAgain")}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-2 text-sm text-muted">{t("progress.keepOpen")}</p>
          {view.stillWorking ? (
            <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-ink">{t("progress.stillWorking")}</p>
          ) : null}
          <ol className="mt-6 flex flex-col gap-4">
            {view.steps.map(({ step, state }) => (
              <li key={step} className={`flex items-center gap-3 ${state === "waiting" ? "text-muted" : "text-ink"}`}>
                <StepIcon state={state} />
                <span className={state === "active" ? "font-semibold" : undefined}>{t(`progress.steps.${step}`)}</span>
                <span className="sr-only">{t(`progress.state.${state}`)}</span>
              </li>
            ))}
          </ol>
          <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
            {[...active, ...(view.stillWorking ? [t("progress.stillWorking")] : [])].join(" ")}
          </div>
        </>
      )}
    </dialog>
  );
}
