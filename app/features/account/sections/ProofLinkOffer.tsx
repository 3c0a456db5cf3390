import { useState } from "react";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { namedCall } from "#app/lib/server-calls.ts";
import { failureText } from "#app/ui/forms/messages.ts";

type State = { name: "idle" } | { name: "sending" } | { name: "sent" } | { name: "failed"; text: string };

/**
 * Offered when a sensitive change was refused for want of proof: a login link to the account's own
 * address; opening it gives this account a quarter of an hour to make the change.
 */
export function ProofLinkOffer({ email }: { email: string }) {
  const { t } = useTranslation("account");
  const [state, setState] = useState<State>({ name: "idle" });

  async function send() {
    setState({ name: "sending" });
    const result = await namedCall("send-magic-link", { email });
    setState(
      result.kind === "ok"
        ? { name: "sent" }
        : { name: "failed", text: failureText(result, t, { rejected: "proof.failed", unavailable: "proof.failed" }) },
    );
  }

  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={() => void send()}
        disabled={state.name === "sending"}
        className="rounded-full border border-brand px-5 py-2 font-semibold text-brand-dark hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60"
      >
        {state.name === "sending" ? t("proof.sending") : t("proof.offer")}
      </button>
      <p role="status" className="text-sm text-brand-dark">
        {state.name === "sent" ? t("proof.sent", { email }) : ""}
      </p>
      {state.name === "failed" ? (
        <p role="alert" className="text-sm text-sale">
          {state.text}
        </p>
      ) : null}
    </div>
  );
}
