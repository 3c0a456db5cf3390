import { brandPageMeta } from "#app/features/brand-pages/brand-page-meta.ts";
import { OurValuesPage } from "#app/features/brand-pages/OurValuesPage.tsx";
import { pageTranslations } from "#app/lib/i18n/page-catalogues.server.ts";
import type { Route } from "./+types/our-values";

export function meta({ matches }: Route.MetaArgs) {
  return brandPageMeta(matches, "values");
}

export function loader({ context }: Route.LoaderArgs) {
  return { translations: pageTranslations(context.language, ["values"]) };
}

export default function OurValues({ matches }: Route.ComponentProps) {
  return <OurValuesPage supportEmail={matches[0].loaderData.publicConfig.supportEmail} />;
}
