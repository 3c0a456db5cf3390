import { useTranslation } from "#app/lib/i18n/react.tsx";
import { Link } from "react-router";
import { primaryLink, secondaryLink } from "#app/features/brand-pages/link-styles.ts";

/** `showBottles` false: the owner hid the bottles-sold figure, and with it the line above the title. */
export function HeroSection({ showBottles = true }: { showBottles?: boolean }) {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-gradient-to-b from-brand-soft to-cream">
      <svg aria-hidden="true" viewBox="0 0 400 400" className="pointer-events-none absolute -right-24 -top-24 size-96 text-brand/10">
        <circle cx="200" cy="200" r="160" fill="none" stroke="currentColor" strokeWidth="48" />
      </svg>
      <div className="relative mx-auto flex max-w-4xl flex-col items-center px-4 py-20 text-center sm:py-28">
        {showBottles && <p className="text-sm font-semibold uppercase tracking-widest text-brand">{t("hero.eyebrow")}</p>}
        <h1 id="hero-title" className="mt-4 text-4xl leading-tight text-ink sm:text-6xl">
          {t("hero.title")}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted">{t("hero.text")}</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Link to="/shop" className={`${primaryLink} px-9 text-lg`}>
            {t("hero.cta")}
          </Link>
          <a href="#how-it-works" className={secondaryLink}>
            {t("hero.secondary")}
          </a>
        </div>
      </div>
    </section>
  );
}
