import { useState } from "react";
import { useRevalidator } from "react-router";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "./admin-call.ts";

/** The staff page's changes: each reloads the page's data and says its outcome, and a member's buttons wait for theirs. */
export function useStaffChanges(csrfToken: string) {
  const { t } = useTranslation("admin");
  const revalidator = useRevalidator();
  const [status, setStatus] = useState<{ tone: "ok" | "error"; text: string } | null>(null);

  /** Runs a change and reloads the page's data; the outcome is announced either way. */
  const change = async (path: string, body: unknown | undefined, done: string) => {
    const answer = await adminCall<unknown>(path, { body, csrfToken });
    if (answer.kind === "ok") {
      setStatus({ tone: "ok", text: done });
      await revalidator.revalidate();
    } else setStatus({ tone: "error", text: answer.kind === "refused" ? answer.error : t("form.failed") });
  };

  // A member's buttons wait while a change of theirs is on its way; the other members' stay usable.
  const [busyMembers, setBusyMembers] = useState<ReadonlySet<number>>(new Set());
  const run = async (memberId: number, action: () => Promise<void>) => {
    setBusyMembers((busy) => new Set(busy).add(memberId));
    await action();
    setBusyMembers((busy) => new Set([...busy].filter((id) => id !== memberId)));
  };

  return { status, change, busyMembers, run };
}
