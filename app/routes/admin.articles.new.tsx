import { data, useRouteLoaderData } from "react-router";
import { adminMeta } from "#app/features/admin/admin-meta.ts";
import { AdminForbidden } from "#app/features/admin/AdminForbidden.tsx";
import { ArticleEditor } from "#app/features/admin/articles/ArticleEditor.tsx";
import type { Route } from "./+types/admin.articles.new";
import type { loader as adminLoader } from "./admin.tsx";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "articles.editor.newTitle");
}

export async function loader({ context }: Route.LoaderArgs) {
  const editor = await context.admin.article(null);
  if (editor === null) return data({ forbidden: true as const }, { status: 403 });
  return { forbidden: false as const, blogs: editor.blogs };
}

export default function AdminNewArticle({ loaderData }: Route.ComponentProps) {
  const admin = useRouteLoaderData<typeof adminLoader>("routes/admin");
  if (!admin || loaderData.forbidden) return <AdminForbidden />;
  return <ArticleEditor article={null} blogs={loaderData.blogs} csrfToken={admin.csrfToken} />;
}
