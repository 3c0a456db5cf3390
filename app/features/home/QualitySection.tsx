import { useTranslation } from "#app/lib/i18n/react.tsx";
import { HomeSection } from "./HomeSection.tsx";

const STANDARDS = ["gmp", "tested", "clean", "traceable"] as const;

export function QualitySection() {
  const { t } = useTranslation("home");
  return (
    <HomeSection id="quality" title={t("quality.title")} intro={t("quality.intro")} band>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {STANDARDS.map((standard) => (
          <li key={standard} className="rounded-2xl border border-line p-6">
            <svg viewBox="0 0 24 24" aria-hidden="true" className="round-stroke size-8 stroke-[1.8] text-brand">
              <path d="M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6z" />
              <path d="M8.5 12l2.5 2.5 4.5-5" />
            </svg>
            <h3 className="mt-4 text-lg text-ink">{t(`quality.${standard}.title`)}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">{t(`quality.${standard}.text`)}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
