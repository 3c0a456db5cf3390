import { useTranslation } from "#app/lib/i18n/react.tsx";
import { AdminAlert } from "./AdminAlert.tsx";

/** A page the member's role does not open (answered with 403): said plainly, with the menu still there. */
export function AdminForbidden() {
  const { t } = useTranslation("admin");
  return <AdminAlert>{t("errors.forbidden")}</AdminAlert>;
}
