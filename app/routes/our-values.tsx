import { brandPageMeta } from "#app/features/brand-pages/brand-page-meta.ts";
import { OurValuesPage } from "#app/features/brand-pages/OurValuesPage.tsx";
import { pageContent } from "#app/lib/i18n/page-content.server.ts";
import type { Route } from "./+types/our-values";

export function meta({ matches }: Route.MetaArgs) {
  return brandPageMeta(matches, "values");
}

/** The locale file's texts with the owner's overrides (decision 0042). */
export async function loader({ context }: Route.LoaderArgs) {
  return { translations: (await pageContent(context, "values")).translations };
}

export default function OurValues({ matches }: Route.ComponentProps) {
  return <OurValuesPage supportEmail={matches[0].loaderData.publicConfig.supportEmail} />;
}
