import { useTranslation } from "#app/lib/i18n/react.tsx";
import { AuthFooterLink, AuthPageShell } from "./AuthPageShell.tsx";
import { EmailLinkRequestForm } from "./EmailLinkRequestForm.tsx";
import { LOGIN_PATH } from "#app/lib/account-paths.ts";

/** Asks for a password reset link; the answer is the same whether or not the email has an account. */
export function LostPasswordPage() {
  const { t } = useTranslation("account");
  return (
    <AuthPageShell
      title={t("lostPassword.title")}
      intro={t("lostPassword.intro")}
      footer={<AuthFooterLink question={t("lostPassword.remembered")} to={LOGIN_PATH} label={t("register.logIn")} />}
    >
      <EmailLinkRequestForm label={t("lostPassword.title")} submitLabel={t("lostPassword.submit")} busyLabel={t("lostPassword.busy")} />
    </AuthPageShell>
  );
}
