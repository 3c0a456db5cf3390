import { Link } from "react-router";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { BLOG_INDEX_PATH, blogPath } from "./blog-meta.ts";
import type { ArticlePageData } from "./blog-page-types.ts";

/** Home, the journal, the article's blog and the article itself. */
export function ArticleBreadcrumb({ article }: { article: ArticlePageData["article"] }) {
  const { t } = useTranslation("blog");
  return (
    <nav aria-label={t("article.breadcrumb")} className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <li>
          <Link to="/" className="hover:text-brand-dark hover:underline">
            {t("seo:breadcrumb.home")}
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <Link to={BLOG_INDEX_PATH} className="hover:text-brand-dark hover:underline">
            {t("layout:nav.blog")}
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <Link to={blogPath(article.blog.handle)} className="hover:text-brand-dark hover:underline">
            {article.blog.title}
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="line-clamp-1 max-w-xs text-ink">
          {article.title}
        </li>
      </ol>
    </nav>
  );
}
