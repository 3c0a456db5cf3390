import { brandPageMeta } from "#app/features/brand-pages/brand-page-meta.ts";
import { HealthProfessionalsPage } from "#app/features/brand-pages/HealthProfessionalsPage.tsx";
import { pageTranslations } from "#app/lib/i18n/page-catalogues.server.ts";
import type { Route } from "./+types/health-professionals";

export function meta({ matches }: Route.MetaArgs) {
  return brandPageMeta(matches, "professionals");
}

export function loader({ context }: Route.LoaderArgs) {
  return { translations: pageTranslations(context.language, ["professionals"]) };
}

export default function HealthProfessionals({ matches }: Route.ComponentProps) {
  const root = matches[0].loaderData;
  return <HealthProfessionalsPage brand={root.brandName} wholesaleEmail={root.publicConfig.wholesaleEmail} />;
}
