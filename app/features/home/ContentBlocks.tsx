import { useTranslation } from "#app/lib/i18n/react.tsx";
import { Link } from "react-router";
import { HomeSection } from "./HomeSection.tsx";

const BLOCKS = [
  { id: "blog", to: "/blog" },
  { id: "story", to: "/our-story" },
  { id: "faq", to: "/faq" },
] as const;

export function ContentBlocks() {
  const { t } = useTranslation("home");
  return (
    <HomeSection id="learn" title={t("content.title")} band>
      <ul className="grid gap-6 md:grid-cols-3">
        {BLOCKS.map(({ id, to }) => (
          <li key={id} className="relative flex flex-col rounded-2xl border border-line bg-cream p-7 transition hover:border-brand">
            <h3 className="text-2xl text-ink">{t(`content.${id}.title`)}</h3>
            <p className="mt-3 flex-1 leading-relaxed text-muted">{t(`content.${id}.text`)}</p>
            <Link to={to} className="mt-6 font-semibold text-brand after:absolute after:inset-0 hover:underline">
              {t(`content.${id}.link`)} <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
