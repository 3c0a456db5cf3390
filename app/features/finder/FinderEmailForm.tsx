import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { emailProblem } from "#app/features/discount-popup/email-check.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { callNamed } from "#app/lib/rest-client.ts";

type State = { kind: "editing"; error: string | null } | { kind: "sending" } | { kind: "done"; message: string };

/**
 * The result by email (decision 0159): the address, a separate unticked box for the newsletter, and the recommended
 * products' handles, which are all the request carries. The answer takes the focus; an error returns it to the address.
 */
export function FinderEmailForm({ products }: { products: string[] }) {
  const { t } = useTranslation("finder");
  const { t: tDiscount } = useTranslation("discount");
  const titleId = useId();
  const emailId = useId();
  const errorId = useId();
  const marketingId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const [email, setEmail] = useState("");
  const [marketing, setMarketing] = useState(false);
  const [state, setState] = useState<State>({ kind: "editing", error: null });
  const error = state.kind === "editing" ? state.error : null;

  useEffect(() => {
    if (state.kind === "done") doneRef.current?.focus();
  }, [state.kind]);

  const fail = (message: string) => {
    setState({ kind: "editing", error: message });
    requestAnimationFrame(() => emailRef.current?.focus());
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = emailProblem(email);
    if (problem) return fail(tDiscount(problem));
    setState({ kind: "sending" });
    const answer = await callNamed("finder-result", { email: email.trim(), products, acceptsMarketing: marketing });
    if (answer.kind === "ok" && typeof answer.data?.message === "string") return setState({ kind: "done", message: answer.data.message });
    fail(answer.kind === "refused" && answer.problem.error !== "" ? answer.problem.error : t("email.failed"));
  };

  if (state.kind === "done")
    return (
      <p
        ref={doneRef}
        tabIndex={-1}
        role="status"
        className="mt-8 rounded-xl bg-brand-soft px-4 py-3 font-semibold text-brand-dark outline-none"
      >
        {state.message}
      </p>
    );
  return (
    <form noValidate onSubmit={submit} aria-labelledby={titleId} className="mt-8 rounded-2xl border border-line bg-white p-5 sm:p-6">
      <h2 id={titleId} className="text-xl font-semibold text-brand-dark">
        {t("email.title")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("email.intro")}</p>
      <label htmlFor={emailId} className="mt-4 block text-sm font-semibold">
        {t("email.label")}
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
          {t("email.marketing")}
        </label>
      </div>
      <p className="mt-3 text-xs">
        <a href="/privacy" className="underline hover:text-brand-dark">
          {t("email.privacyLink")}
        </a>
      </p>
      <button
        type="submit"
        disabled={state.kind === "sending"}
        className="mt-4 rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark disabled:opacity-70"
      >
        {state.kind === "sending" ? t("email.sending") : t("email.submit")}
      </button>
    </form>
  );
}
