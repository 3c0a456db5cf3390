import type { SaveOffersView } from "#domain/admin/flows";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { HeadedSection } from "#app/ui/HeadedSection.tsx";
import { SaveOfferSettingsForm } from "./SaveOfferSettingsForm.tsx";

const cellClass = "border-b border-line px-2 py-2 text-right tabular-nums";
const headClass = "border-b border-line px-2 py-2 text-left font-semibold";

const percent = (share: number, language: string) =>
  `${(share * 100).toLocaleString(language === "ro" ? "ro-RO" : "en-GB", { maximumFractionDigits: 1 })} %`;
const points = (share: number, language: string) =>
  `${share >= 0 ? "+" : "−"}${Math.abs(share * 100).toLocaleString(language === "ro" ? "ro-RO" : "en-GB", { maximumFractionDigits: 1 })}`;

/**
 * The cancel form's save offers over the flows' period (issue 68 item 6, decision 0170), as the flows' results are
 * shown: per reason, the attempts in each arm, the offer arm's saves against the holdout's not cancelled, and the
 * difference in points; the owner's settings above it.
 */
export function SaveOfferResults({ saveOffers, csrfToken }: { saveOffers: SaveOffersView; csrfToken: string }) {
  const { t, i18n } = useTranslation("admin");
  const language = i18n.language;
  const { settings, results } = saveOffers;
  return (
    <HeadedSection titleId="save-offer-results-title" title={t("flows.saveOffers.title")} className="mt-10" titleClassName="text-2xl">
      <p className="mt-2 max-w-prose text-muted">{t("flows.saveOffers.intro")}</p>
      <p className="mt-2 text-sm">
        {t("flows.saveOffers.settings", {
          percent: settings.discountPercent,
          months: settings.cooldownMonths,
          holdout: settings.holdoutPercent,
        })}
      </p>
      <SaveOfferSettingsForm settings={settings} csrfToken={csrfToken} />
      {results ? (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[36rem] border-collapse text-sm">
            <caption className="sr-only">{t("flows.saveOffers.caption")}</caption>
            <thead>
              <tr>
                <th scope="col" className={headClass}>
                  {t("flows.saveOffers.reason")}
                </th>
                <th scope="col" className={`${headClass} text-right`}>
                  {t("flows.saveOffers.offerAttempts")}
                </th>
                <th scope="col" className={`${headClass} text-right`}>
                  {t("flows.saveOffers.saved")}
                </th>
                <th scope="col" className={`${headClass} text-right`}>
                  {t("flows.saveOffers.offerNotCancelled")}
                </th>
                <th scope="col" className={`${headClass} text-right`}>
                  {t("flows.saveOffers.holdoutAttempts")}
                </th>
                <th scope="col" className={`${headClass} text-right`}>
                  {t("flows.saveOffers.holdoutNotCancelled")}
                </th>
                <th scope="col" className={`${headClass} text-right`}>
                  {t("flows.saveOffers.difference")}
                </th>
              </tr>
            </thead>
            <tbody>
              {results.map((row) => (
                <tr key={row.reason}>
                  <th scope="row" className={headClass}>
                    {t(`flows.saveOffers.reasons.${row.reason}`)}
                  </th>
                  <td className={cellClass}>{row.offer.attempts}</td>
                  <td className={cellClass}>{`${row.offer.saved} (${percent(row.offer.savedShare, language)})`}</td>
                  <td className={cellClass}>{`${row.offer.notCancelled} (${percent(row.offer.notCancelledShare, language)})`}</td>
                  <td className={cellClass}>{row.holdout.attempts}</td>
                  <td className={cellClass}>{`${row.holdout.notCancelled} (${percent(row.holdout.notCancelledShare, language)})`}</td>
                  <td className={cellClass}>{row.difference === null ? "—" : points(row.difference, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-3 text-sm text-muted">{t("flows.saveOffers.note")}</p>
        </div>
      ) : null}
    </HeadedSection>
  );
}
