import { brandPageMeta } from "../features/brand-pages/brand-page-meta.ts";
import { OurStoryPage } from "../features/brand-pages/OurStoryPage.tsx";
import type { Route } from "./+types/our-story";

export function meta({ matches }: Route.MetaArgs) {
  return brandPageMeta(matches, "story");
}

export default function OurStory({ matches }: Route.ComponentProps) {
  return <OurStoryPage brand={matches[0].loaderData.brandName} />;
}
