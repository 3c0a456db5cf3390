import { brandPageMeta } from "#app/features/brand-pages/brand-page-meta.ts";
import { OurStoryPage } from "#app/features/brand-pages/OurStoryPage.tsx";
import { pageContent } from "#app/lib/i18n/page-content.server.ts";
import { isClaimHidden } from "#domain/store-content";
import type { Route } from "./+types/our-story";

export function meta({ matches }: Route.MetaArgs) {
  return brandPageMeta(matches, "story");
}

/** The locale file's texts with the owner's overrides; the bottles-sold figure unless the owner hid it (decision 0042). */
export async function loader({ context }: Route.LoaderArgs) {
  const { translations, hidden } = await pageContent(context, "story");
  return { translations, showBottles: !isClaimHidden(hidden, "stats.bottles") };
}

export default function OurStory({ loaderData, matches }: Route.ComponentProps) {
  return <OurStoryPage brand={matches[0].loaderData.brandName} showBottles={loaderData.showBottles} />;
}
