import { isLegalPage, CONTENT_PAGE_PATHS } from "#domain/store-content";
import { legalPageData } from "#app/features/legal/legal-page.server.ts";
import { LegalPageView } from "#app/features/legal/LegalPage.tsx";
import { pageSeoMeta } from "#app/features/seo/page-seo.ts";
import { seoContext } from "#app/features/seo/seo-context.ts";
import { pageTexts } from "#app/lib/i18n/texts-files.server.ts";
import type { Route } from "./+types/legal-page";

/** /terms, /privacy, /cookies, /returns-policy, /delivery: one module, the page named by the path (decision 0052). */
export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  return pageSeoMeta(seoContext(matches), {
    path: CONTENT_PAGE_PATHS[data.legal.page],
    title: data.legal.meta.title,
    description: data.legal.meta.description,
  });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = new URL(request.url).pathname.slice(1);
  if (!isLegalPage(page)) throw new Response("Not Found", { status: 404 });
  return {
    legal: await legalPageData(context, page),
    company: context.publicConfig.company,
    translations: pageTexts(context.language, ["legal"]),
  };
}

export default function LegalPage({ loaderData, matches }: Route.ComponentProps) {
  const root = matches[0].loaderData;
  return <LegalPageView data={loaderData.legal} company={loaderData.company} language={root.language} />;
}
