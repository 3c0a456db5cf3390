import { formatLongDate } from "#domain/dates";
import { useTranslation } from "#app/lib/i18n/react.tsx";

/** Date and author of an article; a placeholder article has neither. */
export function ArticleByline({ publishedAt, author, className = "" }: { publishedAt: string; author: string | null; className?: string }) {
  const { t, i18n } = useTranslation("blog");
  if (!publishedAt && !author) return null;
  return (
    <p className={`flex flex-wrap items-center gap-x-2 text-sm text-muted ${className}`}>
      {publishedAt ? <time dateTime={publishedAt}>{formatLongDate(publishedAt, i18n.language)}</time> : null}
      {publishedAt && author ? <span aria-hidden="true">·</span> : null}
      {author ? <span>{t("article.by", { author })}</span> : null}
    </p>
  );
}
