import { Link } from "react-router";
import { ProductImage } from "#app/ui/ProductImage.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { ArticleByline } from "./ArticleByline.tsx";
import { articlePath } from "./blog-meta.ts";
import type { ArticleCardData } from "./blog-queries.ts";

interface ArticleCardProps {
  article: ArticleCardData;
  headingLevel: 2 | 3;
  /** The card's picture width in the layout that shows it, for `sizes`. */
  imageSizes: string;
  eager?: boolean;
  priority?: boolean;
  /** The index's newest article: picture beside the text on wide screens. */
  featured?: boolean;
  /** Whether to name the article's blog above its title (lists that mix blogs). */
  showBlog?: boolean;
}

/** An article in a list: the whole card is one link to the article. */
export function ArticleCard({
  article,
  headingLevel,
  imageSizes,
  eager = false,
  priority = false,
  featured = false,
  showBlog = false,
}: ArticleCardProps) {
  const { t } = useTranslation("blog");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className={`group relative flex h-full overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition hover:shadow-md ${
        featured ? "flex-col md:flex-row" : "flex-col"
      }`}
    >
      <div className={`aspect-video shrink-0 bg-brand-soft ${featured ? "md:w-3/5" : ""}`}>
        {article.image ? (
          <ProductImage
            image={article.image}
            fallbackAlt=""
            sizes={imageSizes}
            eager={eager}
            priority={priority}
            className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.02]"
          />
        ) : null}
      </div>
      <div className={`flex flex-1 flex-col gap-3 p-5 ${featured ? "md:justify-center md:p-8" : ""}`}>
        {showBlog ? <p className="text-xs font-semibold uppercase tracking-wider text-brand">{article.blog.title}</p> : null}
        <Heading className={`leading-snug text-ink ${featured ? "text-2xl md:text-3xl" : "text-xl"}`}>
          <Link to={articlePath(article)} className="after:absolute after:inset-0 hover:text-brand-dark">
            {article.title}
          </Link>
        </Heading>
        {article.excerpt ? <p className={`text-muted ${featured ? "" : "line-clamp-3 text-sm"}`}>{article.excerpt}</p> : null}
        <ArticleByline publishedAt={article.publishedAt} author={article.authorV2?.name ?? null} className="mt-auto pt-1" />
        <p aria-hidden="true" className="text-sm font-semibold text-brand group-hover:underline">
          {t("card.readMore")} →
        </p>
      </div>
    </article>
  );
}
