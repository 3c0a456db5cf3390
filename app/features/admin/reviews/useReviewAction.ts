import { createContext, useContext, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "../admin-call.ts";
import type { ActionState } from "../orders/useOrderAction.ts";
import type { AdminReview, ReviewStatus } from "#domain/admin/reviews";

export type ReviewAction = "publish" | "hide" | "delete" | "reply";

export type Outcome = { kind: "done" | "error"; message: string };

/**
 * The page's own status line, and the status the list shows: a review that leaves the list after an
 * action (deleted, or no longer of the filter's status) takes its card's status line with it, so the
 * page says how it went instead.
 */
export const PageAnnounce = createContext<{ announce: (outcome: Outcome) => void; status: ReviewStatus | undefined }>({
  announce: () => undefined,
  status: undefined,
});

const STATUS_AFTER: Partial<Record<ReviewAction, ReviewStatus>> = { publish: "published", hide: "hidden" };

/**
 * One review's actions: sent with the page's CSRF token, then the queue is loaded again, so the list,
 * the waiting count and the product's rating elsewhere all show what changed. The outcome is said in the
 * card while the card stays, else in the page's status line.
 */
export function useReviewAction(review: AdminReview, csrfToken: string) {
  const { t } = useTranslation("admin");
  const revalidator = useRevalidator();
  const page = useContext(PageAnnounce);
  const [state, setState] = useState<ActionState>({ kind: "idle" });
  const busy = useRef(false);

  async function run(
    action: ReviewAction,
    body: unknown,
    doneMessage: string,
    unchangedMessage = t("reviews.actions.unchanged"),
  ): Promise<ActionState> {
    if (busy.current) return { kind: "busy" };
    busy.current = true;
    setState({ kind: "busy" });
    const answer = await adminCall<{ changed?: boolean }>(`/reviews/${review.id}/${action}`, { body, csrfToken });
    busy.current = false;
    if (answer.kind === "ok") {
      const after = STATUS_AFTER[action];
      const leaves =
        action === "delete" || (answer.data.changed !== false && after !== undefined && page.status !== undefined && page.status !== after);
      const outcome: Outcome = { kind: "done", message: answer.data.changed === false ? unchangedMessage : doneMessage };
      if (leaves) {
        setState({ kind: "idle" });
        page.announce(outcome);
      }
      await revalidator.revalidate();
      if (!leaves) setState(outcome);
      return outcome;
    }
    const outcome =
      answer.kind === "refused"
        ? { kind: "error" as const, message: answer.error, ...(answer.field ? { field: answer.field } : {}) }
        : { kind: "error" as const, message: t("reviews.actions.failed") };
    if (answer.kind === "refused" && answer.status === 404) {
      // Someone else deleted it meanwhile: the list is loaded again, and the card goes.
      setState({ kind: "idle" });
      page.announce(outcome);
      await revalidator.revalidate();
    } else setState(outcome);
    return outcome;
  }

  return { state, run, busy: state.kind === "busy" };
}
