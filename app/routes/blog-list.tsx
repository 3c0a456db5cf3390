import { data } from "react-router";
import { BlogErrorBoundary } from "#app/features/blog/BlogErrorBoundary.tsx";
import { blogPageMeta } from "#app/features/blog/blog-meta.ts";
import { loadBlogPage } from "#app/features/blog/blog-loaders.server.ts";
import { BlogListPage } from "#app/features/blog/BlogListPage.tsx";
import { pageTexts } from "#app/lib/i18n/texts-files.server.ts";
import type { Route } from "./+types/blog-list";

const BLOG_NAMESPACES = ["blog", "seo"];

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return blogPageMeta(matches, loaderData);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const translations = pageTexts(context.language, BLOG_NAMESPACES);
  const after = new URL(request.url).searchParams.get("after");
  const page = await loadBlogPage(context.storefront, context.language, params.blogHandle, after);
  if (!page) throw data({ translations }, { status: 404 });
  return data({ ...page, translations }, page.failure ? { headers: { "Cache-Control": "no-store" } } : undefined);
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { blog, tabs, nextCursor, paged, failure } = loaderData;
  return <BlogListPage blog={blog} tabs={tabs} nextCursor={nextCursor} paged={paged} failure={failure} />;
}

export function ErrorBoundary() {
  return <BlogErrorBoundary kind="blog" />;
}
