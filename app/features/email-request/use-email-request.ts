import { useEffect, useRef, useState, type FormEvent } from "react";
import { emailProblem } from "#app/ui/email-check.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { ApiAnswer } from "#app/lib/rest-client.ts";

type State = { kind: "editing"; error: string | null } | { kind: "sending" } | { kind: "done"; message: string };

/** What the request's route answers when it takes it: the sentence to show, already in the shopper's language. */
type Taken = { message?: unknown } | undefined;

export type EmailRequest = ReturnType<typeof useEmailRequest>;

/**
 * An address, a separate unticked newsletter box, and sending them with `send` (the route's call with whatever
 * else the request carries). The answer takes the focus; an error (the address's own, the server's refusal, or
 * `failedMessage` when there was no answer) returns it to the address.
 */
export function useEmailRequest(
  send: (fields: { email: string; acceptsMarketing: boolean }) => Promise<ApiAnswer<Taken>>,
  failedMessage: string,
) {
  const { t: tDiscount } = useTranslation("discount");
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
    const answer = await send({ email: email.trim(), acceptsMarketing: marketing });
    if (answer.kind === "ok" && typeof answer.data?.message === "string") return setState({ kind: "done", message: answer.data.message });
    fail(answer.kind === "refused" && answer.problem.error !== "" ? answer.problem.error : failedMessage);
  };

  return { email, setEmail, marketing, setMarketing, state, error, emailRef, doneRef, submit };
}
