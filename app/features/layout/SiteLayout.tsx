import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { SUPPORTED_LANGUAGES, LANGUAGE_QUERY_PARAM } from "../../../domain/locale.ts";

/** The frame every page shares. The full header, menus and footer come with the site-shell work. */
export function SiteLayout({ brandName, children }: { brandName: string; children: React.ReactNode }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();

  return (
    <>
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t("skipToContent")}
      </a>
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
          <Link to="/" className="font-serif text-2xl tracking-wide text-brand" aria-label={t("brandHome", { brand: brandName })}>
            {brandName}
          </Link>
          <nav aria-label={t("language.label")}>
            <ul className="flex gap-1 text-sm">
              {SUPPORTED_LANGUAGES.map((language) => {
                const search = new URLSearchParams(location.search);
                search.set(LANGUAGE_QUERY_PARAM, language);
                const current = i18n.language === language;
                return (
                  <li key={language}>
                    <Link
                      to={{ pathname: location.pathname, search: `?${search}` }}
                      lang={language}
                      hrefLang={language}
                      aria-current={current ? "true" : undefined}
                      className={`rounded px-2 py-1 ${current ? "bg-brand-soft font-semibold text-brand-dark" : "text-muted hover:text-ink"}`}
                    >
                      {t(`language.${language}`)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="outline-none">
        {children}
      </main>
    </>
  );
}
