import { useTranslation } from "#app/lib/i18n/react.tsx";
import { Link } from "react-router";
import { CallToAction } from "./CallToAction.tsx";
import { primaryLink, secondaryLink } from "./link-styles.ts";
import { PageIntro } from "./PageIntro.tsx";

const VALUES = ["evidence", "transparency", "quality", "honesty", "sustainability", "care"] as const;

export function OurValuesPage({ supportEmail }: { supportEmail: string }) {
  const { t } = useTranslation("values");
  return (
    <>
      <PageIntro eyebrow={t("eyebrow")} title={t("title")} lead={t("lead")} />

      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {VALUES.map((value, index) => (
            <li key={value} className="flex flex-col rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
              <span aria-hidden="true" className="font-serif text-3xl text-brand">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h2 className="mt-3 text-2xl leading-snug text-ink">{t(`${value}.title`)}</h2>
              <p className="mb-6 mt-3 leading-relaxed text-muted">{t(`${value}.text`)}</p>
              <dl className="mt-auto border-t border-line pt-5 text-sm leading-relaxed">
                <dt className="font-semibold uppercase tracking-wider text-brand">{t("inPractice")}</dt>
                <dd className="mt-1 text-ink">{t(`${value}.practice`)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      </div>

      <CallToAction id="values-cta" title={t("cta.title")} text={t("cta.text")}>
        <Link to="/faq" className={primaryLink}>
          {t("cta.faq")}
        </Link>
        <a href={`mailto:${supportEmail}`} className={secondaryLink}>
          {t("cta.email", { email: supportEmail })}
        </a>
      </CallToAction>
    </>
  );
}
