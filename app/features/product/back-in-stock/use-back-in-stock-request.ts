import { useEffect, useRef, useState, type FormEvent } from "react";
import { emailProblem } from "#app/features/discount-popup/email-check.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { requestBackInStock } from "./back-in-stock-request.ts";

type State = { kind: "editing"; error: string | null } | { kind: "sending" } | { kind: "done"; message: string };

/** The request's address and newsletter box, and sending it: the answer takes the focus, an error returns it to the address. */
export function useBackInStockRequest(variantId: string) {
  const { t } = useTranslation("purchase");
  const { t: tDiscount } = useTranslation("discount");
  const emailRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const [email, setEmail] = useState("");
  const [marketing, setMarketing] = useState(false);
  const [state, setState] = useState<State>({ kind: "editing", error: null });
  const error = state.kind === "editing" ? state.error : null;

  useEffect(() => emailRef.current?.focus(), []);
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
    const outcome = await requestBackInStock({ variantId, email: email.trim(), acceptsMarketing: marketing });
    if (outcome.kind === "requested") return setState({ kind: "done", message: outcome.message });
    fail(outcome.kind === "refused" ? outcome.message : t("backInStock.failed"));
  };

  return { email, setEmail, marketing, setMarketing, state, error, emailRef, doneRef, submit };
}
