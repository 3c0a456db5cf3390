import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Spinner } from "#app/ui/Spinner.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { usePublicConfig } from "#app/lib/use-public-config.ts";
import { linkClass } from "#app/ui/link-class.ts";
import { AuthPageShell } from "./AuthPageShell.tsx";
import { useAuth } from "./AuthProvider.tsx";
import { failureText } from "#app/ui/forms/messages.ts";
import { NewPasswordForm, passwordFieldOf } from "./NewPasswordForm.tsx";
import { ACCOUNT_HOME, LOGIN_PATH, SUCCESS_REDIRECT_DELAY_MS } from "#app/lib/account-paths.ts";
import { namedCall } from "#app/lib/server-calls.ts";
import { toSession } from "./session.ts";
import { updatePassword } from "./update-password.ts";

type Phase = { name: "verifying" } | { name: "failed"; text: string } | { name: "loggedIn" } | { name: "finishSetup" };

/**
 * The emailed login link (spec §4 "Magic-link verification"): verifying, then the account (or, for an
 * account without a password, the offer to finish its setup), or the spec's error with a way to ask again.
 */
export function VerifyMagicLinkPage({ token }: { token: string | null }) {
  const { t } = useTranslation("account");
  const auth = useAuth();
  const navigate = useNavigate();
  const brandName = usePublicConfig()?.brandName ?? "Elara";
  const [phase, setPhase] = useState<Phase>(token ? { name: "verifying" } : { name: "failed", text: t("magic.missingToken") });
  const verified = useRef<string | null>(null);
  const { signIn } = auth;

  useEffect(() => {
    // The link works once: one request per token, whatever re-renders happen meanwhile.
    if (!token || verified.current === token) return;
    verified.current = token;
    void namedCall("verify-magic-link", { token }).then((result) => {
      if (result.kind === "ok") {
        const user = toSession(result.data.user);
        if (!user) return setPhase({ name: "failed", text: t("magic.unexpected") });
        signIn(user);
        return setPhase(user.hasPassword ? { name: "loggedIn" } : { name: "finishSetup" });
      }
      setPhase({
        name: "failed",
        text:
          result.kind === "failed" && result.status < 500 && !result.error
            ? t("magic.invalid")
            : failureText(result, t, { rejected: "magic.unexpected", unavailable: "magic.unexpected" }),
      });
    });
  }, [token, signIn, t]);

  useEffect(() => {
    if (phase.name !== "loggedIn") return;
    const timer = setTimeout(() => navigate(ACCOUNT_HOME, { replace: true }), SUCCESS_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase.name, navigate]);

  return (
    <>
      <p className="px-4 pt-8 text-center">
        <Link to="/" className="font-serif text-3xl tracking-wide text-brand" aria-label={t("common:brandHome", { brand: brandName })}>
          {brandName}
        </Link>
      </p>
      {phase.name === "verifying" ? (
        <AuthPageShell title={t("magic.title")}>
          <div className="flex items-center gap-4">
            <Spinner label={t("magic.verifying")} />
            <p aria-hidden="true">{t("magic.verifying")}</p>
          </div>
        </AuthPageShell>
      ) : phase.name === "failed" ? (
        <AuthPageShell title={t("magic.failedTitle")}>
          <p role="alert" className="rounded-xl border border-sale/40 bg-sale/5 px-4 py-3 text-sale">
            {phase.text}
          </p>
          <Link to={LOGIN_PATH} className={`mt-6 inline-block ${linkClass}`}>
            {t("magic.requestNewLink")}
          </Link>
        </AuthPageShell>
      ) : phase.name === "loggedIn" ? (
        <AuthPageShell title={t("magic.successTitle")}>
          <p role="status" className="rounded-xl bg-brand-soft px-4 py-3 text-brand-dark">
            {t("magic.success")}
          </p>
          <Link to={ACCOUNT_HOME} replace className={`mt-6 inline-block ${linkClass}`}>
            {t("activate.goToAccount")}
          </Link>
        </AuthPageShell>
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
