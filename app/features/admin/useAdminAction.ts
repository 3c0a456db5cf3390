import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "./admin-call.ts";
import type { ActionState } from "./orders/useOrderAction.ts";

/**
 * A bodiless admin step (block a customer, unsubscribe a subscriber…): sent with the page's CSRF token,
 * then the page's data is loaded again; the outcome is said in the member's language, a repeat that
 * changed nothing as such, a refusal in the server's own words.
 */
export function useAdminAction(csrfToken: string) {
  const { t } = useTranslation("admin");
  const revalidator = useRevalidator();
  const [state, setState] = useState<ActionState>({ kind: "idle" });
  const busy = useRef(false);

  async function run(path: string, doneMessage: string, unchangedMessage: string): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    setState({ kind: "busy" });
    const answer = await adminCall<{ changed?: boolean }>(path, { csrfToken });
    busy.current = false;
    if (answer.kind === "ok") {
      await revalidator.revalidate();
      setState({ kind: "done", message: answer.data.changed === false ? unchangedMessage : doneMessage });
    } else if (answer.kind === "refused") setState({ kind: "error", message: answer.error });
    else setState({ kind: "error", message: t("errors.network") });
  }

  return { state, run, busy: state.kind === "busy" };
}
