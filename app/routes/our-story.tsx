import { brandPageMeta } from "#app/features/brand-pages/brand-page-meta.ts";
import { OurStoryPage } from "#app/features/brand-pages/OurStoryPage.tsx";
import { pageTranslations } from "#app/lib/i18n/page-catalogues.server.ts";
import type { Route } from "./+types/our-story";

export function meta({ matches }: Route.MetaArgs) {
  return brandPageMeta(matches, "story");
}

export function loader({ context }: Route.LoaderArgs) {
  return { translations: pageTranslations(context.language, ["story"]) };
}

export default function OurStory({ matches }: Route.ComponentProps) {
  return <OurStoryPage brand={matches[0].loaderData.brandName} />;
}
