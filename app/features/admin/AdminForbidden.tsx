import { useTranslation } from "#app/lib/i18n/react.tsx";

/** A page the member's role does not open (answered with 403): said plainly, with the menu still there. */
export function AdminForbidden() {
  const { t } = useTranslation("admin");
  return (
    <p role="alert" className="rounded-xl border border-sale/40 bg-sale/5 px-4 py-3 text-sale">
      {t("errors.forbidden")}
    </p>
  );
}
