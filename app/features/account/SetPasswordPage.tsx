import { useState } from "react";
import { Link } from "react-router";
import type { NewPasswordValues } from "#domain/account-forms";
import { Spinner } from "#app/ui/Spinner.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "#app/ui/link-class.ts";
import { AuthPageShell } from "./AuthPageShell.tsx";
import { AccountReached } from "./AuthOutcome.tsx";
import { useAuth } from "./AuthProvider.tsx";
import { failureText } from "#app/ui/forms/messages.ts";
import type { SubmitOutcome } from "./forms/use-account-form.ts";
import { NewPasswordForm, passwordFieldOf } from "./NewPasswordForm.tsx";
import { ACCOUNT_HOME, LOST_PASSWORD_PATH } from "#app/lib/account-paths.ts";
import { updatePassword } from "./update-password.ts";

/**
 * /set-password: with the emailed `?token=` it sets a new password (at least 8) and logs in; without one, a
 * magic-link-only customer finishes the password setup here. Either way the account page follows.
 */
export function SetPasswordPage({ token }: { token: string | null }) {
  const { t } = useTranslation("account");
  const auth = useAuth();
  const [done, setDone] = useState<string | null>(null);
  const [tokenRejected, setTokenRejected] = useState(false);

  async function save(body: Record<string, unknown>, values: NewPasswordValues): Promise<SubmitOutcome<keyof NewPasswordValues>> {
    setTokenRejected(false);
    const result = await updatePassword(auth, { ...body, ...values });
    if (result.kind === "ok") {
      setDone(typeof result.data.message === "string" ? result.data.message : t("setPassword.success"));
      return;
    }
    if (result.kind === "failed" && result.field === "token") setTokenRejected(true);
    const error = failureText(result, t, { rejected: "setPassword.failed", unavailable: "setPassword.failed" });
    const field = result.kind === "failed" ? passwordFieldOf(result.field) : undefined;
    return field ? { error, field } : { error };
  }

  if (done !== null) {
    return (
      <AccountReached title={t("setPassword.successTitle")} takesFocus>
        {done} {t("setPassword.loggedIn")}
      </AccountReached>
    );
  }

  const requestNewLink = (
    <p>
      <Link to={LOST_PASSWORD_PATH} className={linkClass}>
        {t("setPassword.requestNewLink")}
      </Link>
    </p>
  );

  if (token) {
    return (
      <AuthPageShell title={t("setPassword.title")} intro={t("setPassword.intro")} footer={tokenRejected ? requestNewLink : null}>
        <NewPasswordForm
          label={t("setPassword.title")}
          submitLabel={t("setPassword.submit")}
          busyLabel={t("setPassword.busy")}
          onSubmit={(values) => save({ token }, values)}
        />
      </AuthPageShell>
    );
  }

  if (auth.status === "loading") {
    return (
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner label={t("common.loading")} />
      </div>
    );
  }

  const user = auth.user;
  if (user && !user.hasPassword) {
    return (
      <AuthPageShell title={t("setPassword.finishTitle")} intro={t("setPassword.finishIntro")}>
        <NewPasswordForm
          label={t("setPassword.finishTitle")}
          submitLabel={t("setPassword.submit")}
          busyLabel={t("setPassword.busy")}
          onSubmit={(values) => save({ customerAccessToken: user.accessToken }, values)}
        />
      </AuthPageShell>
    );
  }

  return (
    <AuthPageShell title={t("setPassword.title")} footer={user ? null : requestNewLink}>
      {user ? (
        <p>
          {t("setPassword.changeInDetails")}{" "}
          <Link to={`${ACCOUNT_HOME}/details`} className={linkClass}>
            {t("nav.details")}
          </Link>
        </p>
      ) : (
        <p role="alert" className="rounded-xl border border-sale/40 bg-sale/5 px-4 py-3 text-sale">
          {t("setPassword.missingToken")}
        </p>
      )}
    </AuthPageShell>
  );
}
