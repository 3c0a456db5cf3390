import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { usePublicConfig } from "#app/lib/use-public-config.ts";
import { linkClass } from "#app/ui/link-class.ts";
import { AuthPageShell } from "./AuthPageShell.tsx";
import { useAuth } from "./AuthProvider.tsx";
import { failureText } from "#app/ui/forms/messages.ts";
import { NewPasswordForm, passwordFieldOf } from "./NewPasswordForm.tsx";
import { ACCOUNT_HOME, LOGIN_PATH } from "#app/lib/account-paths.ts";
import { namedCall } from "#app/lib/server-calls.ts";
import { AccountReached, AuthOutcome, AuthPageBusy } from "./AuthOutcome.tsx";
import { useTokenSignIn } from "./use-token-sign-in.ts";
import { updatePassword } from "./update-password.ts";

type Phase = { name: "verifying" } | { name: "failed"; text: string } | { name: "loggedIn" } | { name: "finishSetup" };

/**
 * The emailed login link (spec §4 "Magic-link verification"): verifying, then the account (or, for an
 * account without a password, the offer to finish its setup), or the spec's error with a way to ask again.
 */
export function VerifyMagicLinkPage({ token }: { token: string | null }) {
  const { t } = useTranslation("account");
  const auth = useAuth();
  const brandName = usePublicConfig()?.brandName ?? "Elara";
  const [phase, setPhase] = useState<Phase>(token ? { name: "verifying" } : { name: "failed", text: t("magic.missingToken") });

  useTokenSignIn(token, {
    spend: (token) => namedCall("verify-magic-link", { token }),
    onSignedIn: (user) => setPhase(user.hasPassword ? { name: "loggedIn" } : { name: "finishSetup" }),
    onNoSession: () => setPhase({ name: "failed", text: t("magic.unexpected") }),
    onFailed: (result) =>
      setPhase({
        name: "failed",
        text:
          result.kind === "failed" && result.status < 500 && !result.error
            ? t("magic.invalid")
            : failureText(result, t, { rejected: "magic.unexpected", unavailable: "magic.unexpected" }),
      }),
  });

  return (
    <>
      <p className="px-4 pt-8 text-center">
        <Link to="/" className="font-serif text-3xl tracking-wide text-brand" aria-label={t("common:brandHome", { brand: brandName })}>
          {brandName}
        </Link>
      </p>
      {phase.name === "verifying" ? (
        <AuthPageBusy title={t("magic.title")} label={t("magic.verifying")} />
      ) : phase.name === "failed" ? (
        <AuthOutcome title={t("magic.failedTitle")} tone="alert" next={{ to: LOGIN_PATH, label: t("magic.requestNewLink") }}>
          {phase.text}
        </AuthOutcome>
      ) : phase.name === "loggedIn" ? (
        <AccountReached title={t("magic.successTitle")}>{t("magic.success")}</AccountReached>
      ) : (
        <AuthPageShell
          title={t("magic.finishTitle")}
          intro={t("magic.finishIntro")}
          footer={
            <p>
              <Link to={ACCOUNT_HOME} className={linkClass}>
                {t("magic.skip")}
              </Link>
            </p>
          }
        >
          <NewPasswordForm
            label={t("magic.finishTitle")}
            submitLabel={t("setPassword.submit")}
            busyLabel={t("setPassword.busy")}
            onSubmit={async (values) => {
              const accessToken = auth.user?.accessToken;
              if (!accessToken) return { error: t("errors.sessionExpired") };
              const result = await updatePassword(auth, { customerAccessToken: accessToken, ...values });
              if (result.kind === "ok") {
                setPhase({ name: "loggedIn" });
                return;
              }
              const error = failureText(result, t, { rejected: "setPassword.failed", unavailable: "setPassword.failed" });
              const field = result.kind === "failed" ? passwordFieldOf(result.field) : undefined;
              return field ? { error, field } : { error };
            }}
          />
        </AuthPageShell>
      )}
    </>
  );
}
