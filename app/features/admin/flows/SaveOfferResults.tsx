import type { SaveOffersView } from "#domain/admin/flows";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { HeadedSection } from "#app/ui/HeadedSection.tsx";
import { SaveOfferSettingsForm } from "./SaveOfferSettingsForm.tsx";
import { FigureTable, percent, points } from "./figure-table.tsx";

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
          <FigureTable
            caption={t("flows.saveOffers.caption")}
            corner={t("flows.saveOffers.reason")}
            columns={[
              t("flows.saveOffers.offerAttempts"),
              t("flows.saveOffers.saved"),
              t("flows.saveOffers.offerNotCancelled"),
              t("flows.saveOffers.holdoutAttempts"),
              t("flows.saveOffers.holdoutNotCancelled"),
              t("flows.saveOffers.difference"),
            ]}
            rows={results.map((row) => ({
              key: row.reason,
              label: t(`flows.saveOffers.reasons.${row.reason}`),
              cells: [
                String(row.offer.attempts),
                `${row.offer.saved} (${percent(row.offer.savedShare, language)})`,
                `${row.offer.notCancelled} (${percent(row.offer.notCancelledShare, language)})`,
                String(row.holdout.attempts),
                `${row.holdout.notCancelled} (${percent(row.holdout.notCancelledShare, language)})`,
                row.difference === null ? "—" : points(row.difference, language),
              ],
            }))}
            minWidth="min-w-[36rem]"
          />
          <p className="mt-3 text-sm text-muted">{t("flows.saveOffers.note")}</p>
        </div>
      ) : null}
    </HeadedSection>
  );
}
