import type { FlowsPageView } from "#domain/admin-flows";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { FlowResults } from "./FlowResults.tsx";
import { FlowSettingsForm } from "./FlowSettingsForm.tsx";

/** The owner's page of the marketing flows (issue 46 item 6, decision 0113): their settings, then their results. */
export function FlowsPage({ settings, results, periodError, csrfToken }: FlowsPageView & { csrfToken: string }) {
  const { t } = useTranslation("admin");
  return (
    <>
      <h1 className="text-3xl">{t("flows.title")}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t("flows.intro")}</p>
      <FlowSettingsForm view={settings} csrfToken={csrfToken} />
      <FlowResults results={results} periodError={periodError} />
    </>
  );
}
