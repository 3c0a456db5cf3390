import { Link } from "react-router";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { ArticleCard } from "./ArticleCard.tsx";
import { BlogFailureNotice } from "./BlogFailureNotice.tsx";
import { BlogIntro } from "./BlogIntro.tsx";
import { blogPath } from "./blog-meta.ts";
import type { BlogIndexPageData } from "./blog-page-types.ts";
import { BlogTabs } from "./BlogTabs.tsx";

const CARD_SIZES = "(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw";
const FEATURED_SIZES = "(min-width: 1152px) 40rem, (min-width: 768px) 60vw, 100vw";

/** /blog: the newest article first, then each blog with its latest articles and a way into it. */
export function BlogIndexPage({ blogs, failure }: BlogIndexPageData) {
  const { t } = useTranslation("blog");
  const newest = blogs
    .flatMap((blog) => blog.articles)
    .reduce<BlogIndexPageData["blogs"][number]["articles"][number] | null>(
      (latest, article) => (latest === null || article.publishedAt > latest.publishedAt ? article : latest),
      null,
    );

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <BlogIntro eyebrow={t("index.eyebrow")} title={t("index.title")} lead={t("index.lead")} />
      <div className="mt-8">
        <BlogTabs blogs={blogs} />
      </div>
      {failure ? (
        <div className="mt-8">
          <BlogFailureNotice kind="list" message={failure.message} />
        </div>
      ) : null}

      {newest === null ? (
        <p className="mt-10 text-lg text-muted">{t("index.empty")}</p>
      ) : (
        <section aria-labelledby="blog-latest" className="mt-10">
          <h2 id="blog-latest" className="sr-only">
            {t("index.latest")}
          </h2>
          <ArticleCard article={newest} headingLevel={3} imageSizes={FEATURED_SIZES} eager priority featured showBlog />
        </section>
      )}

      {blogs.map((blog) => {
        const articles = blog.articles.filter((article) => article.id !== newest?.id);
        if (articles.length === 0) return null;
        return (
          <section key={blog.handle} aria-labelledby={`blog-section-${blog.handle}`} className="mt-14">
            <div className="flex flex-wrap items-end justify-between gap-3 border-b border-line pb-4">
              <div className="max-w-2xl">
                <h2 id={`blog-section-${blog.handle}`} className="text-3xl text-ink">
                  {blog.title}
                </h2>
                {blog.description ? <p className="mt-2 text-muted">{blog.description}</p> : null}
              </div>
              <Link to={blogPath(blog.handle)} className="font-semibold text-brand hover:underline">
                {t("index.viewAll", { title: blog.title })} <span aria-hidden="true">→</span>
              </Link>
            </div>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {articles.map((article) => (
                <li key={article.id}>
                  <ArticleCard article={article} headingLevel={3} imageSizes={CARD_SIZES} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
