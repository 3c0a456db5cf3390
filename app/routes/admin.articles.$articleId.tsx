import { data } from "react-router";
import { adminPageMeta, StaffOnly } from "#app/features/admin/admin-route.tsx";
import { AdminNotFound } from "#app/features/admin/AdminNotFound.tsx";
import { ArticleEditor } from "#app/features/admin/articles/ArticleEditor.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { Route } from "./+types/admin.articles.$articleId";

export const meta = adminPageMeta("articles.editor.editTitle");

export async function loader({ context, params }: Route.LoaderArgs) {
  const id = /^\d{1,9}$/.test(params.articleId) ? Number(params.articleId) : null;
  const editor = await context.admin.article(id);
  if (editor === null) return data({ forbidden: true as const }, { status: 403 });
  if (editor.article === null) return data({ forbidden: false as const, article: null, blogs: editor.blogs }, { status: 404 });
  return { forbidden: false as const, article: editor.article, blogs: editor.blogs };
}

export default function AdminEditArticle({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  return (
    <StaffOnly view={loaderData}>
      {({ article, blogs }, { csrfToken }) =>
        // A new key per article: opening another article starts its own form, not this one's values.
        article ? (
          <ArticleEditor key={article.id} article={article} blogs={blogs} csrfToken={csrfToken} />
        ) : (
          <AdminNotFound
            title={t("articles.editor.notFoundTitle")}
            message={t("articles.editor.notFound")}
            backTo="/admin/articles"
            backLabel={t("articles.editor.backToList")}
          />
        )
      }
    </StaffOnly>
  );
}
