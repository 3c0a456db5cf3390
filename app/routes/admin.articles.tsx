import { data } from "react-router";
import { readArticleFilter } from "#domain/admin-articles";
import { adminMeta } from "#app/features/admin/admin-meta.ts";
import { AdminForbidden } from "#app/features/admin/AdminForbidden.tsx";
import { ArticlesPage } from "#app/features/admin/articles/ArticlesPage.tsx";
import type { Route } from "./+types/admin.articles";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "articles.title");
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const filter = readArticleFilter(new URL(request.url).searchParams);
  const page = await context.admin.articles(filter);
  if (page === null) return data({ forbidden: true as const }, { status: 403 });
  return { forbidden: false as const, filter, ...page };
}

export default function AdminArticles({ loaderData }: Route.ComponentProps) {
  if (loaderData.forbidden) return <AdminForbidden />;
  return <ArticlesPage filter={loaderData.filter} articles={loaderData.articles} total={loaderData.total} blogs={loaderData.blogs} />;
}
