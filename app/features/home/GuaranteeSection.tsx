import { useTranslation } from "#app/lib/i18n/react.tsx";
import { Link } from "react-router";
import { secondaryLink } from "#app/features/brand-pages/link-styles.ts";

export function GuaranteeSection() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="guarantee-title" className="bg-brand-soft">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-8 px-4 py-16 text-center sm:flex-row sm:text-left">
        <div
          aria-hidden="true"
          className="flex size-32 shrink-0 flex-col items-center justify-center rounded-full border-4 border-double border-brand bg-white text-brand"
        >
          <span className="font-serif text-4xl leading-none">30</span>
          <svg viewBox="0 0 24 24" className="round-stroke mt-1 size-6">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </div>
        <div>
          <h2 id="guarantee-title" className="text-3xl text-ink sm:text-4xl">
            {t("guarantee.title")}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted">{t("guarantee.text")}</p>
          <Link to="/faq" className={`${secondaryLink} mt-6`}>
            {t("guarantee.link")}
          </Link>
        </div>
      </div>
    </section>
  );
}
