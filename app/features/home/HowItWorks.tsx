import { useTranslation } from "#app/lib/i18n/react.tsx";
import { HomeSection } from "./HomeSection.tsx";

const STEPS = ["choose", "take", "feel"] as const;

export function HowItWorks() {
  const { t } = useTranslation("home");
  return (
    <HomeSection id="how-it-works" title={t("how.title")}>
      <ol className="grid gap-8 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step} className="flex flex-col items-center text-center">
            <span
              aria-hidden="true"
              className="flex size-14 items-center justify-center rounded-full bg-brand font-serif text-2xl text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-5 text-xl text-ink">{t(`how.${step}.title`)}</h3>
            <p className="mt-2 max-w-xs leading-relaxed text-muted">{t(`how.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
