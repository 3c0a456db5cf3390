import { useId, type FormEvent, type Ref } from "react";
import { MAX_DISCOUNT_CODE_LENGTH } from "#domain/discount-code";

/** The server's (or the form's own) word on a code: shown in the box's live region. */
export type CodeFeedback = { tone: "success" | "error"; title?: string; message: string } | null;

/** The code being typed, its check under way, and the word on it: what the cart's and the checkout's hooks keep. */
export interface CodeEntry {
  draft: string;
  setDraft: (draft: string) => void;
  checking: boolean;
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  feedback: CodeFeedback;
  setFeedback: (feedback: CodeFeedback) => void;
}

/**
 * The discount code box the cart page and the checkout share: the code in force with its remove button, or the
 * field to enter one; below either, one live region for every outcome (refusals are as polite as successes, the
 * shopper is looking right at it). `stayFocusable`: while checking, the field turns read-only and the button
 * aria-disabled instead of disabled, so the focus stays where it is (the checkout moves it to the field on a refusal).
 */
export function DiscountCodeBox({
  appliedText,
  onRemove,
  entry,
  name,
  inputRef,
  stayFocusable = false,
  words,
}: {
  /** The sentence naming the code in force, or null to show the field. */
  appliedText: string | null;
  onRemove: () => void;
  entry: CodeEntry;
  name: string;
  inputRef?: Ref<HTMLInputElement>;
  stayFocusable?: boolean;
  /** The box's words in the page's language: `words("apply")`. */
  words: (word: "removed" | "remove" | "label" | "placeholder" | "apply" | "checking") => string;
}) {
  const { draft, setDraft, checking, submit, feedback, setFeedback } = entry;
  const inputId = useId();
  const feedbackId = useId();
  return (
    <div className="flex flex-col gap-2">
      {appliedText !== null ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border-2 border-emerald-200 bg-emerald-50 px-3 py-2">
          <p className="font-semibold text-emerald-900">{appliedText}</p>
          <button
            type="button"
            onClick={() => {
              onRemove();
              setFeedback({ tone: "success", message: words("removed") });
            }}
            className="rounded-full px-3 py-1 text-sm font-semibold text-ink underline hover:bg-white"
          >
            {words("remove")}
          </button>
        </div>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2">
          <label htmlFor={inputId} className="text-sm font-semibold">
            {words("label")}
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
              {...(stayFocusable ? { readOnly: checking } : { disabled: checking })}
              placeholder={words("placeholder")}
              aria-invalid={feedback?.tone === "error" ? true : undefined}
              aria-describedby={feedback ? feedbackId : undefined}
              onChange={(event) => setDraft(event.target.value)}
              className={`min-w-0 flex-1 rounded-full border-2 border-line bg-white px-4 py-2.5 uppercase placeholder:normal-case${stayFocusable ? "" : " disabled:bg-cream"}`}
            />
            <button
              type="submit"
              {...(stayFocusable ? { "aria-disabled": checking || undefined } : { disabled: checking })}
              className={`rounded-full bg-ink px-5 py-2.5 font-semibold text-white hover:bg-brand-dark ${stayFocusable ? "aria-disabled:opacity-60" : "disabled:opacity-60"}`}
            >
              {checking ? words("checking") : words("apply")}
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
