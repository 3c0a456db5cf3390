import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Spinner } from "#app/ui/Spinner.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "#app/ui/link-class.ts";
import { AuthPageShell } from "./AuthPageShell.tsx";
import { useAuth } from "./AuthProvider.tsx";
import { failureText } from "#app/ui/forms/messages.ts";
import { ACCOUNT_DETAILS_PATH } from "#app/lib/account-paths.ts";
import { namedCall } from "#app/lib/server-calls.ts";
import { toSession } from "./session.ts";

type Phase = { name: "confirming" } | { name: "failed"; text: string } | { name: "changed"; text: string };

/**
 * The link mailed to a new address: opening it moves the account there and signs this browser in
 * (the link proves the address). A used, expired or taken link says so and sends back to the account.
 */
export function ConfirmEmailPage({ token }: { token: string | null }) {
  const { t } = useTranslation("account");
  const { signIn } = useAuth();
  const [phase, setPhase] = useState<Phase>(token ? { name: "confirming" } : { name: "failed", text: t("confirmEmail.missingToken") });
  const confirmed = useRef<string | null>(null);

  useEffect(() => {
    // The link works once: one request per token, whatever re-renders happen meanwhile.
    if (!token || confirmed.current === token) return;
    confirmed.current = token;
    void namedCall("confirm-email-change", { token }).then((result) => {
      if (result.kind === "ok") {
        const user = toSession(result.data.user);
        if (!user) return setPhase({ name: "failed", text: t("confirmEmail.unexpected") });
        signIn(user);
        return setPhase({
          name: "changed",
          text: typeof result.data.message === "string" ? result.data.message : t("confirmEmail.success"),
        });
      }
      setPhase({
        name: "failed",
        text: failureText(result, t, { rejected: "confirmEmail.invalid", unavailable: "confirmEmail.unexpected" }),
      });
    });
  }, [token, signIn, t]);

  if (phase.name === "confirming") {
    return (
      <AuthPageShell title={t("confirmEmail.title")}>
        <div className="flex items-center gap-4">
          <Spinner label={t("confirmEmail.verifying")} />
          <p aria-hidden="true">{t("confirmEmail.verifying")}</p>
        </div>
      </AuthPageShell>
    );
  }
  const failed = phase.name === "failed";
  return (
    <AuthPageShell title={failed ? t("confirmEmail.failedTitle") : t("confirmEmail.successTitle")}>
      <p
        role={failed ? "alert" : "status"}
        className={
          failed ? "rounded-xl border border-sale/40 bg-sale/5 px-4 py-3 text-sale" : "rounded-xl bg-brand-soft px-4 py-3 text-brand-dark"
        }
      >
        {phase.text}
      </p>
      <Link to={ACCOUNT_DETAILS_PATH} className={`mt-6 inline-block ${linkClass}`}>
        {t("confirmEmail.goToDetails")}
      </Link>
    </AuthPageShell>
  );
}
