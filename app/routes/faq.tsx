import { brandPageMeta } from "#app/features/brand-pages/brand-page-meta.ts";
import { faqGroups, faqJsonLd } from "#app/features/brand-pages/faq-content.ts";
import { FaqPage } from "#app/features/brand-pages/FaqPage.tsx";
import { metaTranslator } from "#app/lib/i18n/meta-translator.ts";
import { freeShippingText } from "#app/lib/use-free-shipping.ts";
import { pageContent } from "#app/lib/i18n/page-content.server.ts";
import type { Route } from "./+types/faq";

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaTranslator(matches);
  const freeShipping = freeShippingText(matches[0].loaderData);
  return [...brandPageMeta(matches, "faq", { freeShipping }), { "script:ld+json": faqJsonLd(faqGroups(t, freeShipping)) }];
}

/** The locale file's texts with the owner's overrides (decision 0042). */
export async function loader({ context }: Route.LoaderArgs) {
  return { translations: (await pageContent(context, "faq")).translations };
}

export default function Faq({ matches }: Route.ComponentProps) {
  return <FaqPage supportEmail={matches[0].loaderData.publicConfig.supportEmail} freeShipping={freeShippingText(matches[0].loaderData)} />;
}
