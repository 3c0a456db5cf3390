import { ACCESSIBILITY_AUDIT } from "#domain/accessibility-audit";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { PageIntro } from "./PageIntro.tsx";
import { BarrierReportForm, type BarrierAnswer } from "./BarrierReportForm.tsx";

/**
 * The accessibility statement (issue 66 item 3; Law 232/2022, Annex V of Directive 2019/882): the standard, how far
 * the store meets it, its known exceptions, when and how it was last audited, and how to report a barrier: a form
 * whose report becomes a task for customer support (decision 0145), or an email.
 */
export function AccessibilityStatementPage({
  supportEmail,
  brandName,
  answered,
}: {
  supportEmail: string;
  brandName: string;
  /** The page's answer to a report posted without JavaScript. */
  answered?: BarrierAnswer | undefined;
}) {
  const { t, i18n } = useTranslation("accessibility");
  const auditDate = new Intl.DateTimeFormat(i18n.language === "en" ? "en-GB" : "ro-RO", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${ACCESSIBILITY_AUDIT.date}T00:00:00Z`),
  );
  const subject = encodeURIComponent(t("report.subject"));
  return (
    <>
      <PageIntro eyebrow={t("eyebrow")} title={t("title")} lead={t("lead", { brand: brandName })} />
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-14 leading-relaxed text-ink">
        <section aria-labelledby="conformance">
          <h2 id="conformance" className="text-2xl">
            {t("conformance.title")}
          </h2>
          <p className="mt-3">{t(`conformance.${ACCESSIBILITY_AUDIT.conformance}`)}</p>
        </section>
        <section aria-labelledby="exceptions">
          <h2 id="exceptions" className="text-2xl">
            {t("exceptions.title")}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-6">
            {ACCESSIBILITY_AUDIT.exceptions.map((exception) => (
              <li key={exception}>{t(`exceptions.${exception}`)}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="method">
          <h2 id="method" className="text-2xl">
            {t("method.title")}
          </h2>
          <p className="mt-3">{t("method.date", { date: auditDate })}</p>
          <p className="mt-3">{t("method.how")}</p>
        </section>
        <section aria-labelledby="report">
          <h2 id="report" className="text-2xl">
            {t("report.title")}
          </h2>
          <p className="mt-3">{t("report.text")}</p>
          <div className="mt-6">
            <BarrierReportForm answered={answered} />
          </div>
          <p className="mt-6">
            <a href={`mailto:${supportEmail}?subject=${subject}`} className="font-semibold text-brand-dark underline">
              {t("report.email", { email: supportEmail })}
            </a>
          </p>
          <p className="mt-3">{t("report.enforcement")}</p>
        </section>
      </div>
    </>
  );
}
