import { useId } from "react";
import type { BackupRhythmView } from "#domain/admin/settings";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { SettingsSection } from "./SettingsSection.tsx";
import { SwitchSettingForm } from "./SwitchSettingForm.tsx";

/**
 * How often the store takes its own backup (issue 72 item 3, decision 0179), with what that means for the database in
 * use: the embedded one's copies are its only backup; PostgreSQL can have its own recovery beside them.
 */
export function BackupsSetting({ backups, csrfToken }: { backups: BackupRhythmView; csrfToken: string }) {
  const { t } = useTranslation("admin");
  const whatItMeans = useId();
  return (
    <SettingsSection id="backups-title" title={t("settings.backups.title")} intro={t("settings.backups.intro")}>
      <p id={whatItMeans} className="mt-2 max-w-prose text-sm text-muted">
        {t(backups.configured ? `settings.backups.${backups.database}` : "settings.backups.off")}
      </p>
      <SwitchSettingForm<BackupRhythmView>
        path="/settings/backups"
        csrfToken={csrfToken}
        name="hourly"
        on={backups.hourly}
        savedOn={(saved) => saved.hourly}
        texts="settings.backups"
        lastChange={backups}
        describedBy={whatItMeans}
      />
    </SettingsSection>
  );
}
