import { useTranslation } from "#app/lib/i18n/react.tsx";
import { dateTimeFormat } from "../orders/order-format.ts";

/** "Last changed on 23 Nov 2026, 16:05 by ana@…", or that the store's default applies. */
export function LastChange({ updatedAt, updatedBy, id }: { updatedAt: string | null; updatedBy: string | null; id?: string }) {
  const { t, i18n } = useTranslation("admin");
  if (updatedAt === null)
    return (
      <p id={id} className="text-sm text-muted">
        {t("settings.neverChanged")}
      </p>
    );
  const when = dateTimeFormat(i18n.language).format(new Date(updatedAt));
  return (
    <p id={id} className="text-sm text-muted">
      {updatedBy ? t("settings.changedBy", { when, who: updatedBy }) : t("settings.changedAt", { when })}
    </p>
  );
}
