import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "../admin-call.ts";

/** What an order's step answers: whether it changed anything, and for a refund what was given back. */
export interface OrderAnswer {
  changed?: boolean;
  refund?: { amountMinor: number };
  order?: { refundableMinor: number; currencyCode: string };
}

export type ActionState =
  { kind: "idle" } | { kind: "busy" } | { kind: "done"; message: string } | { kind: "error"; message: string; field?: string };

/**
 * One action on the order's page: sends it with the page's CSRF token, then reloads the page's data so
 * the order, its money and its timeline show what changed; the outcome is announced beside the form, or,
 * with `announce`, in the actions' own status line, which stays when the step's form goes.
 */
export function useOrderAction(orderNumber: number, csrfToken: string, announce?: (message: string) => void) {
  const { t } = useTranslation("admin");
  const revalidator = useRevalidator();
  const [state, setState] = useState<ActionState>({ kind: "idle" });
  const busy = useRef(false);

  async function run(action: string, body: unknown, doneMessage: string | ((answer: OrderAnswer) => string)): Promise<boolean> {
    if (busy.current) return false;
    busy.current = true;
    setState({ kind: "busy" });
    const answer = await adminCall<OrderAnswer>(`/orders/${orderNumber}/${action}`, { body, csrfToken });
    busy.current = false;
    if (answer.kind === "ok") {
      const message =
        answer.data.changed === false ? t("order.unchanged") : typeof doneMessage === "function" ? doneMessage(answer.data) : doneMessage;
      // Said as soon as the server answered, not after the page's data has loaded again: a slow reload must not
      // leave the member wondering whether the money went. A step done often takes its own form away (packed: no
      // more "pack"), so the page says it elsewhere.
      if (announce) announce(message);
      setState({ kind: "done", message: announce ? "" : message });
      await revalidator.revalidate();
      return true;
    }
    if (answer.kind === "refused") setState({ kind: "error", message: answer.error, ...(answer.field ? { field: answer.field } : {}) });
    else setState({ kind: "error", message: t("order.failed") });
    return false;
  }

  return { state, run, reset: () => setState({ kind: "idle" }) };
}
