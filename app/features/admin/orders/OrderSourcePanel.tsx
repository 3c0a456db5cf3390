import type { CreditView } from "#domain/visit-source";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { AdminPanel } from "../AdminPanel.tsx";
import { dateTimeFormat } from "./order-format.ts";

type Touch = NonNullable<CreditView["first"]>;

/** One touch in a line: its channel, then source / medium / campaign as the link's tags named them, then when. */
function TouchLine({ touch }: { touch: Touch }) {
  const { t, i18n } = useTranslation("admin");
  const tags = [touch.source, touch.medium, touch.campaign].filter((tag) => tag !== null).join(" / ");
  const details = [
    tags,
    touch.clickIdKind,
    touch.deviceClass ? t(`order.source.devices.${touch.deviceClass}`) : null,
    touch.touchedAt ? dateTimeFormat(i18n.language).format(new Date(touch.touchedAt)) : null,
  ].filter(Boolean);
  return (
    <>
      <span className="font-semibold">{t(`order.source.channels.${touch.channel}`)}</span>
      {details.length > 0 ? ` · ${details.join(" · ")}` : ""}
    </>
  );
}

/**
 * Where the order came from (decision 0151): the last touch it is credited to and the visitor's first, or why it is
 * unattributed; and what the shopper's cookie choice allowed when they ordered, which decides what the ad platforms
 * may be told of it.
 */
export function OrderSourcePanel({ credit, className }: { credit: CreditView; className: string }) {
  const { t } = useTranslation("admin");
  const allowed = (yes: boolean) => (yes ? t("order.source.allowed") : t("order.source.refused"));
  return (
    <AdminPanel id="order-source" title={t("order.source.title")} className={className}>
      {credit.last && credit.first ? (
        <dl className="mt-2 grid gap-2 text-sm">
          <div>
            <dt className="text-muted">{t("order.source.last")}</dt>
            <dd>
              <TouchLine touch={credit.last} />
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t("order.source.first")}</dt>
            <dd>
              <TouchLine touch={credit.first} />
            </dd>
          </div>
        </dl>
      ) : (
        <p className="mt-2 text-sm">{credit.statisticsAllowed ? t("order.source.noVisits") : t("order.source.noConsent")}</p>
      )}
      <p className="mt-3 text-sm text-muted">
        {t("order.source.choice", { statistics: allowed(credit.statisticsAllowed), marketing: allowed(credit.marketingAllowed) })}
        {credit.deviceClass ? ` · ${t("order.source.device", { device: t(`order.source.devices.${credit.deviceClass}`) })}` : ""}
      </p>
    </AdminPanel>
  );
}
