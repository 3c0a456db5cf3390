import type { ContentPageView } from "#domain/store-content";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "../admin-forms.ts";
import { ContentPageForm } from "./ContentPageForm.tsx";

export interface ContentPageProps {
  pages: ContentPageView[];
  csrfToken: string;
}

/**
 * The owner's store content (issue 17 item 2, decision 0042): one section per page, each saved on its own,
 * the home page's claims with their show/hide switches first.
 */
export function ContentPage({ pages, csrfToken }: ContentPageProps) {
  const { t } = useTranslation("admin");
  return (
    <>
      <h1 className="text-3xl">{t("content.title")}</h1>
      <p className="mt-2 max-w-prose text-muted">{t("content.intro")}</p>
      <nav aria-label={t("content.pagesNav")} className="mt-4">
        <ul className="flex flex-wrap gap-x-5 gap-y-2">
          {pages.map(({ page }) => (
            <li key={page}>
              <a href={`#content-${page}`} className={linkClass}>
                {t(`content.pages.${page}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {pages.map((view) => (
        <ContentPageForm key={view.page} view={view} csrfToken={csrfToken} />
      ))}
    </>
  );
}
