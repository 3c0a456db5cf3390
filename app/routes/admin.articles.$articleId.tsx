import { data, Link, useRouteLoaderData } from "react-router";
import { adminPageMeta } from "#app/features/admin/admin-route.tsx";
import { AdminForbidden } from "#app/features/admin/AdminForbidden.tsx";
import { linkClass } from "#app/features/admin/admin-forms.ts";
import { ArticleEditor } from "#app/features/admin/articles/ArticleEditor.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { Route } from "./+types/admin.articles.$articleId";
import type { loader as adminLoader } from "./admin.tsx";

export const meta = adminPageMeta("articles.editor.editTitle");

export async function loader({ context, params }: Route.LoaderArgs) {
  const id = /^\d{1,9}$/.test(params.articleId) ? Number(params.articleId) : null;
  const editor = await context.admin.article(id);
  if (editor === null) return data({ forbidden: true as const }, { status: 403 });
  if (editor.article === null) return data({ forbidden: false as const, article: null, blogs: editor.blogs }, { status: 404 });
  return { forbidden: false as const, article: editor.article, blogs: editor.blogs };
}

export default function AdminEditArticle({ loaderData }: Route.ComponentProps) {
  const admin = useRouteLoaderData<typeof adminLoader>("routes/admin");
  const { t } = useTranslation("admin");
  if (!admin || loaderData.forbidden) return <AdminForbidden />;
  if (!loaderData.article)
    return (
      <>
        <h1 className="text-3xl">{t("articles.editor.notFoundTitle")}</h1>
        <p className="mt-3">
          {t("articles.editor.notFound")}{" "}
          <Link to="/admin/articles" className={linkClass}>
            {t("articles.editor.backToList")}
          </Link>
        </p>
      </>
    );
  // A new key per article: opening another article starts its own form, not this one's values.
  return <ArticleEditor key={loaderData.article.id} article={loaderData.article} blogs={loaderData.blogs} csrfToken={admin.csrfToken} />;
}
