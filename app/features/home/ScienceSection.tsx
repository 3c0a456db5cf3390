import { useTranslation } from "#app/lib/i18n/react.tsx";
import { Link } from "react-router";
import { HomeSection } from "./HomeSection.tsx";

const POINTS = ["evidence", "doses", "advisors"] as const;

export function ScienceSection() {
  const { t } = useTranslation("home");
  return (
    <HomeSection id="science" eyebrow={t("science.eyebrow")} title={t("science.title")} intro={t("science.text")} band>
      <ol className="grid gap-6 md:grid-cols-3">
        {POINTS.map((point, index) => (
          <li key={point} className="rounded-2xl bg-cream p-7">
            <span aria-hidden="true" className="font-serif text-4xl text-brand">
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3 className="mt-3 text-xl text-brand-dark">{t(`science.points.${point}.title`)}</h3>
            <p className="mt-2 leading-relaxed text-muted">{t(`science.points.${point}.text`)}</p>
          </li>
        ))}
      </ol>
      <p className="mt-10 text-center">
        <Link
          to="/our-researchers"
          className="font-semibold text-brand underline decoration-brand/30 underline-offset-4 hover:decoration-brand"
        >
          {t("science.link")}
        </Link>
      </p>
    </HomeSection>
  );
}
