import { useId, type Ref } from "react";
import { MAX_DISCOUNT_CODE_LENGTH } from "#domain/discount-code";

export type CodeFeedback = { tone: "success" | "error"; title?: string; message: string } | null;

/**
 * The discount code's box, shared by the cart and the checkout: the code in force with a way to remove it, or a
 * form to type one; and below, one live region for every outcome (refusals are as polite as successes, the shopper
 * is looking right at it). Its owner asks the server and keeps the draft, the wait and the feedback.
 */
export function DiscountCodeEntry({
  applied,
  text,
  name,
  draft,
  onDraftChange,
  checking,
  lockWhileChecking,
  feedback,
  onSubmit,
  onRemove,
  inputRef,
}: {
  /** The sentence naming the code in force, or null when none is. */
  applied: string | null;
  /** The owner's words for each part, by the keys its catalogue shares with the other owner's. */
  text: (key: "label" | "placeholder" | "apply" | "checking" | "remove") => string;
  name: string;
  draft: string;
  onDraftChange: (draft: string) => void;
  checking: boolean;
  /** While the server checks: the cart disables its field and button; the checkout keeps them focusable and read-only. */
  lockWhileChecking: "disabled" | "readOnly";
  feedback: CodeFeedback;
  onSubmit: () => void;
  onRemove: () => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const inputId = useId();
  const feedbackId = useId();
  const disabled = lockWhileChecking === "disabled";
  return (
    <div className="flex flex-col gap-2">
      {applied !== null ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border-2 border-emerald-200 bg-emerald-50 px-3 py-2">
          <p className="font-semibold text-emerald-900">{applied}</p>
          <button
            type="button"
            onClick={onRemove}
            className="rounded-full px-3 py-1 text-sm font-semibold text-ink underline hover:bg-white"
          >
            {text("remove")}
          </button>
        </div>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
          noValidate
          className="flex flex-col gap-2"
        >
          <label htmlFor={inputId} className="text-sm font-semibold">
            {text("label")}
          </label>
          <div className="flex gap-2">
            <input
              ref={inputRef}
              id={inputId}
              name={name}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={MAX_DISCOUNT_CODE_LENGTH}
              value={draft}
              disabled={disabled ? checking : undefined}
              readOnly={disabled ? undefined : checking}
              placeholder={text("placeholder")}
              aria-invalid={feedback?.tone === "error" ? true : undefined}
              aria-describedby={feedback ? feedbackId : undefined}
              onChange={(event) => onDraftChange(event.target.value)}
              className={`min-w-0 flex-1 rounded-full border-2 border-line bg-white px-4 py-2.5 uppercase placeholder:normal-case${disabled ? " disabled:bg-cream" : ""}`}
            />
            <button
              type="submit"
              disabled={disabled ? checking : undefined}
              aria-disabled={disabled ? undefined : checking || undefined}
              className={`rounded-full bg-ink px-5 py-2.5 font-semibold text-white hover:bg-brand-dark ${disabled ? "disabled:opacity-60" : "aria-disabled:opacity-60"}`}
            >
              {checking ? text("checking") : text("apply")}
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
