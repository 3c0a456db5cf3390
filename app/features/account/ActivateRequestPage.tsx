import { useTranslation } from "#app/lib/i18n/react.tsx";
import { AuthFooterLink, AuthPageShell } from "./AuthPageShell.tsx";
import { EmailLinkRequestForm } from "./EmailLinkRequestForm.tsx";
import { LOGIN_PATH } from "#app/lib/account-paths.ts";

/**
 * /account/activate without a link: explains activation and sends a fresh link. A lost or expired
 * activation link is replaced by a password link, which activates a pending account as well.
 */
export function ActivateRequestPage() {
  const { t } = useTranslation("account");
  return (
    <AuthPageShell
      title={t("activateRequest.title")}
      intro={
        <>
          <p>{t("activateRequest.intro")}</p>
          <p className="mt-2">{t("activateRequest.expired")}</p>
        </>
      }
      footer={<AuthFooterLink question={t("activateRequest.alreadyActive")} to={LOGIN_PATH} label={t("register.logIn")} />}
    >
      <EmailLinkRequestForm
        label={t("activateRequest.title")}
        submitLabel={t("activateRequest.submit")}
        busyLabel={t("activateRequest.busy")}
      />
    </AuthPageShell>
  );
}
