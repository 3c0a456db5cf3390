import { useTranslation } from "#app/lib/i18n/react.tsx";
import { Link } from "react-router";
import { CallToAction } from "./CallToAction.tsx";
import { ContentSection } from "./ContentSection.tsx";
import { primaryLink } from "./link-styles.ts";
import { MedicalNote } from "./MedicalNote.tsx";
import { PageIntro } from "./PageIntro.tsx";

const ROLES = ["gynaecologist", "pharmacist", "nutritionScientist", "qualityManager"] as const;
const REVIEW_STEPS = ["need", "research", "dose", "safety", "claims", "renewal"] as const;

export function OurResearchersPage({ brand }: { brand: string }) {
  const { t } = useTranslation("researchers");
  return (
    <>
      <PageIntro eyebrow={t("eyebrow")} title={t("title")} lead={t("lead", { brand })} />

      <ContentSection id="board" title={t("board.title")} intro={t("board.text")}>
        <ul className="grid gap-6 md:grid-cols-2">
          {ROLES.map((role) => (
            <li key={role} className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
              <h3 className="text-2xl leading-snug text-ink">{t(`${role}.title`)}</h3>
              <dl className="mt-3 text-sm">
                <dt className="sr-only">{t("board.expertise")}</dt>
                <dd className="inline-block rounded-full bg-brand-soft px-3 py-1 font-semibold text-brand-dark">
                  {t(`${role}.expertise`)}
                </dd>
              </dl>
              <p className="mt-4 leading-relaxed text-muted">{t(`${role}.text`)}</p>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="process" title={t("process.title")} intro={t("process.text")} band>
        <ol className="grid gap-x-10 gap-y-8 md:grid-cols-2 lg:grid-cols-3">
          {REVIEW_STEPS.map((step, index) => (
            <li key={step} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand font-serif text-lg text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-xl leading-snug text-ink">{t(`${step}.title`)}</h3>
                <p className="mt-2 leading-relaxed text-muted">{t(`${step}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </ContentSection>

      <div className="py-14 sm:py-20">
        <MedicalNote id="medical-care" title={t("note.title")} text={t("note.text", { brand })} />
      </div>

      <CallToAction id="professionals" title={t("professionals.title")} text={t("professionals.text")}>
        <Link to="/health-professionals" className={primaryLink}>
          {t("professionals.link")}
        </Link>
      </CallToAction>
    </>
  );
}
