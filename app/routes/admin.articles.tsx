import { readArticleFilter } from "#domain/admin/articles";
import { adminPageMeta, staffListLoader, StaffOnly } from "#app/features/admin/admin-route.tsx";
import { ArticlesPage } from "#app/features/admin/articles/ArticlesPage.tsx";
import type { Route } from "./+types/admin.articles";

export const meta = adminPageMeta("articles.title");

export const loader = staffListLoader(readArticleFilter, (admin, filter) => admin.articles(filter));

export default function AdminArticles({ loaderData }: Route.ComponentProps) {
  return <StaffOnly view={loaderData}>{(page) => <ArticlesPage {...page} />}</StaffOnly>;
}
