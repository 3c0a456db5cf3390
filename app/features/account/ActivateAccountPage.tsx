import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "#app/ui/link-class.ts";
import { AuthPageShell } from "./AuthPageShell.tsx";
import { AccountReached } from "./AuthOutcome.tsx";
import { useAuth } from "./AuthProvider.tsx";
import { failureText } from "#app/ui/forms/messages.ts";
import { NewPasswordForm, passwordFieldOf } from "./NewPasswordForm.tsx";
import { ACTIVATE_PATH } from "#app/lib/account-paths.ts";
import { namedCall } from "#app/lib/server-calls.ts";
import { toSession } from "./session.ts";

/**
 * The emailed activation link (spec §4 "Activation"): the shopper chooses a password (the one rule, decision 0082), the
 * account is activated and logged in, and the page moves on to the account.
 */
export function ActivateAccountPage({ id, token }: { id: string; token: string }) {
  const { t } = useTranslation("account");
  const auth = useAuth();
  const [activated, setActivated] = useState(false);
  const [linkInvalid, setLinkInvalid] = useState(false);

  if (activated) {
    return (
      <AccountReached title={t("activate.successTitle")} takesFocus>
        {t("activate.success")}
      </AccountReached>
    );
  }

  return (
    <AuthPageShell
      title={t("activate.title")}
      intro={t("activate.intro")}
      footer={
        linkInvalid ? (
          <p>
            <Link to={ACTIVATE_PATH} className={linkClass}>
              {t("activate.requestNewLink")}
            </Link>
          </p>
        ) : null
      }
    >
      <NewPasswordForm
        label={t("activate.title")}
        submitLabel={t("activate.submit")}
        busyLabel={t("activate.busy")}
        onSubmit={async (values) => {
          setLinkInvalid(false);
          const result = await namedCall("activate-account", { id, token, ...values });
          if (result.kind === "ok") {
            const user = toSession(result.data.user);
            if (!user) return { error: t("activate.unexpected") };
            auth.signIn(user);
            setActivated(true);
            return;
          }
          const field = result.kind === "failed" ? passwordFieldOf(result.field) : undefined;
          if (result.kind === "failed" && !field && result.status < 500) setLinkInvalid(true);
          const error =
            result.kind === "failed" && result.status < 500 && !result.error
              ? t("activate.invalidLink")
              : failureText(result, t, { rejected: "activate.failed", unavailable: "activate.failed" });
          return field ? { error, field } : { error };
        }}
      />
    </AuthPageShell>
  );
}
