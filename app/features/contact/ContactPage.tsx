import type { ProductNotification, ShownLicence } from "#domain/licences";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { PageIntro } from "#app/features/brand-pages/PageIntro.tsx";
import { LicenceList, NotificationList } from "#app/features/licences/LicenceList.tsx";

export interface ContactCompany {
  legalName: string;
  registrationNumber: string;
  vatId: string;
  address: string;
  phone: string;
  email: string;
}

const COMPANY_FIELDS = ["legalName", "registrationNumber", "vatId", "address", "phone", "email"] as const;

const section = "rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8";

/**
 * /contact (issue 66 item 2, decision 0141): who sells, as configured, its authorisations and every published
 * product's notification number: what ANPC Order 225/2023 asks a trader to show before the order, on one page.
 */
export function ContactPage({
  company,
  supportEmail,
  licences,
  notifications,
}: {
  /** Null while the company is still the sample one (the footer says so too). */
  company: ContactCompany | null;
  supportEmail: string;
  licences: readonly ShownLicence[];
  notifications: readonly ProductNotification[];
}) {
  const { t } = useTranslation("contact");
  const { t: tLayout } = useTranslation("layout");
  return (
    <>
      <PageIntro eyebrow={t("eyebrow")} title={t("title")} lead={t("lead")} />
      <div className="mx-auto grid max-w-4xl gap-6 px-4 py-12 sm:py-16">
        <section aria-labelledby="contact-company" className={section}>
          <h2 id="contact-company" className="text-2xl text-ink">
            {t("company.title")}
          </h2>
          {company ? (
            <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
              {COMPANY_FIELDS.filter((field) => company[field]).map((field) => (
                <div key={field} className="contents">
                  <dt className="font-semibold text-ink">{t(`company.${field}`)}</dt>
                  <dd className="text-muted">
                    {field === "email" ? (
                      <a href={`mailto:${company.email}`} className="underline underline-offset-2">
                        {company.email}
                      </a>
                    ) : field === "phone" ? (
                      <a href={`tel:${company.phone.replace(/\s+/g, "")}`} className="underline underline-offset-2">
                        {company.phone}
                      </a>
                    ) : (
                      company[field]
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="mt-4 text-muted">{t("company.pending")}</p>
          )}
          <h3 className="mt-6 text-lg font-semibold text-ink">{t("write.title")}</h3>
          <p className="mt-1 text-muted">
            <a href={`mailto:${supportEmail}`} className="underline underline-offset-2">
              {t("write.support", { email: supportEmail })}
            </a>
          </p>
        </section>

        <section aria-labelledby="contact-licences" className={section}>
          <h2 id="contact-licences" className="text-2xl text-ink">
            {t("licences.title")}
          </h2>
          {licences.length > 0 ? (
            <LicenceList licences={licences} className="mt-4 grid gap-2 leading-relaxed text-muted" />
          ) : (
            <p className="mt-4 text-muted">{tLayout("licences.none")}</p>
          )}
        </section>

        <section aria-labelledby="contact-notifications" className={section}>
          <h2 id="contact-notifications" className="text-2xl text-ink">
            {t("notifications.title")}
          </h2>
          <p className="mt-2 text-muted">{t("notifications.intro")}</p>
          <NotificationList notifications={notifications} className="mt-4 grid gap-2 leading-relaxed text-muted" />
        </section>
      </div>
    </>
  );
}
