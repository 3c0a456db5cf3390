import { Link } from "react-router";
import { ProductImage } from "#app/ui/ProductImage.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { ArticleBreadcrumb } from "./ArticleBreadcrumb.tsx";
import { ArticleByline } from "./ArticleByline.tsx";
import { ArticleCard } from "./ArticleCard.tsx";
import { BlogFailureNotice } from "./BlogFailureNotice.tsx";
import { blogPath } from "./blog-meta.ts";
import type { ArticlePageData } from "./blog-page-types.ts";
import { TableOfContents } from "./TableOfContents.tsx";
import { tagLabel } from "./tag-label.ts";
import { HeadedSection } from "#app/ui/HeadedSection.tsx";

/**
 * The article's sanitised HTML (sanitised by the loader on the server) styled here: headings clear
 * the sticky header when a contents link scrolls to them.
 */
const CONTENT_STYLES = [
  "text-lg leading-relaxed text-ink/90",
  "[&_h2]:mt-12 [&_h2]:scroll-mt-6 md:[&_h2]:scroll-mt-28 [&_h2]:text-3xl [&_h2]:leading-tight [&_h2]:text-ink [&_h2:first-child]:mt-0",
  "[&_h3]:mt-8 [&_h3]:scroll-mt-6 md:[&_h3]:scroll-mt-28 [&_h3]:text-2xl [&_h3]:text-ink",
  "[&_h4]:mt-6 [&_h4]:scroll-mt-6 md:[&_h4]:scroll-mt-28 [&_h4]:font-semibold",
  "[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2",
  "[&_a]:text-brand-dark [&_a]:underline [&_a]:underline-offset-4 [&_strong]:font-semibold [&_strong]:text-ink",
  "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_table]:mt-6 [&_table]:w-full [&_td]:border [&_td]:border-line [&_td]:p-2 [&_th]:border [&_th]:border-line [&_th]:p-2",
].join(" ");

const RELATED_SIZES = "(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw";

export function ArticleView({ article, related, failure }: ArticlePageData) {
  const { t } = useTranslation("blog");
  const blogTitle = article.blog.title;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <ArticleBreadcrumb article={article} />

      {failure ? (
        <div className="mt-6">
          <BlogFailureNotice kind="article" message={failure.message} handle={`${article.blog.handle}/${article.handle}`} />
        </div>
      ) : null}

      <article className="mt-6">
        <header className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand">
            <Link to={blogPath(article.blog.handle)} className="hover:underline">
              {blogTitle}
            </Link>
          </p>
          <h1 className="mt-3 text-4xl leading-tight text-balance text-ink sm:text-5xl">{article.title}</h1>
          {article.excerpt ? <p className="mt-4 text-lg leading-relaxed text-pretty text-muted">{article.excerpt}</p> : null}
          <ArticleByline publishedAt={article.publishedAt} author={article.authorV2?.name ?? null} className="mt-4 justify-center" />
        </header>

        {article.image ? (
          <div className="mx-auto mt-8 aspect-video max-w-5xl overflow-hidden rounded-2xl bg-brand-soft">
            <ProductImage
              image={article.image}
              fallbackAlt=""
              sizes="(min-width: 1024px) 64rem, 100vw"
              priority
              className="h-full w-full object-cover"
            />
          </div>
        ) : null}

        <div
          className={`mx-auto mt-10 max-w-5xl ${article.toc.length > 0 ? "lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12" : "max-w-3xl"}`}
        >
          {article.toc.length > 0 ? (
            <div className="mb-8 lg:mb-0">
              <TableOfContents entries={article.toc} />
            </div>
          ) : null}
          <div>
            {/* Sanitised on the server by article-html.server.ts; nothing here can run script. */}
            <div className={CONTENT_STYLES} dangerouslySetInnerHTML={{ __html: article.html }} />
            {article.tags.length > 0 ? (
              <div className="mt-10 border-t border-line pt-6">
                <h2 className="text-sm font-semibold uppercase tracking-wider text-muted">{t("article.tags")}</h2>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {article.tags.map((tag) => (
                    <li key={tag} className="rounded-full bg-brand-soft px-3 py-1 text-sm text-brand-dark">
                      {tagLabel(t, tag)}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <p className="mt-8">
              <Link to={blogPath(article.blog.handle)} className="font-semibold text-brand hover:underline">
                <span aria-hidden="true">←</span> {t("article.back", { title: blogTitle })}
              </Link>
            </p>
          </div>
        </div>
      </article>

      {related.length > 0 ? (
        <HeadedSection
          titleId="blog-related"
          title={t("article.related")}
          className="mt-16 border-t border-line pt-10"
          titleClassName="text-3xl text-ink"
        >
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((item) => (
              <li key={item.id}>
                <ArticleCard article={item} headingLevel={3} imageSizes={RELATED_SIZES} showBlog />
              </li>
            ))}
          </ul>
        </HeadedSection>
      ) : null}
    </div>
  );
}
