import { brandPageMeta } from "#app/features/brand-pages/brand-page-meta.ts";
import { HealthProfessionalsPage } from "#app/features/brand-pages/HealthProfessionalsPage.tsx";
import { pageContent } from "#app/lib/i18n/page-content.server.ts";
import type { Route } from "./+types/health-professionals";

export function meta({ matches }: Route.MetaArgs) {
  return brandPageMeta(matches, "professionals");
}

/** The locale file's texts with the owner's overrides (decision 0042). */
export async function loader({ context }: Route.LoaderArgs) {
  return { translations: (await pageContent(context, "professionals")).translations };
}

export default function HealthProfessionals({ matches }: Route.ComponentProps) {
  const root = matches[0].loaderData;
  return <HealthProfessionalsPage brand={root.brandName} wholesaleEmail={root.publicConfig.wholesaleEmail} />;
}
