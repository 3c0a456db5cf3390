import { brandPageMeta } from "#app/features/brand-pages/brand-page-meta.ts";
import { OurResearchersPage } from "#app/features/brand-pages/OurResearchersPage.tsx";
import { pageContent } from "#app/lib/i18n/page-content.server.ts";
import type { Route } from "./+types/our-researchers";

export function meta({ matches }: Route.MetaArgs) {
  return brandPageMeta(matches, "researchers");
}

/** The locale file's texts with the owner's overrides (decision 0042). */
export async function loader({ context }: Route.LoaderArgs) {
  return { translations: (await pageContent(context, "researchers")).translations };
}

export default function OurResearchers({ matches }: Route.ComponentProps) {
  return <OurResearchersPage brand={matches[0].loaderData.brandName} />;
}
