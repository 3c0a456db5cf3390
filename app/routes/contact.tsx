import { brandPageMeta } from "#app/features/brand-pages/brand-page-meta.ts";
import { ContactPage } from "#app/features/contact/ContactPage.tsx";
import { pageTexts } from "#app/lib/i18n/texts-files.server.ts";
import type { Route } from "./+types/contact";

export function meta({ matches }: Route.MetaArgs) {
  return brandPageMeta(matches, "contact");
}

/** The licences come with the root's data; the company and the products' notification numbers are this page's. */
export async function loader({ context }: Route.LoaderArgs) {
  return {
    translations: pageTexts(context.language, ["contact"]),
    company: context.publicConfig.company,
    notifications: await context.productNotifications(),
  };
}

export default function Contact({ loaderData, matches }: Route.ComponentProps) {
  const root = matches[0].loaderData;
  return (
    <ContactPage
      company={loaderData.company}
      supportEmail={root.publicConfig.supportEmail}
      licences={root.licences}
      notifications={loaderData.notifications}
    />
  );
}
