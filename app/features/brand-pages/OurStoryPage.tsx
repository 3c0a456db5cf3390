import { useTranslation } from "#app/lib/i18n/react.tsx";
import { Link } from "react-router";
import { CallToAction } from "./CallToAction.tsx";
import { CheckList } from "./CheckList.tsx";
import { ContentSection } from "./ContentSection.tsx";
import { primaryLink, secondaryLink } from "./link-styles.ts";
import { PageIntro } from "./PageIntro.tsx";

const REASONS = ["attention", "clarity", "partner"] as const;

/** Years are the brand's history, not text, so they live here rather than in the catalogues. */
const MILESTONES = [
  { id: "idea", year: 2017 },
  { id: "papillex", year: 2018 },
  { id: "range", year: 2019 },
  { id: "board", year: 2021 },
  { id: "immune", year: 2022 },
  { id: "subscriptions", year: 2023 },
  { id: "bottles", year: 2024 },
] as const;

const NUMBERS = ["bottles", "formulas", "testing", "guarantee"] as const;
const MAKING_STEPS = ["sourcing", "gmp", "testing", "documentation"] as const;

/** `showBottles` false: the owner hid the bottles-sold figure (decision 0042), so its milestone and number go too. */
export function OurStoryPage({ brand, showBottles = true }: { brand: string; showBottles?: boolean }) {
  const { t } = useTranslation("story");
  const milestones = showBottles ? MILESTONES : MILESTONES.filter(({ id }) => id !== "bottles");
  const numbers = showBottles ? NUMBERS : NUMBERS.filter((item) => item !== "bottles");
  return (
    <>
      <PageIntro eyebrow={t("eyebrow")} title={t("title")} lead={t("lead", { brand })} />

      <ContentSection id="origin" title={t("origin.title")} split>
        <div className="max-w-3xl space-y-5 text-lg leading-relaxed">
          <p>{t("origin.body1")}</p>
          <p>{t("origin.body2")}</p>
          <p>{t("origin.body3", { brand })}</p>
        </div>
      </ContentSection>

      <ContentSection id="why" title={t("why.title")} band>
        <ul className="grid gap-6 md:grid-cols-3">
          {REASONS.map((reason) => (
            <li key={reason} className="rounded-2xl border border-line bg-cream p-6 sm:p-8">
              <h3 className="text-xl text-brand-dark sm:text-2xl">{t(`why.${reason}.title`)}</h3>
              <p className="mt-3 leading-relaxed text-muted">{t(`why.${reason}.text`)}</p>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="milestones" title={t("milestones.title")}>
        <ol className="relative max-w-3xl border-l-2 border-brand-soft pl-8 sm:pl-10">
          {milestones.map(({ id, year }) => (
            <li key={id} className="relative pb-10 last:pb-0">
              <span
                aria-hidden="true"
                className="absolute -left-[41px] top-1.5 h-4 w-4 rounded-full border-4 border-cream bg-brand sm:-left-[49px]"
              />
              <time dateTime={String(year)} className="font-serif text-lg font-semibold text-brand">
                {year}
              </time>
              <h3 className="mt-1 text-xl text-ink sm:text-2xl">{t(`milestones.${id}.title`)}</h3>
              <p className="mt-2 leading-relaxed text-muted">{t(`milestones.${id}.text`)}</p>
            </li>
          ))}
        </ol>
      </ContentSection>

      <section aria-labelledby="numbers-title" className="bg-brand text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-16">
          <h2 id="numbers-title" className="text-center text-3xl sm:text-4xl">
            {t("numbers.title", { brand })}
          </h2>
          <ul
            className={`mt-10 grid grid-cols-2 gap-x-6 gap-y-10 text-center ${numbers.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}
          >
            {numbers.map((item) => (
              <li key={item} className="flex flex-col items-center">
                <span className="font-serif text-4xl sm:text-5xl">{t(`numbers.${item}.value`)}</span>
                <span className="mt-2 max-w-[16rem] text-sm leading-snug text-brand-soft sm:text-base">{t(`numbers.${item}.label`)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <ContentSection id="making" title={t("making.title")} intro={t("making.text", { brand })} split>
        <div className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
          <CheckList items={MAKING_STEPS.map((step) => t(`making.${step}`))} />
        </div>
      </ContentSection>

      <CallToAction id="story-cta" title={t("cta.title")} text={t("cta.text", { brand })}>
        <Link to="/shop" className={primaryLink}>
          {t("cta.shop")}
        </Link>
        <Link to="/our-values" className={secondaryLink}>
          {t("cta.values")}
        </Link>
      </CallToAction>
    </>
  );
}
