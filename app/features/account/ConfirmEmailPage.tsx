import { useState } from "react";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { failureText } from "#app/ui/forms/messages.ts";
import { ACCOUNT_DETAILS_PATH } from "#app/lib/account-paths.ts";
import { namedCall } from "#app/lib/server-calls.ts";
import { AuthOutcome, AuthPageBusy } from "./AuthOutcome.tsx";
import { useTokenSignIn } from "./use-token-sign-in.ts";

type Phase = { name: "confirming" } | { name: "failed"; text: string } | { name: "changed"; text: string };

/**
 * The link mailed to a new address: opening it moves the account there and signs this browser in
 * (the link proves the address). A used, expired or taken link says so and sends back to the account.
 */
export function ConfirmEmailPage({ token }: { token: string | null }) {
  const { t } = useTranslation("account");
  const [phase, setPhase] = useState<Phase>(token ? { name: "confirming" } : { name: "failed", text: t("confirmEmail.missingToken") });

  useTokenSignIn(token, {
    spend: (token) => namedCall("confirm-email-change", { token }),
    onSignedIn: (_user, answer) =>
      setPhase({ name: "changed", text: typeof answer.message === "string" ? answer.message : t("confirmEmail.success") }),
    onNoSession: () => setPhase({ name: "failed", text: t("confirmEmail.unexpected") }),
    onFailed: (result) =>
      setPhase({
        name: "failed",
        text: failureText(result, t, { rejected: "confirmEmail.invalid", unavailable: "confirmEmail.unexpected" }),
      }),
  });

  if (phase.name === "confirming") return <AuthPageBusy title={t("confirmEmail.title")} label={t("confirmEmail.verifying")} />;
  const failed = phase.name === "failed";
  return (
    <AuthOutcome
      title={failed ? t("confirmEmail.failedTitle") : t("confirmEmail.successTitle")}
      tone={failed ? "alert" : "status"}
      next={{ to: ACCOUNT_DETAILS_PATH, label: t("confirmEmail.goToDetails") }}
    >
      {phase.text}
    </AuthOutcome>
  );
}
