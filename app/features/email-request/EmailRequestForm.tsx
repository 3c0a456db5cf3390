import { useId, type ReactNode } from "react";
import { EmailInput } from "#app/ui/EmailInput.tsx";
import type { EmailRequest } from "./use-email-request.ts";

/** Where the form stands: a section of its own page, or a panel inside a larger one (one heading level down). */
const placements = {
  page: { Heading: "h2", margin: "mt-8", padding: "p-5 sm:p-6", headingSize: "text-xl" },
  panel: { Heading: "h3", margin: "mt-4", padding: "p-4 sm:p-5", headingSize: "text-lg" },
} as const;

export interface EmailRequestTexts {
  title: string;
  intro: string;
  email: string;
  marketing: string;
  submit: string;
  sending: string;
}

/**
 * An "email me this" form (`useEmailRequest`): a titled form with the address and the separate newsletter box, then
 * `privacy` (the line that links to the privacy page) and the submit button with `otherAction` beside it. Once sent,
 * the answer in its place, announced.
 */
export function EmailRequestForm({
  request,
  placement,
  texts,
  privacy,
  otherAction,
}: {
  request: EmailRequest;
  placement: keyof typeof placements;
  texts: EmailRequestTexts;
  privacy: ReactNode;
  otherAction?: ReactNode;
}) {
  const titleId = useId();
  const emailId = useId();
  const errorId = useId();
  const marketingId = useId();
  const { email, setEmail, marketing, setMarketing, state, error, emailRef, doneRef, submit } = request;
  const { Heading, margin, padding, headingSize } = placements[placement];

  if (state.kind === "done")
    return (
      <p
        ref={doneRef}
        tabIndex={-1}
        role="status"
        className={`${margin} rounded-xl bg-brand-soft px-4 py-3 font-semibold text-brand-dark outline-none`}
      >
        {state.message}
      </p>
    );

  return (
    <form noValidate onSubmit={submit} aria-labelledby={titleId} className={`${margin} rounded-2xl border border-line bg-white ${padding}`}>
      <Heading id={titleId} className={`${headingSize} font-semibold text-brand-dark`}>
        {texts.title}
      </Heading>
      <p className="mt-1 text-sm text-muted">{texts.intro}</p>
      <label htmlFor={emailId} className="mt-4 block text-sm font-semibold">
        {texts.email}
      </label>
      <EmailInput
        inputRef={emailRef}
        id={emailId}
        inputMode="email"
        value={email}
        onValueChange={setEmail}
        error={error}
        errorId={errorId}
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
          {texts.marketing}
        </label>
      </div>
      {privacy}
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={state.kind === "sending"}
          className="rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark disabled:opacity-70"
        >
          {state.kind === "sending" ? texts.sending : texts.submit}
        </button>
        {otherAction}
      </div>
    </form>
  );
}
