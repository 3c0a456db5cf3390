import { data } from "react-router";
import { blogIndexMeta } from "#app/features/blog/blog-meta.ts";
import { loadBlogIndex } from "#app/features/blog/blog-loaders.server.ts";
import { BlogIndexPage } from "#app/features/blog/BlogIndexPage.tsx";
import { GeneralErrorBoundary } from "#app/features/errors/GeneralErrorBoundary.tsx";
import { pageTexts } from "#app/lib/i18n/texts-files.server.ts";
import type { Route } from "./+types/blog";

const BLOG_NAMESPACES = ["blog", "seo"];

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return blogIndexMeta(matches, loaderData);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function loader({ context }: Route.LoaderArgs) {
  const page = await loadBlogIndex(context.storefront, context.language);
  const translations = pageTexts(context.language, BLOG_NAMESPACES);
  // The spec's fallback is shown, not kept: the real list returns as soon as the store does.
  return data({ ...page, translations }, page.failure ? { headers: { "Cache-Control": "no-store" } } : undefined);
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogIndexPage blogs={loaderData.blogs} failure={loaderData.failure} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
