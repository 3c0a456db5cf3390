import { brandPageMeta } from "#app/features/brand-pages/brand-page-meta.ts";
import { OurResearchersPage } from "#app/features/brand-pages/OurResearchersPage.tsx";
import { pageTranslations } from "#app/lib/i18n/page-catalogues.server.ts";
import type { Route } from "./+types/our-researchers";

export function meta({ matches }: Route.MetaArgs) {
  return brandPageMeta(matches, "researchers");
}

export function loader({ context }: Route.LoaderArgs) {
  return { translations: pageTranslations(context.language, ["researchers"]) };
}

export default function OurResearchers({ matches }: Route.ComponentProps) {
  return <OurResearchersPage brand={matches[0].loaderData.brandName} />;
}
