import { useRef, useState } from "react";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { useAuth } from "#app/features/account/AuthProvider.tsx";
import type { FormStatus } from "#app/features/account/forms/use-account-form.ts";
import { failureText } from "#app/ui/forms/messages.ts";
import { cardName, type SavedCard, type SavedCardsAnswer } from "#app/lib/saved-cards.ts";
import { accountCall } from "#app/lib/server-calls.ts";

export const PAYMENT_METHODS_PATH = "/payment-methods";

/** Removing a kept card after its confirmation: the list is updated or read again, and the focus goes back to it. */
export function useCardRemoval(replace: (data: SavedCardsAnswer) => void, reload: (options?: { quiet?: boolean }) => void) {
  const { t } = useTranslation("account");
  const { user, sessionRejected } = useAuth();
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<FormStatus | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);

  async function remove(card: SavedCard) {
    if (!user || busy) return;
    setBusy(true);
    const result = await accountCall("DELETE", `${PAYMENT_METHODS_PATH}/${encodeURIComponent(card.id)}`, {
      accessToken: user.accessToken,
      onSessionRejected: sessionRejected,
    });
    setBusy(false);
    setRemoving(null);
    if (result.kind === "ok") {
      replace(result.data);
      setStatus({ kind: "success", text: t("paymentMethods.removed", { card: cardName(card, t) }) });
    } else {
      setStatus({
        kind: "error",
        text: failureText(result, t, { rejected: "paymentMethods.removeFailed", unavailable: "paymentMethods.removeFailed" }),
      });
      // Gone already (removed in another tab): the list is read again so it shows what is really kept.
      if (result.kind === "failed" && result.status === 404) reload({ quiet: true });
    }
    // The card's button is gone with it: focus goes to the list (after the dialog has handed focus back).
    requestAnimationFrame(() => listHeading.current?.focus());
  }

  return { removing, setRemoving, busy, status, setStatus, listHeading, remove };
}
