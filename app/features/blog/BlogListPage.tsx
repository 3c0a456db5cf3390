import { Link } from "react-router";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { ArticleCard } from "./ArticleCard.tsx";
import { BlogFailureNotice } from "./BlogFailureNotice.tsx";
import { BlogIntro } from "./BlogIntro.tsx";
import { blogPath } from "./blog-meta.ts";
import type { BlogPageData } from "./blog-page-types.ts";
import { BlogTabs } from "./BlogTabs.tsx";

const CARD_SIZES = "(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw";
/** A desktop row holds three cards, visible at once, so they are not lazy. */
const ABOVE_THE_FOLD = 3;

/** /blog/{handle}: the blog's articles, newest first, ten at a time. */
export function BlogListPage({ blog, tabs, nextCursor, paged, failure }: BlogPageData) {
  const { t } = useTranslation("blog");
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <BlogIntro eyebrow={t("index.eyebrow")} title={blog.title} lead={blog.description || undefined} />
      <div className="mt-8">
        <BlogTabs blogs={tabs} />
      </div>
      {failure ? (
        <div className="mt-8">
          <BlogFailureNotice kind="list" message={failure.message} handle={blog.handle} />
        </div>
      ) : null}
      {blog.articles.length === 0 ? (
        <p className="mt-10 text-lg text-muted">{t("list.empty")}</p>
      ) : (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {blog.articles.map((article, index) => (
            <li key={article.id}>
              <ArticleCard
                article={article}
                headingLevel={2}
                imageSizes={CARD_SIZES}
                eager={!paged && index < ABOVE_THE_FOLD}
                priority={!paged && index === 0}
              />
            </li>
          ))}
        </ul>
      )}
      {nextCursor || paged ? (
        <nav aria-label={t("list.pagination")} className="mt-10 flex flex-wrap gap-3">
          {paged ? (
            <Link
              to={blogPath(blog.handle)}
              className="rounded-full border border-brand px-6 py-3 font-semibold text-brand hover:bg-brand-soft"
            >
              {t("list.newest")}
            </Link>
          ) : null}
          {nextCursor ? (
            <Link
              to={`${blogPath(blog.handle)}?after=${encodeURIComponent(nextCursor)}`}
              className="rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark"
            >
              {t("list.older")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
