import { data } from "react-router";
import { articlePageMeta } from "#app/features/blog/blog-meta.ts";
import { BlogErrorBoundary } from "#app/features/blog/BlogErrorBoundary.tsx";
import { loadArticlePage } from "#app/features/blog/blog-loaders.server.ts";
import { ArticleView } from "#app/features/blog/ArticleView.tsx";
import { pageTexts } from "#app/lib/i18n/texts-files.server.ts";
import type { Route } from "./+types/blog-article";

const BLOG_NAMESPACES = ["blog", "seo"];

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return articlePageMeta(matches, loaderData);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const translations = pageTexts(context.language, BLOG_NAMESPACES);
  const page = await loadArticlePage(context.storefront, context.language, params.blogHandle, params.articleHandle);
  // An unknown handle is a wrong address, not a failing store: a 404, not the spec's placeholder.
  if (!page) throw data({ translations }, { status: 404 });
  return data({ ...page, translations }, page.failure ? { headers: { "Cache-Control": "no-store" } } : undefined);
}

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  return <ArticleView article={loaderData.article} related={loaderData.related} failure={loaderData.failure} />;
}

export function ErrorBoundary() {
  return <BlogErrorBoundary kind="article" />;
}
