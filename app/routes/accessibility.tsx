import { AccessibilityStatementPage } from "#app/features/brand-pages/AccessibilityStatementPage.tsx";
import { pageSeoMeta } from "#app/features/seo/page-seo.ts";
import { seoContext } from "#app/features/seo/seo-context.ts";
import { metaTranslator } from "#app/lib/i18n/meta-translator.ts";
import { pageTranslations } from "#app/lib/i18n/page-catalogues.server.ts";
import { sendTexts } from "#app/lib/i18n/sent-texts.server.ts";
import type { Route } from "./+types/accessibility";

export function meta({ matches }: Route.MetaArgs) {
  const { t, brand } = metaTranslator(matches);
  return pageSeoMeta(seoContext(matches), {
    path: "/accessibility",
    title: t("accessibility:meta.title", { brand }),
    description: t("accessibility:meta.description", { brand }),
  });
}

/** The statement's texts in the request's language, rendered on the server. */
export function loader({ context }: Route.LoaderArgs) {
  return { translations: sendTexts(pageTranslations(context.language, ["accessibility"])) };
}

export default function Accessibility({ matches }: Route.ComponentProps) {
  const { publicConfig, brandName } = matches[0].loaderData;
  return <AccessibilityStatementPage supportEmail={publicConfig.supportEmail} brandName={brandName} />;
}
