import type { AdminArticle } from "#domain/admin/articles";
import { useTranslation } from "#app/lib/i18n/react.tsx";

/** The picture's address on the image route, at a width that suits a preview. */
function coverPreviewUrl(src: string): string {
  return `/images/${src.split("/").map(encodeURIComponent).join("/")}?width=640`;
}

/** The cover as it is now, or a note that there is none. */
export function CoverPreview({ image }: { image: AdminArticle["image"] }) {
  const { t } = useTranslation("admin");
  return (
    <div className="text-sm">
      {image ? (
        <img
          src={coverPreviewUrl(image.src)}
          alt={t("articles.cover.current")}
          width={image.width}
          height={image.height}
          className="h-auto w-full rounded-xl border border-line bg-cream object-cover"
        />
      ) : (
        <p className="rounded-xl border border-dashed border-line p-4 text-muted">{t("articles.cover.none")}</p>
      )}
    </div>
  );
}
