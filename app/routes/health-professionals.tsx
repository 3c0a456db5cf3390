import { brandPageMeta } from "../features/brand-pages/brand-page-meta.ts";
import { HealthProfessionalsPage } from "../features/brand-pages/HealthProfessionalsPage.tsx";
import type { Route } from "./+types/health-professionals";

export function meta({ matches }: Route.MetaArgs) {
  return brandPageMeta(matches, "professionals");
}

export default function HealthProfessionals({ matches }: Route.ComponentProps) {
  const root = matches[0].loaderData;
  return <HealthProfessionalsPage brand={root.brandName} wholesaleEmail={root.publicConfig.wholesaleEmail} />;
}
