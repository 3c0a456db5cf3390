import type { AdminCustomerDetail } from "#domain/admin/customers";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { Section } from "./CustomerSection.tsx";
import { useCustomerTime } from "./use-customer-time.tsx";

/** The customer's newsletter consent as given (when, where, in which words), its unsubscription, and its history. */
export function CustomerNewsletter({ customer }: { customer: AdminCustomerDetail }) {
  const { t } = useTranslation("admin");
  const time = useCustomerTime();
  return (
    <Section id="customer-newsletter" title={t("customer.newsletter")}>
      {customer.newsletter === null ? (
        <p className="text-muted">{t("customer.noNewsletter")}</p>
      ) : (
        <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">{t("customer.firstSignedUp")}</dt>
          <dd>{time(customer.newsletter.firstSignedUpAt)}</dd>
          <dt className="font-semibold">{t("customer.consentedAt")}</dt>
          <dd>{time(customer.newsletter.consentedAt)}</dd>
          <dt className="font-semibold">{t("newsletter.columns.source")}</dt>
          <dd>{t(`newsletter.source.${customer.newsletter.source}`)}</dd>
          <dt className="font-semibold">{t("newsletter.columns.language")}</dt>
          <dd>{customer.newsletter.language === "en" ? "English" : "Română"}</dd>
          <dt className="font-semibold">{t("newsletter.columns.consentText")}</dt>
          <dd>
            <blockquote lang={customer.newsletter.language} className="border-l-4 border-line pl-3 italic">
              {customer.newsletter.consentText}
            </blockquote>
          </dd>
          <dt className="font-semibold">{t("newsletter.columns.unsubscribedAt")}</dt>
          <dd>{time(customer.newsletter.unsubscribedAt, t("customer.stillSubscribed"))}</dd>
        </dl>
      )}
      {customer.newsletter && customer.newsletter.history.length > 0 ? (
        <>
          <h3 className="mt-4 font-semibold">{t("customer.consentHistory.title")}</h3>
          <ol className="mt-2 flex flex-col gap-2 text-sm">
            {customer.newsletter.history.map((event, index) => (
              <li key={index} className="border-l-4 border-line pl-3">
                <p>
                  {time(event.at)} · {t(`customer.consentHistory.${event.kind}`)}
                  {event.via ? ` · ${t(`customer.consentHistory.via.${event.via}`)}` : ""}
                </p>
                {event.consentText ? (
                  <blockquote lang={event.language} className="italic text-muted">
                    {event.consentText}
                  </blockquote>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </Section>
  );
}
