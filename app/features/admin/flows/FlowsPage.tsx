import { Link } from "react-router";
import type { FlowsPageView } from "#domain/admin/flows";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "../admin-forms.ts";
import { FlowResults } from "./FlowResults.tsx";
import { SaveOfferResults } from "./SaveOfferResults.tsx";
import { FlowSettingsForm } from "./FlowSettingsForm.tsx";

/**
 * The owner's page of the marketing flows (issue 46 item 6, decisions 0113 and 0116): their settings, the way to each
 * flow's email texts, then their results.
 */
export function FlowsPage({ settings, results, periodError, saveOffers, csrfToken }: FlowsPageView & { csrfToken: string }) {
  const { t } = useTranslation("admin");
  return (
    <>
      <h1 className="text-3xl">{t("flows.title")}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t("flows.intro")}</p>
      <FlowSettingsForm view={settings} csrfToken={csrfToken} />
      <nav aria-labelledby="flow-texts-title" className="mt-6 rounded-2xl border border-line bg-white p-4 sm:p-6">
        <h2 id="flow-texts-title" className="text-2xl">
          {t("flows.texts.pageTitle")}
        </h2>
        <ul className="mt-2">
          {Object.keys(settings.settings.flows).map((flow) => (
            <li key={flow}>
              <Link to={`/admin/flows/${flow}`} className={`${linkClass} inline-flex min-h-11 items-center`}>
                {t("flows.texts.edit", { flow: t(`flows.names.${flow}`) })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <FlowResults results={results} periodError={periodError} />
      {saveOffers ? <SaveOfferResults saveOffers={saveOffers} csrfToken={csrfToken} /> : null}
    </>
  );
}
